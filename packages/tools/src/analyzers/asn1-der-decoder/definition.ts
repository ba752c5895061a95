import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'asn1-der-decoder',
  name: 'ASN.1 / DER Decoder',
  description:
    'Walk an ASN.1 structure in DER or BER (certificates, keys, CSRs, PKCS#7/#12, LDAP, SNMP…) from PEM, Base64, hex or a file, shown as openssl asn1parse shows it: offset, depth, header and content length, tag, and values (integers, named OIDs, strings, times, octet strings as hex). DER inside octet and bit strings is opened too; indefinite BER lengths are followed. Up to 2,000,000 characters or a 5 MiB file.',
  category: 'analyzers',
  tags: ['asn1', 'der', 'x509', 'pem', 'decode'],
  keywords: ['asn.1 decoder', 'der decoder', 'asn1parse', 'openssl asn1parse', 'ber', 'pem to asn1', 'tlv', 'oid', 'certificate structure', 'lapo asn1js'],
  method: 'POST',
  parameters: [
    { name: 'input', type: 'textarea', label: 'DER data', description: 'A PEM block, Base64 or hex (or choose a file).', required: false, placeholder: '-----BEGIN CERTIFICATE-----', validation: { maxLength: 2_000_000 } },
    { name: 'file', type: 'file', label: 'Or a file', description: 'A .der, .cer, .crt, .p12 or other DER/PEM file (at most 5 MiB).', required: false, validation: { maxSize: 5_242_880 } },
    { name: 'openEmbedded', type: 'boolean', label: 'Open embedded DER', description: 'Parse OCTET STRING and BIT STRING contents that are themselves DER (as openssl -strparse would).', required: false, defaultValue: true },
  ],
  outputDescription: 'The structure as openssl asn1parse text, and as a table of every element.',
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'One line per element, in the openssl asn1parse layout (embedded DER indented with its own offsets).' },
      elements: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            offset: { type: 'integer', minimum: 0 },
            depth: { type: 'integer', minimum: 0 },
            headerLength: { type: 'integer', minimum: 1 },
            length: { type: ['integer', 'null'], description: 'Content length; null for an indefinite (BER) length.' },
            constructed: { type: 'boolean' },
            tag: { type: 'string', description: 'SEQUENCE, INTEGER, cont [ 0 ]…' },
            value: { type: ['string', 'null'] },
          },
          required: ['offset', 'depth', 'headerLength', 'length', 'constructed', 'tag', 'value'],
          additionalProperties: false,
        },
      },
      byteLength: { type: 'integer', minimum: 0 },
    },
    required: ['text', 'elements', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  display: { text: { as: 'code', language: 'text' } },
  example: {
    input: { input: '300d06092a864886f70d0101010500' },
    output: {
      text: '    0:d=0  hl=2 l=  13 cons: SEQUENCE\n    2:d=1  hl=2 l=   9 prim: OBJECT            :rsaEncryption\n   13:d=1  hl=2 l=   0 prim: NULL\n',
      elements: [
        { offset: 0, depth: 0, headerLength: 2, length: 13, constructed: true, tag: 'SEQUENCE', value: null },
        { offset: 2, depth: 1, headerLength: 2, length: 9, constructed: false, tag: 'OBJECT', value: 'rsaEncryption' },
        { offset: 13, depth: 1, headerLength: 2, length: 0, constructed: false, tag: 'NULL', value: null },
      ],
      byteLength: 15,
    },
    description: 'The AlgorithmIdentifier of an RSA public key.',
  },
  relatedTools: ['x509-certificate-decoder', 'hexdump', 'base64-encoder'],
});
