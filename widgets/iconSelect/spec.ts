// Icon choice: the name of one of Ant Design's icons (HomeOutlined, StarFilled,
// SmileTwoTone), picked from a searchable dialog. Not a JNPF form widget (JNPF
// picks icons only in its own menu screens); Kiln's forms store the name. The
// classes of JNPF's own icon fonts, which its client's menu screens write, are
// kept as they are too, so that client can save a menu.
import { defineWidget } from '@core/widgets/catalog';
import { clearable, placeholder } from '@core/widgets/properties';

/** The three styles Ant Design draws its icons in, as the names end. */
export const iconThemes = ['Outlined', 'Filled', 'TwoTone'] as const;

/** An icon's name: a capitalised word ending in its style. */
export const iconNamePattern = '^[A-Z][A-Za-z0-9]{0,56}(Outlined|Filled|TwoTone)$';

const iconName = new RegExp(iconNamePattern);

export const isIconName = (value: unknown): value is string => typeof value === 'string' && iconName.test(value);

/** A class of JNPF's icon fonts as its icon picker writes it: 'icon-ym icon-ym-generator-role', 'ym-custom ym-custom-…'. */
const jnpfIconClassPattern = '^(icon-ym icon-ym|ym-custom ym-custom)-[A-Za-z0-9-]{1,44}$';

const jnpfIconClass = new RegExp(jnpfIconClassPattern);

/** A JNPF icon-font class: kept, and drawn as a generic icon (Kiln has not those fonts). */
export const isJnpfIconClass = (value: unknown): value is string => typeof value === 'string' && jnpfIconClass.test(value);

/** What the field stores: an Ant Design icon's name or a JNPF icon-font class. */
export const isStoredIcon = (value: unknown): value is string => isIconName(value) || isJnpfIconClass(value);

export const iconSelect = defineWidget({
  key: 'iconSelect',
  order: 480,
  kind: 'field',
  group: 'advanced',
  label: 'widget.iconSelect',
  properties: [placeholder, clearable],
  // One pattern (two anchored alternatives), so a wrong value gets the field's invalid-value message.
  valueSchema: () => ({ type: 'string', maxLength: 64, pattern: `(${iconNamePattern})|(${jnpfIconClassPattern})` }),
  columnType: () => ({ kind: 'string', length: 64 }),
  format: (value) => (typeof value === 'string' ? value : ''),
});
