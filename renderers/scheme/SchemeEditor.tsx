// The data scheme's condition editor (JNPF's SchemeForm): groups of rules,
// each rule a field of the menu entry, a comparison the field allows and a
// value — the current user or organisation for user and organisation fields.
// It edits the form field conditionJson as JNPF's client writes it
// ([{logic, groups:[{id, field, type, op, value}]}]), so either client can
// open what the other saved; the server checks every rule again.
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, DatePicker, Empty, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import dayjs from 'dayjs';
import { menuApi, type DataField } from '@core/api/menu';
import type { FieldProps } from '@widgets/contract';
import { useApi } from '@widgets/runtime/ApiContext';

type Value = string | number | (string | number)[] | undefined;
interface Rule {
  key: number;
  fieldId: string;
  field: string;
  op: string;
  value: Value;
}
interface Group {
  key: number;
  logic: 'and' | 'or';
  rules: Rule[];
}

/** Kiln's names of the comparisons, as JNPF's symbols (what the field list offers). */
const symbolOf: Record<string, string> = { Equal: '==', NotEqual: '<>', GreaterThan: '>', GreaterThanOrEqual: '>=', LessThan: '<', LessThanOrEqual: '<=' };
const listSymbols = new Set(['in', 'notIn']);
const variablesOf: Record<string, string[]> = {
  user: ['@userId', '@userAndSubordinates'],
  organize: ['@organizeId', '@organizationAndSuborganization'],
};

let nextKey = 1;
const emptyRule = (): Rule => ({ key: nextKey++, fieldId: '', field: '', op: '', value: undefined });
const emptyGroup = (): Group => ({ key: nextKey++, logic: 'and', rules: [emptyRule()] });

/** The stored JSON as groups; a scheme that does not read starts over with one empty rule. */
function parse(text: unknown, fields: DataField[]): Group[] {
  try {
    const raw: unknown = JSON.parse(typeof text === 'string' && text ? text : '[]');
    if (!Array.isArray(raw) || raw.length === 0) return [emptyGroup()];
    return raw.map((group: { logic?: string; groups?: Record<string, unknown>[] }) => ({
      key: nextKey++,
      logic: group.logic === 'or' ? 'or' : 'and',
      rules: (group.groups ?? []).map((rule) => {
        const field = fields.find((f) => f.id === rule.id || f.enCode === rule.field);
        const op = typeof rule.op === 'string' ? rule.op : '';
        const isVariable = typeof rule.conditionText === 'string' && rule.conditionText.startsWith('@');
        return { key: nextKey++, fieldId: field?.id ?? '', field: String(rule.field ?? ''), op: symbolOf[op] ?? op, value: (isVariable ? rule.conditionText : rule.value) as Value };
      }),
    }));
  } catch {
    return [emptyGroup()];
  }
}

function serialize(groups: Group[], fields: DataField[]): string {
  if (groups.length === 0) return '';
  return JSON.stringify(
    groups.map((group) => ({
      logic: group.logic,
      groups: group.rules.map((rule) => ({ id: rule.fieldId, field: rule.field, type: fields.find((f) => f.id === rule.fieldId)?.type ?? '', op: rule.op, value: rule.value ?? '' })),
    })),
  );
}

function ValueInput({ field, rule, onChange, testId }: { field: DataField | undefined; rule: Rule; onChange(value: Value): void; testId: string }) {
  const { t } = useTranslation();
  const variables = field ? (variablesOf[field.fieldType] ?? []) : [];
  const style = { width: 240 };
  if (field && (variables.length || listSymbols.has(rule.op))) {
    // One value or several: a variable, ids or numbers typed in.
    const values = Array.isArray(rule.value) ? rule.value : rule.value === undefined || rule.value === '' ? [] : [rule.value];
    return (
      <Select
        mode="tags"
        style={style}
        value={values.map(String)}
        maxCount={listSymbols.has(rule.op) ? undefined : 1}
        options={variables.map((variable) => ({ value: variable, label: t(`menu.scheme.var.${variable.slice(1)}`) }))}
        placeholder={t('menu.scheme.value')}
        onChange={(chosen: string[]) => {
          const typed = field.fieldType === 'number' ? chosen.map((item) => (Number.isFinite(Number(item)) ? Number(item) : item)) : chosen;
          // A variable stands alone (it is a set already); a list comparison keeps a list, another one value.
          const single = typed.length === 1 && (!listSymbols.has(rule.op) || variables.includes(String(typed[0])));
          onChange(single ? typed[0] : typed.length ? typed : undefined);
        }}
        data-testid={testId}
      />
    );
  }
  if (field?.fieldType === 'number') {
    return <InputNumber style={style} value={typeof rule.value === 'number' ? rule.value : undefined} placeholder={t('menu.scheme.value')} onChange={(value) => onChange(value ?? undefined)} data-testid={testId} />;
  }
  if (field?.fieldType === 'date') {
    return (
      <DatePicker
        style={style}
        showTime
        value={typeof rule.value === 'number' ? dayjs(rule.value) : null}
        onChange={(value) => onChange(value ? value.valueOf() : undefined)}
        data-testid={testId}
      />
    );
  }
  return <Input style={style} value={typeof rule.value === 'string' || typeof rule.value === 'number' ? String(rule.value) : ''} placeholder={t('menu.scheme.value')} onChange={(event) => onChange(event.target.value)} data-testid={testId} />;
}

export const SchemeEditor = observer(function SchemeEditor(props: FieldProps) {
  const { t } = useTranslation();
  const api = useApi();
  const moduleId = String(props.form.value('moduleId') ?? '');
  const [fields, setFields] = useState<DataField[] | null>(null);
  const [groups, setGroups] = useState<Group[]>([]);
  /** What this editor last wrote, so a value loaded from outside (the record arriving) is read again. */
  const written = useRef<string | null>(null);

  useEffect(() => {
    // Outside a menu entry's form (the designer's preview) there are no fields to offer.
    if (!moduleId) return void setFields([]);
    let live = true;
    void menuApi(api.transport)
      .dataFields.list(moduleId)
      .then((answer) => live && answer.code === 200 && setFields(answer.data.list.filter((field) => field.enabledMark === 1)));
    return () => {
      live = false;
    };
  }, [moduleId, api]);

  useEffect(() => {
    if (fields && props.value !== written.current) setGroups(parse(props.value, fields));
  }, [props.value, fields]);

  const change = (next: Group[]) => {
    setGroups(next);
    const text = serialize(next, fields ?? []);
    written.current = text;
    props.onChange(text);
  };
  const updateRule = (groupKey: number, ruleKey: number, patch: Partial<Rule>) =>
    change(groups.map((group) => (group.key !== groupKey ? group : { ...group, rules: group.rules.map((rule) => (rule.key === ruleKey ? { ...rule, ...patch } : rule)) })));

  if (!fields) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loading')} />;
  const fieldOptions = fields.map((field) => ({ value: field.id, label: `${field.fullName} (${field.enCode})` }));
  return (
    <div id={props.id} data-testid={`field-${props.name}`} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {groups.map((group, groupIndex) => (
        <div key={group.key} style={{ border: `1px solid ${props.invalid ? '#ff4d4f' : '#f0f0f0'}`, borderRadius: 6, padding: 12 }} data-testid={`scheme-group-${groupIndex}`}>
          <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
            <Space>
              <span>{t('menu.scheme.logic')}</span>
              <Select
                style={{ width: 90 }}
                value={group.logic}
                options={[{ value: 'and', label: 'and' }, { value: 'or', label: 'or' }]}
                onChange={(logic: 'and' | 'or') => change(groups.map((g) => (g.key === group.key ? { ...g, logic } : g)))}
              />
            </Space>
            <Button type="link" danger icon={<DeleteOutlined />} onClick={() => change(groups.filter((g) => g.key !== group.key))}>
              {t('menu.scheme.removeGroup')}
            </Button>
          </Space>
          {group.rules.map((rule, ruleIndex) => {
            const field = fields.find((f) => f.id === rule.fieldId);
            const names = field?.conditionSymbolName.split(',') ?? [];
            const ops = field ? field.conditionSymbol.split(',').map((symbol, index) => ({ value: symbol, label: names[index] ?? symbol })) : [];
            const at = `${groupIndex}-${ruleIndex}`;
            return (
              <Space key={rule.key} wrap style={{ marginBottom: 8 }}>
                <Select
                  style={{ width: 220 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={rule.fieldId || undefined}
                  options={fieldOptions}
                  placeholder={t('menu.scheme.field')}
                  onChange={(id: string) => updateRule(group.key, rule.key, { fieldId: id, field: fields.find((f) => f.id === id)?.enCode ?? '', op: '', value: undefined })}
                  data-testid={`scheme-field-${at}`}
                />
                <Select style={{ width: 130 }} value={rule.op || undefined} options={ops} placeholder={t('menu.scheme.op')} onChange={(op: string) => updateRule(group.key, rule.key, { op, value: undefined })} data-testid={`scheme-op-${at}`} />
                <ValueInput field={field} rule={rule} onChange={(value) => updateRule(group.key, rule.key, { value })} testId={`scheme-value-${at}`} />
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('menu.scheme.removeRule')}
                  onClick={() => change(groups.map((g) => (g.key === group.key ? { ...g, rules: g.rules.filter((r) => r.key !== rule.key) } : g)))}
                />
              </Space>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => change(groups.map((g) => (g.key === group.key ? { ...g, rules: [...g.rules, emptyRule()] } : g)))} data-testid={`scheme-add-rule-${groupIndex}`}>
            {t('menu.scheme.addRule')}
          </Button>
        </div>
      ))}
      <Button type="link" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => change([...groups, emptyGroup()])} data-testid="scheme-add-group">
        {t('menu.scheme.addGroup')}
      </Button>
    </div>
  );
});
