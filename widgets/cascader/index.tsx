// A path through a tree of options in antd's Cascader: fixed trees, dictionary
// trees or an API call's tree; stored as the path of values (several paths when multiple).
import { PartitionOutlined } from '@ant-design/icons';
import { Cascader } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useFieldChoices, type Choice } from '../runtime/options';
import { cascader, cascaderPathText } from './spec';

type Path = (string | number)[];

const asPaths = (value: unknown): Path[] => (Array.isArray(value) ? value.filter((path): path is Path => Array.isArray(path)) : []);
const asPath = (value: unknown): Path => (Array.isArray(value) && !value.some(Array.isArray) ? (value as Path) : []);

export const CascaderField = observer(function CascaderField(props: FieldProps) {
  const { t } = useTranslation();
  const options = useFieldChoices(props);
  const multiple = props.props.multiple === true;
  const separator = typeof props.props.separator === 'string' ? props.props.separator : '/';
  const showAllLevels = props.props.showAllLevels !== false;
  const common = {
    id: props.id,
    options,
    style: { width: '100%' },
    disabled: props.disabled,
    placeholder: props.placeholder,
    status: props.invalid ? ('error' as const) : undefined,
    allowClear: props.props.clearable !== false,
    showSearch: props.props.filterable === true,
    notFoundContent: t('widget.cascader.noMatch'),
    displayRender: (labels: string[]) => (showAllLevels ? labels.join(separator) : labels[labels.length - 1]),
    onBlur: props.onBlur,
    'data-testid': `field-${props.name}`,
  };
  // A cleared cascader stores an empty list, as JNPF's does (spec 03 §4).
  return multiple ? (
    <Cascader<Choice>
      {...common}
      multiple
      showCheckedStrategy={Cascader.SHOW_CHILD}
      value={asPaths(props.value)}
      onChange={(value) => props.onChange((value ?? []) as Path[])}
    />
  ) : (
    <Cascader<Choice> {...common} value={asPath(props.value)} onChange={(value) => props.onChange((value ?? []) as Path)} />
  );
});

registerWidget({
  spec: cascader,
  icon: PartitionOutlined,
  edit: CascaderField,
  cell: (value, props, context) => {
    const paths = props.multiple === true ? asPaths(value) : [asPath(value)];
    return paths.map((path) => cascaderPathText(path, props, context)).join(',');
  },
});
