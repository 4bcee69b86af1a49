// A system-filled value in a form: read-only, its text by the catalog's format
// (names for ids), or 系统自动生成 while the server has not filled it yet. Read-only
// views show the same text, as every widget without a view of its own does.
import { Input } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { widgetSpec } from '@core/widgets';
import type { FieldProps } from '../contract';
import { useFormatContext } from './formatContext';

function useSystemText(widget: string, value: unknown, props: FieldProps['props']): string {
  const context = useFormatContext();
  return widgetSpec(widget)?.format?.(value, props, context) ?? '';
}

export function SystemValueField(props: FieldProps) {
  const { t } = useTranslation();
  const text = useSystemText(props.widget, props.value, props.props);
  return <Input id={props.id} value={text} readOnly placeholder={t('widget.systemFilled')} data-testid={`field-${props.name}`} />;
}
