/** Longest stored name (the files table allows 255 characters). */
const MAX_NAME = 255;

/**
 * The name a file is kept and served under: the browser's name without a folder, control characters or
 * path separators, at most 255 characters (the extension kept when cut), or 'файл' when nothing is left.
 */
export function storedFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, '').trim();
  const chars = [...clean];
  if (chars.length === 0) return 'файл';
  if (chars.length <= MAX_NAME) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? [...clean.slice(dot)] : [];
  const keep = extension.length > 0 && extension.length <= 16 ? extension : [];
  return chars.slice(0, MAX_NAME - keep.length).join('') + keep.join('');
}
