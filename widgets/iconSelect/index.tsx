// Icon choice: a read-only box showing the chosen icon and its name; a click
// opens the dialog. The icon set is large, so the dialog and every drawn icon
// load it on their own, only when a form or list shows one.
import { lazy, Suspense, useState } from 'react';
import { Input } from 'antd';
import { CloseCircleFilled, SmileOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { iconSelect, isIconName, isStoredIcon } from './spec';

const IconGlyph = lazy(() => import('./IconGlyph'));
const IconDialog = lazy(() => import('./IconDialog'));

/** A stored icon drawn by name, with the name beside it when asked. */
export function IconByName({ name, withName = false }: { name: unknown; withName?: boolean }) {
  if (!isStoredIcon(name)) return null;
  return (
    <span data-icon-view={name} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Suspense fallback={null}>
        <IconGlyph name={name} />
      </Suspense>
      {withName ? <span>{name}</span> : null}
    </span>
  );
}

export function IconField(props: FieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = isStoredIcon(props.value) ? props.value : undefined;
  const clearable = props.props.clearable !== false && !props.disabled && name !== undefined;
  const close = (chosen?: { name: string | undefined }) => {
    setOpen(false);
    if (chosen) props.onChange(chosen.name);
    props.onBlur();
  };
  return (
    <>
      <Input
        id={props.id}
        readOnly
        value={name ?? ''}
        disabled={props.disabled}
        placeholder={props.placeholder}
        status={props.invalid ? 'error' : undefined}
        style={{ cursor: props.disabled ? undefined : 'pointer' }}
        prefix={<span style={{ display: 'inline-flex', minWidth: 14 }}>{name ? <IconByName name={name} /> : null}</span>}
        suffix={
          clearable ? (
            <CloseCircleFilled
              aria-label={t('iconSelect.clear')}
              style={{ color: 'rgba(0, 0, 0, 0.25)' }}
              onClick={(event) => {
                event.stopPropagation();
                props.onChange(undefined);
              }}
            />
          ) : (
            <span />
          )
        }
        onClick={() => {
          if (!props.disabled) setOpen(true);
        }}
        data-testid={`field-${props.name}`}
      />
      {open ? (
        <Suspense fallback={null}>
          <IconDialog value={isIconName(name) ? name : undefined} onConfirm={(chosen) => close({ name: chosen })} onCancel={() => close()} />
        </Suspense>
      ) : null}
    </>
  );
}

registerWidget({
  spec: iconSelect,
  icon: SmileOutlined,
  edit: IconField,
  view: ({ value }: ViewProps) => <IconByName name={value} withName />,
  cell: (value) => <IconByName name={value} />,
});
