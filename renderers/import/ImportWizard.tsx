// The import wizard (spec 02 §2.6, §4): a 1000px dialog in three steps for any
// API base that offers an import. Upload a filled-in template (only the latest
// file is kept; Next waits for it), check and edit the rows in the preview, then
// see how many were imported and which failed and why, with an export of the
// failed rows. Closing after an import lets the caller refresh its list.
import { useMemo, useRef, useState } from 'react';
import { Alert, App as AntApp, Button, Input, Modal, Space, Steps, Table, Typography, Upload, type UploadFile } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CloudUploadOutlined, DownloadOutlined, FileExcelOutlined, CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { importApi, importLimits, type ImportFailure, type ImportHeader, type ImportResult, type ImportRow } from '@core/api/imports';
import { useApi } from '@widgets/runtime/ApiContext';
import './importWizard.css';

export interface ImportWizardProps {
  /** The API base: '/api/permission/Users'. */
  base: string;
  title?: string;
  /** `imported`: rows were sent to the import, so the caller's list may have changed. */
  onClose(imported: boolean): void;
}

/** A preview row with a key that stays with it when rows above are deleted; its cells are edited in place. */
interface DraftRow {
  key: number;
  cells: ImportRow;
}

const messageSeconds = 1;
const cellWidth = 150;
/** Past this many rows the tables draw only the rows in view. */
const virtualFrom = 100;

function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

export function ImportWizard({ base, title, onClose }: ImportWizardProps) {
  const { t } = useTranslation();
  const { message, modal } = AntApp.useApp();
  const api = useApi();
  const calls = useMemo(() => importApi(api.transport, base), [api, base]);
  const [step, setStep] = useState(0);
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [headers, setHeaders] = useState<ImportHeader[]>([]);
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
  const nextKey = useRef(0);

  const upload = async (file: File) => {
    const uid = `${Date.now()}-${nextKey.current++}`;
    // Only the latest file is kept: a new upload replaces the one before.
    setFileName('');
    setFileList([{ uid, name: file.name, status: 'uploading' }]);
    const answer = await calls.upload(file, file.name);
    if (answer.code !== 200) {
      // The transport has shown the server's words; the file leaves the list (spec 02 §8).
      setFileList((list) => list.filter((entry) => entry.uid !== uid));
      return;
    }
    setFileList((list) => list.map((entry) => (entry.uid === uid ? { ...entry, status: 'done' } : entry)));
    setFileName(answer.data.name);
    void message.success({ content: answer.msg, duration: messageSeconds });
  };

  const beforeUpload = (file: File) => {
    if (!(importLimits.extensions as readonly string[]).includes(extensionOf(file.name))) {
      void message.error({ content: t('importWizard.wrongType'), duration: messageSeconds });
      return Upload.LIST_IGNORE;
    }
    if (file.size >= importLimits.maxFileBytes) {
      void message.error({ content: t('importWizard.tooLarge'), duration: messageSeconds });
      return Upload.LIST_IGNORE;
    }
    void upload(file);
    // The wizard sends the file itself (through the API transport), not antd's request.
    return false;
  };

  const confirmRemove = (file: UploadFile) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('common.tip'),
        content: t('importWizard.removeConfirm', { name: file.name }),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () => {
          setFileName('');
          setFileList([]);
          resolve(true);
        },
        onCancel: () => resolve(false),
      });
    });

  const templateDownload = async () => {
    const answer = await calls.template();
    if (answer.code === 200) download(answer.data.url);
  };

  const preview = async () => {
    if (!fileName) return void message.warning(t('importWizard.noFile'));
    setBusy(true);
    const answer = await calls.preview(fileName).finally(() => setBusy(false));
    if (answer.code !== 200) return;
    setHeaders(answer.data.headerRow ?? []);
    setRows((answer.data.dataRow ?? []).map((cells) => ({ key: nextKey.current++, cells: { ...cells } })));
    setStep(1);
  };

  const submit = async () => {
    if (rows.length === 0) return void message.warning(t('importWizard.empty'));
    setBusy(true);
    const answer = await calls.importData(rows.map((row) => row.cells)).finally(() => setBusy(false));
    if (answer.code !== 200) return;
    setResult(answer.data);
    setStep(2);
  };

  const exportFailures = async (failures: ImportFailure[]) => {
    const answer = await calls.exportFailures(failures);
    if (answer.code === 200) download(answer.data.url);
  };

  const indexColumn = { title: t('importWizard.index'), key: 'index', width: 60, align: 'center' as const, fixed: 'left' as const, render: (_: unknown, __: unknown, index: number) => index + 1 };
  const previewColumns: ColumnsType<DraftRow> = [
    indexColumn,
    ...headers.map((header) => ({
      title: header.fullName,
      key: header.id,
      width: cellWidth,
      render: (_: unknown, row: DraftRow) => (
        <Input
          size="small"
          defaultValue={row.cells[header.id] ?? ''}
          onChange={(event) => {
            // Edited in place: typing redraws no other cell.
            row.cells[header.id] = event.target.value;
          }}
          data-testid={`import-cell-${header.id}`}
        />
      ),
    })),
    {
      title: t('importWizard.action'),
      key: 'action',
      width: 70,
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row: DraftRow) => (
        <Button type="link" danger size="small" onClick={() => setRows((list) => list.filter((entry) => entry.key !== row.key))} data-testid="import-row-delete">
          {t('common.delete')}
        </Button>
      ),
    },
  ];
  const failureColumns: ColumnsType<ImportFailure> = [
    indexColumn,
    ...headers.map((header) => ({ title: header.fullName, dataIndex: header.id, key: header.id, width: cellWidth, ellipsis: true })),
    { title: t('importWizard.errorsInfo'), dataIndex: 'errorsInfo', key: 'errorsInfo', width: 260, fixed: 'right' },
  ];
  const tableWidth = 60 + headers.length * cellWidth + 260;
  const failureKeys = useMemo(() => new WeakMap((result?.failResult ?? []).map((row, index) => [row, String(index)])), [result]);

  const footer = (
    <Space>
      {step === 0 && <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>}
      {step === 1 && <Button onClick={() => setStep(0)} data-testid="import-prev">{t('importWizard.prev')}</Button>}
      {step < 2 ? (
        <Button key="next" type="primary" loading={busy} disabled={step === 0 && !fileName} onClick={() => void (step === 0 ? preview() : submit())} data-testid="import-next">
          {t('importWizard.next')}
        </Button>
      ) : (
        // Its own button, not Next's: a button that was loading may ignore a click while its spinner leaves.
        <Button key="close" type="primary" onClick={() => onClose(true)} data-testid="import-close">
          {t('common.close')}
        </Button>
      )}
    </Space>
  );

  return (
    <Modal
      open
      width={1000}
      title={title ?? t('importWizard.title')}
      footer={footer}
      onCancel={() => onClose(step === 2)}
      mask={{ closable: false }}
      destroyOnHidden
      className="kiln-import-wizard"
      data-testid="import-wizard"
    >
      <Steps
        current={step}
        size="small"
        type="navigation"
        className="kiln-import-steps"
        items={[{ title: t('importWizard.stepUpload') }, { title: t('importWizard.stepPreview') }, { title: t('importWizard.stepImport') }].map((item) => ({ ...item, disabled: true }))}
      />
      {step === 0 && (
        <div className="kiln-import-main">
          <div className="kiln-import-block">
            <CloudUploadOutlined className="kiln-import-icon" />
            <div>
              <Typography.Title level={5}>{t('importWizard.uploadTitle')}</Typography.Title>
              <Typography.Paragraph type="secondary">{t('importWizard.uploadTip')}</Typography.Paragraph>
              <Upload accept=".xls,.xlsx" maxCount={1} fileList={fileList} beforeUpload={beforeUpload} onRemove={confirmRemove} data-testid="import-upload">
                <Button type="link">{t('importWizard.uploadButton')}</Button>
              </Upload>
            </div>
          </div>
          <div className="kiln-import-block">
            <FileExcelOutlined className="kiln-import-icon" />
            <div>
              <Typography.Title level={5}>{t('importWizard.templateTitle')}</Typography.Title>
              <Typography.Paragraph type="secondary">{t('importWizard.templateTip')}</Typography.Paragraph>
              <Button type="link" onClick={() => void templateDownload()} data-testid="import-template">
                {t('importWizard.templateButton')}
              </Button>
            </div>
          </div>
        </div>
      )}
      {step === 1 && (
        <Table<DraftRow>
          size="small"
          bordered
          rowKey="key"
          columns={previewColumns}
          dataSource={rows}
          pagination={false}
          virtual={rows.length > virtualFrom}
          scroll={{ x: 60 + headers.length * cellWidth + 70, y: 440 }}
          data-testid="import-preview"
        />
      )}
      {step === 2 && result && (result.resultType === 0 ? (
        <div className="kiln-import-success" data-testid="import-success">
          <CheckCircleFilled className="kiln-import-success-icon" />
          <Typography.Title level={4}>{t('importWizard.successTitle')}</Typography.Title>
          <Typography.Text type="secondary">{t('importWizard.successTip', { count: result.snum })}</Typography.Text>
        </div>
      ) : (
        <div data-testid="import-failures">
          <Alert type="warning" showIcon title={t('importWizard.failAlert')} />
          <div className="kiln-import-block kiln-import-counts">
            <WarningFilled className="kiln-import-icon kiln-import-warning" />
            <div>
              <div data-testid="import-normal-count">
                {t('importWizard.normalCount')}
                <span className="kiln-import-ok">{t('importWizard.rows', { count: result.snum })}</span>
              </div>
              <div data-testid="import-abnormal-count">
                {t('importWizard.abnormalCount')}
                <span className="kiln-import-bad">{t('importWizard.rows', { count: result.fnum })}</span>
              </div>
            </div>
          </div>
          <div className="kiln-import-fail-tip">
            <span>{t('importWizard.failTip')}</span>
            <Button type="link" icon={<DownloadOutlined />} onClick={() => void exportFailures(result.failResult)} data-testid="import-export-failures">
              {t('importWizard.exportFailures')}
            </Button>
          </div>
          <Table<ImportFailure>
            size="small"
            bordered
            rowKey={(row) => failureKeys.get(row) ?? ''}
            columns={failureColumns}
            dataSource={result.failResult}
            pagination={false}
            virtual={result.failResult.length > virtualFrom}
            scroll={{ x: tableWidth, y: 205 }}
            data-testid="import-failure-table"
          />
        </div>
      ))}
    </Modal>
  );
}

export default ImportWizard;
