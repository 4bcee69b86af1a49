// 查询字段: each searched field with its match (equal, contains, or a range for
// dates and numbers only), and the text fields the keyword box searches.
import { Button, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ListDesign, SearchItem } from '@core/model/design';
import type { ListableField } from '@core/model/listProblems';
import { addSearch, changeSearch, removeSearch } from './listEdits';

interface Props {
  list: ListDesign;
  fields: readonly ListableField[];
  onChange(list: ListDesign): void;
}

export function SearchEditor({ list, fields, onChange }: Props) {
  const { t } = useTranslation();
  const byName = new Map(fields.map((field) => [field.name, field]));
  const searched = new Set(list.search.map((item) => item.field));
  const unsearched = fields.filter((field) => !searched.has(field.name));
  const typeOptions = (field: ListableField | undefined) => [
    { value: 1, label: t('listDesigner.searchEqual') },
    { value: 2, label: t('listDesigner.searchLike') },
    // A range only for what has an order the database compares: moments and numbers.
    ...(field?.range ? [{ value: 3, label: t('listDesigner.searchRange') }] : []),
  ];
  const textFields = fields.filter((field) => field.text);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {list.search.map((item, index) => {
        const field = byName.get(item.field);
        return (
          <Space key={item.field} data-testid={`search-${item.field}`}>
            <span style={{ display: 'inline-block', width: 140 }}>{field ? t(field.label) : <Tag color="error">{item.field}</Tag>}</span>
            <Select<SearchItem['searchType']>
              style={{ width: 140 }}
              value={item.searchType}
              status={item.searchType === 3 && !field?.range ? 'error' : undefined}
              options={typeOptions(field)}
              onChange={(searchType) => onChange(changeSearch(list, index, { ...item, searchType }))}
              aria-label={t('listDesigner.searchType')}
              data-testid={`search-type-${item.field}`}
            />
            <Button type="text" danger icon={<DeleteOutlined />} onClick={() => onChange(removeSearch(list, index))} aria-label={t('listDesigner.remove')} />
          </Space>
        );
      })}
      <Select<string>
        style={{ width: 240 }}
        value={null}
        placeholder={
          <>
            <PlusOutlined /> {t('listDesigner.add')}
          </>
        }
        options={unsearched.map((field) => ({ value: field.name, label: t(field.label) }))}
        onChange={(name) => {
          const field = byName.get(name);
          if (field) onChange(addSearch(list, field));
        }}
        data-testid="search-add"
      />
      <Typography.Text strong>{t('listDesigner.keywordFields')}</Typography.Text>
      <Select<string[]>
        mode="multiple"
        style={{ width: '100%' }}
        value={list.keywordFields}
        placeholder={t('listDesigner.choose')}
        options={[
          ...textFields.map((field) => ({ value: field.name, label: t(field.label) })),
          // Names the form lost or that hold no text stay visible, so the problem can be seen and removed.
          ...list.keywordFields.filter((name) => !byName.get(name)?.text).map((name) => ({ value: name, label: name })),
        ]}
        onChange={(keywordFields) => onChange({ ...list, keywordFields })}
        data-testid="keyword-fields"
      />
    </Space>
  );
}
