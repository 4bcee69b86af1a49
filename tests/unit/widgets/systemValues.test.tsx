// System-filled widgets (createUser, createTime, modifyUser, modifyTime,
// currOrganize, currPosition) and the document number (billRule): shown
// read-only, 系统自动生成 until the server fills them, never taken from the
// browser (the body schema leaves them out), and shown by name where a name is known.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { compileForm, prepareValues, type FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { systemValues } from '@core/widgets/system';
import { WidgetProvider } from '@widgets/index';
import { ApiProvider } from '@widgets/runtime/ApiContext';
import { EntityNameProvider } from '@widgets/runtime/EntityNames';
import { FormStore } from '@renderers/form/store/FormStore';
import { FormView } from '@renderers/form/view/FormView';
import { i18n } from '@app/i18n';
import { drawForm, serverIssues, testApi } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const keys = ['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'billRule'];
const nodes: FormNode[] = [
  { id: 'title', widget: 'comInput', field: 'title' },
  ...keys.map((key) => ({ id: key, widget: key, field: key, label: `widget.${key}` })),
];

describe('system-filled widgets', () => {
  it('are declared with the server hook that fills them', () => {
    for (const key of keys) expect(widgetSpec(key)?.serverHook, key).toBe(key === 'billRule' ? 'billNumber' : 'systemValue');
    expect(systemValues.get('createUser')?.filledOn).toBe('create');
    expect(systemValues.get('modifyTime')?.filledOn).toBe('update');
  });

  it('say 系统自动生成 on a new record and cannot be typed in', () => {
    drawForm(nodes);
    for (const key of keys) {
      const input = screen.getByTestId(`field-${key}`) as HTMLInputElement;
      expect(input.placeholder).toBe('系统自动生成');
      expect(input.readOnly).toBe(true);
    }
  });

  it('are never taken from the browser: the body leaves them out', () => {
    const form = compileForm(nodes);
    expect(Object.keys(form.schema.properties as object)).toEqual(['title']);
    const prepared = prepareValues(form, { title: 't', createUser: 'forged', billRule: 'X-1' });
    expect(prepared).toEqual({ title: 't' });
    expect(serverIssues(nodes, { title: 't', createUser: 'forged' })).toEqual([]);
  });

  it('show a stored time as a date and time, and an id by the name the app knows', () => {
    const at = new Date(2026, 10, 24, 9, 5, 7).getTime();
    const form = compileForm(nodes);
    const store = new FormStore(form, 'edit', 'r1', () => [], { createTime: at, createUser: 'u1', currOrganize: 'o9', billRule: 'XS202611240001' });
    render(
      <AntApp>
        <ApiProvider api={testApi}>
          <EntityNameProvider namer={(entity, id) => (entity === 'user' && id === 'u1' ? '张伟' : undefined)}>
            <WidgetProvider>
              <FormView store={store} viewOnly />
            </WidgetProvider>
          </EntityNameProvider>
        </ApiProvider>
      </AntApp>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('2026-11-24 09:05:07');
    expect(text).toContain('张伟');
    expect(text).toContain('o9');
    expect(text).toContain('XS202611240001');
  });

  it("show the saver's organisation as its path of names, or its department alone when showLevel is last, and the position by name", () => {
    const placed: Record<string, string> = { o1: 'Kiln 示例集团/研发部', p1: '前端工程师' };
    const namer = (entity: string, id: string) => (entity === 'organize' || entity === 'position' ? placed[id] : undefined);
    const draw = (showLevel: 'all' | 'last') => {
      const placedNodes: FormNode[] = [
        { id: 'org', widget: 'currOrganize', field: 'currOrganize', label: 'widget.currOrganize', props: { showLevel } },
        { id: 'pos', widget: 'currPosition', field: 'currPosition', label: 'widget.currPosition' },
      ];
      const store = new FormStore(compileForm(placedNodes), 'edit', 'r1', () => [], { currOrganize: 'o1', currPosition: 'p1' });
      const view = render(
        <AntApp>
          <ApiProvider api={testApi}>
            <EntityNameProvider namer={namer}>
              <WidgetProvider>
                <FormView store={store} viewOnly />
              </WidgetProvider>
            </EntityNameProvider>
          </ApiProvider>
        </AntApp>,
      );
      const text = document.body.textContent ?? '';
      view.unmount();
      return text;
    };
    const all = draw('all');
    expect(all).toContain('Kiln 示例集团/研发部');
    expect(all).toContain('前端工程师');
    const last = draw('last');
    expect(last).toContain('研发部');
    expect(last).not.toContain('Kiln 示例集团');
  });

  it('format the organisation the same in cells and exports: the path, or the last name', () => {
    const context = { t: (key: string) => key, entityName: (_entity: string, id: string) => (id === 'o1' ? 'Kiln 示例集团/研发部' : undefined) };
    const format = widgetSpec('currOrganize')!.format!;
    expect(format('o1', { showLevel: 'all' }, context)).toBe('Kiln 示例集团/研发部');
    expect(format('o1', { showLevel: 'last' }, context)).toBe('研发部');
    // An organisation nobody named shows as its id.
    expect(format('o9', { showLevel: 'last' }, context)).toBe('o9');
    expect(format('', {}, context)).toBe('');
  });
});
