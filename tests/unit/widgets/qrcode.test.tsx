// The QR code (spec 03 §3, §4, §9): a display node that stores nothing and draws
// a fixed text, another field's value or the record's dynamic payload on a
// canvas, at width 100 and the lowest error-correction level, redrawn on any
// change of text or colour. jsdom has no canvas, so the library is replaced by a recorder.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { compileForm, type FormNode } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { dynamicPayload, qrText } from '@widgets/qrcode/spec';
import { QrImage } from '@widgets/qrcode/index';
import { drawForm, serverIssues } from './formHarness';

const toCanvas = vi.hoisted(() => vi.fn(async (_canvas: HTMLCanvasElement, _text: string, _options: object) => undefined));
vi.mock('qrcode', () => ({ toCanvas, default: { toCanvas } }));

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  toCanvas.mockClear();
});
afterEach(cleanup);

const drawnTexts = () => toCanvas.mock.calls.map((call) => call[1]);
const lastOptions = () => toCanvas.mock.calls.at(-1)?.[2];

describe('the QR code', () => {
  it('has the spec defaults: width 100, a fixed text, dark on light', () => {
    const spec = widgetSpec('qrcode')!;
    expect(spec.kind).toBe('layout');
    expect(defaultProps(spec)).toEqual({ dataType: 'static', staticText: '', relationField: '', width: 100, colorDark: '#000', colorLight: '#fff' });
  });

  it('draws a fixed text on a canvas at width 100 with the lowest error-correction level', async () => {
    drawForm([{ id: 'qr', widget: 'qrcode', props: { staticText: '二维码内容' } }]);
    await waitFor(() => expect(drawnTexts()).toEqual(['二维码内容']));
    expect(toCanvas.mock.calls[0][0]).toBeInstanceOf(HTMLCanvasElement);
    expect(lastOptions()).toEqual({ width: 100, margin: 1, errorCorrectionLevel: 'L', color: { dark: '#000', light: '#fff' } });
  });

  it('draws nothing for an empty text', async () => {
    drawForm([{ id: 'qr', widget: 'qrcode' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('qrcode-qr').querySelector('canvas')).toBeNull();
    expect(toCanvas).not.toHaveBeenCalled();
  });

  it('is redrawn on any change of text or colour', async () => {
    const view = render(<QrImage text="A" width={100} colorDark="#000" colorLight="#fff" />);
    await waitFor(() => expect(toCanvas).toHaveBeenCalledTimes(1));
    view.rerender(<QrImage text="B" width={100} colorDark="#000" colorLight="#fff" />);
    await waitFor(() => expect(toCanvas).toHaveBeenCalledTimes(2));
    view.rerender(<QrImage text="B" width={100} colorDark="#ff0000" colorLight="#fff" />);
    await waitFor(() => expect(toCanvas).toHaveBeenCalledTimes(3));
    view.rerender(<QrImage text="B" width={100} colorDark="#ff0000" colorLight="#eeeeee" />);
    await waitFor(() => expect(toCanvas).toHaveBeenCalledTimes(4));
    expect(lastOptions()).toMatchObject({ color: { dark: '#ff0000', light: '#eeeeee' } });
    view.rerender(<QrImage text="B" width={100} colorDark="#ff0000" colorLight="#eeeeee" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toCanvas).toHaveBeenCalledTimes(4);
  });

  it('follows the field it relates to', async () => {
    const { store } = drawForm(
      [
        { id: 'code', widget: 'comInput', field: 'code', label: 'widget.comInput' },
        { id: 'qr', widget: 'qrcode', props: { dataType: 'relation', relationField: 'code' } },
      ],
      { values: { code: 'first' } },
    );
    await waitFor(() => expect(drawnTexts()).toEqual(['first']));
    act(() => store.setValue('code', 'second'));
    await waitFor(() => expect(drawnTexts()).toEqual(['first', 'second']));
  });

  it('draws the dynamic payload of the record open in the form, also in the read-only view', async () => {
    const node: FormNode = { id: 'qr', widget: 'qrcode', props: { dataType: 'dynamic', modelId: 'm1', modelType: 2 } };
    drawForm([node], { mode: 'edit', recordId: 'r9', viewOnly: true });
    await waitFor(() => expect(drawnTexts()).toEqual(['{"t":"DFD","id":"r9","mid":"m1","mt":2,"fid":"","pid":"","ftid":""}']));
  });

  it('has no dynamic payload before the record exists', async () => {
    drawForm([{ id: 'qr', widget: 'qrcode', props: { dataType: 'dynamic', modelId: 'm1', modelType: 2 } }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toCanvas).not.toHaveBeenCalled();
  });

  describe('the dynamic payload', () => {
    it('is {t, id, mid, mt, fid, pid, ftid, opt} in that order', () => {
      const payload = dynamicPayload({ recordId: 'r1', modelId: 'm1', modelType: 1, flowId: 'f1', processId: 'p1', taskId: 't1', opType: -1 });
      expect(payload).toBe('{"t":"DFD","id":"r1","mid":"m1","mt":1,"fid":"f1","pid":"p1","ftid":"t1","opt":-1}');
      expect(Object.keys(JSON.parse(payload))).toEqual(['t', 'id', 'mid', 'mt', 'fid', 'pid', 'ftid', 'opt']);
    });

    it('leaves the flow parts empty and the operation out when there is no workflow', () => {
      expect(JSON.parse(dynamicPayload({ recordId: 'r1', modelId: 'm1', modelType: 2 }))).toEqual({
        t: 'DFD',
        id: 'r1',
        mid: 'm1',
        mt: 2,
        fid: '',
        pid: '',
        ftid: '',
      });
    });

    it('is empty without a record or a model', () => {
      expect(dynamicPayload({ recordId: null, modelId: 'm1' })).toBe('');
      expect(dynamicPayload({ recordId: 'r1' })).toBe('');
    });

    it('is what a dynamic QR code shows, from its properties and the record id', () => {
      expect(qrText({ dataType: 'dynamic', modelId: 'm2', modelType: 2, opType: 0 }, () => undefined, 'r2')).toBe(
        '{"t":"DFD","id":"r2","mid":"m2","mt":2,"fid":"","pid":"","ftid":"","opt":0}',
      );
    });
  });

  it('stores nothing, and refuses a colour that is not hex or a width out of bounds', () => {
    expect(() => compileForm([{ id: 'q', widget: 'qrcode', field: 'q' }])).toThrow(/stores nothing/);
    expect(serverIssues([{ id: 'q', widget: 'qrcode' }], {})).toEqual([]);
    expect(() => compileForm([{ id: 'q', widget: 'qrcode', props: { colorDark: 'black' } }])).toThrow(/colorDark must be a hex colour/);
    expect(() => compileForm([{ id: 'q', widget: 'qrcode', props: { width: 5 } }])).toThrow(/width must be between 20 and 2000/);
  });
});
