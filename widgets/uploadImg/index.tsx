// Image upload: thumbnails that open a preview, a tile that opens the image
// chooser, each image sent in one request. Read-only, the thumbnails with their
// preview; in a list, tiny thumbnails.
import { useRef } from 'react';
import { Image } from 'antd';
import { FileImageOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useMessageText } from '../runtime/messages';
import { entriesOf } from '../runtime/upload/entries';
import { compactThumbnailSize, ImageList, thumbnailSize } from '../runtime/upload/ImageList';
import { UploadTip } from '../runtime/upload/UploadTip';
import { useUploadField } from '../runtime/upload/useUploadField';
import { uploadImg } from './spec';

const addTileStyleOf = (size: number) => ({
  width: size,
  height: size,
  border: '1px dashed #d9d9d9',
  borderRadius: 6,
  background: 'rgba(0,0,0,0.02)',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  cursor: 'pointer',
}) as const;

export function ImageUploadField(props: FieldProps) {
  const text = useMessageText();
  const field = useUploadField(props, 'image');
  const input = useRef<HTMLInputElement>(null);
  const buttonText = typeof props.props.buttonText === 'string' ? props.props.buttonText : '';
  const size = props.compact ? compactThumbnailSize : thumbnailSize;
  return (
    <div id={props.id} data-testid={`field-${props.name}`}>
      <ImageList entries={field.entries} pending={field.pending} onRemove={props.disabled ? undefined : field.remove} size={size}>
        {!props.disabled && (
          <button
            type="button"
            style={{ ...addTileStyleOf(size), borderColor: props.invalid ? '#ff4d4f' : '#d9d9d9' }}
            onClick={() => field.mayAdd() && input.current?.click()}
            aria-label={buttonText ? text(buttonText) : text('widget.uploadImg')}
            data-testid={`upload-button-${props.name}`}
          >
            <PlusOutlined />
            {buttonText && !props.compact && <span>{text(buttonText)}</span>}
          </button>
        )}
      </ImageList>
      <input
        ref={input}
        type="file"
        hidden
        multiple={field.settings.limit !== 1}
        accept="image/*"
        onChange={(event) => {
          field.choose(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
        data-testid={`upload-input-${props.name}`}
      />
      <UploadTip props={props.props} settings={field.settings} sizeTip="uploader.imageSizeTip" />
    </div>
  );
}

export function ImageUploadView({ value }: ViewProps) {
  const entries = entriesOf(value);
  if (entries.length === 0) return <span data-testid="upload-view-empty" />;
  return (
    <div data-testid="upload-view">
      <ImageList entries={entries} />
    </div>
  );
}

const cellSize = 24;
const cellCount = 3;

/** A list shows the first three images small (each opens the preview), and how many more there are. */
export function imageCell(value: unknown) {
  const entries = entriesOf(value);
  if (entries.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }} data-testid="upload-cell">
      <Image.PreviewGroup>
        {entries.slice(0, cellCount).map((entry, index) => (
          <Image key={`${entry.fileId}-${index}`} src={entry.url} alt={entry.name} width={cellSize} height={cellSize} style={{ objectFit: 'cover', borderRadius: 2 }} />
        ))}
      </Image.PreviewGroup>
      {entries.length > cellCount && <span>+{entries.length - cellCount}</span>}
    </span>
  );
}

registerWidget({ spec: uploadImg, icon: FileImageOutlined, edit: ImageUploadField, view: ImageUploadView, cell: imageCell });
