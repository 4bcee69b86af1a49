// QR code (JNPF's qrcode): draws a fixed text, another field's value, or the
// dynamic payload that points at the record (spec 03 §3); stores nothing, so it
// is a display node without a field.
import { defineWidget } from '@core/widgets/catalog';
import { relationField } from '@core/widgets/properties';
import type { PropertySpec, WidgetProps } from '@core/widgets/spec';
import { codeSource, codeText, staticText } from '../barcode/spec';
import { hexColorCheck } from '../colorPicker/spec';

/** Spec 03 §9: 100 wide, the lowest error-correction level; JNPF's margin of one module. */
export const qrDefaults = { width: 100, errorCorrectionLevel: 'L', margin: 1 } as const;

/** What the dynamic payload says about the record and, once workflows come, its flow. */
export interface DynamicPayloadSource {
  recordId: string | null;
  modelId?: unknown;
  modelType?: unknown;
  flowId?: unknown;
  processId?: unknown;
  taskId?: unknown;
  opType?: unknown;
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);

/**
 * The dynamic payload (spec 03 §3): `{t:'DFD', id, mid, mt, fid, pid, ftid, opt}` as JSON,
 * in that order, the flow parts empty when absent and `opt` left out without an operation
 * (as JNPF's client writes it). No payload (empty text) before the record and its model are known.
 */
export function dynamicPayload(source: DynamicPayloadSource): string {
  const modelId = textOr(source.modelId, '');
  if (!source.recordId || !modelId) return '';
  return JSON.stringify({
    t: 'DFD',
    id: source.recordId,
    mid: modelId,
    mt: source.modelType,
    fid: textOr(source.flowId, ''),
    pid: textOr(source.processId, ''),
    ftid: textOr(source.taskId, ''),
    opt: source.opType,
  });
}

/** The text a QR code shows: fixed, a field's value, or the dynamic payload of the record open in the form. */
export function qrText(props: WidgetProps, read: (field: string) => unknown, recordId: string | null): string {
  if (props.dataType === 'dynamic') return dynamicPayload({ recordId, modelId: props.modelId, modelType: props.modelType, flowId: props.flowId, processId: props.processId, taskId: props.taskId, opType: props.opType });
  return codeText(props, read);
}

const color = (name: string, label: string, fallback: string): PropertySpec => ({ name, label, editor: 'color', type: 'string', default: fallback, check: hexColorCheck });
const text = (name: string, label: string): PropertySpec => ({ name, label, editor: 'text', type: 'string' });

export const qrcode = defineWidget({
  key: 'qrcode',
  order: 210,
  kind: 'layout',
  group: 'display',
  label: 'widget.qrcode',
  properties: [
    codeSource(['static', 'relation', 'dynamic']),
    staticText,
    relationField,
    { name: 'width', label: 'designer.qrWidth', editor: 'number', type: 'integer', default: qrDefaults.width, min: 20, max: 2000 },
    color('colorDark', 'designer.colorDark', '#000'),
    color('colorLight', 'designer.colorLight', '#fff'),
    // The dynamic payload's parts: set by the page that opens a model's form (and, later, by workflows).
    text('modelId', 'designer.modelId'),
    { name: 'modelType', label: 'designer.modelType', editor: 'number', type: 'integer' },
    text('flowId', 'designer.flowId'),
    text('processId', 'designer.processId'),
    text('taskId', 'designer.taskId'),
    { name: 'opType', label: 'designer.opType', editor: 'number', type: 'integer' },
  ],
});
