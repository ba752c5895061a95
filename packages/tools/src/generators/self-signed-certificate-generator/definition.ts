import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';
import {
  commonNameParameter, countryParameter, emailParameter, existingKeyParameter, keyTypeParameter, localityParameter, organizationalUnitParameter, organizationParameter, sanParameter,
  stateParameter, subjectOutputProperties,
} from '../../_shared/x509-parameters.js';

export default defineDefinition({
  id: 'self-signed-certificate-generator',
  name: 'Self-Signed Certificate Generator',
  description:
    'Create a self-signed X.509 certificate and its private key for development, testing and internal services: subject, subject alternative names (DNS, wildcard, IP, email, URI), validity period, key type (ECDSA P-256/P-384, RSA 2048–4096, Ed25519, or your key), TLS server/client usage or a CA certificate for signing others. Like openssl req -x509, generated in your browser.',
  category: 'generators',
  tags: ['certificate', 'x509', 'ssl', 'tls'],
  keywords: ['self-signed certificate', 'self signed ssl', 'generate certificate', 'openssl req -x509', 'localhost certificate', 'dev https certificate', 'test ca certificate', 'x509 generator', 'pem certificate and key'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    commonNameParameter, sanParameter, organizationParameter, organizationalUnitParameter, localityParameter, stateParameter, countryParameter, emailParameter,
    { name: 'days', type: 'number', label: 'Valid for (days)', description: 'Validity period in days (1–7300). Browsers reject server certificates valid for more than 398 days.', required: false, defaultValue: 365, validation: { min: 1, max: 7300, step: 1 } },
    { name: 'notBefore', type: 'datetime', label: 'Valid from', description: 'Start of validity (default: now).', required: false, group: 'advanced' },
    {
      name: 'usage', type: 'select', label: 'Use', description: 'A TLS server (and client) certificate, or a CA certificate that can sign others.', required: false, defaultValue: 'server',
      options: [{ value: 'server', label: 'TLS server / client' }, { value: 'ca', label: 'Certificate authority (CA)' }],
    },
    keyTypeParameter, existingKeyParameter,
    { ...seedParameter, description: 'Optional seed for the serial number (reproducible output for tests).' },
  ],
  outputDescription: 'The certificate in PEM, the private key (when generated), the serial number, validity and SHA-256 fingerprint.',
  outputSchema: {
    type: 'object',
    properties: {
      certificate: { type: 'string', description: 'The certificate in PEM.' },
      ...subjectOutputProperties,
      serialNumber: { type: 'string', description: 'The serial number in hex.' },
      notBefore: { type: 'string', description: 'ISO 8601 start of validity.' },
      notAfter: { type: 'string', description: 'ISO 8601 end of validity.' },
      sha256Fingerprint: { type: 'string', description: 'SHA-256 of the DER certificate, colon-separated hex.' },
    },
    required: ['certificate', 'subject', 'subjectAltNames', 'keyAlgorithm', 'privateKeyPem', 'serialNumber', 'notBefore', 'notAfter', 'sha256Fingerprint'],
    additionalProperties: false,
  },
  primaryOutput: 'certificate',
  display: { certificate: { as: 'code' }, privateKeyPem: { as: 'code' } },
  live: false,
  example: {
    input: { commonName: 'localhost', subjectAltNames: 'localhost, 127.0.0.1', days: 30, notBefore: '2025-01-01T00:00:00Z', privateKey: "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1hsZ3v/VpguoRK9JLsLMREScVpezJpGXA7rAMcrn9g\n-----END PRIVATE KEY-----\n", seed: 'example' },
    output: {
      "certificate": "-----BEGIN CERTIFICATE-----\nMIIBYDCCARKgAwIBAgIQZ4szVaTC2AXeXFkgrDR4wDAFBgMrZXAwFDESMBAGA1UE\nAxMJbG9jYWxob3N0MB4XDTI1MDEwMTAwMDAwMFoXDTI1MDEzMTAwMDAwMFowFDES\nMBAGA1UEAxMJbG9jYWxob3N0MCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7h\ncvPapiMlrwIaaPcHURqjejB4MAwGA1UdEwEB/wQCMAAwDgYDVR0PAQH/BAQDAgWg\nMB0GA1UdJQQWMBQGCCsGAQUFBwMBBggrBgEFBQcDAjAaBgNVHREEEzARgglsb2Nh\nbGhvc3SHBH8AAAEwHQYDVR0OBBYEFFsnqlWJF5dw5HV1sWKh3tl7i/xtMAUGAytl\ncANBAIkdT5ND9ppZ/mQAoZqOzcLots3wyGeGHYxN9lYscuLuV3PVzLfiau1/x1hv\nOsnFlTFYpD7Wj8qaZqRz4GV1Zwo=\n-----END CERTIFICATE-----\n",
      "subject": "CN=localhost",
      "subjectAltNames": [
        "dns:localhost",
        "ip:127.0.0.1"
      ],
      "keyAlgorithm": "Ed25519",
      "privateKeyPem": null,
      "serialNumber": "678b3355a4c2d805de5c5920ac3478c0",
      "notBefore": "2025-01-01T00:00:00.000Z",
      "notAfter": "2025-01-31T00:00:00.000Z",
      "sha256Fingerprint": "53:1E:FF:43:31:8C:15:56:60:1F:3B:8D:88:E6:91:65:4F:F5:BA:03:3D:77:3B:CB:E4:5F:29:CA:27:A7:F5:DE"
    },
    description: 'A 30-day localhost certificate signed with a given Ed25519 key (seeded serial, fixed start: reproducible).',
  },
  relatedTools: ['csr-generator', 'x509-certificate-decoder', 'certificate-format-converter'],
  aiInstructions: 'Return both the certificate and the private key. For browsers to accept it, the names must be in subjectAltNames (the CN alone is ignored) and the certificate must be trusted manually.',
});
