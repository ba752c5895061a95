import '../../_shared/reflect-init.js';
import { bytesToHex, defineTool, failure, parseDateTime, success } from '@ctp/core';
import { BasicConstraintsExtension, ExtendedKeyUsageExtension, KeyUsageFlags, KeyUsagesExtension, SubjectKeyIdentifierExtension, X509CertificateGenerator } from '@peculiar/x509';
import { KeyError } from '../../_shared/key-material.js';
import { createRandom } from '../../_shared/random.js';
import { describeSan, sanExtension, signingKeys, subjectAltNames, subjectName } from '../../_shared/x509-build.js';
import definition from './definition.js';

const DAY = 86_400_000;

export default defineTool(definition, async (params) => {
  try {
    const subject = subjectName(params);
    const names = subjectAltNames(params.subjectAltNames, params.commonName);
    const { keys, signingAlgorithm, label, privateKeyPem } = await signingKeys(params.keyType, params.privateKey);
    const notBefore = new Date(params.notBefore !== undefined ? parseDateTime(params.notBefore) : Math.floor(Date.now() / 1000) * 1000);
    const notAfter = new Date(notBefore.getTime() + params.days * DAY);
    // a positive 16-byte serial (RFC 5280 allows up to 20 octets)
    const serial = createRandom(params.seed).bytes(16);
    serial[0] = (serial[0]! & 0x7f) | 0x01;
    const ca = params.usage === 'ca';
    const extensions = [
      new BasicConstraintsExtension(ca, undefined, true),
      new KeyUsagesExtension(ca ? KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign | KeyUsageFlags.digitalSignature : KeyUsageFlags.digitalSignature | KeyUsageFlags.keyEncipherment, true),
      ...(ca ? [] : [new ExtendedKeyUsageExtension(['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2'])]),
      sanExtension(names),
      await SubjectKeyIdentifierExtension.create(keys.publicKey),
    ];
    const cert = await X509CertificateGenerator.createSelfSigned({ serialNumber: bytesToHex(serial), name: subject, notBefore, notAfter, keys, signingAlgorithm, extensions });
    const fingerprint = new Uint8Array(await crypto.subtle.digest('SHA-256', cert.rawData));
    return success({
      certificate: `${cert.toString('pem')}\n`, subject, subjectAltNames: describeSan(names), keyAlgorithm: label, privateKeyPem,
      serialNumber: bytesToHex(serial), notBefore: notBefore.toISOString(), notAfter: notAfter.toISOString(), sha256Fingerprint: bytesToHex(fingerprint, ':').toUpperCase(),
    });
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
