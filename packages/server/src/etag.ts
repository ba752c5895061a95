/** A strong ETag from FNV-1a and the length: enough to tell two versions of a document apart. */
export function etagOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `"${(h >>> 0).toString(16)}-${text.length.toString(16)}"`;
}
