// des.js ships no types: the two constructors this tool uses (ECB block transforms without padding).
declare module 'des.js' {
  interface Transform {
    update(data: Uint8Array | number[]): number[];
    final(): number[];
  }
  interface Factory {
    create(options: { type: 'encrypt' | 'decrypt'; key: Uint8Array | number[]; padding?: boolean }): Transform;
  }
  const des: { DES: Factory; EDE: Factory };
  export default des;
}
