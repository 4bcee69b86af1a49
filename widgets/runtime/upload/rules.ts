// What an upload field checks in the browser before sending a file (spec 03 §5):
// the node's limit, the size in its unit, the kinds it accepts. Each check answers
// the message to show (a text key with its values) or undefined when it passes.
import { sizeUnits, type SizeUnit, type UploadQuery } from '@core/api/file';
import { messageKey } from '@core/i18n/text';
import type { WidgetProps } from '@core/widgets';

/** The node's upload properties, read once with their fallbacks. */
export interface UploadSettings {
  /** 0: no limit. */
  limit: number;
  /** 0: no size check. */
  fileSize: number;
  sizeUnit: SizeUnit;
  accept: string;
  query: UploadQuery;
}

const isSizeUnit = (value: unknown): value is SizeUnit => typeof value === 'string' && value in sizeUnits;

export function uploadSettings(props: WidgetProps): UploadSettings {
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && value >= 0 ? value : fallback);
  return {
    limit: number(props.limit, 0),
    fileSize: number(props.fileSize, 10),
    sizeUnit: isSizeUnit(props.sizeUnit) ? props.sizeUnit : 'MB',
    accept: typeof props.accept === 'string' ? props.accept : '',
    query: {
      pathType: props.pathType === 'selfPath' ? 'selfPath' : 'defaultPath',
      isAccount: props.isAccount === 1 ? 1 : 0,
      folder: typeof props.folder === 'string' && props.folder ? props.folder : undefined,
    },
  };
}

/** The limit message once `count` entries reach it (an upload is then refused). */
export function limitReached(count: number, limit: number, message: 'uploader.fileLimit' | 'uploader.imageLimit'): string | undefined {
  return limit > 0 && count >= limit ? messageKey(message, { limit }) : undefined;
}

/** A file must be below the limit (JNPF compares size / unit < fileSize). */
export function tooLarge(bytes: number, settings: UploadSettings, message: 'uploader.fileTooLarge' | 'uploader.imageTooLarge'): string | undefined {
  if (!settings.fileSize || bytes / sizeUnits[settings.sizeUnit] < settings.fileSize) return undefined;
  return messageKey(message, { size: settings.fileSize, unit: settings.sizeUnit });
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const kindWords: Record<string, string> = { 'image/*': 'uploader.accept.image', 'video/*': 'uploader.accept.video', 'audio/*': 'uploader.accept.audio' };

/** The accepted kinds as the refusal names them: text keys for image/video/audio, extensions as written. */
export function acceptWords(accept: string): string[] {
  return accept.split(',').filter(Boolean).map((token) => kindWords[token] ?? token.replace(/^\./, ''));
}

/** Whether a file is of a kind the node accepts: its extension is listed, or its MIME type falls under a listed kind. */
export function acceptsFile(file: { name: string; type: string }, accept: string): boolean {
  const tokens = accept.split(',').map((token) => token.trim().toLowerCase()).filter(Boolean);
  if (tokens.length === 0 || tokens.includes('*')) return true;
  const extension = `.${extensionOf(file.name)}`;
  const type = file.type.toLowerCase();
  return tokens.some((token) => (token.endsWith('/*') ? type.startsWith(token.slice(0, -1)) : token === extension));
}

/** The browser's word on whether a chosen file is an image (the server checks its bytes). */
export const isImageFile = (file: { type: string }) => /^image\//i.test(file.type);

const sizeSteps: readonly [number, string][] = [
  [sizeUnits.GB, 'GB'],
  [sizeUnits.MB, 'MB'],
  [sizeUnits.KB, 'KB'],
];

/** A size as JNPF shows it beside a file: two decimals at most in the largest unit that fits; bytes below 1 KB. */
export function fileSizeText(bytes: number, bytesWord: string): string {
  const step = sizeSteps.find(([size]) => bytes >= size);
  const shown = (value: number) => String(Math.round(value * 100) / 100);
  return step ? `${shown(bytes / step[0])} ${step[1]}` : `${shown(bytes)} ${bytesWord}`;
}
