/** The part of bencode 4 (no published types) this tool uses. */
declare module 'bencode' {
  const bencode: { encode(value: unknown): Uint8Array; decode(bytes: Uint8Array): unknown };
  export default bencode;
}
