import '../../_shared/reflect-init.js';
import { base64ToBytes, bytesToHex, defineTool, failure, success } from '@ctp/core';
import { Pkcs10CertificateRequest, SubjectAlternativeNameExtension } from '@peculiar/x509';
import { KeyError, pemBlocks, readKey, toPem } from '../../_shared/key-material.js';
import definition from './definition.js';

const EXTENSIONS: Record<string, string> = {
  '2.5.29.17': 'subjectAltName', '2.5.29.15': 'keyUsage', '2.5.29.37': 'extKeyUsage', '2.5.29.19': 'basicConstraints', '2.5.29.14': 'subjectKeyIdentifier', '1.3.6.1.5.5.7.1.24': 'tlsFeature (OCSP must-staple)',
};

export default defineTool(definition, async (params) => {
  try {
    const text = params.csr.trim();
    let der: Uint8Array;
    const blocks = pemBlocks(text);
    if (blocks.length) {
      const block = blocks.find((b) => /CERTIFICATE REQUEST$/.test(b.label));
      if (!block) return failure('INVALID_INPUT', `The PEM block is a "${blocks[0]!.label}", not a CERTIFICATE REQUEST.${blocks[0]!.label === 'CERTIFICATE' ? ' Use the X.509 certificate decoder for certificates.' : ''}`);
      der = block.der;
    } else if (/^[A-Za-z0-9+/=\s]+$/.test(text)) {
      try {
        der = base64ToBytes(text);
      } catch {
        return failure('INVALID_INPUT', 'No PEM block found, and the text is not valid base64 DER either: paste the -----BEGIN CERTIFICATE REQUEST----- block.');
      }
    } else return failure('INVALID_INPUT', 'Expected a PEM CSR (-----BEGIN CERTIFICATE REQUEST-----) or base64 DER.');
    let csr: Pkcs10CertificateRequest;
    try {
      csr = new Pkcs10CertificateRequest(der as Uint8Array<ArrayBuffer>);
    } catch (error) {
      return failure('INVALID_INPUT', `The CSR could not be parsed: ${error instanceof Error ? error.message : String(error)}.`);
    }
    const key = await readKey(toPem('CERTIFICATE REQUEST', der));
    const subjectFields: Record<string, string> = {};
    for (const rdn of csr.subjectName.toJSON()) for (const [k, values] of Object.entries(rdn)) subjectFields[k] = values.join(', ');
    const sanRaw = csr.extensions.find((e) => e.type === '2.5.29.17');
    const san = sanRaw ? new SubjectAlternativeNameExtension(sanRaw.rawData) : undefined;
    const subjectAltNames = san ? san.names.toJSON().map((n) => `${n.type === 'url' ? 'uri' : n.type}:${n.value}`) : [];
    let signatureValid = false;
    try {
      signatureValid = await csr.verify();
    } catch {
      signatureValid = false;
    }
    const signature = csr.signatureAlgorithm as { name: string; hash?: { name: string } };
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', key.spki));
    return success({
      subject: csr.subject,
      subjectFields,
      subjectAltNames,
      keyAlgorithm: key.algorithm === 'RSA' ? `RSA ${key.bits}` : key.algorithm === 'EC' ? `EC ${key.curve}` : key.algorithm,
      signatureAlgorithm: signature.hash ? `${signature.name} with ${signature.hash.name}` : signature.name,
      signatureValid,
      extensions: csr.extensions.map((e) => `${e.type}${EXTENSIONS[e.type] ? ` ${EXTENSIONS[e.type]}` : ''}${e.critical ? ' (critical)' : ''}`),
      spkiSha256: bytesToHex(digest, ':').toUpperCase(),
    });
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
