import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'certificate-format-converter',
  name: 'Certificate Format Converter (PEM ↔ DER)',
  description:
    'Convert certificates (and CSRs, keys, CRLs — any PEM object) between PEM text, binary DER (a .der/.cer/.crt file to download) and bare base64 or hex, like openssl x509 -inform/-outform. Takes pasted PEM or base64/hex, or an uploaded DER/PEM file; splits a PEM bundle (chain) into its certificates. Shows each certificate\'s subject and SHA-256 fingerprint so you can check the result.',
  category: 'converters',
  tags: ['certificate', 'pem', 'der', 'x509'],
  keywords: ['pem to der', 'der to pem', 'crt to pem', 'cer to pem', 'convert certificate', 'openssl x509 -outform der', 'base64 certificate', 'certificate chain split', 'pem bundle'],
  method: 'POST',
  parameters: [
    { name: 'input', type: 'textarea', label: 'Certificate text', description: 'PEM (one or more blocks), or base64/hex DER. Leave empty to use the file.', required: false, validation: { maxLength: 1_000_000 } },
    { name: 'file', type: 'file', label: 'Certificate file', description: 'A .der, .cer, .crt or .pem file (binary DER or PEM text), up to 1 MB.', required: false, validation: { maxSize: 1_048_576 } },
    {
      name: 'to', type: 'select', label: 'Convert to', description: 'The output format.', required: false, defaultValue: 'pem',
      options: [{ value: 'pem', label: 'PEM' }, { value: 'der', label: 'DER file' }, { value: 'base64', label: 'Base64 (DER, one line)' }, { value: 'hex', label: 'Hex (DER)' }],
    },
    { name: 'index', type: 'number', label: 'Which object', description: 'For a bundle of several PEM blocks: which one to convert to DER/base64/hex (1 = first). PEM output keeps them all.', required: false, defaultValue: 1, validation: { min: 1, max: 100, step: 1 } },
  ],
  outputDescription: 'The converted object (PEM text, DER bytes as base64, base64 or hex) and what each object in the input is.',
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'PEM text, or the chosen object\'s DER as base64 (for "der" and "base64") or hex.' },
      derFile: { type: 'string', contentEncoding: 'base64', description: 'The chosen object as a binary DER file (base64 of its bytes), to download as .cer/.der.' },
      format: { type: 'string', enum: ['pem', 'der', 'base64', 'hex'] },
      objects: {
        type: 'array',
        description: 'Every object found, in order.',
        items: {
          type: 'object',
          properties: {
            label: { type: 'string', description: 'PEM label (CERTIFICATE, CERTIFICATE REQUEST, PRIVATE KEY…).' },
            bytes: { type: 'integer' },
            subject: { type: ['string', 'null'], description: 'Subject of a certificate or CSR.' },
            sha256: { type: 'string', description: 'SHA-256 of the DER, colon-separated hex (a certificate\'s fingerprint).' },
          },
          required: ['label', 'bytes', 'subject', 'sha256'],
          additionalProperties: false,
        },
      },
      mediaType: { type: 'string', description: 'Media type of the DER file.' },
      extension: { type: 'string', description: 'File extension of the DER file.' },
    },
    required: ['output', 'derFile', 'format', 'objects', 'mediaType', 'extension'],
    additionalProperties: false,
  },
  primaryOutput: 'output',
  display: { derFile: { as: 'file', mediaTypeField: 'mediaType', extensionField: 'extension' } },
  example: { input: { input: "-----BEGIN CERTIFICATE-----\nMIIBYDCCARKgAwIBAgIQZ4szVaTC2AXeXFkgrDR4wDAFBgMrZXAwFDESMBAGA1UE\nAxMJbG9jYWxob3N0MB4XDTI1MDEwMTAwMDAwMFoXDTI1MDEzMTAwMDAwMFowFDES\nMBAGA1UEAxMJbG9jYWxob3N0MCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7h\ncvPapiMlrwIaaPcHURqjejB4MAwGA1UdEwEB/wQCMAAwDgYDVR0PAQH/BAQDAgWg\nMB0GA1UdJQQWMBQGCCsGAQUFBwMBBggrBgEFBQcDAjAaBgNVHREEEzARgglsb2Nh\nbGhvc3SHBH8AAAEwHQYDVR0OBBYEFFsnqlWJF5dw5HV1sWKh3tl7i/xtMAUGAytl\ncANBAIkdT5ND9ppZ/mQAoZqOzcLots3wyGeGHYxN9lYscuLuV3PVzLfiau1/x1hv\nOsnFlTFYpD7Wj8qaZqRz4GV1Zwo=\n-----END CERTIFICATE-----\n", to: 'base64' }, output: {
      "output": "MIIBYDCCARKgAwIBAgIQZ4szVaTC2AXeXFkgrDR4wDAFBgMrZXAwFDESMBAGA1UEAxMJbG9jYWxob3N0MB4XDTI1MDEwMTAwMDAwMFoXDTI1MDEzMTAwMDAwMFowFDESMBAGA1UEAxMJbG9jYWxob3N0MCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURqjejB4MAwGA1UdEwEB/wQCMAAwDgYDVR0PAQH/BAQDAgWgMB0GA1UdJQQWMBQGCCsGAQUFBwMBBggrBgEFBQcDAjAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwHQYDVR0OBBYEFFsnqlWJF5dw5HV1sWKh3tl7i/xtMAUGAytlcANBAIkdT5ND9ppZ/mQAoZqOzcLots3wyGeGHYxN9lYscuLuV3PVzLfiau1/x1hvOsnFlTFYpD7Wj8qaZqRz4GV1Zwo=",
      "derFile": "MIIBYDCCARKgAwIBAgIQZ4szVaTC2AXeXFkgrDR4wDAFBgMrZXAwFDESMBAGA1UEAxMJbG9jYWxob3N0MB4XDTI1MDEwMTAwMDAwMFoXDTI1MDEzMTAwMDAwMFowFDESMBAGA1UEAxMJbG9jYWxob3N0MCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURqjejB4MAwGA1UdEwEB/wQCMAAwDgYDVR0PAQH/BAQDAgWgMB0GA1UdJQQWMBQGCCsGAQUFBwMBBggrBgEFBQcDAjAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwHQYDVR0OBBYEFFsnqlWJF5dw5HV1sWKh3tl7i/xtMAUGAytlcANBAIkdT5ND9ppZ/mQAoZqOzcLots3wyGeGHYxN9lYscuLuV3PVzLfiau1/x1hvOsnFlTFYpD7Wj8qaZqRz4GV1Zwo=",
      "format": "base64",
      "objects": [
        {
          "label": "CERTIFICATE",
          "bytes": 356,
          "subject": "CN=localhost",
          "sha256": "53:1E:FF:43:31:8C:15:56:60:1F:3B:8D:88:E6:91:65:4F:F5:BA:03:3D:77:3B:CB:E4:5F:29:CA:27:A7:F5:DE"
        }
      ],
      "mediaType": "application/pkix-cert",
      "extension": "cer"
    }, description: 'A PEM certificate as one line of base64 DER.' },
  handles: [{ kind: 'pem-certificate' }],
  relatedTools: ['x509-certificate-decoder', 'public-key-extractor', 'base64-file-encoder'],
});
