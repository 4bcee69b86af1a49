// The organisation of whoever created the record (JNPF's currOrganize), filled by
// the server on save with the saver's main organisation. Its name is the path from
// the root company ('Kiln 示例集团/研发部'); showLevel 'last' shows the department alone.
import { defineWidget } from '@core/widgets/catalog';
import { systemWidget } from '@core/widgets/system';
import type { FormatContext, WidgetProps } from '@core/widgets/spec';

const filled = systemWidget({
  key: 'currOrganize',
  label: 'widget.currOrganize',
  value: 'organize',
  filledOn: 'create',
  properties: [
    {
      name: 'showLevel',
      label: 'designer.showLevel',
      editor: 'select',
      type: 'string',
      default: 'all',
      choices: [
        { label: 'designer.showLevel.all', value: 'all' },
        { label: 'designer.showLevel.last', value: 'last' },
      ],
    },
  ],
});

/** The organisation's path of names, or its last name (the department) when showLevel is 'last'. */
export function organizeText(value: unknown, props: WidgetProps, context: FormatContext): string {
  const path = filled.format!(value, props, context);
  return props.showLevel === 'last' ? path.slice(path.lastIndexOf('/') + 1) : path;
}

export const currOrganize = defineWidget({ ...filled, order: 540, format: organizeText });
