// The browser's translator: words by language, {{placeholders}} filled as the
// server fills them, the key shown as written when no table holds it, and
// screens drawn again in the new language.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createTranslator } from '@core/i18n/translator';
import { useTranslation } from '@widgets/runtime/i18n';
import { i18n } from '../../src/i18n';

const table = {
  'sample.greeting': { zh: '你好，{{name}}', zhtw: '妳好，{{name}}', en: 'Hello, {{name}}' },
  'sample.count': { zh: '共 {{count}} 条', zhtw: '共 {{count}} 條', en: '{{count}} rows' },
};

describe('the translator', () => {
  it('fills placeholders in the chosen language, and keeps one without a value as written', async () => {
    const translator = createTranslator('en');
    translator.addTexts(table);
    expect(translator.t('sample.greeting', { name: 'Lin' })).toBe('Hello, Lin');
    expect(translator.t('sample.count', { count: 3 })).toBe('3 rows');
    expect(translator.t('sample.greeting')).toBe('Hello, {{name}}');
    await translator.changeLanguage('zhtw');
    expect(translator.t('sample.greeting', { name: '林' })).toBe('妳好，林');
  });

  it('shows a key no table holds as written, or its default value', () => {
    const translator = createTranslator('zh');
    expect(translator.t('客户名称: 备注')).toBe('客户名称: 备注');
    expect(translator.t('form.unknown', { defaultValue: '默认 {{x}}', x: 1 })).toBe('默认 1');
  });

  it('tells its listeners of a change once, with a new t, and not of choosing the same language', async () => {
    const translator = createTranslator('zh');
    const before = translator.t;
    let calls = 0;
    const stop = translator.onLanguageChanged(() => (calls += 1));
    await translator.changeLanguage('zh');
    expect(calls).toBe(0);
    await translator.changeLanguage('en');
    expect([calls, translator.language, translator.t === before]).toEqual([1, 'en', false]);
    stop();
    await translator.changeLanguage('zh');
    expect(calls).toBe(1);
  });
});

describe('useTranslation', () => {
  function Greeting() {
    const { t } = useTranslation();
    return <span>{t('common.cancel')}</span>;
  }

  it('draws a screen again in the new language', async () => {
    await i18n.changeLanguage('zh');
    render(<Greeting />);
    expect(screen.getByText('取消')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Cancel')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
  });
});
