import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'csr-decoder',
  name: 'CSR Decoder',
  description:
    'Decode a PKCS#10 certificate signing request (CSR) and check it before sending it to a CA: subject fields, subject alternative names, public key type and size, signature algorithm and whether the signature is valid (proof the requester holds the private key), requested extensions, and the key\'s SHA-256 fingerprint (to match it with a private key or an issued certificate). Like openssl req -text -verify.',
  category: 'analyzers',
  tags: ['csr', 'certificate', 'ssl', 'x509'],
  keywords: ['csr decoder', 'decode csr', 'csr checker', 'certificate signing request', 'pkcs10', 'openssl req -text', 'verify csr', 'csr san', 'view csr'],
  method: 'POST',
  parameters: [
    { name: 'csr', type: 'textarea', label: 'CSR', description: 'The request in PEM (-----BEGIN CERTIFICATE REQUEST-----) or base64 DER.', required: true, validation: { maxLength: 100_000 } },
  ],
  outputDescription: 'The subject and its fields, SANs, key, signature algorithm and validity, extensions and key fingerprint.',
  outputSchema: {
    type: 'object',
    properties: {
      subject: { type: 'string' },
      subjectFields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Subject attributes by short name (CN, O, C…).' },
      subjectAltNames: { type: 'array', items: { type: 'string' }, description: 'type:value entries.' },
      keyAlgorithm: { type: 'string', description: 'e.g. "RSA 2048", "EC P-256", "Ed25519".' },
      signatureAlgorithm: { type: 'string' },
      signatureValid: { type: 'boolean', description: 'Whether the request is signed by the private key of the public key it carries.' },
      extensions: { type: 'array', items: { type: 'string' }, description: 'Requested extensions (OID and name).' },
      spkiSha256: { type: 'string', description: 'SHA-256 of the public key (SPKI), colon-separated hex.' },
    },
    required: ['subject', 'subjectFields', 'subjectAltNames', 'keyAlgorithm', 'signatureAlgorithm', 'signatureValid', 'extensions', 'spkiSha256'],
    additionalProperties: false,
  },
  primaryOutput: 'subject',
  example: { input: { csr: "-----BEGIN CERTIFICATE REQUEST-----\nMIH2MIGpAgEAMDoxFTATBgNVBAMTDGV4YW1wbGUudGVzdDEUMBIGA1UEChMLRXhh\nbXBsZSBPcmcxCzAJBgNVBAYTAkRFMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQH\nOg7hcvPapiMlrwIaaPcHURqgPDA6BgkqhkiG9w0BCQ4xLTArMCkGA1UdEQQiMCCC\nDGV4YW1wbGUudGVzdIIQd3d3LmV4YW1wbGUudGVzdDAFBgMrZXADQQAJY2xl0Iqy\nVD1Baldaiuq2FcdPKus4pSAe4COTcN7BOB3OSa51G8ytcCNsZankvSnjmY0fU79C\ngrjbnTfRZ9kI\n-----END CERTIFICATE REQUEST-----\n" }, output: {
      "subject": "CN=example.test, O=Example Org, C=DE",
      "subjectFields": {
        "CN": "example.test",
        "O": "Example Org",
        "C": "DE"
      },
      "subjectAltNames": [
        "dns:example.test",
        "dns:www.example.test"
      ],
      "keyAlgorithm": "Ed25519",
      "signatureAlgorithm": "Ed25519",
      "signatureValid": true,
      "extensions": [
        "2.5.29.17 subjectAltName"
      ],
      "spkiSha256": "06:E3:FD:8F:DA:29:BB:60:AB:59:55:7D:E6:1E:DB:0A:EC:DB:23:11:34:BE:30:E7:5B:45:5F:8E:1B:79:2F:A9"
    }, description: 'A CSR for example.test with two SANs.' },
  handles: [{ kind: 'pem-csr' }],
  relatedTools: ['csr-generator', 'x509-certificate-decoder', 'public-key-extractor'],
});
