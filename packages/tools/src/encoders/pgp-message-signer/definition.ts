import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'pgp-message-signer',
  name: 'PGP Message Signer',
  description:
    'Sign a message with your OpenPGP private key, as gpg --clearsign, --detach-sign --armor or --sign --armor do: a clearsigned message readable as is, a detached signature for a file\'s text, or a signed armored message. Works with passphrase-protected keys; signing happens in your browser with openpgp.js.',
  category: 'encoders',
  tags: ['pgp', 'gpg', 'signature', 'openpgp'],
  keywords: ['pgp sign', 'gpg clearsign', 'detached signature', 'sign message pgp', 'openpgp sign', 'gpg --sign', 'pgp signature generator'],
  method: 'POST',
  cost: 'heavy', // public-key operations: servers run every call in the worker pool
  annotations: { idempotentHint: false },
  parameters: [
    { name: 'message', type: 'textarea', label: 'Message', description: 'The text to sign.', required: true, validation: { maxLength: 1_000_000 } },
    { name: 'privateKey', type: 'textarea', label: 'Your private key', description: 'Your armored private key.', required: true, validation: { maxLength: 100_000 } },
    { name: 'passphrase', type: 'text', label: 'Passphrase', description: 'The passphrase of the private key, if it has one.', required: false, validation: { maxLength: 1000 } },
    {
      name: 'format', type: 'select', label: 'Output', description: 'Clearsigned text (emails, announcements), a detached signature (files), or a signed armored message.', required: false, defaultValue: 'cleartext',
      options: [{ value: 'cleartext', label: 'Clearsigned message' }, { value: 'detached', label: 'Detached signature' }, { value: 'inline', label: 'Signed message (armored)' }],
    },
    { name: 'saltNotation', type: 'boolean', label: 'Random salt notation', description: 'Add openpgp.js\'s random salt notation (hardens EdDSA signatures against fault attacks). Turn off for byte-for-byte reproducible signatures.', required: false, defaultValue: true, group: 'advanced' },
    { name: 'date', type: 'datetime', label: 'Signature time', description: 'The signature creation time (default: now).', required: false, group: 'advanced' },
  ],
  outputDescription: 'The clearsigned message, detached signature or signed message, and the signing key.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The armored output.' },
      format: { type: 'string', enum: ['cleartext', 'detached', 'inline'] },
      signerKeyId: { type: 'string' },
      signerFingerprint: { type: 'string' },
    },
    required: ['result', 'format', 'signerKeyId', 'signerFingerprint'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  live: false,
  example: { input: { message: 'Release 1.0', privateKey: "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlFgEawkXdhYJKwYBBAHaRw8BAQdAmYyhE1YRFP2t+zcZcr9mGLltRkLWr6BMBPMj\nLgM32uEAAQCdNZ2iE4sbDHInlVwDx7fA2+NAV/aO8oaWP8RYyugquxB7tCBFeGFt\ncGxlIFVzZXIgPHVzZXJAZXhhbXBsZS50ZXN0PoiQBBMWCAA4FiEEcFkEsQ8zLNhW\noSMBImHFNwfWNkwFAmsJF3YCGwMFCwkIBwIGFQoJCAsCBBYCAwECHgECF4AACgkQ\nImHFNwfWNkyAuwD/Y7l8vqE4C8oibvcoilZpnLEeeXx4A/vxDskZEVPtmwABAP7F\nbGpzajUzBSIBdLH8rp9Om7i8t6YqqtDzz7KZK4UDnF0EawkXdhIKKwYBBAGXVQEF\nAQEHQL1HlAd8a7mihzQCj6EF0rpOaT6SInFgibLACYMUVcVrAwEIBwAA/1hwCP2M\n7EIsTOSXDQW0if1KMm0MUG7UwccronMJfIPID+SIeAQYFggAIBYhBHBZBLEPMyzY\nVqEjASJhxTcH1jZMBQJrCRd2AhsMAAoJECJhxTcH1jZMKroBAPBdMPHmfmBvIA7A\nURYDbTZT4jL1V+ZZ8MGMq++fDV6nAP0UGOQ0+cLVzbCzL92eQ70phOD+Z8TEWgyz\nHkS7H2BdDQ==\n=31UE\n-----END PGP PRIVATE KEY BLOCK-----\n", format: 'detached', date: '2027-01-01T00:00:00Z', saltNotation: false }, output: {
      "result": "-----BEGIN PGP SIGNATURE-----\n\nwnUEARYKACcFgms27IAJECJhxTcH1jZMFiEEcFkEsQ8zLNhWoSMBImHFNwfW\nNkwAAIdrAP4pgWtvgrS0Fi5oJyrtYvkXPxsroLFga4ReBwQO99aSiQD/Sp4J\nRgOJL0nu5x6W3f3PoLoSVwGJQ64keSnM958fvgs=\n=AHRW\n-----END PGP SIGNATURE-----\n",
      "format": "detached",
      "signerKeyId": "2261C53707D6364C",
      "signerFingerprint": "705904B10F332CD856A123012261C53707D6364C"
    }, description: 'A detached signature at a fixed time with an example Ed25519 key, without the random salt notation (so it reproduces).' },
  relatedTools: ['pgp-signature-verifier', 'pgp-encrypt-decrypt', 'digital-signature-generator'],
});
