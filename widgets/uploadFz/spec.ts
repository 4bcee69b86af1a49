// Files kept by the file service (JNPF's uploadFz). The value is a list of
// {name, fileId, url, fileSize, fileExtension, fileVersionId}; on save the server
// rebuilds every entry from its own file rows and refuses someone else's files
// (ownFiles). The upload properties image uploads share are declared here too.
import { defineWidget } from '@core/widgets/catalog';
import type { PropertySpec, WidgetProps } from '@core/widgets/spec';
import type { JsonSchema } from '@core/schema/types';
import { messageKey } from '@core/i18n/text';
import { sizeUnits } from '@core/api/file';

/** The most entries an upload field may hold, whatever its limit (the server's bound too). */
export const maxUploadEntries = 200;

/** How many files or images at most; 0 means no limit of its own. */
export const uploadLimit: PropertySpec = { name: 'limit', label: 'designer.uploadLimit', editor: 'number', type: 'integer', default: 9, min: 0, max: maxUploadEntries };

/** Each file must be below this many sizeUnits; 0 checks nothing in the browser (the server's own limit still holds). */
export const uploadFileSize: PropertySpec = { name: 'fileSize', label: 'designer.fileSize', editor: 'number', type: 'integer', default: 10, min: 0, max: 10_240 };

export const uploadSizeUnit: PropertySpec = {
  name: 'sizeUnit',
  label: 'designer.sizeUnit',
  editor: 'select',
  type: 'string',
  default: 'MB',
  choices: Object.keys(sizeUnits).map((unit) => ({ label: unit, value: unit })),
};

/** JNPF's storage choice, sent with every upload; the server keeps files under keys of its own either way. */
export const uploadPathType: PropertySpec = {
  name: 'pathType',
  label: 'designer.pathType',
  editor: 'select',
  type: 'string',
  default: 'defaultPath',
  choices: [
    { label: 'designer.pathType.default', value: 'defaultPath' },
    { label: 'designer.pathType.self', value: 'selfPath' },
  ],
};

export const uploadIsAccount: PropertySpec = { name: 'isAccount', label: 'designer.isAccount', editor: 'switch', type: 'integer', default: 0, min: 0, max: 1 };

/** Folder names as the server takes them: letters, digits, _ and -, separated by '/'. */
const folderPattern = /^$|^[\p{L}\p{N}_-]+(\/[\p{L}\p{N}_-]+)*$/u;

export const uploadFolder: PropertySpec = {
  name: 'folder',
  label: 'designer.folder',
  editor: 'text',
  type: 'string',
  default: '',
  check: (value) => (typeof value === 'string' && value.length <= 100 && folderPattern.test(value) ? undefined : 'must be folder names separated by / (letters, digits, _ and -), at most 100 characters'),
};

export const uploadTipText: PropertySpec = { name: 'tipText', label: 'designer.uploadTip', editor: 'text', type: 'string', default: '' };

/** Without a tip text of its own, show the size limit below the control. */
export const uploadShowTip: PropertySpec = { name: 'showTip', label: 'designer.showTip', editor: 'switch', type: 'boolean', default: false };

export const uploadButtonText = (fallback: string): PropertySpec => ({ name: 'buttonText', label: 'designer.uploadButtonText', editor: 'text', type: 'string', default: fallback });

/** Extensions (.pdf) and kinds (image/*), comma-separated, as JNPF's designer writes them; empty takes any file. */
const acceptPattern = /^$|^(\.[A-Za-z0-9]{1,20}|[a-z]+\/\*)(,(\.[A-Za-z0-9]{1,20}|[a-z]+\/\*))*$/;

const accept: PropertySpec = {
  name: 'accept',
  label: 'designer.accept',
  editor: 'text',
  type: 'string',
  default: '',
  check: (value) => (typeof value === 'string' && acceptPattern.test(value) ? undefined : 'must list extensions (.pdf) or kinds (image/*) separated by commas'),
};

/** A fileId as the file service makes them. */
const fileId: JsonSchema = { type: 'string', pattern: '^[0-9]{1,40}$' };
const entryName: JsonSchema = { type: 'string', minLength: 1, maxLength: 255 };
const entryUrl: JsonSchema = { type: 'string', maxLength: 1000 };

/** One file entry; fields the server does not know are dropped (JNPF's thumbUrl, say). */
export const fileEntrySchema: JsonSchema = {
  type: 'object',
  required: ['name', 'fileId', 'url'],
  additionalProperties: false,
  properties: {
    name: entryName,
    fileId,
    url: entryUrl,
    fileSize: { type: 'integer', minimum: 0 },
    fileExtension: { type: 'string', maxLength: 20 },
    fileVersionId: { type: 'string', maxLength: 40 },
  },
};

export const imageEntrySchema: JsonSchema = { type: 'object', required: ['name', 'fileId', 'url'], additionalProperties: false, properties: { name: entryName, fileId, url: entryUrl } };

/** The node's limit, 0 when it sets none. */
export const limitOf = (props: WidgetProps) => (typeof props.limit === 'number' && props.limit > 0 ? Math.min(props.limit, maxUploadEntries) : 0);

/** A list of entries, at most the node's limit, told with the widget's own limit message. */
export function uploadValueSchema(props: WidgetProps, entry: JsonSchema, limitMessage: string): JsonSchema {
  const most = limitOf(props) || maxUploadEntries;
  return { type: 'array', items: entry, allOf: [{ maxItems: most, errorMessage: { maxItems: messageKey(limitMessage, { limit: most }) } }] };
}

/** The entries' names, for lists, exports and plain text. */
export function entryNames(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value.map((entry: unknown) => (typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string' ? (entry as { name: string }).name : '')).filter(Boolean).join(',');
}

export const uploadFz = defineWidget({
  key: 'uploadFz',
  order: 110,
  kind: 'field',
  group: 'upload',
  label: 'widget.uploadFz',
  properties: [
    uploadButtonText('uploader.clickToUpload'),
    uploadTipText,
    uploadShowTip,
    accept,
    uploadFileSize,
    uploadSizeUnit,
    uploadLimit,
    uploadPathType,
    uploadIsAccount,
    uploadFolder,
    { name: 'chunked', label: 'designer.chunked', editor: 'switch', type: 'boolean', default: false },
    { name: 'showDownload', label: 'designer.showDownload', editor: 'switch', type: 'boolean', default: true },
  ],
  valueSchema: (props) => uploadValueSchema(props, fileEntrySchema, 'uploader.fileLimit'),
  columnType: () => ({ kind: 'json' }),
  format: entryNames,
  serverHook: 'ownFiles',
});
