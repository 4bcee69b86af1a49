// The left tree's data interface (数据接口): the enabled interfaces by category,
// and the row fields a node's value, text and children come from — offered from
// the interface's declared fields, any other name typed in.
import { useEffect, useState } from 'react';
import { AutoComplete, Form, TreeSelect } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { dataInterfaceApi, parseFields, type InterfaceCategory } from '@core/api/dataInterface';
import type { ListTree } from '@core/model/design';
import { useApi } from '@widgets/runtime/ApiContext';

interface Props {
  tree: ListTree;
  onChange(change: Partial<ListTree>): void;
}

function useInterfaceCategories(): InterfaceCategory[] | null {
  const api = useApi();
  const [categories, setCategories] = useState<InterfaceCategory[] | null>(null);
  useEffect(() => {
    let live = true;
    void dataInterfaceApi(api.transport)
      .selector()
      .then((result) => {
        if (live) setCategories(result.code === 200 ? result.data.list : []);
      });
    return () => {
      live = false;
    };
  }, [api]);
  return categories;
}

export function InterfacePicker({ tree, onChange }: Props) {
  const { t } = useTranslation();
  const categories = useInterfaceCategories();
  const chosen = categories?.flatMap((category) => category.children).find((choice) => choice.id === tree.interfaceId);
  const fieldOptions = parseFields(chosen?.fieldJson).map((field) => ({
    value: field.field,
    label: field.defaultValue ? `${field.field} (${field.defaultValue})` : field.field,
  }));
  const treeData = (categories ?? []).map((category) => ({
    title: category.fullName,
    value: `category:${category.id}`,
    selectable: false,
    children: category.children.map((choice) => ({ title: `${choice.fullName} (${choice.enCode})`, value: choice.id })),
  }));
  const fieldInput = (name: 'valueField' | 'labelField' | 'childrenField', label: string, required: boolean) => (
    <Form.Item label={t(label)} validateStatus={required && !tree[name] ? 'error' : undefined}>
      <AutoComplete
        value={tree[name] ?? ''}
        options={fieldOptions}
        placeholder={name === 'childrenField' ? 'children' : undefined}
        onChange={(value: string) => onChange({ [name]: value.trim() || undefined })}
        data-testid={`tree-${name}`}
      />
    </Form.Item>
  );
  return (
    <>
      <Form.Item label={t('listDesigner.sourceInterface')} validateStatus={tree.interfaceId ? undefined : 'error'}>
        <TreeSelect
          value={tree.interfaceId}
          treeData={treeData}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          loading={categories === null}
          placeholder={t(categories === null ? 'listDesigner.interfaceLoading' : 'listDesigner.choose')}
          onChange={(interfaceId: string) => onChange({ interfaceId })}
          data-testid="tree-interface"
        />
      </Form.Item>
      {fieldInput('valueField', 'listDesigner.valueField', true)}
      {fieldInput('labelField', 'listDesigner.labelField', true)}
      {fieldInput('childrenField', 'listDesigner.childrenField', false)}
    </>
  );
}
