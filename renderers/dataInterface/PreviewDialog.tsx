// 预览: an interface called as a widget would call it. Its declared parameters (GetParam)
// are inputs that start at their defaults; 预览 posts them to Actions/Preview and the rows
// come back in a table whose columns are the rows' own fields (trees open as trees); a
// refusal or failure shows the server's message.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Input, Modal, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { dataInterfaceApi, type InterfaceParameter, type InterfaceRow } from '@core/api/dataInterface';
import { useApi } from '@widgets/runtime/ApiContext';
import type { ActionDialogProps } from '../page/actionDialogs';
import { cellText, keyedRows, previewColumns, type KeyedRow } from './previewRows';

type Outcome = { rows: InterfaceRow[] } | { error: string } | null;

export default function PreviewDialog({ values, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const api = useMemo(() => dataInterfaceApi(transport), [transport]);
  const id = typeof values.id === 'string' ? values.id : '';
  const name = typeof values.fullName === 'string' ? values.fullName : '';
  const [parameters, setParameters] = useState<InterfaceParameter[] | null>(null);
  const [given, setGiven] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let live = true;
    void api.getParam(id).then((result) => {
      if (!live) return;
      const list = result.code === 200 && Array.isArray(result.data) ? result.data : [];
      setParameters(list);
      setGiven(Object.fromEntries(list.map((parameter) => [parameter.field, parameter.defaultValue ?? ''])));
    });
    return () => {
      live = false;
    };
  }, [api, id]);

  const run = async () => {
    setRunning(true);
    // A parameter left empty takes its declared default on the server.
    const paramList = (parameters ?? [])
      .filter((parameter) => given[parameter.field]?.trim())
      .map((parameter) => ({ field: parameter.field, defaultValue: given[parameter.field] }));
    const result = await api.preview(id, { paramList });
    setRunning(false);
    setOutcome(result.code === 200 ? { rows: Array.isArray(result.data) ? result.data : [] } : { error: result.msg });
  };

  const rows = outcome && 'rows' in outcome ? outcome.rows : null;
  const columns = useMemo(
    () =>
      rows
        ? previewColumns(rows).map((field) => ({ key: field, dataIndex: field, title: field, ellipsis: true, render: (value: unknown) => cellText(value) }))
        : [],
    [rows],
  );
  const data = useMemo(() => (rows ? keyedRows(rows) : []), [rows]);

  const result = () => {
    if (!outcome) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataInterface.previewNotRun')} />;
    if ('error' in outcome) return <Alert type="error" showIcon title={t('dataInterface.previewFailed', { msg: outcome.error })} data-testid="preview-error" />;
    return (
      <>
        <Typography.Text strong>{t('dataInterface.previewRows', { count: outcome.rows.length })}</Typography.Text>
        <Table<KeyedRow>
          size="small"
          rowKey="__key"
          dataSource={data}
          columns={columns}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          style={{ marginTop: 8 }}
          data-testid="preview-rows"
        />
      </>
    );
  };

  return (
    <Modal
      open
      title={t('dataInterface.previewTitle', { name })}
      width={960}
      onCancel={onClose}
      destroyOnHidden
      data-testid="interface-preview"
      footer={
        <Button onClick={onClose} data-testid="preview-close">
          {t('common.close')}
        </Button>
      }
    >
      <Typography.Title level={5}>{t('dataInterface.previewParams')}</Typography.Title>
      {parameters === null ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {parameters.length === 0 && <Typography.Text type="secondary">{t('dataInterface.noParams')}</Typography.Text>}
          {parameters.map((parameter) => (
            <div key={parameter.field} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <div style={{ width: 200, textAlign: 'right' }}>
                {parameter.required === 1 && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
                {parameter.fieldName || parameter.field} <Tag style={{ marginInlineEnd: 0 }}>{parameter.field}</Tag>
              </div>
              <Input
                style={{ flex: 1 }}
                value={given[parameter.field] ?? ''}
                onChange={(event) => setGiven((current) => ({ ...current, [parameter.field]: event.target.value }))}
                onPressEnter={() => void run()}
                data-testid={`preview-param-${parameter.field}`}
              />
            </div>
          ))}
          <Button type="primary" loading={running} onClick={() => void run()} data-testid="preview-run">
            {t('dataInterface.previewRun')}
          </Button>
        </Space>
      )}
      <div style={{ marginTop: 16 }}>{result()}</div>
    </Modal>
  );
}
