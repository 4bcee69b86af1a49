// Shell preferences: sidebar open state (kept as 1/0), device by width, language.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@core/i18n/text';
import { storage, storageKeys } from '../storage';
import { currentLanguage, i18n, switchLanguage } from '../i18n/instance';
import { feedback } from '../http/feedback';

export const mobileBreakpoint = 992;

export class AppStore {
  sidebarOpen = storage.get(storageKeys.sidebar) !== '0';
  device: 'desktop' | 'mobile' = 'desktop';
  language: Language = currentLanguage();

  constructor() {
    makeAutoObservable(this);
  }

  toggleSidebar(): void {
    this.setSidebar(!this.sidebarOpen);
  }

  setSidebar(open: boolean): void {
    this.sidebarOpen = open;
    storage.set(storageKeys.sidebar, open ? '1' : '0');
  }

  updateDevice(width: number): void {
    this.device = width < mobileBreakpoint ? 'mobile' : 'desktop';
    if (this.device === 'mobile') this.sidebarOpen = false;
  }

  async setLanguage(language: Language): Promise<void> {
    try {
      await switchLanguage(language);
    } catch {
      // The language's words could not be fetched (offline, or a newer build replaced them): it stays as it is.
      feedback.error(i18n.t('common.requestError'));
      return;
    }
    runInAction(() => {
      this.language = language;
    });
    storage.set(storageKeys.language, language);
  }
}
