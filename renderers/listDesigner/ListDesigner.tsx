// 列表设计: the list of a model, designed against its form. The kind and its
// settings on top, what is wrong with the design under them, then the columns,
// the search and the table's settings. Every edit hands the whole next design to onChange.
import { useMemo } from 'react';
import { Alert, Tabs } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FormNode } from '@core/form';
import type { ListDesign } from '@core/model/design';
import { listableFields, listDesignProblems } from '@core/model/listProblems';
import { ColumnsEditor } from './ColumnsEditor';
import { KindSettings } from './KindSettings';
import { SearchEditor } from './SearchEditor';
import { TableSettings } from './TableSettings';

export interface ListDesignerProps {
  list: ListDesign;
  /** The form the list shows: its top-level fields are what columns, search and sort may name. */
  form: FormNode[];
  onChange(list: ListDesign): void;
}

export function ListDesigner({ list, form, onChange }: ListDesignerProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => listableFields(form), [form]);
  const problems = useMemo(() => listDesignProblems(list, fields), [list, fields]);
  const labelOf = (name: string | undefined) => {
    const field = fields.find((candidate) => candidate.name === name);
    return field ? t(field.label) : (name ?? '');
  };
  const parts = { list, fields, onChange };
  return (
    <div data-testid="list-designer">
      <KindSettings {...parts} />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('listDesigner.problems')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="list-problems">
              {problems.map((problem) => (
                <li key={`${problem.path}.${problem.code}`} data-problem={problem.path}>
                  {t(`listDesigner.problem.${problem.code}`, { field: labelOf(problem.field) })}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Tabs
        items={[
          { key: 'columns', label: t('listDesigner.listFields'), children: <ColumnsEditor {...parts} /> },
          { key: 'search', label: t('listDesigner.searchFields'), children: <SearchEditor {...parts} /> },
          { key: 'table', label: t('listDesigner.tableSettings'), children: <TableSettings {...parts} /> },
        ]}
      />
    </div>
  );
}
