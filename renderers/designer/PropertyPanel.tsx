// 组件属性: the selected node's settings — label, field name (renamed through the
// store, so expressions reading it follow), required, patterns, default, span,
// visible, read-only, conditions — then the widget's own catalog properties.
// Every change is one edit of the store: the node on the canvas redraws, no
// other. Each input follows only its own part of the node (useNodePart), so a
// key typed into the label redraws the label input, not the whole panel. The
// node's problems (the compiler's, or the server's refusal) show on top.
import { useState, useSyncExternalStore } from 'react';
import { Alert, Button, Empty, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { fieldNamePattern, type FieldRules, type FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { useMessageText } from '@widgets/runtime/messages';
import { useDesigner, useNodeEntry, useNodePart, useNodeProblems } from './context';
import { useProblemText } from './problemText';
import type { DesignerStore } from './designerStore';
import { ExpressionInput } from './ExpressionInput';
import { PatternsEditor } from './RulesEditor';
import { WidgetProperties } from './WidgetProperties';
import { countRender } from './renderCount';

const namePattern = new RegExp(fieldNamePattern);
type Role = 'visible' | 'required' | 'readOnly';

/** A node's rules with `changes` over them; what is off or empty is dropped, and no rules at all is none. */
function changeRules(store: DesignerStore, id: string, changes: Partial<FieldRules>) {
  const next: Record<string, unknown> = { ...store.node(id)?.rules, ...changes };
  for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === false) delete next[key];
  store.update(id, { rules: Object.keys(next).length ? (next as FieldRules) : undefined });
}

/** Sets or clears one condition (visible, required or read-only when …) of the node. */
function changeWhen(store: DesignerStore, id: string, role: Role, value: string | undefined) {
  const next: Record<string, string> = { ...store.node(id)?.when };
  if (value) next[role] = value;
  else delete next[role];
  store.update(id, { when: Object.keys(next).length ? next : undefined });
}

function LabelInput({ id }: { id: string }) {
  countRender('panel');
  const store = useDesigner();
  const label = useNodePart(id, (node) => node.label);
  return <Input size="small" value={label ?? ''} data-testid="prop-label" onChange={(event) => store.update(id, { label: event.target.value || undefined })} />;
}

/** The field name: checked by spec 01 §5.1's rule as typed, renamed on Enter or when the input is left. */
function FieldNameInput({ id }: { id: string }) {
  countRender('panel');
  const { t } = useTranslation();
  const store = useDesigner();
  const field = useNodePart(id, (node) => node.field);
  const [text, setText] = useState(field ?? '');
  const [seen, setSeen] = useState(field);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Undo or a rename elsewhere may change it from outside (state adjusted while rendering, as React advises).
  if (field !== seen) {
    setSeen(field);
    setText(field ?? '');
  }
  const wrong = !namePattern.test(text);
  const commit = () => {
    if (wrong || text === field) return;
    const outcome = store.renameField(id, text);
    setRefusal(outcome.ok ? null : outcome.reason);
  };
  return (
    <>
      <Input
        size="small"
        value={text}
        status={wrong || refusal ? 'error' : undefined}
        data-testid="prop-field"
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
      />
      {(wrong || refusal) && <div className="kiln-field-error">{wrong ? t('rule.fieldName') : refusal}</div>}
    </>
  );
}

function RequiredSwitch({ id }: { id: string }) {
  countRender('panel');
  const store = useDesigner();
  const required = useNodePart(id, (node) => node.rules?.required === true);
  return <Switch size="small" checked={required} data-testid="prop-required" onChange={(on) => changeRules(store, id, { required: on })} />;
}

const noPatterns: NonNullable<FieldRules['patterns']> = [];

function Patterns({ id }: { id: string }) {
  countRender('panel');
  const store = useDesigner();
  const patterns = useNodePart(id, (node) => node.rules?.patterns) ?? noPatterns;
  return <PatternsEditor patterns={patterns} onChange={(next) => changeRules(store, id, { patterns: next })} />;
}

/** Numbers, true/false and JSON are taken as such; anything else is text. */
function typedDefault(typed: string): unknown {
  if (typed === '') return undefined;
  if (!/^(-?\d+(\.\d+)?|true|false|\[.*\]|\{.*\})$/.test(typed.trim())) return typed;
  try {
    return JSON.parse(typed);
  } catch {
    return typed;
  }
}

function DefaultValueInput({ id }: { id: string }) {
  countRender('panel');
  const store = useDesigner();
  const value = useNodePart(id, (node) => node.default);
  const shown = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return <Input size="small" value={shown} data-testid="prop-default" onChange={(event) => store.update(id, { default: typedDefault(event.target.value) })} />;
}

function SpanInput({ id }: { id: string }) {
  countRender('panel');
  const store = useDesigner();
  const span = useNodePart(id, (node) => node.span);
  return (
    <InputNumber
      size="small"
      min={1}
      max={24}
      precision={0}
      value={span ?? 24}
      data-testid="prop-span"
      onChange={(next) => store.update(id, { span: next === null || next === 24 ? undefined : next })}
    />
  );
}

function VisibleSwitch({ id }: { id: string }) {
  countRender('panel');
  const store = useDesigner();
  const visible = useNodePart(id, (node) => node.visible !== false);
  return <Switch size="small" checked={visible} data-testid="prop-visible" onChange={(on) => store.update(id, { visible: on ? undefined : false })} />;
}

function ReadOnlySelect({ id }: { id: string }) {
  countRender('panel');
  const { t } = useTranslation();
  const store = useDesigner();
  const readOnly = useNodePart(id, (node) => node.readOnly);
  return (
    <Select
      size="small"
      value={readOnly === undefined ? 'no' : String(readOnly)}
      data-testid="prop-readOnly"
      options={[
        { value: 'no', label: t('designer.readOnlyNo') },
        { value: 'true', label: t('designer.readOnlyAlways') },
        { value: 'edit', label: t('designer.readOnlyEdit') },
      ]}
      onChange={(value: string) => store.update(id, { readOnly: value === 'no' ? undefined : value === 'edit' ? 'edit' : true })}
    />
  );
}

function Condition({ id, role }: { id: string; role: Role }) {
  countRender('panel');
  const store = useDesigner();
  const value = useNodePart(id, (node) => node.when?.[role]);
  return <ExpressionInput value={value} onChange={(next) => changeWhen(store, id, role, next)} testId={`prop-when-${role}`} />;
}

function NodeProblems({ id }: { id: string }) {
  const problems = useNodeProblems(id);
  const problemText = useProblemText();
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="kiln-designer-panel-problems"
      data-testid="panel-problems"
      title={problems.map(problemText).join('\n')}
    />
  );
}

/** 添加 a pane to a tab or collapse: one more of the widget it holds, at its end. */
function AddPane({ id, paneKey }: { id: string; paneKey: string }) {
  const { t } = useTranslation();
  const store = useDesigner();
  const entry = useNodeEntry(id);
  return (
    <Button
      size="small"
      type="dashed"
      block
      icon={<PlusOutlined />}
      data-testid="panel-add-pane"
      onClick={() => store.addWidget(paneKey, { parentId: id, index: entry?.childIds.length ?? 0 })}
    >
      {t('designer.addPane')}
    </Button>
  );
}

/** The settings of the node `id`: drawn once when it is selected; its inputs follow their own parts of it. */
function NodeSettings({ id, node }: { id: string; node: FormNode }) {
  countRender('panel');
  const { t } = useTranslation();
  const text = useMessageText();
  const spec = widgetSpec(node.widget);
  const stores = spec?.kind === 'field' || spec?.kind === 'subTable' || spec?.kind === 'system';
  const paneKey = spec?.childWidgets?.[0];
  const expression = (role: Role, label: string, hint?: string) => (
    <Form.Item label={t(label)} tooltip={hint ? t(hint) : undefined}>
      <Condition key={`${id}-${role}`} id={id} role={role} />
    </Form.Item>
  );
  return (
    <Form layout="vertical" size="small" className="kiln-designer-form" data-testid={`panel-${id}`}>
      <Typography.Text type="secondary">
        {text(spec?.label ?? node.widget)} · {id}
      </Typography.Text>
      <NodeProblems id={id} />
      <Form.Item label={t('designer.label')}>
        <LabelInput id={id} />
      </Form.Item>
      {node.field !== undefined && (
        <Form.Item label={t('designer.fieldName')}>
          <FieldNameInput id={id} />
        </Form.Item>
      )}
      {stores && spec?.kind !== 'system' && (
        <>
          <Form.Item label={t('designer.required')}>
            <RequiredSwitch id={id} />
          </Form.Item>
          <Form.Item label={t('designer.patterns')}>
            <Patterns id={id} />
          </Form.Item>
          <Form.Item label={t('designer.defaultValue')}>
            <DefaultValueInput id={id} />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('designer.span')}>
        <SpanInput id={id} />
      </Form.Item>
      {stores && (
        <>
          <Form.Item label={t('designer.visible')}>
            <VisibleSwitch id={id} />
          </Form.Item>
          <Form.Item label={t('designer.readOnly')}>
            <ReadOnlySelect id={id} />
          </Form.Item>
        </>
      )}
      {expression('visible', 'designer.visibleWhen', 'designer.conditionHint')}
      {stores && expression('required', 'designer.requiredWhen')}
      {stores && expression('readOnly', 'designer.readOnlyWhen')}
      {paneKey && <AddPane id={id} paneKey={paneKey} />}
      <WidgetProperties id={id} widget={node.widget} />
    </Form>
  );
}

export function PropertyPanel() {
  const { t } = useTranslation();
  const store = useDesigner();
  const selected = useSyncExternalStore(store.subscribe, () => store.selectedId);
  const node = selected ? store.node(selected) : undefined;
  return (
    <div className="kiln-designer-panel" data-testid="designer-panel">
      <Typography.Title level={5} className="kiln-designer-panel-title">
        {t('designer.properties')}
      </Typography.Title>
      {selected && node ? <NodeSettings key={selected} id={selected} node={node} /> : <Empty description={t('designer.selectHint')} />}
    </div>
  );
}
