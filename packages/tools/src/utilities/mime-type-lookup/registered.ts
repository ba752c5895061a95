/**
 * IANA registrations whose templates name file extensions that mime-db (1.54) does not attach
 * to them, so the lookup would otherwise answer with an older unregistered type. Each entry is
 * the registration's own "File extension(s)" field; the unregistered type stays an alternative.
 */
export interface Registration {
  readonly extensions: readonly string[];
  readonly compressible?: boolean;
  readonly reference: string;
}

export const REGISTERED: Readonly<Record<string, Registration>> = {
  'application/yaml': { extensions: ['yaml', 'yml'], compressible: true, reference: 'RFC 9512 §2.1' },
  'application/cbor': { extensions: ['cbor'], reference: 'RFC 8949 §9.5' },
  'application/zstd': { extensions: ['zst'], reference: 'RFC 8878 §7.1' },
  'application/pkcs12': { extensions: ['p12', 'pfx'], reference: 'RFC 7292 Appendix D' },
};
