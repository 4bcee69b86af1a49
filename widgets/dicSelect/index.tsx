// A dictionary category's items as a tree select, with an add button beside it
// for those who may add dictionary items: it opens the management screen the app
// provides, and when that closes the dictionary cache starts again, so new items show.
import { useEffect, useMemo, useState } from 'react';
import { Button, Modal, Space, TreeSelect } from 'antd';
import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { DictionaryItem } from '@core/api/dictionary';
import { mapTree } from '@core/tree';
import type { WidgetProps } from '@core/widgets/spec';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useApi } from '../runtime/ApiContext';
import { useButtonGuard } from '../runtime/permissions';
import { useDictionaryManager } from '../runtime/ManageDictionary';
import { dicSelect, dictionaryTypeOf } from './spec';

/** The menu module whose add button grants managing dictionaries. */
export const dictionaryModule = 'systemData.dictionary';

interface ItemNode {
  title: string;
  value: string;
  children?: ItemNode[];
}

const toTree = (items: readonly DictionaryItem[]): ItemNode[] =>
  mapTree<DictionaryItem, ItemNode>(items, (item, children) => ({ title: item.fullName, value: item.id, ...(children.length ? { children } : {}) }));

/** A category's items from the shared cache, loaded again after the cache is reset. */
function useDictionaryItems(code: string): ItemNode[] {
  const { dictionaries } = useApi();
  const loaded = dictionaries.loaded;
  useEffect(() => {
    if (code && !loaded) void dictionaries.ensure();
  }, [code, loaded, dictionaries]);
  // The cache replaces a category's list only when it loads, so `loaded` marks every change.
  return useMemo(() => (code && loaded ? toTree(dictionaries.items(code)) : []), [code, loaded, dictionaries]);
}

export const DicSelectField = observer(function DicSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const { dictionaries } = useApi();
  const code = dictionaryTypeOf(props.props);
  const treeData = useDictionaryItems(code);
  const drawManager = useDictionaryManager();
  const mayAdd = useButtonGuard(dictionaryModule)('btn_add');
  const [managing, setManaging] = useState(false);
  const multiple = props.props.multiple === true;
  const closeManager = () => {
    setManaging(false);
    dictionaries.reset();
  };
  return (
    <>
      <Space.Compact block>
        <TreeSelect
          id={props.id}
          value={(props.value ?? undefined) as string | string[] | undefined}
          treeData={treeData}
          multiple={multiple}
          treeDefaultExpandAll
          style={{ width: '100%' }}
          disabled={props.disabled}
          placeholder={props.placeholder}
          status={props.invalid ? 'error' : undefined}
          allowClear={props.props.clearable !== false}
          showSearch={{ treeNodeFilterProp: 'title' }}
          onChange={(value: string | string[] | undefined) => props.onChange(value ?? (multiple ? [] : null))}
          onBlur={props.onBlur}
          data-testid={`field-${props.name}`}
        />
        {drawManager && mayAdd && code && !props.disabled && (
          <Button icon={<PlusOutlined />} aria-label={t('widget.dicSelect.add')} title={t('widget.dicSelect.add')} onClick={() => setManaging(true)} data-testid={`add-${props.name}`} />
        )}
      </Space.Compact>
      {managing && drawManager && (
        <Modal open title={t('widget.dicSelect.manage')} width={1000} footer={null} onCancel={closeManager} destroyOnHidden>
          {drawManager(code)}
        </Modal>
      )}
    </>
  );
});

/** Stored ids as item names, the cache loaded first (a record opened read-only has not loaded it yet). */
export const DictionaryNames = observer(function DictionaryNames({ value, props, testId }: { value: unknown; props: WidgetProps; testId?: string }) {
  const { t } = useTranslation();
  const { dictionaries } = useApi();
  const code = dictionaryTypeOf(props);
  const loaded = dictionaries.loaded;
  useEffect(() => {
    if (code && !loaded) void dictionaries.ensure();
  }, [code, loaded, dictionaries]);
  const text = dicSelect.format!(value, props, { t: (key) => t(key), dictionaryLabel: (dictionary, item) => (loaded ? dictionaries.label(dictionary, item) : '') });
  return <span data-testid={testId}>{text}</span>;
});

registerWidget({
  spec: dicSelect,
  icon: BookOutlined,
  edit: DicSelectField,
  view: ({ name, value, props }: ViewProps) => <DictionaryNames value={value} props={props} testId={`view-${name}`} />,
  cell: (value, props) => <DictionaryNames value={value} props={props} />,
});
