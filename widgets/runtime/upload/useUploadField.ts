// What an upload field does between choosing files and storing entries (spec 03
// §4, §5, §8): it checks the limit, size and kind first; sends a small file in
// one request, shown as a pending item, and a large one (or any, when the node
// asks) through the chunked uploader; appends each entry the server answers and
// emits the change. A failed or cancelled upload just leaves the list: the
// transport has shown the server's msg already.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App as AntApp } from 'antd';
import { chunkUpload, type FileEntry, type UploadedFile } from '@core/api/file';
import { ResultCode } from '@core/api/envelope';
import { messageKey } from '@core/i18n/text';
import type { FieldProps } from '../../contract';
import { useApi } from '../ApiContext';
import { useMessageText } from '../messages';
import { ChunkedUpload } from './chunkedUpload';
import { entriesOf, fileEntryFrom, imageEntryFrom } from './entries';
import { fileCallsWith, isAbort } from './fileCalls';
import { acceptWords, acceptsFile, isImageFile, limitReached, tooLarge, uploadSettings, type UploadSettings } from './rules';
import { UploadSlots } from './uploadSlots';

export type UploadKind = 'file' | 'image';

/** A file in flight in one request. */
export interface PendingUpload {
  uid: string;
  name: string;
  /** 0–100 of the bytes sent. */
  percent: number;
  cancel(): void;
}

interface KindRules {
  /** JNPF's default upload types. */
  type: string;
  limitMessage: 'uploader.fileLimit' | 'uploader.imageLimit';
  sizeMessage: 'uploader.fileTooLarge' | 'uploader.imageTooLarge';
  /** The refusal of a file of a kind the node does not take, or undefined. */
  refusal(file: File, settings: UploadSettings, words: (keys: string[]) => string): string | undefined;
  entryOf(answer: UploadedFile, chosenName: string): FileEntry;
}

/** JNPF's default upload types (spec 03 §3). */
export const uploadTypes: Record<UploadKind, string> = { file: 'annex', image: 'annexpic' };

const kinds: Record<UploadKind, KindRules> = {
  file: {
    type: uploadTypes.file,
    limitMessage: 'uploader.fileLimit',
    sizeMessage: 'uploader.fileTooLarge',
    refusal: (file, settings, words) => (acceptsFile(file, settings.accept) ? undefined : messageKey('uploader.fileTypeRefused', { types: words(acceptWords(settings.accept)) })),
    entryOf: fileEntryFrom,
  },
  image: {
    type: uploadTypes.image,
    limitMessage: 'uploader.imageLimit',
    sizeMessage: 'uploader.imageTooLarge',
    refusal: (file) => (isImageFile(file) ? undefined : 'uploader.imageRequired'),
    entryOf: imageEntryFrom,
  },
};

/** Success rows of the chunked panel stay this long, showing 上传成功, before the file shows in the list alone. */
const successShownMs = 1500;

let uploadCount = 0;

export function useUploadField(props: FieldProps, kind: UploadKind) {
  const api = useApi();
  const { message } = AntApp.useApp();
  const text = useMessageText();
  const rules = kinds[kind];
  const settings = useMemo(() => uploadSettings(props.props), [props.props]);
  const entries = useMemo(() => entriesOf(props.value), [props.value]);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [chunked, setChunked] = useState<ChunkedUpload[]>([]);
  // Uploads finishing together each append to what the one before stored, not to the value of the last render.
  const latest = useRef(entries);
  const inFlight = useRef(0);
  const slots = useMemo(() => new UploadSlots(), []);
  const { onChange, onBlur } = props;

  useEffect(() => {
    latest.current = entries;
  }, [entries]);

  const store = useCallback(
    (next: FileEntry[]) => {
      latest.current = next;
      onChange(next);
      onBlur();
    },
    [onChange, onBlur],
  );

  const fail = useCallback((key: string) => void message.error(text(key)), [message, text]);

  /** Appends an entry the server answered, unless the list filled up meanwhile. */
  const append = useCallback(
    (entry: FileEntry) => {
      const full = limitReached(latest.current.length, settings.limit, rules.limitMessage);
      if (full) return fail(full);
      store([...latest.current, entry]);
    },
    [settings.limit, rules, store, fail],
  );

  const remove = useCallback((index: number) => store(latest.current.filter((_, at) => at !== index)), [store]);

  const sendWhole = useCallback(
    async (file: File) => {
      const controller = new AbortController();
      const uid = `upload-${(uploadCount += 1)}`;
      const setPercent = (percent: number) => setPending((items) => items.map((item) => (item.uid === uid ? { ...item, percent } : item)));
      setPending((items) => [...items, { uid, name: file.name, percent: 0, cancel: () => controller.abort() }]);
      inFlight.current += 1;
      try {
        const calls = fileCallsWith(api.transport, { signal: controller.signal, onUploadProgress: (loaded, total) => setPercent(Math.floor((loaded / (total || file.size || 1)) * 100)) });
        const answer = await calls.upload(rules.type, file, file.name, settings.query);
        if (answer.code === ResultCode.ok) append(rules.entryOf(answer.data, file.name));
      } catch (error) {
        if (!isAbort(error)) fail('uploader.failed');
      } finally {
        inFlight.current -= 1;
        setPending((items) => items.filter((item) => item.uid !== uid));
      }
    },
    [api.transport, rules, settings.query, append, fail],
  );

  const sendInChunks = useCallback(
    (file: File) => {
      const upload: ChunkedUpload = new ChunkedUpload(
        file,
        { type: rules.type, query: settings.query },
        {
          calls: (signal, progress) => fileCallsWith(api.transport, { signal, onUploadProgress: progress }),
          hash: async (blob, signal) => (await import('./md5')).md5Of(blob, signal),
          wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          slots,
        },
        {
          succeeded: (entry) => {
            append(entry);
            setTimeout(() => setChunked((items) => items.filter((item) => item !== upload)), successShownMs);
          },
          notice: fail,
        },
      );
      const stopListening = upload.subscribe(() => {
        if (upload.state !== 'cancelled' && upload.state !== 'success') return;
        stopListening();
        inFlight.current -= 1;
        if (upload.state === 'cancelled') setChunked((items) => items.filter((item) => item !== upload));
      });
      inFlight.current += 1;
      setChunked((items) => [...items, upload]);
      void upload.start();
    },
    [api.transport, rules, settings.query, slots, append, fail],
  );

  /** Whether another file may be chosen; says the limit message when not. */
  const mayAdd = useCallback(() => {
    const full = limitReached(latest.current.length + inFlight.current, settings.limit, rules.limitMessage);
    if (full) fail(full);
    return !full;
  }, [settings.limit, rules, fail]);

  /** The files a user chose: each checked, then sent; the first refusal is said and the rest are dropped. */
  const choose = useCallback(
    (files: readonly File[]) => {
      const words = (keys: string[]) => keys.map((key) => text(key)).join('、');
      for (const file of files) {
        if (!mayAdd()) return;
        const refusal = rules.refusal(file, settings, words) ?? tooLarge(file.size, settings, rules.sizeMessage);
        if (refusal) return fail(refusal);
        if (kind === 'file' && (props.props.chunked === true || file.size > chunkUpload.chunkSize)) sendInChunks(file);
        else void sendWhole(file);
      }
    },
    [kind, rules, settings, props.props.chunked, text, mayAdd, fail, sendInChunks, sendWhole],
  );

  // A form closed mid-upload stops its uploads.
  const running = useRef({ pending, chunked });
  useEffect(() => {
    running.current = { pending, chunked };
  }, [pending, chunked]);
  useEffect(
    () => () => {
      running.current.pending.forEach((item) => item.cancel());
      running.current.chunked.forEach((upload) => upload.cancel());
    },
    [],
  );

  return { entries, pending, chunked, settings, type: rules.type, choose, mayAdd, remove };
}
