/** The quoted-printable package (test reference only; no published types). */
declare module 'quoted-printable' {
  const qp: { encode(binaryString: string): string; decode(text: string): string };
  export default qp;
}
