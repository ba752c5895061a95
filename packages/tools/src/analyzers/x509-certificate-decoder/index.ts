import '../../_shared/reflect-init.js';
import { bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import {
  AuthorityKeyIdentifierExtension,
  BasicConstraintsExtension,
  ExtendedKeyUsageExtension,
  KeyUsagesExtension,
  SubjectAlternativeNameExtension,
  SubjectKeyIdentifierExtension,
  X509Certificate,
  type Name,
} from '@peculiar/x509';
import { decodeBase64Text } from '../../_shared/base64-text.js';
import definition from './definition.js';

const MAX_CERTIFICATES = 20;
const DAY = 86_400_000;
const KEY_USAGES = ['digitalSignature', 'nonRepudiation', 'keyEncipherment', 'dataEncipherment', 'keyAgreement', 'keyCertSign', 'cRLSign', 'encipherOnly', 'decipherOnly'];
const EKU: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'serverAuth',
  '1.3.6.1.5.5.7.3.2': 'clientAuth',
  '1.3.6.1.5.5.7.3.3': 'codeSigning',
  '1.3.6.1.5.5.7.3.4': 'emailProtection',
  '1.3.6.1.5.5.7.3.8': 'timeStamping',
  '1.3.6.1.5.5.7.3.9': 'OCSPSigning',
  '2.5.29.37.0': 'anyExtendedKeyUsage',
};
const EXTENSIONS: Record<string, string> = {
  '2.5.29.14': 'subjectKeyIdentifier',
  '2.5.29.15': 'keyUsage',
  '2.5.29.17': 'subjectAltName',
  '2.5.29.18': 'issuerAltName',
  '2.5.29.19': 'basicConstraints',
  '2.5.29.30': 'nameConstraints',
  '2.5.29.31': 'cRLDistributionPoints',
  '2.5.29.32': 'certificatePolicies',
  '2.5.29.35': 'authorityKeyIdentifier',
  '2.5.29.37': 'extKeyUsage',
  '1.3.6.1.5.5.7.1.1': 'authorityInfoAccess',
  '1.3.6.1.4.1.11129.2.4.2': 'signedCertificateTimestamps',
  '1.3.6.1.5.5.7.1.24': 'tlsFeature',
};
const SAN_TYPES: Record<string, string> = { dns: 'DNS', ip: 'IP', email: 'email', url: 'URI', dn: 'DirName', guid: 'GUID', upn: 'UPN', id: 'RID' };
const KEY_NAMES: Record<string, string> = { 'RSASSA-PKCS1-v1_5': 'RSA', 'RSA-PSS': 'RSA-PSS', 'RSA-OAEP': 'RSA', ECDSA: 'EC', ECDH: 'EC' };
const CURVE_BITS: Record<string, number> = { 'P-256': 256, 'P-384': 384, 'P-521': 521, 'K-256': 256 };

class Invalid extends Error {}

/** The DER of every certificate in the input: PEM blocks, or the whole input as Base64. */
function readDer(text: string): Uint8Array[] {
  if (text.includes('-----BEGIN')) {
    const blocks = [...text.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g)];
    const certs = blocks.filter((b) => b[1] === 'CERTIFICATE' || b[1] === 'X509 CERTIFICATE' || b[1] === 'TRUSTED CERTIFICATE');
    if (certs.length === 0) {
      const label = /-----BEGIN ([^-]+)-----/.exec(text)?.[1];
      const what = label && /PRIVATE KEY/.test(label) ? ' That is a private key: never paste private keys into online tools.' : '';
      throw new Invalid(`No "-----BEGIN CERTIFICATE-----" block found${label ? ` (found "${label}")` : ''}.${what}`);
    }
    return certs.map((b, i) => {
      const decoded = decodeBase64Text(b[2]!.replace(/^[\w-]+:.*$/gm, ''));
      if (!decoded.ok) throw new Invalid(`Certificate ${i + 1}: the PEM body is not valid Base64: ${decoded.message}.`);
      return decoded.bytes;
    });
  }
  const decoded = decodeBase64Text(text);
  if (!decoded.ok) throw new Invalid(`The input is neither PEM (-----BEGIN CERTIFICATE-----) nor Base64 DER: ${decoded.message}.`);
  return [decoded.bytes];
}

function fields(name: Name) {
  return name.toJSON().flatMap((rdn) => Object.entries(rdn).flatMap(([type, values]) => values.map((value) => ({ type, value }))));
}

/** X.509 version from the DER: TBSCertificate starts with [0] EXPLICIT INTEGER when not v1. */
function versionOf(der: Uint8Array): number {
  let i = 0;
  const skipHeader = () => {
    i++; // tag
    const first = der[i++]!;
    if (first & 0x80) i += first & 0x7f;
  };
  skipHeader(); // Certificate SEQUENCE
  skipHeader(); // TBSCertificate SEQUENCE
  if (der[i] !== 0xa0) return 1;
  skipHeader(); // [0]
  skipHeader(); // INTEGER
  return (der[i] ?? 0) + 1;
}

/**
 * Validity times whose seconds read 60: X.509 times may carry a leap second (23:59:60), which a
 * JavaScript Date cannot hold; the ASN.1 reader reads it as the next second, and this says so.
 * The first two times in the DER are the validity's (nothing before them in TBSCertificate is a time).
 */
function leapSecondNotes(der: Uint8Array, index: number, of: number): string[] {
  const text = String.fromCharCode(...der.subarray(0, Math.min(der.length, 4096)));
  const times = [...text.matchAll(/\x17\x0d(\d{10})(\d\d)Z|\x18\x0f(\d{12})(\d\d)Z/g)].slice(0, 2);
  const where = of > 1 ? `Certificate ${index + 1}'s ` : 'The ';
  return times.flatMap((m, i) =>
    (m[2] ?? m[4]) === '60' ? [`${where}${i === 0 ? 'notBefore' : 'notAfter'} is a leap second (:60), read as the next second.`] : [],
  );
}

/** The check time: a datetime, where a leap second (…:60, which core accepts as RFC 3339 does) is read as the next second. */
function checkTime(text: string): { at: Date; note?: string } {
  const leap = /^(\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:)60(\.\d+)?(.*)$/.exec(text);
  if (!leap) return { at: new Date(text) };
  const at = new Date(new Date(`${leap[1]}59${leap[2] ?? ''}${leap[3]}`).getTime() + 1000);
  return { at, note: `The check time ${text} is a leap second, read as the next second (${Number.isNaN(at.getTime()) ? 'invalid' : at.toISOString()}).` };
}

const colonHex = (buf: ArrayBuffer) => bytesToHex(new Uint8Array(buf)).toUpperCase().replace(/(..)(?!$)/g, '$1:');

function signatureName(alg: Algorithm & { hash?: Algorithm }): string {
  const hash = alg.hash?.name.replace('-', '') ?? '';
  if (alg.name === 'RSASSA-PKCS1-v1_5') return `${hash.toLowerCase()}WithRSAEncryption`;
  if (alg.name === 'ECDSA') return `ecdsa-with-${hash}`;
  if (alg.name === 'RSA-PSS') return `rsassaPss (${alg.hash?.name ?? 'unknown hash'})`;
  return alg.name;
}

async function decode(cert: X509Certificate, at: Date) {
  const key = cert.publicKey.algorithm as Algorithm & { modulusLength?: number; namedCurve?: string };
  const basic = cert.getExtension(BasicConstraintsExtension);
  const usage = cert.getExtension(KeyUsagesExtension);
  const eku = cert.getExtension(ExtendedKeyUsageExtension);
  const san = cert.getExtension(SubjectAlternativeNameExtension);
  const notBefore = cert.notBefore.getTime();
  const notAfter = cert.notAfter.getTime();
  const now = at.getTime();
  const selfSigned = cert.subject === cert.issuer && (await cert.verify({ signatureOnly: true }).catch(() => false));
  return {
    subject: cert.subject,
    subjectFields: fields(cert.subjectName),
    issuer: cert.issuer,
    issuerFields: fields(cert.issuerName),
    serialNumber: cert.serialNumber.toUpperCase(),
    version: versionOf(new Uint8Array(cert.rawData)),
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    status: now < notBefore ? 'not yet valid' : now > notAfter ? 'expired' : 'valid',
    daysLeft: Math.floor((notAfter - now) / DAY),
    validityDays: Math.floor((notAfter - notBefore) / DAY),
    selfSigned,
    publicKey: {
      algorithm: KEY_NAMES[key.name] ?? key.name,
      bits: key.modulusLength ?? (key.namedCurve ? (CURVE_BITS[key.namedCurve] ?? null) : key.name === 'Ed25519' ? 256 : key.name === 'Ed448' ? 456 : null),
      curve: key.namedCurve ?? null,
      sha256: bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', cert.publicKey.rawData))),
    },
    signatureAlgorithm: signatureName(cert.signatureAlgorithm as Algorithm & { hash?: Algorithm }),
    subjectAltNames: san ? san.names.toJSON().map((n) => ({ type: SAN_TYPES[n.type] ?? n.type, value: n.value })) : [],
    basicConstraints: basic ? { ca: basic.ca, pathLength: basic.pathLength ?? null } : null,
    keyUsage: usage ? KEY_USAGES.filter((_, i) => usage.usages & (1 << i)) : null,
    extendedKeyUsage: eku ? eku.usages.map((u) => EKU[String(u)] ?? String(u)) : null,
    subjectKeyIdentifier: cert.getExtension(SubjectKeyIdentifierExtension)?.keyId.toLowerCase() ?? null,
    authorityKeyIdentifier: cert.getExtension(AuthorityKeyIdentifierExtension)?.keyId?.toLowerCase() ?? null,
    extensions: cert.extensions.map((e) => ({ oid: e.type, name: EXTENSIONS[e.type] ?? e.type, critical: e.critical })),
    fingerprints: {
      sha1: colonHex(await crypto.subtle.digest('SHA-1', cert.rawData)),
      sha256: colonHex(await crypto.subtle.digest('SHA-256', cert.rawData)),
    },
  };
}

export default defineTool(definition, async (params) => {
  let ders: Uint8Array[];
  try {
    ders = readDer(params.certificate.trim());
  } catch (error) {
    if (error instanceof Invalid) return failure('INVALID_INPUT', error.message);
    throw error;
  }
  if (ders.length > MAX_CERTIFICATES) return failure('CONSTRAINT_VIOLATION', `The input has ${ders.length} certificates; this tool decodes up to ${MAX_CERTIFICATES} at once.`);
  const certs: X509Certificate[] = [];
  for (const [i, der] of ders.entries()) {
    try {
      certs.push(new X509Certificate(der as Uint8Array<ArrayBuffer>));
    } catch (error) {
      const where = ders.length > 1 ? `Certificate ${i + 1} is` : 'The input is';
      return failure('INVALID_INPUT', `${where} not a valid X.509 certificate (${der.length} bytes of DER): ${(error as Error).message}.`);
    }
  }
  const checked = params.at ? checkTime(params.at) : { at: new Date() };
  const at = checked.at;
  if (Number.isNaN(at.getTime())) return failure('INVALID_INPUT', `"at" is not a date-time: ${params.at}`);
  const decoded = [];
  for (const cert of certs) decoded.push(await decode(cert, at));
  const links = [];
  for (let i = 0; i + 1 < certs.length; i++) {
    const issuerMatches = certs[i]!.issuer === certs[i + 1]!.subject;
    const signatureValid = await certs[i]!.verify({ publicKey: certs[i + 1]!.publicKey, signatureOnly: true }).catch(() => false);
    links.push({ index: i, issuerMatches, signatureValid });
  }
  const warnings: string[] = ders.flatMap((der, i) => leapSecondNotes(der, i, ders.length));
  if (checked.note) warnings.push(checked.note);
  const inOrder = links.every((l) => l.issuerMatches && l.signatureValid);
  if (!inOrder) {
    const reversed = certs.slice(1).every((c, i) => c.issuer === certs[i]!.subject);
    warnings.push(reversed ? 'The chain looks reversed: list the leaf certificate first, then each issuer.' : 'The certificates do not form a chain in this order (each must be issued and signed by the next).');
  }
  const expired = decoded.findIndex((c) => c.status !== 'valid');
  if (expired >= 0) warnings.push(`Certificate ${expired + 1} is ${decoded[expired]!.status} at ${at.toISOString()}.`);
  return withWarnings(success({ count: certs.length, checkedAt: at.toISOString(), certificates: decoded, chain: { inOrder, links } }), warnings);
});
