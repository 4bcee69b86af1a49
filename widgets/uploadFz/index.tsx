// File upload: a button that opens the file chooser, 全部下载 once there are files, the file list with
// download and delete, and the chunked uploader's panel for large files (loaded
// with the first of them). Read-only, the files are download links; in a list,
// the first names.
import { lazy, Suspense, useRef } from 'react';
import { Button, Space, Typography } from 'antd';
import { DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useMessageText } from '../runtime/messages';
import { entriesOf } from '../runtime/upload/entries';
import { FileList } from '../runtime/upload/FileList';
import { UploadTip } from '../runtime/upload/UploadTip';
import { useDownloads } from '../runtime/upload/useDownloads';
import { uploadTypes, useUploadField } from '../runtime/upload/useUploadField';
import { uploadFz } from './spec';

const ChunkPanel = lazy(() => import('../runtime/upload/ChunkPanel'));

export function FileUploadField(props: FieldProps) {
  const text = useMessageText();
  const field = useUploadField(props, 'file');
  const { download, downloadAll } = useDownloads(field.type);
  const input = useRef<HTMLInputElement>(null);
  const showDownload = props.props.showDownload !== false;
  const buttonText = typeof props.props.buttonText === 'string' && props.props.buttonText ? props.props.buttonText : 'uploader.clickToUpload';
  return (
    <div id={props.id} data-testid={`field-${props.name}`}>
      <Space size="middle">
        <Button icon={<UploadOutlined />} disabled={props.disabled} danger={props.invalid} onClick={() => field.mayAdd() && input.current?.click()} data-testid={`upload-button-${props.name}`}>
          {text(buttonText)}
        </Button>
        {showDownload && field.entries.length > 0 && (
          <Typography.Link onClick={() => void downloadAll(field.entries)} data-testid={`upload-download-all-${props.name}`}>
            <DownloadOutlined /> {text('uploader.downloadAll')}
          </Typography.Link>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        hidden
        multiple={field.settings.limit !== 1}
        accept={field.settings.accept || undefined}
        onChange={(event) => {
          field.choose(Array.from(event.target.files ?? []));
          // The same file may be chosen again after a refusal.
          event.target.value = '';
        }}
        data-testid={`upload-input-${props.name}`}
      />
      <UploadTip props={props.props} settings={field.settings} sizeTip="uploader.fileSizeTip" />
      <FileList entries={field.entries} pending={field.pending} onDownload={(entry) => void download(entry)} onRemove={props.disabled ? undefined : field.remove} showDownload={showDownload} />
      {field.chunked.length > 0 && (
        <Suspense fallback={null}>
          <ChunkPanel uploads={field.chunked} />
        </Suspense>
      )}
    </div>
  );
}

export function FileUploadView({ value, props }: ViewProps) {
  const text = useMessageText();
  const entries = entriesOf(value);
  const { download, downloadAll } = useDownloads(uploadTypes.file);
  const showDownload = props.showDownload !== false;
  if (entries.length === 0) return <span data-testid="upload-view-empty" />;
  return (
    <div data-testid="upload-view">
      <FileList entries={entries} onDownload={(entry) => void download(entry)} showDownload={showDownload} />
      {showDownload && entries.length > 1 && (
        <Typography.Link onClick={() => void downloadAll(entries)} data-testid="upload-view-download-all">
          <DownloadOutlined /> {text('uploader.downloadAll')}
        </Typography.Link>
      )}
    </div>
  );
}

/** A list shows the first two names, and how many more there are. */
export function fileCell(value: unknown) {
  const names = entriesOf(value).map((entry) => entry.name);
  if (names.length === 0) return null;
  const more = names.length > 2 ? ` +${names.length - 2}` : '';
  return (
    <span title={names.join('\n')} data-testid="upload-cell">
      {names.slice(0, 2).join(', ')}
      {more}
    </span>
  );
}

registerWidget({ spec: uploadFz, icon: PaperClipOutlined, edit: FileUploadField, view: FileUploadView, cell: fileCell });
