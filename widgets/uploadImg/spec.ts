// Images kept by the file service (JNPF's uploadImg). The value is a list of
// {name, fileId, url}, url being the image's own link; on save the server
// rebuilds the entries from its file rows and refuses someone else's (ownFiles).
import { defineWidget } from '@core/widgets/catalog';
import {
  entryNames,
  imageEntrySchema,
  uploadButtonText,
  uploadFileSize,
  uploadFolder,
  uploadIsAccount,
  uploadLimit,
  uploadPathType,
  uploadShowTip,
  uploadSizeUnit,
  uploadTipText,
  uploadValueSchema,
} from '../uploadFz/spec';

export const uploadImg = defineWidget({
  key: 'uploadImg',
  order: 120,
  kind: 'field',
  group: 'upload',
  label: 'widget.uploadImg',
  properties: [uploadButtonText(''), uploadTipText, uploadShowTip, uploadFileSize, uploadSizeUnit, uploadLimit, uploadPathType, uploadIsAccount, uploadFolder],
  valueSchema: (props) => uploadValueSchema(props, imageEntrySchema, 'uploader.imageLimit'),
  columnType: () => ({ kind: 'json' }),
  format: entryNames,
  serverHook: 'ownFiles',
});
