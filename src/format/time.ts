// Epoch milliseconds as local date and time, for notices and profile fields.
export function formatDateTime(epochMillis: number | null | undefined): string {
  if (epochMillis === null || epochMillis === undefined) return '';
  const date = new Date(epochMillis);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
