import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { X509Certificate as NodeX509 } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Cert = {
  subject: string;
  subjectFields: Array<{ type: string; value: string }>;
  issuer: string;
  serialNumber: string;
  version: number;
  notBefore: string;
  notAfter: string;
  status: string;
  daysLeft: number;
  validityDays: number;
  selfSigned: boolean;
  publicKey: { algorithm: string; bits: number | null; curve: string | null; sha256: string };
  signatureAlgorithm: string;
  subjectAltNames: Array<{ type: string; value: string }>;
  basicConstraints: { ca: boolean; pathLength: number | null } | null;
  keyUsage: string[] | null;
  extendedKeyUsage: string[] | null;
  subjectKeyIdentifier: string | null;
  authorityKeyIdentifier: string | null;
  extensions: Array<{ oid: string; name: string; critical: boolean }>;
  fingerprints: { sha1: string; sha256: string };
};
type Out = { count: number; checkedAt: string; certificates: Cert[]; chain: { inOrder: boolean; links: Array<{ index: number; issuerMatches: boolean; signatureValid: boolean }> } };

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
const EC = { name: 'ECDSA', namedCurve: 'P-384', hash: 'SHA-384' };
const Flags = x509.KeyUsageFlags;
let root: string, intermediate: string, leaf: string, impostor: string;

beforeAll(async () => {
  const rootKeys = await crypto.subtle.generateKey(RSA, true, ['sign', 'verify']);
  const interKeys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const leafKeys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const otherKeys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const caExt = async (keys: CryptoKeyPair, path?: number) => [
    new x509.BasicConstraintsExtension(true, path, true),
    new x509.KeyUsagesExtension(Flags.keyCertSign | Flags.cRLSign, true),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
  ];
  const rootCert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01', name: 'CN=Test Root, O=Test', notBefore: new Date('2020-01-01T00:00:00Z'), notAfter: new Date('2040-01-01T00:00:00Z'),
    signingAlgorithm: RSA, keys: rootKeys, extensions: await caExt(rootKeys),
  });
  const interCert = await x509.X509CertificateGenerator.create({
    serialNumber: '0a0b', subject: 'CN=Test Intermediate, O=Test', issuer: rootCert.subject, notBefore: new Date('2021-01-01T00:00:00Z'), notAfter: new Date('2031-01-01T00:00:00Z'),
    signingAlgorithm: RSA, publicKey: interKeys.publicKey, signingKey: rootKeys.privateKey,
    extensions: [...(await caExt(interKeys, 0)), await x509.AuthorityKeyIdentifierExtension.create(rootKeys.publicKey)],
  });
  const leafExt = [
    new x509.KeyUsagesExtension(Flags.digitalSignature, true),
    new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth, x509.ExtendedKeyUsage.clientAuth, '1.2.3.4.5']),
    new x509.SubjectAlternativeNameExtension([{ type: 'dns', value: 'www.example.test' }, { type: 'email', value: 'admin@example.test' }, { type: 'url', value: 'https://example.test/' }]),
    await x509.AuthorityKeyIdentifierExtension.create(interKeys.publicKey),
  ];
  const leafCert = await x509.X509CertificateGenerator.create({
    serialNumber: '00ff01', subject: `CN=${UNICODE_SAMPLE}, OU=Web, O=Test`, issuer: interCert.subject, notBefore: new Date('2024-03-01T12:00:00Z'), notAfter: new Date('2024-06-01T12:00:00Z'),
    signingAlgorithm: EC, publicKey: leafKeys.publicKey, signingKey: interKeys.privateKey, extensions: leafExt,
  });
  // same issuer name, signed by another key
  const fake = await x509.X509CertificateGenerator.create({
    serialNumber: '02', subject: 'CN=fake', issuer: interCert.subject, notBefore: new Date('2024-01-01'), notAfter: new Date('2025-01-01'),
    signingAlgorithm: EC, publicKey: leafKeys.publicKey, signingKey: otherKeys.privateKey,
  });
  [root, intermediate, leaf, impostor] = [rootCert, interCert, leafCert, fake].map((c) => c.toString('pem')) as [string, string, string, string];
});

/** Compares a decoded certificate with node:crypto's X509Certificate. */
function checkWithNode(cert: Cert, pem: string) {
  const n = new NodeX509(pem);
  expect(cert.subjectFields.map((f) => `${f.type}=${f.value}`).join('\n')).toBe(n.subject);
  expect(cert.fingerprints.sha256).toBe(n.fingerprint256);
  expect(cert.fingerprints.sha1).toBe(n.fingerprint);
  expect(cert.serialNumber).toBe(n.serialNumber);
  expect(new Date(cert.notBefore)).toEqual(new Date(n.validFrom));
  expect(new Date(cert.notAfter)).toEqual(new Date(n.validTo));
  expect(cert.basicConstraints?.ca ?? false).toBe(n.ca);
  const details = n.publicKey.asymmetricKeyDetails!;
  if (cert.publicKey.algorithm === 'RSA') expect(cert.publicKey.bits).toBe(details.modulusLength);
  else expect({ 'P-256': 'prime256v1', 'P-384': 'secp384r1' }[cert.publicKey.curve!]).toBe(details.namedCurve);
  const san = cert.subjectAltNames.map((s) => `${{ DNS: 'DNS', IP: 'IP Address', email: 'email', URI: 'URI' }[s.type]}:${s.value}`).join(', ');
  expect(san || undefined).toBe(n.subjectAltName);
  if (cert.extendedKeyUsage) expect(n.keyUsage).toEqual(cert.extendedKeyUsage.map((u) => ({ serverAuth: '1.3.6.1.5.5.7.3.1', clientAuth: '1.3.6.1.5.5.7.3.2' })[u] ?? u));
  return n;
}

describe('x509-certificate-decoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { certificate: '' }, 'MISSING_REQUIRED');
  });

  it('matches node:crypto X509Certificate on the example certificate', async () => {
    const pem = (tool.definition.example.input as { certificate: string }).certificate;
    const data = await runOk<Out>(tool, { certificate: pem });
    checkWithNode(data.certificates[0]!, pem);
    expect(new NodeX509(pem).verify(new NodeX509(pem).publicKey)).toBe(data.certificates[0]!.selfSigned);
  });

  it('decodes a leaf → intermediate → root chain, in order, each signed by the next (differential with node)', async () => {
    const data = await runOk<Out>(tool, { certificate: `${leaf}\n${intermediate}\n${root}`, at: '2024-04-01T12:00:00Z' });
    expect(data.count).toBe(3);
    expect(data.chain).toEqual({ inOrder: true, links: [{ index: 0, issuerMatches: true, signatureValid: true }, { index: 1, issuerMatches: true, signatureValid: true }] });
    const [l, i, r] = data.certificates as [Cert, Cert, Cert];
    const nodes = [checkWithNode(l, leaf), checkWithNode(i, intermediate), checkWithNode(r, root)];
    expect(nodes[0]!.checkIssued(nodes[1]!)).toBe(true);
    expect(nodes[1]!.verify(nodes[2]!.publicKey)).toBe(true);
    expect(l).toMatchObject({
      subject: `CN=${UNICODE_SAMPLE}, OU=Web, O=Test`,
      issuer: 'CN=Test Intermediate, O=Test',
      serialNumber: 'FF01', // the DER INTEGER 00 FF 01, shown as its value like node and OpenSSL
      version: 3,
      status: 'valid',
      daysLeft: 61,
      validityDays: 92,
      selfSigned: false,
      publicKey: { algorithm: 'EC', bits: 256, curve: 'P-256' },
      signatureAlgorithm: 'ecdsa-with-SHA384',
      subjectAltNames: [{ type: 'DNS', value: 'www.example.test' }, { type: 'email', value: 'admin@example.test' }, { type: 'URI', value: 'https://example.test/' }],
      basicConstraints: null,
      keyUsage: ['digitalSignature'],
      extendedKeyUsage: ['serverAuth', 'clientAuth', '1.2.3.4.5'],
      subjectKeyIdentifier: null,
      authorityKeyIdentifier: i.subjectKeyIdentifier,
    });
    expect(i).toMatchObject({ basicConstraints: { ca: true, pathLength: 0 }, keyUsage: ['keyCertSign', 'cRLSign'], signatureAlgorithm: 'sha256WithRSAEncryption', authorityKeyIdentifier: r.subjectKeyIdentifier });
    expect(r).toMatchObject({ selfSigned: true, publicKey: { algorithm: 'RSA', bits: 2048, curve: null }, basicConstraints: { ca: true, pathLength: null } });
    expect(l.publicKey.sha256).toBe(
      Buffer.from(await crypto.subtle.digest('SHA-256', nodes[0]!.publicKey.export({ type: 'spki', format: 'der' }))).toString('hex'),
    );
  });

  it('flags reversed chains and signatures by the wrong key', async () => {
    const reversed = await runTool(tool, { certificate: root + intermediate + leaf, at: '2024-04-01T00:00:00Z' });
    expect(reversed.data.chain.inOrder).toBe(false);
    expect(reversed.metadata?.warnings).toEqual(['The chain looks reversed: list the leaf certificate first, then each issuer.']);
    const fake = await runOk<Out>(tool, { certificate: impostor + intermediate, at: '2024-04-01T00:00:00Z' });
    expect(fake.chain).toEqual({ inOrder: false, links: [{ index: 0, issuerMatches: true, signatureValid: false }] });
    expect(new NodeX509(impostor).verify(new NodeX509(intermediate).publicKey)).toBe(false);
  });

  it('computes validity against "at": not yet valid, valid, expired', async () => {
    const at = async (t: string) => (await runOk<Out>(tool, { certificate: leaf, at: t })).certificates[0]!;
    expect(await at('2024-02-29T00:00:00Z')).toMatchObject({ status: 'not yet valid', daysLeft: 93 });
    expect(await at('2024-06-01T12:00:00Z')).toMatchObject({ status: 'valid', daysLeft: 0 });
    expect(await at('2024-06-01T12:00:01Z')).toMatchObject({ status: 'expired', daysLeft: -1 });
    expect(await at('2025-06-01T12:00:00Z')).toMatchObject({ status: 'expired', daysLeft: -365 });
    const r = await runTool(tool, { certificate: leaf, at: '2025-01-01T00:00:00+02:00' });
    expect(r.data.checkedAt).toBe('2024-12-31T22:00:00.000Z');
    expect(r.metadata?.warnings).toEqual(['Certificate 1 is expired at 2024-12-31T22:00:00.000Z.']);
    const now = await runOk<Out>(tool, { certificate: root });
    expect(Math.abs(Date.parse(now.checkedAt) - Date.now())).toBeLessThan(5000);
  });

  it('reads a leap second (23:59:60) in validity dates and in "at" as the next second, and says so', async () => {
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const cert = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: '02', name: 'CN=Leap', notBefore: new Date('2016-12-31T23:59:59Z'), notAfter: new Date('2050-12-31T23:59:59Z'),
      keys, signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    });
    // UTCTime before 2050, GeneralizedTime from 2050 (RFC 5280 §4.1.2.5): both spelled with :60
    const der = Buffer.from(Buffer.from(cert.rawData).toString('latin1').replace('161231235959Z', '161231235960Z').replace('20501231235959Z', '20501231235960Z'), 'latin1');
    expect(der.toString('latin1')).toContain('161231235960Z');
    expect(der.toString('latin1')).toContain('20501231235960Z');
    const pem = x509.PemConverter.encode(der, 'CERTIFICATE');
    const r = await runTool(tool, { certificate: pem, at: '2016-12-31T23:59:60Z' });
    expect(r.success).toBe(true);
    expect(r.data.checkedAt).toBe('2017-01-01T00:00:00.000Z');
    expect(r.data.certificates[0]).toMatchObject({ notBefore: '2017-01-01T00:00:00.000Z', notAfter: '2051-01-01T00:00:00.000Z', status: 'valid' });
    expect(r.metadata?.warnings).toEqual([
      'The notBefore is a leap second (:60), read as the next second.',
      'The notAfter is a leap second (:60), read as the next second.',
      'The check time 2016-12-31T23:59:60Z is a leap second, read as the next second (2017-01-01T00:00:00.000Z).',
    ]);
    // a leap second with fractions and an offset, on an ordinary certificate: no note about the certificate
    const offset = await runTool(tool, { certificate: leaf, at: '2024-06-01T13:59:60.5+02:00' });
    expect(offset.data.checkedAt).toBe('2024-06-01T12:00:00.500Z');
    expect(offset.metadata?.warnings).toEqual([
      'The check time 2024-06-01T13:59:60.5+02:00 is a leap second, read as the next second (2024-06-01T12:00:00.500Z).',
      'Certificate 1 is expired at 2024-06-01T12:00:00.500Z.',
    ]);
  });

  it('reads Base64 DER without PEM armour, and ignores text around PEM blocks', async () => {
    const der = new NodeX509(root).raw.toString('base64');
    const data = await runOk<Out>(tool, { certificate: der });
    expect(data.certificates[0]!.fingerprints.sha256).toBe(new NodeX509(root).fingerprint256);
    const annotated = await runOk<Out>(tool, { certificate: `subject=Test Root\nissuer=Test Root\n${root}\ntrailing notes` });
    expect(annotated.count).toBe(1);
  });

  it('rejects private keys, garbage and truncated certificates with a clear message', async () => {
    expect(await runError(tool, { certificate: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----' }, 'INVALID_INPUT')).toBe(
      'No "-----BEGIN CERTIFICATE-----" block found (found "PRIVATE KEY"). That is a private key: never paste private keys into online tools.',
    );
    expect(await runError(tool, { certificate: 'hello world!' }, 'INVALID_INPUT')).toMatch(/^The input is neither PEM \(-----BEGIN CERTIFICATE-----\) nor Base64 DER: /);
    const der = new NodeX509(root).raw;
    expect(await runError(tool, { certificate: der.subarray(0, 200).toString('base64') }, 'INVALID_INPUT')).toMatch(/^The input is not a valid X\.509 certificate \(200 bytes of DER\): /);
    expect(await runError(tool, { certificate: `${leaf}-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----` }, 'INVALID_INPUT')).toMatch(/^Certificate 2 is not a valid X\.509 certificate/);
    expect(await runError(tool, { certificate: '-----BEGIN CERTIFICATE-----\nA*B\n-----END CERTIFICATE-----' }, 'INVALID_INPUT')).toMatch(/^Certificate 1: the PEM body is not valid Base64: invalid character '\*'/);
  });

  it('decodes 20 certificates in the largest allowed input, and refuses 21', async () => {
    const twenty = Array(20).fill(leaf).join('');
    const padded = twenty + ' '.repeat(200_000 - twenty.length);
    const data = await runOk<Out>(tool, { certificate: padded, at: '2024-04-01T00:00:00Z' });
    expect(data.count).toBe(20);
    expect(data.chain.links.every((l) => !l.issuerMatches)).toBe(true);
    expect(await runError(tool, { certificate: twenty + leaf }, 'CONSTRAINT_VIOLATION')).toBe('The input has 21 certificates; this tool decodes up to 20 at once.');
  });
});
