// The form designer in a browser-like DOM: a node selected on the canvas, its
// label typed in the property panel and seen on the canvas (that node alone
// redrawn), a field added from the palette by keyboard after the selected node,
// Alt+↑ moving it, undo through the toolbar and Ctrl+Z.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Transport } from '@core/api/envelope';
import type { FormNode } from '@core/form';
import { i18n } from '@app/i18n';
import { WidgetProvider, type WidgetBinding } from '@widgets/index';
import { DesignerStore, topKey } from '@renderers/designer/designerStore';
import { FormDesigner } from '@renderers/designer/FormDesigner';
import { designerRenders } from '@renderers/designer/renderCount';
import { drawWithApi } from './apiHarness';

const transport: Transport = async <T,>() => ({ code: 200, msg: '', data: { list: [] } }) as Envelope<T>;
const field = (id: string): FormNode => ({ id, widget: 'comInput', field: id, label: `标签${id}` });

let store: DesignerStore | null = null;
// The words asserted are the Chinese ones (the palette's group, a problem in the author's language).
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  store?.dispose();
  store = null;
});

function drawDesigner(tree: FormNode[], overrides?: Record<string, Partial<WidgetBinding>>) {
  store = new DesignerStore(tree, { checkDelayMs: 10_000 });
  drawWithApi(
    transport,
    <WidgetProvider overrides={overrides}>
      <FormDesigner store={store} />
    </WidgetProvider>,
  );
  return store;
}

const canvasNode = (id: string) => screen.getByTestId(`designer-node-${id}`);

// antd draws slowly under jsdom: the palette alone is ~60 entries.
describe('the form designer', { timeout: 30_000 }, () => {
  it('selects a node, takes a label typed in the panel onto the canvas, redrawing that node only', () => {
    const designer = drawDesigner(Array.from({ length: 12 }, (_, i) => field(`f${i}`)));
    fireEvent.click(canvasNode('f3'));
    expect(canvasNode('f3').getAttribute('data-selected')).toBe('true');
    const label = within(screen.getByTestId('designer-panel')).getByTestId('prop-label');
    expect((label as HTMLInputElement).value).toBe('标签f3');
    const before = { ...designerRenders.byKind };
    fireEvent.change(label, { target: { value: '申请人' } });
    expect(within(canvasNode('f3')).getByText('申请人')).toBeTruthy();
    expect(designer.node('f3')!.label).toBe('申请人');
    const drawn = (kind: string) => (designerRenders.byKind[kind] ?? 0) - (before[kind] ?? 0);
    expect(drawn('node')).toBe(1);
    expect(drawn('field')).toBe(1);
    expect(drawn('canvas')).toBe(0);
    expect(drawn('container')).toBe(0);
    expect(drawn('panel')).toBe(1);
  });

  it('adds a field from the palette by keyboard after the selected node, moves it with Alt+↑, and undoes', () => {
    const designer = drawDesigner([field('a'), field('b')]);
    fireEvent.click(canvasNode('a'));
    const entry = screen.getByTestId('palette-numInput');
    entry.focus();
    fireEvent.keyDown(entry, { key: 'Enter' });
    const ids = designer.entry(topKey)!.childIds;
    expect(ids).toHaveLength(3);
    const added = ids[1];
    expect(designer.node(added)!.widget).toBe('numInput');
    expect(canvasNode(added).getAttribute('data-selected')).toBe('true');
    fireEvent.keyDown(screen.getByTestId('designer-canvas'), { key: 'ArrowUp', altKey: true });
    expect(designer.entry(topKey)!.childIds).toEqual([added, 'a', 'b']);
    fireEvent.click(screen.getByTestId('designer-undo'));
    expect(designer.entry(topKey)!.childIds).toEqual(['a', added, 'b']);
    fireEvent.keyDown(screen.getByTestId('designer-canvas'), { key: 'z', ctrlKey: true });
    expect(designer.entry(topKey)!.childIds).toEqual(['a', 'b']);
    expect(screen.queryByTestId(`designer-node-${added}`)).toBeNull();
    fireEvent.keyDown(screen.getByTestId('designer-canvas'), { key: 'z', ctrlKey: true, shiftKey: true });
    expect(screen.getByTestId(`designer-node-${added}`)).toBeTruthy();
  });

  it("draws each palette entry with the icon its widget registers, or its palette group's without one", () => {
    drawDesigner([field('a')], { numInput: { icon: undefined } });
    const icon = (widget: string, name: string) => screen.getByTestId(`palette-${widget}`).querySelector(`.anticon-${name}`);
    expect(icon('comInput', 'font-size')).not.toBeNull();
    expect(icon('table', 'table')).not.toBeNull();
    expect(icon('numInput', 'field-number')).toBeNull();
    expect(icon('numInput', 'form')).not.toBeNull();
  });

  it('copies and deletes the selected node with its icons and shortcuts, and marks a problem on its node', () => {
    const designer = drawDesigner([field('a'), { id: 'total', widget: 'calculate', field: 'total', label: '合计', props: { expression: 'a + 1' } }]);
    fireEvent.click(canvasNode('a'));
    fireEvent.click(screen.getByTestId('designer-copy-a'));
    expect(designer.entry(topKey)!.childIds).toHaveLength(3);
    fireEvent.keyDown(screen.getByTestId('designer-canvas'), { key: 'Delete' });
    expect(designer.entry(topKey)!.childIds).toEqual(['a', 'total']);
    fireEvent.click(canvasNode('total'));
    fireEvent.change(screen.getByTestId('prop-expression'), { target: { value: 'a + ' } });
    expect(screen.getByTestId('prop-expression-problem').textContent).toMatch(/表达式有误|expression is wrong/);
    fireEvent.change(screen.getByTestId('prop-expression'), { target: { value: 'a + missing' } });
    act(() => void designer.checkNow());
    // In the author's language (the compiler's code and values, core/form/problemTexts.ts), naming the field read.
    expect(screen.getByTestId('designer-problem-total').textContent).toBe('计算公式引用的missing不是表单的字段');
    expect(screen.getByTestId('panel-problems').textContent).toBe('计算公式引用的missing不是表单的字段');
  });

  it('lists the palette in JNPF\'s order: 单行输入 first among 基础控件', () => {
    drawDesigner([field('a')]);
    const basic = screen.getByRole('region', { name: '基础控件' });
    const labels = [...basic.querySelectorAll('.kiln-palette-label')].map((label) => label.textContent);
    expect(labels[0]).toBe('单行输入');
    expect(labels.indexOf('多行输入')).toBe(1);
    expect(labels.indexOf('颜色选择')).toBeGreaterThan(labels.indexOf('日期选择'));
  });

  it("shows a popup picker's interface fields as column checkboxes once an interface is chosen", async () => {
    const fieldJson = JSON.stringify([
      { field: 'fullName', defaultValue: '客户名称' },
      { field: 'code', defaultValue: '客户编码' },
    ]);
    const categories = [
      { id: 'cat', fullName: '客户', children: [{ id: 'i1', fullName: '客户列表', enCode: 'customers', type: 1, hasPage: 0, fieldJson, parameterJson: '[]' }] },
    ];
    const withInterfaces: Transport = async <T,>(_method: string, url: string) =>
      ({ code: 200, msg: '', data: { list: url === '/api/system/DataInterface/Selector' ? categories : [] } }) as Envelope<T>;
    store = new DesignerStore([field('a'), { id: 'pick', widget: 'popupSelect', field: 'customer', label: '客户' }], { checkDelayMs: 10_000 });
    const designer = store;
    drawWithApi(
      withInterfaces,
      <WidgetProvider>
        <FormDesigner store={designer} />
      </WidgetProvider>,
    );
    fireEvent.click(canvasNode('pick'));
    const panel = screen.getByTestId('designer-panel');
    expect(within(panel).getByTestId('prop-columnOptions').textContent).not.toMatch(/fullName/);
    const picker = within(panel).getByTestId('prop-interfaceId');
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
    fireEvent.click(await screen.findByTitle('客户列表 (customers)'));
    expect(designer.node('pick')!.props?.interfaceId).toBe('i1');
    await waitFor(() => expect(within(panel).getByTestId('prop-columnOptions-check-fullName')).toBeTruthy());
    expect(within(panel).getByTestId('prop-columnOptions-check-code')).toBeTruthy();
    const check = within(panel).getByTestId('prop-columnOptions-check-code');
    fireEvent.click(check instanceof HTMLInputElement ? check : check.querySelector('input')!);
    expect(designer.node('pick')!.props?.columnOptions).toEqual([{ value: 'code', label: '客户编码' }]);
  });
});
