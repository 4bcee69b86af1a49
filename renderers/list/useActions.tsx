// Running a schema action: ask for confirmation, open a form, another page or a registered dialog,
// call the API, or do a built-in (refresh, export, import, the import wizard). Buttons without
// permission are never shown (the server refuses them anyway).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { Action } from '@core/schema/types';
import { fillPlaceholders, resolveCall } from '@core/schema/placeholders';
import { useApi } from '@widgets/runtime/ApiContext';
import { useFormLookup } from '../page/formLookup';
import { dialogAt } from '../page/actionDialogs';

// The import wizard, the form page (its store, checks and dialog) and the side drawer join the page only when an action opens them.
const ImportWizard = lazy(() => import('../import/ImportWizard'));
const FormPage = lazy(() => import('../form/FormPage').then((module) => ({ default: module.FormPage })));
const PageDrawer = lazy(() => import('../page/PageDrawer').then((module) => ({ default: module.PageDrawer })));

const callSuccessSeconds = 1;

function download(name: string, url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

function pickFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.setAttribute('data-testid', 'import-file-input');
    input.style.display = 'none';
    input.onchange = () => {
      resolve(input.files?.[0] ?? null);
      input.remove();
    };
    document.body.appendChild(input);
    input.click();
  });
}

interface Handlers {
  reload(): void;
  /** In a picker: the row chosen. */
  pick?(row: Record<string, unknown>): void;
  toggleExpand(): void;
  /** A record created from a row's action (a department added under one) was saved: a tree opens that row to show it. */
  createdBelow?(row: Record<string, unknown>): void;
  openColumnSettings(): void;
  resetDictionaries?: boolean;
}

export function useActions(handlers: Handlers) {
  const api = useApi();
  const { t } = useTranslation();
  const { modal, message } = AntApp.useApp();
  const findForm = useFormLookup();
  const [overlay, setOverlay] = useState<ReactNode>(null);
  const close = () => setOverlay(null);

  const perform = async (action: Action, values: Record<string, unknown>) => {
    if (action.builtin === 'refresh') return handlers.reload();
    if (action.builtin === 'toggleExpand') return handlers.toggleExpand();
    if (action.builtin === 'columnSettings') return handlers.openColumnSettings();
    if (action.builtin === 'pick') return handlers.pick?.(values);
    if (action.opens) {
      const initial = Object.fromEntries(Object.entries(action.initial ?? {}).map(([key, value]) => [key, typeof value === 'string' ? decodeURIComponent(fillPlaceholders(value, values, '')) : value]));
      const recordId = action.opens.mode !== 'create' && typeof values.id === 'string' ? values.id : null;
      const opened = findForm(action.opens.form);
      setOverlay(
        <Suspense fallback={null}>
          <FormPage
            schema={opened.schema}
            validator={opened.validator}
            mode={action.opens.mode}
            recordId={recordId}
            initial={initial}
            onClose={close}
            onSaved={() => {
              if (action.opens?.mode === 'create') handlers.createdBelow?.(values);
              handlers.reload();
            }}
          />
        </Suspense>,
      );
      return;
    }
    if (action.opensPage) {
      setOverlay(
        <Suspense fallback={null}>
          <PageDrawer id={action.opensPage.id} width={action.opensPage.width} title={t(action.label)} context={values} onClose={() => (close(), handlers.reload())} />
        </Suspense>,
      );
      return;
    }
    const Dialog = action.opensDialog && dialogAt(action.opensDialog.id);
    if (Dialog) {
      setOverlay(
        <Suspense fallback={null}>
          <Dialog values={values} onClose={close} onChanged={handlers.reload} />
        </Suspense>,
      );
      return;
    }
    if (action.builtin === 'importWizard' && action.importApi) {
      const base = action.importApi;
      setOverlay(
        <Suspense fallback={null}>
          <ImportWizard base={base} onClose={(imported) => (close(), imported && handlers.reload())} />
        </Suspense>,
      );
      return;
    }
    if (!action.call) return;
    const call = resolveCall(action.call, values);
    if (action.builtin === 'import') {
      const file = await pickFile(action.accept ?? '');
      if (!file) return;
      const form = new FormData();
      form.append('file', file);
      const result = await api.transport(call.method, call.url, form);
      if (result.code === 200) {
        void message.success({ content: result.msg, duration: callSuccessSeconds });
        if (handlers.resetDictionaries) api.dictionaries.reset();
        handlers.reload();
      }
      return;
    }
    const body = action.selection ? { ...call.params, ids: values.selection } : call.params;
    const result = await api.transport<{ name?: string; url?: string } | null>(call.method, call.url, body);
    if (result.code !== 200) return;
    if (action.builtin === 'export' && result.data?.url) return download(result.data.name ?? 'export', result.data.url);
    void message.success({ content: result.msg, duration: callSuccessSeconds });
    if (handlers.resetDictionaries) api.dictionaries.reset();
    handlers.reload();
  };

  const run = (action: Action, values: Record<string, unknown> = {}) => {
    if (!action.confirm) return void perform(action, values);
    modal.confirm({
      title: t('common.tip'),
      content: t(action.confirm),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as Record<string, string>,
      onOk: () => perform(action, values),
    });
  };

  return { run, overlay };
}
