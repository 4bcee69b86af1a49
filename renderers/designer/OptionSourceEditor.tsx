// Where a choice widget's options come from (optionSource): static rows edited
// in place, a dictionary picked from the dictionary categories, or a data
// interface picked from its Selector with the row fields for label and value.
import { useEffect, useState } from 'react';
import { Button, Input, Segmented, Select, Space, TreeSelect } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { dictionaryApi, type DictionaryType } from '@core/api/dictionary';
import type { OptionSource } from '@core/schema/types';
import { useApi } from '@widgets/runtime/ApiContext';
import { DataInterfaceSelect } from '@widgets/runtime/DataInterfaceSelect';
import { useInterfaceFields } from '@widgets/runtime/interfaceChoices';

type Kind = 'static' | 'dictionary' | 'dataInterface';
type StaticOption = { label: string; value: string | number };

const startOf: Record<Kind, OptionSource> = {
  static: { kind: 'static', options: [] },
  dictionary: { kind: 'dictionary', dictionary: '' } as OptionSource,
  dataInterface: { kind: 'dataInterface', interfaceId: '', labelField: 'fullName', valueField: 'id' } as OptionSource,
};

function useLoaded<T>(load: () => Promise<T>, enabled: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void load().then((value) => live && setLoaded(value));
    return () => {
      live = false;
    };
    // Loaded once per editor: the lists do not change while a form is designed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  return loaded;
}

interface DictionaryChoice {
  title: string;
  value: string;
  children?: DictionaryChoice[];
}

const dictionaryTree = (types: DictionaryType[]): DictionaryChoice[] =>
  types.map((type) => ({
    title: `${type.fullName} (${type.enCode})`,
    value: type.enCode,
    ...(type.children?.length ? { children: dictionaryTree(type.children) } : {}),
  }));

interface Props {
  value: unknown;
  onChange(value: OptionSource): void;
}

export function OptionSourceEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const source = (value && typeof value === 'object' ? value : startOf.static) as OptionSource & Record<string, unknown>;
  const kind = (source.kind === 'api' ? 'static' : source.kind) as Kind;
  const dictionaries = useLoaded(async () => {
    const answer = await dictionaryApi(transport).types();
    return answer.code === 200 ? answer.data.list : [];
  }, kind === 'dictionary');
  const rows: StaticOption[] = Array.isArray(source.options) ? (source.options as StaticOption[]) : [];
  const setRows = (next: StaticOption[]) => onChange({ kind: 'static', options: next });
  const interfaceId = kind === 'dataInterface' && typeof source.interfaceId === 'string' ? source.interfaceId : '';
  const fieldOptions = (useInterfaceFields(interfaceId) ?? []).map((field) => ({ value: field.field, label: field.field }));
  const change = (patch: Record<string, unknown>) => onChange({ ...source, ...patch } as OptionSource);

  return (
    <div className="kiln-option-source" data-testid="prop-options">
      <Segmented<Kind>
        size="small"
        value={kind}
        onChange={(next) => onChange(startOf[next])}
        options={[
          { value: 'static', label: t('designer.staticOptions') },
          { value: 'dictionary', label: t('designer.dictionary') },
          { value: 'dataInterface', label: t('designer.dataInterface') },
        ]}
      />
      {kind === 'static' && (
        <div className="kiln-option-rows">
          {rows.map((row, index) => (
            <Space.Compact key={index} block>
              <Input
                size="small"
                value={row.label}
                placeholder={t('designer.optionLabel')}
                data-testid={`option-label-${index}`}
                onChange={(event) => setRows(rows.map((r, i) => (i === index ? { ...r, label: event.target.value } : r)))}
              />
              <Input
                size="small"
                value={String(row.value)}
                placeholder={t('designer.optionValue')}
                data-testid={`option-value-${index}`}
                onChange={(event) => setRows(rows.map((r, i) => (i === index ? { ...r, value: event.target.value } : r)))}
              />
              <Button size="small" icon={<DeleteOutlined />} aria-label={t('designer.delete')} onClick={() => setRows(rows.filter((_, i) => i !== index))} />
            </Space.Compact>
          ))}
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            block
            data-testid="option-add"
            onClick={() => setRows([...rows, { label: `${t('designer.option')}${rows.length + 1}`, value: String(rows.length + 1) }])}
          >
            {t('designer.addOption')}
          </Button>
        </div>
      )}
      {kind === 'dictionary' && (
        <TreeSelect
          size="small"
          style={{ width: '100%' }}
          value={typeof source.dictionary === 'string' && source.dictionary ? source.dictionary : undefined}
          treeData={dictionaryTree(dictionaries ?? [])}
          loading={dictionaries === null}
          placeholder={t('designer.pickDictionary')}
          showSearch={{ treeNodeFilterProp: 'title' }}
          onChange={(dictionary: string) => change({ dictionary })}
          data-testid="option-dictionary"
        />
      )}
      {kind === 'dataInterface' && (
        <Space direction="vertical" style={{ width: '100%' }} size={4}>
          <DataInterfaceSelect size="small" value={interfaceId || undefined} onChange={(id) => change({ interfaceId: id ?? '' })} testId="option-interface" />
          <Space.Compact block>
            <Select
              size="small"
              style={{ width: '50%' }}
              value={source.labelField as string}
              options={fieldOptions}
              showSearch
              onChange={(labelField: string) => change({ labelField })}
              placeholder={t('designer.labelField')}
            />
            <Select
              size="small"
              style={{ width: '50%' }}
              value={source.valueField as string}
              options={fieldOptions}
              showSearch
              onChange={(valueField: string) => change({ valueField })}
              placeholder={t('designer.valueField')}
            />
          </Space.Compact>
        </Space>
      )}
    </div>
  );
}
