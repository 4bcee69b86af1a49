// The document preview of spec 01 §2.10 and §8: images open in antd's image
// preview; any other file opens full-screen in a frame, with a download button;
// a file with nothing to show says 文件不存在 and closes. A hook, like antd's
// Modal.useModal, so it draws under the caller's App (theme, language) and
// needs no host mounted anywhere.
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { App as AntApp, Button, Image, Modal, Space, Spin } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import { useApi } from '@widgets/runtime/ApiContext';
import { saveByLink } from '@widgets/runtime/upload/useDownloads';
import { planPreview, type PreviewFile } from './previewKind';

export type { PreviewFile } from './previewKind';

/** The upload type a download link is asked under when the file names none (JNPF's preview default). */
const defaultUploadType = 'annex';

type Showing = { kind: 'image'; file: PreviewFile; src: string } | { kind: 'frame'; file: PreviewFile; src: string | null } | null;

export interface DocumentPreviewControl {
  /** Opens the file: images in the image preview, anything else in a full-screen frame; nothing to show says 文件不存在. */
  previewDocument(file: PreviewFile): void;
  /** Render this once in the calling component's tree. */
  previewHolder: ReactElement;
}

export function useDocumentPreview(): DocumentPreviewControl {
  const api = useApi();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  const [showing, setShowing] = useState<Showing>(null);
  // A slow preview link that answers after the frame was closed (or another file opened) is dropped.
  const opened = useRef(0);

  const close = useCallback(() => {
    opened.current += 1;
    setShowing(null);
  }, []);

  const missing = useCallback(() => {
    void message.warning(t('preview.missing'));
    close();
  }, [message, t, close]);

  const previewDocument = useCallback(
    (file: PreviewFile) => {
      const plan = planPreview(file);
      const ticket = ++opened.current;
      if (plan.kind === 'missing') return missing();
      if (plan.kind === 'image') return setShowing({ kind: 'image', file, src: plan.src });
      if (plan.kind === 'frame') return setShowing({ kind: 'frame', file, src: plan.src });
      setShowing({ kind: 'frame', file, src: null });
      void api.file.preview({ fileName: plan.fileId }).then((answer) => {
        if (ticket !== opened.current) return;
        if (answer.code === ResultCode.ok && answer.data) setShowing({ kind: 'frame', file, src: answer.data });
        // A refusal's msg was shown by the transport; without one, the file is simply not there.
        else if (answer.code === ResultCode.ok) missing();
        else close();
      });
    },
    [api, missing, close],
  );

  const download = useCallback(
    async (file: PreviewFile) => {
      if (!file.fileId) return file.url ? saveByLink(file.url, file.name) : missing();
      const answer = await api.file.downloadLink(file.uploadType || defaultUploadType, file.fileId);
      if (answer.code === ResultCode.ok) saveByLink(answer.data.url, file.name);
    },
    [api, missing],
  );

  const previewHolder = useMemo(() => {
    if (!showing) return <></>;
    if (showing.kind === 'image') {
      return (
        <div style={{ display: 'none' }}>
          <Image
            src={showing.src}
            alt={showing.file.name}
            preview={{ open: true, src: showing.src, onOpenChange: (open) => !open && close() }}
            data-testid="document-preview-image"
          />
        </div>
      );
    }
    const { file, src } = showing;
    return (
      <Modal
        open
        closable={false}
        footer={null}
        keyboard
        mask={{ closable: false }}
        onCancel={close}
        width="100vw"
        style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
        styles={{ container: { height: '100vh', borderRadius: 0, display: 'flex', flexDirection: 'column', padding: 12 }, body: { flex: 1, minHeight: 0 } }}
        title={
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} data-testid="document-preview-title">
              {t('preview.title', { name: file.name })}
            </span>
            <Space>
              <Button type="primary" onClick={() => void download(file)} data-testid="document-preview-download">
                {t('preview.download')}
              </Button>
              <Button onClick={close} data-testid="document-preview-close">
                {t('common.cancel')}
              </Button>
            </Space>
          </div>
        }
        destroyOnHidden
        data-testid="document-preview"
      >
        {src ? (
          <iframe title={file.name} src={src} style={{ width: '100%', height: '100%', border: 0, background: '#fff' }} data-testid="document-preview-frame" />
        ) : (
          <div style={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <Spin />
          </div>
        )}
      </Modal>
    );
  }, [showing, close, download, t]);

  return { previewDocument, previewHolder };
}
