// A system-filled value in a form: read-only, its text by the catalog's format
// (names for ids), or 系统自动生成 while the server has not filled it yet.
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { widgetSpec } from '@core/widgets';
import type { FieldProps, ViewProps } from '../contract';
import { useEntityName } from './EntityNames';

function useSystemText(widget: string, value: unknown, props: FieldProps['props']): string {
  const { t } = useTranslation();
  const entityName = useEntityName();
  return widgetSpec(widget)?.format?.(value, props, { t: (key) => t(key), entityName }) ?? '';
}

export function SystemValueField(props: FieldProps) {
  const { t } = useTranslation();
  const text = useSystemText(props.widget, props.value, props.props);
  return <Input id={props.id} value={text} readOnly placeholder={t('widget.systemFilled')} data-testid={`field-${props.name}`} />;
}

export function SystemValueView({ text }: ViewProps) {
  return <span>{text}</span>;
}
