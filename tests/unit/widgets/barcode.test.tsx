// The barcode (spec 03 §3–§5, §9): a display node that stores nothing, draws a
// fixed text or another field's value with jsbarcode, only for alphanumeric text.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { compileForm } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { barcodeFormats, codeText, isDrawableBarcode } from '@widgets/barcode/spec';
import { drawForm, serverIssues } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const bars = (id: string) => screen.getByTestId(`barcode-${id}`).querySelector('svg');
const drawnRects = (id: string) => bars(id)?.querySelectorAll('rect').length ?? 0;

describe('the barcode', () => {
  it('has the spec defaults: code128, width 4, height 40, a fixed text, black on white', () => {
    const spec = widgetSpec('barcode')!;
    expect(spec.kind).toBe('layout');
    expect(spec.group).toBe('display');
    expect(defaultProps(spec)).toEqual({
      dataType: 'static',
      staticText: '',
      relationField: '',
      format: 'code128',
      lineColor: '#000',
      background: '#fff',
      width: 4,
      height: 40,
    });
    expect(barcodeFormats).toEqual(['code128', 'ean13', 'ean8', 'ean5', 'ean2', 'code39', 'itf14', 'msi10', 'msi11', 'pharmacode', 'upc', 'codabar']);
  });

  it('draws only alphanumeric text', () => {
    expect(isDrawableBarcode('ABC123')).toBe(true);
    expect(isDrawableBarcode('')).toBe(false);
    expect(isDrawableBarcode('AB-123')).toBe(false);
    expect(isDrawableBarcode('条码')).toBe(false);
    expect(isDrawableBarcode('A B')).toBe(false);
  });

  it('draws a fixed alphanumeric text as bars, and for other text says why there are none', async () => {
    drawForm([
      { id: 'good', widget: 'barcode', props: { staticText: 'KILN2024' } },
      { id: 'dash', widget: 'barcode', props: { staticText: 'KILN-2024' } },
      { id: 'blank', widget: 'barcode' },
    ]);
    await waitFor(() => expect(drawnRects('good')).toBeGreaterThan(10));
    expect(bars('good')!.getAttribute('aria-label')).toBe('KILN2024');
    expect(bars('dash')).toBeNull();
    expect(screen.getByTestId('barcode-dash-reason').textContent).toBe('条形码只能由字母和数字组成，未绘制');
    expect(bars('blank')).toBeNull();
    // An empty text is a form not yet filled in, not a mistake: nothing to say.
    expect(screen.queryByTestId('barcode-blank-reason')).toBeNull();
  });

  it('draws in its colours, and says so when the format cannot encode the text', async () => {
    drawForm([
      { id: 'red', widget: 'barcode', props: { staticText: 'A1', lineColor: '#ff0000', background: '#00ff00' } },
      { id: 'ean', widget: 'barcode', props: { staticText: 'ABC', format: 'ean13' } },
    ]);
    await waitFor(() => expect(drawnRects('red')).toBeGreaterThan(0));
    const fills = [...bars('red')!.querySelectorAll('rect, g')].map((element) => element.getAttribute('style') ?? element.getAttribute('fill') ?? '');
    expect(fills.join(' ')).toMatch(/#ff0000/);
    expect(fills.join(' ')).toMatch(/#00ff00/);
    await waitFor(() => expect(screen.getByTestId('barcode-ean-reason').textContent).toBe('此内容不符合ean13编码格式，未绘制'));
    expect(drawnRects('ean')).toBe(0);
  });

  it('follows the field it relates to, redrawing when that field changes', async () => {
    const { store } = drawForm(
      [
        { id: 'code', widget: 'comInput', field: 'code', label: 'widget.comInput' },
        { id: 'bars', widget: 'barcode', props: { dataType: 'relation', relationField: 'code' } },
      ],
      { values: { code: 'X1' } },
    );
    await waitFor(() => expect(bars('bars')?.getAttribute('aria-label')).toBe('X1'));
    await waitFor(() => expect(drawnRects('bars')).toBeGreaterThan(0));
    act(() => store.setValue('code', 'not alphanumeric!'));
    expect(bars('bars')).toBeNull();
    expect(screen.getByTestId('barcode-bars-reason')).toBeTruthy();
    act(() => store.setValue('code', 'Y2'));
    await waitFor(() => expect(bars('bars')?.getAttribute('aria-label')).toBe('Y2'));
  });

  it('draws the same code in the read-only view', async () => {
    drawForm(
      [
        { id: 'n', widget: 'numInput', field: 'n', label: 'widget.numInput' },
        { id: 'bars', widget: 'barcode', props: { dataType: 'relation', relationField: 'n' } },
      ],
      { values: { n: 42 }, viewOnly: true, mode: 'edit', recordId: 'r1' },
    );
    await waitFor(() => expect(drawnRects('bars')).toBeGreaterThan(0));
    expect(bars('bars')!.getAttribute('aria-label')).toBe('42');
  });

  it('reads a fixed text or a field as text, and nothing else', () => {
    expect(codeText({ dataType: 'static', staticText: 'A1' }, () => 'ignored')).toBe('A1');
    expect(codeText({ dataType: 'relation', relationField: 'f' }, () => 7)).toBe('7');
    expect(codeText({ dataType: 'relation', relationField: 'f' }, () => ['a'])).toBe('');
    expect(codeText({ dataType: 'relation', relationField: '' }, () => 'x')).toBe('');
  });

  it('stores nothing: it takes no field, and the body schema has no place for it', () => {
    expect(() => compileForm([{ id: 'b', widget: 'barcode', field: 'b' }])).toThrow(/stores nothing/);
    const nodes: FormNode[] = [
      { id: 'code', widget: 'comInput', field: 'code' },
      { id: 'b', widget: 'barcode', props: { dataType: 'relation', relationField: 'code' } },
    ];
    expect(compileForm(nodes).fields.map((field) => field.path)).toEqual(['code']);
    expect(serverIssues(nodes, { code: 'A1' })).toEqual([]);
  });

  it('refuses properties outside the spec: an unknown format, a colour that is not hex, a width out of bounds', () => {
    const compile = (props: Record<string, unknown>) => () => compileForm([{ id: 'b', widget: 'barcode', props }]);
    expect(compile({ format: 'qr' })).toThrow(/the property format must be one of/);
    expect(compile({ lineColor: 'red' })).toThrow(/the property lineColor must be a hex colour/);
    expect(compile({ width: 0 })).toThrow(/the property width must be between 1 and 100/);
    expect(compile({ dataType: 'dynamic' })).toThrow(/the property dataType must be one of "static", "relation"/);
  });
});
