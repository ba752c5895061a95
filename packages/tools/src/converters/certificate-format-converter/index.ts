import '../../_shared/reflect-init.js';
import { base64ToBytes, bytesToBase64, bytesToHex, defineTool, failure, hexToBytes, parseFileValue, success, utf8Decode } from '@ctp/core';
import { Pkcs10CertificateRequest, X509Certificate } from '@peculiar/x509';
import { KeyError, pemBlocks, toPem, type PemBlock } from '../../_shared/key-material.js';
import definition from './definition.js';

const MEDIA: Record<string, [string, string]> = {
  CERTIFICATE: ['application/pkix-cert', 'cer'],
  'CERTIFICATE REQUEST': ['application/pkcs10', 'csr'],
  'X509 CRL': ['application/pkix-crl', 'crl'],
  'PRIVATE KEY': ['application/pkcs8', 'key'],
};

function subjectOf(block: PemBlock): string | null {
  try {
    if (block.label === 'CERTIFICATE') return new X509Certificate(block.der).subject;
    if (/CERTIFICATE REQUEST$/.test(block.label)) return new Pkcs10CertificateRequest(block.der).subject;
  } catch {
    /* not parseable as such: still convertible */
  }
  return null;
}

/** DER bytes read as a certificate (binary input has no label; a SEQUENCE is assumed to be one). */
function readInput(text: string | undefined, file: string | undefined): PemBlock[] | string {
  let raw: string;
  if (text !== undefined) raw = text.trim();
  else if (file !== undefined) {
    const value = parseFileValue(file);
    if ('error' in value) return `The file ${value.error}.`;
    const bytes = value.bytes();
    if (bytes[0] === 0x30) return [{ label: 'CERTIFICATE', der: bytes as Uint8Array<ArrayBuffer> }];
    raw = utf8Decode(bytes).trim();
  } else return 'Give the certificate as text (input) or as a file.';
  if (raw.includes('-----BEGIN')) {
    const blocks = pemBlocks(raw);
    return blocks.length ? blocks : 'The PEM text has a BEGIN line without a matching END line.';
  }
  const compact = raw.replace(/\s+/g, '');
  let der: Uint8Array;
  try {
    der = /^([0-9a-fA-F]{2})+$/.test(compact) ? hexToBytes(compact) : base64ToBytes(compact);
  } catch {
    return 'The input is neither PEM nor base64 or hex DER.';
  }
  if (der[0] !== 0x30) return 'The decoded bytes are not DER (a certificate starts with a SEQUENCE, byte 0x30).';
  return [{ label: 'CERTIFICATE', der: der as Uint8Array<ArrayBuffer> }];
}

export default defineTool(definition, async (params) => {
  try {
    const blocks = readInput(params.input, params.file);
    if (typeof blocks === 'string') return failure(params.input === undefined && params.file === undefined ? 'MISSING_REQUIRED' : 'INVALID_INPUT', blocks);
    if (params.index > blocks.length) return failure('INVALID_INPUT', `The input holds ${blocks.length} object(s); index ${params.index} does not exist.`);
    const objects = [];
    for (const block of blocks) {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', block.der));
      objects.push({ label: block.label, bytes: block.der.length, subject: subjectOf(block), sha256: bytesToHex(digest, ':').toUpperCase() });
    }
    const chosen = blocks[params.index - 1]!;
    const [mediaType, extension] = MEDIA[chosen.label] ?? ['application/octet-stream', 'der'];
    const output = params.to === 'pem' ? blocks.map((b) => toPem(b.label, b.der)).join('') : params.to === 'hex' ? bytesToHex(chosen.der) : bytesToBase64(chosen.der);
    return success({ output, derFile: bytesToBase64(chosen.der), format: params.to, objects, mediaType, extension });
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
