// Small text helpers the catalog's formats share: dates as JNPF shows them, and
// option labels.
import type { FormatContext, WidgetProps } from './spec';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An epoch-millisecond time in local time, by a YYYY-MM-DD HH:mm:ss pattern. */
export function formatEpoch(value: unknown, pattern = 'YYYY-MM-DD'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const date = new Date(value);
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
}

interface StaticOption {
  label: string;
  value: string | number;
}

/** The option source of a choice widget's properties. */
export function optionSourceOf(props: WidgetProps): { kind: string; options?: StaticOption[]; dictionary?: string } | undefined {
  const source = props.options;
  return typeof source === 'object' && source !== null ? (source as { kind: string; options?: StaticOption[]; dictionary?: string }) : undefined;
}

/** A stored choice as its label: static options translated, dictionary items by the cache. */
export function choiceLabel(value: unknown, props: WidgetProps, context: FormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  const source = optionSourceOf(props);
  if (source?.kind === 'static') {
    const option = source.options?.find((o) => String(o.value) === String(value));
    if (option) return context.t(option.label);
  }
  if (source?.kind === 'dictionary' && source.dictionary && context.dictionaryLabel) return context.dictionaryLabel(source.dictionary, value);
  return String(value);
}
