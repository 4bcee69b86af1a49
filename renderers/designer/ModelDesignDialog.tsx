// 设计: a model's form and list designed in one full-screen dialog (表单设计 and
// 列表设计), saved together through the model API. The compiler checks the form
// first: a form with problems is not sent, each problem marked on its node and
// counted in a summary; a refusal from the server is shown the same way.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, App as AntApp, Button, Modal, Space, Spin, Tabs } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { useProblemText } from './problemText';
import type { ModelDetail } from '@core/api/visualdev';
import type { FormProblem } from '@core/form';
import type { ListDesign } from '@core/model/design';
import type { ActionDialogProps } from '../page/actionDialogs';
import { ListDesigner } from '../listDesigner';
import { modelOf, useModelApi } from '../modelAdmin/useModelApi';
import { DesignerStore } from './designerStore';
import { FormDesigner } from './FormDesigner';

const successSeconds = 1.5;
const formIssue = /^design\.form\.(.+)$/;

/** The form's tree as the list designer needs it: the store's tree, followed as it changes. */
function ListTab({ store, list, onChange }: { store: DesignerStore; list: ListDesign; onChange(list: ListDesign): void }) {
  const tree = useSyncExternalStore(store.subscribe, () => store.tree);
  return <ListDesigner list={list} form={tree} onChange={onChange} />;
}

export default function ModelDesignDialog({ values, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const api = useModelApi();
  const { translateDefault } = useLabel();
  const { message } = AntApp.useApp();
  const { id, name } = modelOf(values);
  const [model, setModel] = useState<ModelDetail | null>(null);
  const [store, setStore] = useState<DesignerStore | null>(null);
  const [list, setList] = useState<ListDesign | null>(null);
  const [tab, setTab] = useState<'form' | 'list'>('form');
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    let made: DesignerStore | null = null;
    void api.get(id).then((result) => {
      if (!live || result.code !== 200) return;
      made = new DesignerStore(result.data.design.form, { label: translateDefault });
      setModel(result.data);
      setList(result.data.design.list);
      setStore(made);
    });
    return () => {
      live = false;
      made?.dispose();
    };
  }, [api, id, translateDefault]);

  const showProblems = (problems: FormProblem[], others: string[] = []) => {
    setRefusal([...problems.map((problem) => `${problem.field ?? problem.nodeId}: ${problemText(problem)}`), ...others]);
    setTab('form');
    const first = problems[0];
    if (first && store?.node(first.nodeId)) store.select(first.nodeId);
  };

  const save = async () => {
    if (!store || !model || !list || !id) return;
    const problems = store.checkNow();
    if (problems.length) return showProblems(problems);
    setSaving(true);
    const { fullName, enCode, category, webType, description, sortCode } = model;
    const result = await api.update(id, { fullName, enCode, category, webType, description, sortCode, design: { ...model.design, form: store.tree, list } });
    setSaving(false);
    if (result.code !== 200) {
      const issues = (result.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
      const onNodes: FormProblem[] = [];
      const others: string[] = [];
      for (const issue of issues) {
        const nodeId = formIssue.exec(issue.field)?.[1];
        if (nodeId && store.node(nodeId)) onNodes.push({ nodeId, where: issue.field, message: issue.message });
        else others.push(issue.message);
      }
      if (!issues.length) others.push(result.msg);
      store.setServerProblems(onNodes);
      return showProblems(onNodes, others);
    }
    setRefusal(null);
    void message.success({ content: result.msg, duration: successSeconds });
    setModel({ ...model, design: { ...model.design, form: store.tree, list } });
    onChanged();
  };

  return (
    <Modal
      open
      title={t('designer.title', { name })}
      width="100vw"
      // The dialog is the window: its tabs take the height its title and footer leave, and each part scrolls on its own.
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      classNames={{ container: 'kiln-design-modal', body: 'kiln-design-body' }}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      data-testid="model-design-dialog"
      footer={
        <Space>
          <Button onClick={onClose} data-testid="design-close">
            {t('common.close')}
          </Button>
          <Button type="primary" loading={saving} disabled={!store} onClick={() => void save()} data-testid="design-save">
            {t('designer.save')}
          </Button>
        </Space>
      }
    >
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          title={t('designer.refused', { count: refusal.length })}
          description={<div className="kiln-designer-panel-problems">{refusal.join('\n')}</div>}
          data-testid="design-refusal"
        />
      )}
      {!store || !list ? (
        <Spin />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'form' | 'list')}
          className="kiln-design-tabs"
          items={[
            { key: 'form', label: <span data-testid="design-tab-form">{t('designer.formTab')}</span>, children: <FormDesigner store={store} /> },
            {
              key: 'list',
              label: <span data-testid="design-tab-list">{t('designer.listTab')}</span>,
              children: <ListTab store={store} list={list} onChange={setList} />,
            },
          ]}
        />
      )}
    </Modal>
  );
}

/** A catalog label in the user's language: what a new node's label starts as (an administrator's text, not a key). */
function useLabel() {
  const { t } = useTranslation();
  const [translateDefault] = useState(() => (key: string) => t(key));
  return { translateDefault };
}
