// 按钮配置, 排序, 分页 and 权限设置: the toolbar and row buttons, the default
// sort, paging and its page size, and which kinds of grant limit the list.
import { Checkbox, Divider, Form, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { rowButtons, toolbarButtons, type ListDesign } from '@core/model/design';
import type { ListableField } from '@core/model/listProblems';
import { setRowActions, setToolbar } from './listEdits';

interface Props {
  list: ListDesign;
  fields: readonly ListableField[];
  onChange(list: ListDesign): void;
}

const buttonLabel = (name: string) => `listDesigner.btn${name[0].toUpperCase()}${name.slice(1)}`;

const switches = [
  ['button', 'listDesigner.buttonPermission'],
  ['column', 'listDesigner.columnPermission'],
  ['form', 'listDesigner.formPermission'],
  ['data', 'listDesigner.dataPermission'],
] as const;

export function TableSettings({ list, fields, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div">
      <Divider plain>{t('listDesigner.buttons')}</Divider>
      <Form.Item label={t('listDesigner.toolbar')}>
        <Checkbox.Group
          value={list.toolbar}
          options={toolbarButtons.map((name) => ({ value: name, label: <span data-testid={`toolbar-${name}`}>{t(buttonLabel(name))}</span> }))}
          onChange={(chosen) => onChange(setToolbar(list, toolbarButtons, chosen))}
        />
      </Form.Item>
      <Form.Item label={t('listDesigner.rowButtons')}>
        <Checkbox.Group
          value={list.rowActions}
          options={rowButtons.map((name) => ({ value: name, label: <span data-testid={`row-${name}`}>{t(buttonLabel(name))}</span> }))}
          onChange={(chosen) => onChange(setRowActions(list, rowButtons, chosen))}
        />
      </Form.Item>
      <Divider plain>{t('listDesigner.sort')}</Divider>
      <Form.Item label={t('listDesigner.defaultSort')}>
        <Space>
          <Select
            style={{ width: 200 }}
            value={list.sort.field}
            status={fields.some((field) => field.name === list.sort.field) ? undefined : 'error'}
            options={fields.map((field) => ({ value: field.name, label: t(field.label) }))}
            onChange={(field: string) => onChange({ ...list, sort: { ...list.sort, field } })}
            data-testid="sort-field"
          />
          <Select
            style={{ width: 110 }}
            value={list.sort.order}
            options={[
              { value: 'asc', label: t('listDesigner.asc') },
              { value: 'desc', label: t('listDesigner.desc') },
            ]}
            onChange={(order: 'asc' | 'desc') => onChange({ ...list, sort: { ...list.sort, order } })}
            data-testid="sort-order"
          />
        </Space>
      </Form.Item>
      <Divider plain>{t('listDesigner.paging')}</Divider>
      <Space size="large">
        <Form.Item label={t('listDesigner.hasPage')}>
          <Switch checked={list.paging.hasPage} onChange={(hasPage) => onChange({ ...list, paging: { ...list.paging, hasPage } })} data-testid="has-page" />
        </Form.Item>
        {list.paging.hasPage && (
          <Form.Item label={t('listDesigner.pageSize')}>
            <InputNumber
              min={1}
              max={500}
              precision={0}
              value={list.paging.pageSize}
              onChange={(pageSize) => {
                if (typeof pageSize === 'number' && pageSize >= 1) onChange({ ...list, paging: { ...list.paging, pageSize } });
              }}
              data-testid="page-size"
            />
          </Form.Item>
        )}
      </Space>
      <Divider plain>{t('listDesigner.permissions')}</Divider>
      <Space size="large" wrap>
        {switches.map(([name, label]) => (
          <Form.Item key={name} label={t(label)}>
            <Switch
              checked={list.permissions[name]}
              onChange={(on) => onChange({ ...list, permissions: { ...list.permissions, [name]: on } })}
              data-testid={`permission-${name}`}
            />
          </Form.Item>
        ))}
      </Space>
    </Form>
  );
}
