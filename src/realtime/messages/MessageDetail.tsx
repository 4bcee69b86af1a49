// One opened message (spec 01 §2.8, JNPF's notice Detail): title, release time and
// user, excerpt, the body as sanitised rich text, and the attached files to
// preview or download. The dialog is 80% of the window wide.
import { lazy, Suspense } from 'react';
import { Button, Modal, Space, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { MessageType, type MessageInfo } from '@core/api/message';
import { useDownloads } from '@widgets/runtime/upload/useDownloads';
import { useDocumentPreview } from '../../components/preview/DocumentPreview';
import { formatDateTime } from '../../format/time';
import { parseFiles } from './messageQueries';

// The sanitiser (DOMPurify) and the view load with the first opened message.
const RichTextView = lazy(() => import('@widgets/editor/RichTextView'));

export const detailWidth = '80%';

/** Notice files are stored by the upload widget as 'annex' (useUploadField's uploadTypes.file), named here to keep the uploader's code out of this chunk. */
const annexUploadType = 'annex';

/** Workflow and schedule messages carry JSON for their own screens, not text to show. */
const richTextTypes: readonly number[] = [MessageType.system, MessageType.notice];

export function MessageDetail({ message, onClose }: { message: MessageInfo | null; onClose(): void }) {
  const { t } = useTranslation();
  const { download } = useDownloads(annexUploadType);
  const { previewDocument, previewHolder } = useDocumentPreview();
  const files = parseFiles(message?.files);
  return (
    <Modal open={Boolean(message)} onCancel={onClose} footer={null} width={detailWidth} title={t('messages.detail')} destroyOnHidden>
      {message && (
        <div data-testid="message-detail">
          <Typography.Title level={4} style={{ textAlign: 'center', fontWeight: 'normal', marginBottom: 0 }}>
            {message.title}
          </Typography.Title>
          <div style={{ textAlign: 'center', lineHeight: '35px', paddingBottom: 10, borderBottom: '1px solid #f0f0f0' }}>
            <Typography.Text type="secondary">
              <Space size="large">
                {message.releaseTime ? <span data-testid="message-detail-time">{formatDateTime(message.releaseTime)}</span> : null}
                <span data-testid="message-detail-user">{message.releaseUser}</span>
              </Space>
            </Typography.Text>
          </div>
          <div style={{ padding: '20px 0 10px', minHeight: 200 }}>
            {message.excerpt && <Typography.Paragraph data-testid="message-detail-excerpt">{message.excerpt}</Typography.Paragraph>}
            {richTextTypes.includes(message.type) ? (
              <Suspense fallback={null}>
                <RichTextView html={message.bodyText} />
              </Suspense>
            ) : (
              !message.excerpt && <Typography.Text type="secondary">{t('messages.workflowBody')}</Typography.Text>
            )}
          </div>
          {files.length > 0 && (
            <div style={{ padding: '10px 0', borderTop: '1px solid #f0f0f0' }} data-testid="message-detail-files">
              <Typography.Text strong>{t('messages.files')}</Typography.Text>
              {files.map((file) => (
                <div key={file.fileId || file.url} style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 }}>
                  <PaperClipOutlined />
                  <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }} title={file.name}>
                    {file.name}
                  </Typography.Text>
                  <Button
                    size="small"
                    type="link"
                    icon={<EyeOutlined />}
                    onClick={() =>
                      previewDocument({ name: file.name, url: file.url, fileId: file.fileId, uploadType: annexUploadType, fileExtension: file.fileExtension })
                    }
                  >
                    {t('messages.preview')}
                  </Button>
                  <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => void download(file)}>
                    {t('messages.download')}
                  </Button>
                </div>
              ))}
            </div>
          )}
          {previewHolder}
        </div>
      )}
    </Modal>
  );
}
