// On/off (JNPF's switch), stored as 1/0, shown by its own on and off words.
import { defineWidget } from '@core/widgets/catalog';
import type { WidgetProps } from '@core/widgets/spec';

// The switch's own words, so the server (an export) says them as the browser does.
const onOffWords = { on: 'widget.switch.on', off: 'widget.switch.off' };

/** Whether a stored switch value is on (JNPF stores 1/0; true is read as on too). */
export const isSwitchedOn = (value: unknown) => value === 1 || value === true;

/** The text key a switch shows for a value: its activeText or inactiveText, the catalog's defaults without them. */
export function switchWord(value: unknown, props: WidgetProps): string {
  const on = isSwitchedOn(value);
  const word = on ? props.activeText : props.inactiveText;
  return typeof word === 'string' ? word : on ? onOffWords.on : onOffWords.off;
}

export const switchWidget = defineWidget({
  key: 'switch',
  order: 40,
  kind: 'field',
  group: 'basic',
  label: 'widget.switch',
  properties: [
    { name: 'activeText', label: 'designer.activeText', editor: 'text', type: 'string', default: onOffWords.on },
    { name: 'inactiveText', label: 'designer.inactiveText', editor: 'text', type: 'string', default: onOffWords.off },
  ],
  // JNPF stores a switch as 1/0.
  valueSchema: () => ({ type: 'integer', enum: [0, 1] }),
  columnType: () => ({ kind: 'integer' }),
  format: (value, props, { t }) => (value === null || value === undefined ? '' : t(switchWord(value, props))),
});
