// Rich text (JNPF's editor): HTML written with Quill, bounded in length and
// cleaned of scripts and event handlers by the server on save (sanitizeHtml);
// read as plain text in lists and exports.
import { defineWidget } from '@core/widgets/catalog';
import { placeholder } from '@core/widgets/properties';
import { htmlToText } from '@core/format/html';
import type { WidgetProps } from '@core/widgets/spec';

/** The longest HTML a rich text stores unless the node says otherwise (pasted pictures are inline data and count). */
export const richTextDefaultLimit = 100_000;

export const richTextLimit = (props: WidgetProps) => (typeof props.maxLength === 'number' && Number.isInteger(props.maxLength) && props.maxLength > 0 ? props.maxLength : richTextDefaultLimit);

export const editor = defineWidget({
  key: 'editor',
  order: 160,
  kind: 'field',
  group: 'basic',
  label: 'widget.editor',
  properties: [placeholder, { name: 'maxLength', label: 'designer.editor.maxLength', editor: 'number', type: 'integer', default: richTextDefaultLimit, min: 1, max: 1_000_000 }],
  valueSchema: (props) => ({ type: 'string', maxLength: richTextLimit(props) }),
  columnType: () => ({ kind: 'text' }),
  format: (value) => htmlToText(value),
  serverHook: 'sanitizeHtml',
  // JNPF keeps rich text out of sub-tables.
  inTable: false,
});
