// 列表布局 and what each kind needs: the left tree (a dictionary, a field's
// options or a data interface, and the field it filters), the group field, the
// parent field of a tree table.
import { useEffect, useState } from 'react';
import { Form, Input, Radio, Select, TreeSelect } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { DictionaryType } from '@core/api/dictionary';
import type { ListDesign, ListKindNumber, ListTree } from '@core/model/design';
import type { ListableField } from '@core/model/listProblems';
import { mapTree } from '@core/tree';
import { useApi } from '@widgets/runtime/ApiContext';
import { InterfacePicker } from './InterfacePicker';
import { changeTree, setKind } from './listEdits';

interface Props {
  list: ListDesign;
  fields: readonly ListableField[];
  onChange(list: ListDesign): void;
}

/** JNPF's order of the kinds in its layout picker. */
const kinds: readonly ListKindNumber[] = [1, 2, 4, 3, 5];

interface DictionaryNode {
  title: string;
  value: string;
  children?: DictionaryNode[];
}

/** The dictionaries, by code, for the tree's dictionary source. */
function useDictionaryTypes(wanted: boolean): DictionaryNode[] {
  const api = useApi();
  const [types, setTypes] = useState<DictionaryNode[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void api.dictionary.types().then((result) => {
      if (live && result.code === 200)
        setTypes(
          mapTree<DictionaryType, DictionaryNode>(result.data.list, (type, children) => ({
            title: type.fullName,
            value: type.enCode,
            ...(children.length ? { children } : {}),
          })),
        );
    });
    return () => {
      live = false;
    };
  }, [api, wanted]);
  return types;
}

function TreeSettings({ tree, list, fields, onChange }: { tree: ListTree } & Props) {
  const { t } = useTranslation();
  const dictionaries = useDictionaryTypes(tree.source === 'dictionary');
  const change = (next: Partial<ListTree>) => onChange(changeTree(list, next));
  return (
    <>
      <Form.Item label={t('listDesigner.treeTitle')}>
        <Input value={tree.title ?? ''} maxLength={200} onChange={(event) => change({ title: event.target.value })} data-testid="tree-title" />
      </Form.Item>
      <Form.Item label={t('listDesigner.treeSource')}>
        <Select<ListTree['source']>
          value={tree.source}
          onChange={(source) => change({ source })}
          options={[
            { value: 'dictionary', label: t('listDesigner.sourceDictionary') },
            { value: 'field', label: t('listDesigner.sourceField') },
            { value: 'dataInterface', label: t('listDesigner.sourceInterface') },
          ]}
          data-testid="tree-source"
        />
      </Form.Item>
      {tree.source === 'dictionary' && (
        <Form.Item label={t('listDesigner.sourceDictionary')} validateStatus={tree.dictionary ? undefined : 'error'}>
          <TreeSelect
            value={tree.dictionary}
            treeData={dictionaries}
            showSearch
            treeNodeFilterProp="title"
            placeholder={t('listDesigner.choose')}
            onChange={(dictionary: string) => change({ dictionary })}
            data-testid="tree-dictionary"
          />
        </Form.Item>
      )}
      {tree.source === 'dataInterface' && <InterfacePicker tree={tree} onChange={change} />}
      <Form.Item label={t('listDesigner.relationField')}>
        <Select
          value={tree.field}
          onChange={(field: string) => change({ field })}
          options={fields.map((field) => ({ value: field.name, label: t(field.label) }))}
          data-testid="tree-field"
        />
      </Form.Item>
    </>
  );
}

export function KindSettings({ list, fields, onChange }: Props) {
  const { t } = useTranslation();
  const columnFields = list.columns.flatMap((column) => fields.filter((field) => field.name === column.field));
  const formFields = fields.filter((field) => !field.system);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('listDesigner.layout')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={list.type}
          onChange={(event) => onChange(setKind(list, event.target.value as ListKindNumber, fields))}
          options={kinds.map((kind) => ({ value: kind, label: t(`listDesigner.kind${kind}`) }))}
          data-testid="list-kind"
        />
      </Form.Item>
      {list.type === 2 && list.tree && <TreeSettings tree={list.tree} list={list} fields={fields} onChange={onChange} />}
      {list.type === 3 && (
        <Form.Item
          label={t('listDesigner.groupField')}
          validateStatus={list.groupField && columnFields.some((f) => f.name === list.groupField) ? undefined : 'error'}
        >
          <Select
            value={list.groupField}
            placeholder={t('listDesigner.choose')}
            onChange={(groupField: string) => onChange({ ...list, groupField })}
            options={columnFields.map((field) => ({ value: field.name, label: t(field.label) }))}
            data-testid="group-field"
          />
        </Form.Item>
      )}
      {list.type === 5 && (
        <Form.Item label={t('listDesigner.parentField')}>
          <Select
            value={list.treeTable?.parentField}
            placeholder={t('listDesigner.choose')}
            onChange={(parentField: string) => onChange({ ...list, treeTable: { parentField } })}
            options={formFields.map((field) => ({ value: field.name, label: t(field.label) }))}
            data-testid="parent-field"
          />
        </Form.Item>
      )}
    </Form>
  );
}
