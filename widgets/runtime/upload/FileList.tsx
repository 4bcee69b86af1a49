// The files of an upload field: each name with its size, opened by download
// (through a one-use link), with a delete mark while editing; and the files
// still in flight in one request, with their progress and a cancel mark.
import { Progress, Typography } from 'antd';
import { CloseOutlined, DownloadOutlined, LoadingOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { FileEntry } from '@core/api/file';
import { useMessageText } from '../messages';
import { fileSizeText } from './rules';
import type { PendingUpload } from './useUploadField';

const rowStyle = { display: 'flex', alignItems: 'center', gap: 8, lineHeight: '26px', marginTop: 4 } as const;
const nameStyle = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const markStyle = { cursor: 'pointer', opacity: 0.75 } as const;

export interface FileListProps {
  entries: readonly FileEntry[];
  pending?: readonly PendingUpload[];
  onDownload(entry: FileEntry): void;
  /** Absent when read-only. */
  onRemove?(index: number): void;
  showDownload?: boolean;
}

export function FileList({ entries, pending = [], onDownload, onRemove, showDownload = true }: FileListProps) {
  const text = useMessageText();
  if (entries.length === 0 && pending.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="upload-files">
      {entries.map((entry, index) => {
        const size = typeof entry.fileSize === 'number' ? ` (${fileSizeText(entry.fileSize, text('uploader.bytes'))})` : '';
        return (
          <li key={`${entry.fileId}-${index}`} style={rowStyle} data-testid={`upload-file-${index}`}>
            <PaperClipOutlined />
            <Typography.Link style={nameStyle} title={entry.name + size} onClick={() => onDownload(entry)}>
              {entry.name}
              {size}
            </Typography.Link>
            {showDownload && <DownloadOutlined style={markStyle} title={text('uploader.download')} aria-label={text('uploader.download')} onClick={() => onDownload(entry)} data-testid={`upload-download-${index}`} />}
            {onRemove && <CloseOutlined style={markStyle} title={text('uploader.remove')} aria-label={text('uploader.remove')} onClick={() => onRemove(index)} data-testid={`upload-remove-${index}`} />}
          </li>
        );
      })}
      {pending.map((item) => (
        <li key={item.uid} style={rowStyle} data-testid="upload-pending">
          <LoadingOutlined />
          <span style={nameStyle}>{item.name}</span>
          <Progress percent={item.percent} size="small" style={{ width: 120, margin: 0 }} />
          <CloseOutlined style={markStyle} title={text('uploader.cancel')} aria-label={text('uploader.cancel')} onClick={item.cancel} />
        </li>
      ))}
    </ul>
  );
}
