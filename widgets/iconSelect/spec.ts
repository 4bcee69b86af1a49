// Icon choice: the name of one of Ant Design's icons (HomeOutlined, StarFilled,
// SmileTwoTone), picked from a searchable dialog. Not a JNPF form widget (JNPF
// picks icons only in its own menu screens); Kiln's forms store the name.
import { defineWidget } from '@core/widgets/catalog';
import { clearable, placeholder } from '@core/widgets/properties';

/** The three styles Ant Design draws its icons in, as the names end. */
export const iconThemes = ['Outlined', 'Filled', 'TwoTone'] as const;

/** An icon's name: a capitalised word ending in its style. */
export const iconNamePattern = '^[A-Z][A-Za-z0-9]{0,56}(Outlined|Filled|TwoTone)$';

const iconName = new RegExp(iconNamePattern);

export const isIconName = (value: unknown): value is string => typeof value === 'string' && iconName.test(value);

export const iconSelect = defineWidget({
  key: 'iconSelect',
  kind: 'field',
  group: 'advanced',
  label: 'widget.iconSelect',
  properties: [placeholder, clearable],
  valueSchema: () => ({ type: 'string', maxLength: 64, pattern: iconNamePattern }),
  columnType: () => ({ kind: 'string', length: 64 }),
  format: (value) => (typeof value === 'string' ? value : ''),
});
