// The chunked uploader's panel: one row per file with its state in the spec's
// words (文件校验中, 等待中, 上传中 as a percentage capped at 99% until the merge
// answered, 暂停中, 上传失败, 上传成功) and its pause, resume, retry and cancel
// marks. A thin view over ChunkedUpload, which holds all the logic.
import { useSyncExternalStore } from 'react';
import { Progress } from 'antd';
import { CaretRightOutlined, CloseOutlined, PauseOutlined, PaperClipOutlined, RedoOutlined } from '@ant-design/icons';
import { useMessageText } from '../messages';
import type { ChunkedUpload } from './chunkedUpload';

const markStyle = { cursor: 'pointer', opacity: 0.75 } as const;

function ChunkRow({ upload, index }: { upload: ChunkedUpload; index: number }) {
  const text = useMessageText();
  // The state and percentage are all a row shows; it redraws when either changes.
  useSyncExternalStore(
    (listener) => upload.subscribe(listener),
    () => `${upload.state}:${upload.percent}`,
  );
  const { state, percent } = upload;
  const status = state === 'uploading' ? `${percent}%` : text(`uploader.status.${state}`);
  const mark = (key: string, icon: typeof PauseOutlined, act: () => void) => {
    const Icon = icon;
    return <Icon style={markStyle} title={text(key)} aria-label={text(key)} onClick={act} data-testid={`chunk-${key.split('.')[1]}-${index}`} />;
  };
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }} data-testid={`chunk-upload-${index}`} data-state={state}>
      <PaperClipOutlined />
      <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{upload.name}</span>
      <Progress percent={percent} size="small" showInfo={false} status={state === 'error' ? 'exception' : state === 'success' ? 'success' : 'active'} style={{ width: 120, margin: 0 }} />
      <span style={{ minWidth: 72 }} data-testid={`chunk-status-${index}`}>
        {status}
      </span>
      {(state === 'waiting' || state === 'uploading') && mark('uploader.pause', PauseOutlined, () => upload.pause())}
      {state === 'paused' && mark('uploader.resume', CaretRightOutlined, () => upload.resume())}
      {state === 'error' && mark('uploader.retry', RedoOutlined, () => upload.retry())}
      {state !== 'success' && mark('uploader.cancel', CloseOutlined, () => upload.cancel())}
    </li>
  );
}

export default function ChunkPanel({ uploads }: { uploads: readonly ChunkedUpload[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="chunk-panel">
      {uploads.map((upload, index) => (
        <ChunkRow key={upload.id} upload={upload} index={index} />
      ))}
    </ul>
  );
}
