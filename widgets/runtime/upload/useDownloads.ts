// Downloads of stored files through one-use links (ARCHITECTURE §8 "Files"): the
// signed-in call answers a link carrying its own ticket, which the browser then
// opens without a header. 全部下载 packs every entry into one zip; with none (a
// caller that offers it anyway) it says 未发现文件.
import { useCallback } from 'react';
import { App as AntApp } from 'antd';
import { ResultCode } from '@core/api/envelope';
import type { FileEntry } from '@core/api/file';
import { useApi } from '../ApiContext';
import { useMessageText } from '../messages';

/** Has the browser save what `url` answers under `name`. */
export function saveByLink(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function useDownloads(type: string) {
  const api = useApi();
  const { message } = AntApp.useApp();
  const text = useMessageText();

  const download = useCallback(
    async (entry: Pick<FileEntry, 'fileId' | 'name'>) => {
      const answer = await api.file.downloadLink(type, entry.fileId);
      if (answer.code === ResultCode.ok) saveByLink(answer.data.url, entry.name);
    },
    [api, type],
  );

  const downloadAll = useCallback(
    async (entries: readonly Pick<FileEntry, 'fileId' | 'name'>[]) => {
      if (entries.length === 0) return void message.error(text('uploader.noFiles'));
      const answer = await api.file.packDownload(type, entries.map((entry) => ({ fileId: entry.fileId, fileName: entry.name })));
      if (answer.code === ResultCode.ok && answer.data?.downloadVo) saveByLink(answer.data.downloadVo.url, answer.data.downloadName);
    },
    [api, type, message, text],
  );

  return { download, downloadAll };
}
