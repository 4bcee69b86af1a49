// Which viewer a file opens in (spec 01 §2.10): images in the image preview,
// anything else in a frame. Pure, so each rule is tested without a browser.

/** The image types the image preview shows; every other file goes to the frame. */
export const imageExtensions: readonly string[] = ['png', 'jpg', 'jpeg', 'bmp', 'gif'];

export interface PreviewFile {
  name: string;
  /** As the server gives it: an image's '/api/file/Image/...?key=' link, or an absolute address. */
  url?: string;
  /** A stored file's id: the frame asks GET /api/file/Uploader/Preview for a one-use link, download asks /api/file/Download. */
  fileId?: string;
  /** Upload type for the download link ('annex' when absent). */
  uploadType?: string;
  fileExtension?: string;
}

/** The extension named by the file, else the one its name ends with (lower case, no dot). */
export function extensionOf(file: Pick<PreviewFile, 'name' | 'fileExtension'>): string {
  const named = (file.fileExtension ?? '').replace(/^\./, '').trim();
  if (named) return named.toLowerCase();
  const dot = file.name.lastIndexOf('.');
  return dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
}

export type PreviewPlan = { kind: 'image'; src: string } | { kind: 'frame'; src: string } | { kind: 'storedFrame'; fileId: string } | { kind: 'missing' };

/**
 * What opening a file means: an image with a link opens in the image preview;
 * another stored file gets a one-use preview link first (its url is a
 * header-only address a frame cannot open); a file with only an address is
 * framed as it is; with neither there is nothing to show.
 */
export function planPreview(file: PreviewFile): PreviewPlan {
  const url = file.url?.trim() ?? '';
  const fileId = file.fileId?.trim() ?? '';
  if (imageExtensions.includes(extensionOf(file)) && url) return { kind: 'image', src: url };
  if (fileId) return { kind: 'storedFrame', fileId };
  if (url) return { kind: 'frame', src: url };
  return { kind: 'missing' };
}
