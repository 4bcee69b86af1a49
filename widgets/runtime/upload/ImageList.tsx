// The images of an upload field as thumbnails that open antd's preview (all of
// the field's images, browsable), with a delete mark while editing, and the
// images still in flight with their progress. Image links carry their own key,
// so an <img> shows them without a header.
import type { CSSProperties, ReactNode } from 'react';
import { Image, Progress } from 'antd';
import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import type { FileEntry } from '@core/api/file';
import { useMessageText } from '../messages';
import type { PendingUpload } from './useUploadField';

export const thumbnailSize = 96;
/** In a sub-table cell, a tile fits a row. */
export const compactThumbnailSize = 48;

const tileStyleOf = (size: number): CSSProperties => ({
  position: 'relative',
  width: size,
  height: size,
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  padding: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

const removeStyle: CSSProperties = { position: 'absolute', top: 2, right: 2, padding: 3, borderRadius: 4, background: 'rgba(0,0,0,0.45)', color: '#fff', cursor: 'pointer', fontSize: 12 };

export interface ImageListProps {
  entries: readonly FileEntry[];
  pending?: readonly PendingUpload[];
  /** Absent when read-only. */
  onRemove?(index: number): void;
  /** The upload button, drawn as the last tile. */
  children?: ReactNode;
  /** A tile's width and height (px). */
  size?: number;
}

export function ImageList({ entries, pending = [], onRemove, children, size = thumbnailSize }: ImageListProps) {
  const text = useMessageText();
  const tileStyle = tileStyleOf(size);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="upload-images">
      <Image.PreviewGroup>
        {entries.map((entry, index) => (
          <div key={`${entry.fileId}-${index}`} style={tileStyle} data-testid={`upload-image-${index}`}>
            <Image src={entry.url} alt={entry.name} width={size - 10} height={size - 10} style={{ objectFit: 'cover' }} />
            {onRemove && <DeleteOutlined style={removeStyle} title={text('uploader.remove')} aria-label={text('uploader.remove')} onClick={() => onRemove(index)} data-testid={`upload-remove-${index}`} />}
          </div>
        ))}
      </Image.PreviewGroup>
      {pending.map((item) => (
        <div key={item.uid} style={tileStyle} data-testid="upload-pending" title={item.name}>
          <Progress type="circle" percent={item.percent} size={Math.round(size * 0.58)} />
          <CloseOutlined style={removeStyle} title={text('uploader.cancel')} aria-label={text('uploader.cancel')} onClick={item.cancel} />
        </div>
      ))}
      {children}
    </div>
  );
}
