import { defineDefinition } from '@ctp/core';

const name = {
  type: 'array',
  items: {
    type: 'object',
    properties: { type: { type: 'string', description: 'CN, O, OU, C, ST, L, E… or a dotted OID.' }, value: { type: 'string' } },
    required: ['type', 'value'],
    additionalProperties: false,
  },
} as const;
/** A self-signed P-256 certificate made for this example with @peculiar/x509 (example.test, 2025). */
const EXAMPLE_PEM = `-----BEGIN CERTIFICATE-----
MIIB7zCCAZWgAwIBAgIIHy49TFtqeYgwCgYIKoZIzj0EAwIwOjEVMBMGA1UEAxMM
ZXhhbXBsZS50ZXN0MRQwEgYDVQQKEwtFeGFtcGxlIE9yZzELMAkGA1UEBhMCREUw
HhcNMjUwMTAxMDAwMDAwWhcNMjYwMTAxMDAwMDAwWjA6MRUwEwYDVQQDEwxleGFt
cGxlLnRlc3QxFDASBgNVBAoTC0V4YW1wbGUgT3JnMQswCQYDVQQGEwJERTBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABBL0IY0jlpsp7djYNzkCtkGW12noqcTnf6IY
H1BoHajLWPWes39wpJDEe3zxNa01dV59TpT+2O2eKAF2NRS+QmSjgYQwgYEwDAYD
VR0TAQH/BAIwADAOBgNVHQ8BAf8EBAMCA4gwEwYDVR0lBAwwCgYIKwYBBQUHAwEw
LQYDVR0RBCYwJIIMZXhhbXBsZS50ZXN0gg4qLmV4YW1wbGUudGVzdIcEwAACATAd
BgNVHQ4EFgQUXCvLPPNRHC4OKRf0x/z2S0B9nxswCgYIKoZIzj0EAwIDSAAwRQIh
AJU6BdNLg3WrlcFsMKd3yGd/oyon5hOAHmEebgxFZGLZAiAoUQ5oWdjhdGRa/lBH
Lx0qRVecra7r7cAlLR+3oWRx1Q==
-----END CERTIFICATE-----
`;

const nullableHex = { type: ['string', 'null'] } as const;

const certificate = {
  type: 'object',
  properties: {
    subject: { type: 'string', description: 'Subject DN, e.g. "CN=example.com, O=Example".' },
    subjectFields: { ...name, description: 'The subject attributes in order.' },
    issuer: { type: 'string', description: 'Issuer DN.' },
    issuerFields: { ...name, description: 'The issuer attributes in order.' },
    serialNumber: { type: 'string', description: 'Serial number, uppercase hex.' },
    version: { type: 'integer', description: 'X.509 version (3 for modern certificates).' },
    notBefore: { type: 'string', description: 'Start of validity (ISO 8601, UTC).' },
    notAfter: { type: 'string', description: 'End of validity (ISO 8601, UTC).' },
    status: { type: 'string', enum: ['valid', 'expired', 'not yet valid'], description: 'Validity at the checked time (dates only, not trust or revocation).' },
    daysLeft: { type: 'integer', description: 'Whole days from the checked time to notAfter (negative once expired).' },
    validityDays: { type: 'integer', description: 'Total validity period in whole days.' },
    selfSigned: { type: 'boolean', description: 'Subject equals issuer and the certificate\'s own key verifies its signature.' },
    publicKey: {
      type: 'object',
      properties: {
        algorithm: { type: 'string', description: 'RSA, EC, Ed25519, Ed448, or the key OID name.' },
        bits: { type: ['integer', 'null'], description: 'Key size in bits (RSA modulus, EC curve size).' },
        curve: { type: ['string', 'null'], description: 'EC named curve (P-256…).' },
        sha256: { type: 'string', description: 'SHA-256 of the SubjectPublicKeyInfo (as used for key pinning), hex.' },
      },
      required: ['algorithm', 'bits', 'curve', 'sha256'],
      additionalProperties: false,
    },
    signatureAlgorithm: { type: 'string', description: 'e.g. sha256WithRSAEncryption, ecdsa-with-SHA256.' },
    subjectAltNames: {
      type: 'array',
      description: 'Subject Alternative Names.',
      items: { type: 'object', properties: { type: { type: 'string', description: 'DNS, IP, email, URI, …' }, value: { type: 'string' } }, required: ['type', 'value'], additionalProperties: false },
    },
    basicConstraints: {
      type: ['object', 'null'],
      properties: { ca: { type: 'boolean' }, pathLength: { type: ['integer', 'null'] } },
      required: ['ca', 'pathLength'],
      additionalProperties: false,
      description: 'Whether it is a CA certificate, or null without the extension.',
    },
    keyUsage: { type: ['array', 'null'], items: { type: 'string' }, description: 'Key usage flags (digitalSignature, keyCertSign…), or null.' },
    extendedKeyUsage: { type: ['array', 'null'], items: { type: 'string' }, description: 'Extended key usages (serverAuth, clientAuth… or OIDs), or null.' },
    subjectKeyIdentifier: { ...nullableHex, description: 'Subject key identifier, hex, or null.' },
    authorityKeyIdentifier: { ...nullableHex, description: 'Authority key identifier, hex, or null.' },
    extensions: {
      type: 'array',
      description: 'Every extension: OID, name and critical flag.',
      items: { type: 'object', properties: { oid: { type: 'string' }, name: { type: 'string' }, critical: { type: 'boolean' } }, required: ['oid', 'name', 'critical'], additionalProperties: false },
    },
    fingerprints: {
      type: 'object',
      properties: { sha1: { type: 'string' }, sha256: { type: 'string' } },
      required: ['sha1', 'sha256'],
      additionalProperties: false,
      description: 'Certificate fingerprints, uppercase hex with colons (as browsers and OpenSSL show them).',
    },
  },
  required: [
    'subject', 'subjectFields', 'issuer', 'issuerFields', 'serialNumber', 'version', 'notBefore', 'notAfter', 'status', 'daysLeft', 'validityDays', 'selfSigned',
    'publicKey', 'signatureAlgorithm', 'subjectAltNames', 'basicConstraints', 'keyUsage', 'extendedKeyUsage', 'subjectKeyIdentifier', 'authorityKeyIdentifier', 'extensions', 'fingerprints',
  ],
  additionalProperties: false,
} as const;

export default defineDefinition({
  id: 'x509-certificate-decoder',
  name: 'X.509 Certificate Decoder',
  description:
    'Decode X.509 certificates (PEM, one or a whole chain, or Base64 DER): subject and issuer, serial, validity with days left, SANs, public key type and size, signature algorithm, basic constraints, key usage, extended key usage, key identifiers, all extensions, and SHA-1/SHA-256 fingerprints. For a chain, checks that each certificate is issued and signed by the next. Like `openssl x509 -text`, without trust-store or revocation checks. Up to 20 certificates.',
  category: 'analyzers',
  primaryOutput: 'certificates',
  handles: [{ kind: 'pem-certificate' }],
  tags: ['x509', 'certificate', 'ssl', 'tls'],
  keywords: ['ssl certificate decoder', 'pem decoder', 'certificate viewer', 'openssl x509', 'crt', 'cer', 'san', 'subject alternative name', 'expiry', 'expiration date', 'fingerprint', 'certificate chain', 'https', 'der'],
  method: 'POST',
  parameters: [
    {
      name: 'certificate',
      type: 'textarea',
      label: 'Certificate(s)',
      description: 'One or more PEM certificates (-----BEGIN CERTIFICATE-----), or one certificate as Base64 DER.',
      required: true,
      placeholder: '-----BEGIN CERTIFICATE-----',
      validation: { maxLength: 200_000 },
    },
    {
      name: 'at',
      type: 'datetime',
      label: 'Check validity at',
      description: 'The moment to check validity and days left against. Default: now.',
      required: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'Each certificate decoded, and for chains whether each certificate is signed by the next.',
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer', minimum: 1, description: 'Number of certificates.' },
      checkedAt: { type: 'string', description: 'The moment validity was checked against (ISO 8601).' },
      certificates: { type: 'array', items: certificate, minItems: 1 },
      chain: {
        type: 'object',
        description: 'Links between consecutive certificates (empty for one certificate).',
        properties: {
          inOrder: { type: 'boolean', description: 'Every certificate is issued and signed by the next one (leaf first).' },
          links: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                index: { type: 'integer', minimum: 0, description: 'Certificate i, checked against certificate i + 1.' },
                issuerMatches: { type: 'boolean', description: 'Its issuer DN equals the next certificate\'s subject DN.' },
                signatureValid: { type: 'boolean', description: 'The next certificate\'s key verifies its signature.' },
              },
              required: ['index', 'issuerMatches', 'signatureValid'],
              additionalProperties: false,
            },
          },
        },
        required: ['inOrder', 'links'],
        additionalProperties: false,
      },
    },
    required: ['count', 'checkedAt', 'certificates', 'chain'],
    additionalProperties: false,
  },
  example: {
    input: { certificate: EXAMPLE_PEM, at: '2025-06-01T00:00:00Z' },
    output: {
      count: 1,
      checkedAt: '2025-06-01T00:00:00.000Z',
      certificates: [
        {
          subject: 'CN=example.test, O=Example Org, C=DE',
          subjectFields: [
            {
              type: 'CN',
              value: 'example.test',
            },
            {
              type: 'O',
              value: 'Example Org',
            },
            {
              type: 'C',
              value: 'DE',
            },
          ],
          issuer: 'CN=example.test, O=Example Org, C=DE',
          issuerFields: [
            {
              type: 'CN',
              value: 'example.test',
            },
            {
              type: 'O',
              value: 'Example Org',
            },
            {
              type: 'C',
              value: 'DE',
            },
          ],
          serialNumber: '1F2E3D4C5B6A7988',
          version: 3,
          notBefore: '2025-01-01T00:00:00.000Z',
          notAfter: '2026-01-01T00:00:00.000Z',
          status: 'valid',
          daysLeft: 214,
          validityDays: 365,
          selfSigned: true,
          publicKey: {
            algorithm: 'EC',
            bits: 256,
            curve: 'P-256',
            sha256: '4df1b74b4437154840488bb15b57fff473d052e06ef3d0b37f1509928e505f17',
          },
          signatureAlgorithm: 'ecdsa-with-SHA256',
          subjectAltNames: [
            {
              type: 'DNS',
              value: 'example.test',
            },
            {
              type: 'DNS',
              value: '*.example.test',
            },
            {
              type: 'IP',
              value: '192.0.2.1',
            },
          ],
          basicConstraints: {
            ca: false,
            pathLength: null,
          },
          keyUsage: [
            'digitalSignature',
            'keyAgreement',
          ],
          extendedKeyUsage: [
            'serverAuth',
          ],
          subjectKeyIdentifier: '5c2bcb3cf3511c2e0e2917f4c7fcf64b407d9f1b',
          authorityKeyIdentifier: null,
          extensions: [
            {
              oid: '2.5.29.19',
              name: 'basicConstraints',
              critical: true,
            },
            {
              oid: '2.5.29.15',
              name: 'keyUsage',
              critical: true,
            },
            {
              oid: '2.5.29.37',
              name: 'extKeyUsage',
              critical: false,
            },
            {
              oid: '2.5.29.17',
              name: 'subjectAltName',
              critical: false,
            },
            {
              oid: '2.5.29.14',
              name: 'subjectKeyIdentifier',
              critical: false,
            },
          ],
          fingerprints: {
            sha1: 'A3:8F:E9:11:CC:F5:58:35:89:30:EA:CA:6B:18:9A:FE:8C:86:47:F4',
            sha256: 'D9:4B:B7:84:FE:FE:9A:9E:2A:5B:30:D1:84:4C:82:22:7E:7A:11:C7:B0:D5:34:98:C4:CD:DF:06:63:0D:50:7B',
          },
        },
      ],
      chain: {
        inOrder: true,
        links: [],
      },
    },
    description: 'A self-signed P-256 server certificate checked on 1 June 2025 (fixed so the example reproduces).',
  },
  relatedTools: ['base64-encoder', 'jwt-decoder', 'ecdsa-key-pair-generator'],
  aiInstructions:
    'Paste the PEM as is (several certificates are read as a chain, leaf first). Pass "at" to check validity at a given moment; otherwise it is now. status only reflects the dates: this tool does not check trust stores, hostnames or revocation. Private keys and CSRs are refused: do not send private keys.',
});
