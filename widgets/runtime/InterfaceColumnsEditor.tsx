// The `interfaceColumns` editor: the chosen interface's row fields in its
// order, each a checkbox with an editable heading; the checked ones become the
// popup's columns ([{value: field, label}]). Columns a node names that the
// interface no longer declares stay listed, so none is dropped unseen.
import { useState } from 'react';
import { Checkbox, Input, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { isColumnList, maxInterfaceColumns, type InterfaceColumn } from '@core/widgets/interfacePicks';
import { useInterfaceFields } from './interfaceChoices';

export interface InterfaceColumnsEditorProps {
  /** The node's interface ('' when none is chosen). */
  interfaceId: string;
  value: unknown;
  onChange(columns: InterfaceColumn[]): void;
  testId: string;
}

export function InterfaceColumnsEditor({ interfaceId, value, onChange, testId }: InterfaceColumnsEditorProps) {
  const { t } = useTranslation();
  const fields = useInterfaceFields(interfaceId);
  const columns = isColumnList(value) ? value : [];
  // Headings typed for fields not (yet) checked: kept so checking one keeps what was typed.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  if (!interfaceId)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('designer.interface.pickFirst')}
      </Typography.Text>
    );
  if (fields === null)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('designer.interface.loading')}
      </Typography.Text>
    );

  const declared = fields.map((field) => ({ field: field.field, heading: field.defaultValue || field.field }));
  const stale = columns
    .filter((column) => !fields.some((field) => field.field === column.value))
    .map((column) => ({ field: column.value, heading: column.value }));
  const rows = [...declared, ...stale];
  if (!rows.length)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('designer.interface.noFields')}
      </Typography.Text>
    );

  const chosen = new Map(columns.map((column) => [column.value, column.label]));
  const headingOf = (row: { field: string; heading: string }) => chosen.get(row.field) ?? drafts[row.field] ?? row.heading;
  /** The checked fields in the interface's order, each with its heading. */
  const write = (checked: ReadonlySet<string>, headings: Record<string, string>) =>
    onChange(rows.filter((row) => checked.has(row.field)).map((row) => ({ value: row.field, label: headings[row.field] ?? headingOf(row) })));
  const toggle = (field: string, on: boolean) => {
    const checked = new Set(chosen.keys());
    if (on) checked.add(field);
    else checked.delete(field);
    write(checked, {});
  };
  const rename = (field: string, heading: string) => {
    if (chosen.has(field)) write(new Set(chosen.keys()), { [field]: heading });
    else setDrafts((current) => ({ ...current, [field]: heading }));
  };

  return (
    <div className="kiln-interface-columns" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.field} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 4 }}>
          <Checkbox
            checked={chosen.has(row.field)}
            disabled={!chosen.has(row.field) && chosen.size >= maxInterfaceColumns}
            onChange={(event) => toggle(row.field, event.target.checked)}
            data-testid={`${testId}-check-${row.field}`}
            style={{ flex: '0 0 40%', overflow: 'hidden' }}
          >
            {row.field}
          </Checkbox>
          <Input
            size="small"
            value={headingOf(row)}
            placeholder={t('designer.interface.columnLabel')}
            maxLength={100}
            onChange={(event) => rename(row.field, event.target.value)}
            data-testid={`${testId}-label-${row.field}`}
          />
        </div>
      ))}
    </div>
  );
}
