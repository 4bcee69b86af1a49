// A file name as a client sent it is shown, never used as a path: it is cut to
// its last segment, rid of control and direction-changing characters, and
// shortened keeping its extension.

export const maxNameLength = 200;

/** C0 and C1 controls, DEL, and the marks that reorder text (a name could pose as another). */
function isUnsafe(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** The name to store and show for what a client called its file. */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = [...lastSegment].filter((character) => !isUnsafe(character)).join('').trim();
  if (name === '' || /^\.+$/.test(name)) name = 'file';
  if ([...name].length <= maxNameLength) return name;
  const extension = extensionOf(name);
  const suffix = extension ? `.${extension}` : '';
  return [...name].slice(0, maxNameLength - suffix.length).join('') + suffix;
}

/** The lowercase extension without the dot, or '' (none, or not letters and digits). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return '';
  const extension = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

/** Names for the entries of a zip, each unique: a repeated name gets " (2)", " (3)" … before its extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const extension = extensionOf(name);
    const stem = extension ? name.slice(0, -(extension.length + 1)) : name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension ? `.${extension}` : ''}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
