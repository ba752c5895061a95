import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'pgp-key-inspector',
  name: 'PGP Key Inspector',
  description:
    'Show what an OpenPGP key holds, like gpg --show-keys: fingerprint, long key ID, user IDs, primary key and subkeys with their algorithms, sizes or curves, what each is for (sign, encrypt, certify), creation and expiry dates, and whether it is public or private (and passphrase-protected). Reads armored public or private key blocks; nothing leaves the browser.',
  category: 'analyzers',
  tags: ['pgp', 'gpg', 'keys', 'openpgp'],
  keywords: ['pgp key info', 'gpg --show-keys', 'pgp fingerprint', 'key id', 'inspect pgp key', 'pgp key expiry', 'openpgp key details', 'subkeys'],
  method: 'POST',
  parameters: [
    { name: 'key', type: 'textarea', label: 'PGP key', description: 'An armored public or private key block.', required: true, validation: { maxLength: 200_000 } },
  ],
  outputDescription: 'The key\'s fingerprint, IDs, user IDs, and each (sub)key with algorithm, usage and dates.',
  outputSchema: {
    type: 'object',
    properties: {
      fingerprint: { type: 'string' },
      keyId: { type: 'string', description: 'The long (64-bit) key ID.' },
      type: { type: 'string', enum: ['public', 'private'] },
      protected: { type: ['boolean', 'null'], description: 'Private keys: whether a passphrase protects them.' },
      userIds: { type: 'array', items: { type: 'string' } },
      created: { type: 'string', description: 'ISO 8601 creation time of the primary key.' },
      expires: { type: ['string', 'null'], description: 'ISO 8601 expiry, or null when it never expires.' },
      keys: {
        type: 'array',
        description: 'The primary key and its subkeys.',
        items: {
          type: 'object',
          properties: {
            role: { type: 'string', enum: ['primary', 'subkey'] },
            keyId: { type: 'string' },
            fingerprint: { type: 'string' },
            algorithm: { type: 'string', description: 'e.g. "eddsaLegacy ed25519", "ecdh curve25519", "rsaEncryptSign 4096".' },
            created: { type: 'string' },
          },
          required: ['role', 'keyId', 'fingerprint', 'algorithm', 'created'],
          additionalProperties: false,
        },
      },
    },
    required: ['fingerprint', 'keyId', 'type', 'protected', 'userIds', 'created', 'expires', 'keys'],
    additionalProperties: false,
  },
  primaryOutput: 'fingerprint',
  live: false,
  example: { input: { key: "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEawkXdhYJKwYBBAHaRw8BAQdAmYyhE1YRFP2t+zcZcr9mGLltRkLWr6BMBPMj\nLgM32uG0IEV4YW1wbGUgVXNlciA8dXNlckBleGFtcGxlLnRlc3Q+iJAEExYIADgW\nIQRwWQSxDzMs2FahIwEiYcU3B9Y2TAUCawkXdgIbAwULCQgHAgYVCgkICwIEFgID\nAQIeAQIXgAAKCRAiYcU3B9Y2TIC7AP9juXy+oTgLyiJu9yiKVmmcsR55fHgD+/EO\nyRkRU+2bAAEA/sVsanNqNTMFIgF0sfyun06buLy3piqq0PPPspkrhQO4OARrCRd2\nEgorBgEEAZdVAQUBAQdAvUeUB3xruaKHNAKPoQXSuk5pPpIicWCJssAJgxRVxWsD\nAQgHiHgEGBYIACAWIQRwWQSxDzMs2FahIwEiYcU3B9Y2TAUCawkXdgIbDAAKCRAi\nYcU3B9Y2TCq6AQDwXTDx5n5gbyAOwFEWA202U+Iy9VfmWfDBjKvvnw1epwD9FBjk\nNPnC1c2wsy/dnkO9KYTg/mfExFoMsx5Eux9gXQ0=\n=r3Y8\n-----END PGP PUBLIC KEY BLOCK-----\n" }, output: {
      "fingerprint": "705904B10F332CD856A123012261C53707D6364C",
      "keyId": "2261C53707D6364C",
      "type": "public",
      "protected": null,
      "userIds": [
        "Example User <user@example.test>"
      ],
      "created": "2026-11-27T05:39:02.000Z",
      "expires": null,
      "keys": [
        {
          "role": "primary",
          "keyId": "2261C53707D6364C",
          "fingerprint": "705904B10F332CD856A123012261C53707D6364C",
          "algorithm": "eddsaLegacy ed25519Legacy",
          "created": "2026-11-27T05:39:02.000Z"
        },
        {
          "role": "subkey",
          "keyId": "5E9B01551E0FA91B",
          "fingerprint": "53E0B63F2517F160B00F23FA5E9B01551E0FA91B",
          "algorithm": "ecdh curve25519Legacy",
          "created": "2026-11-27T05:39:02.000Z"
        }
      ]
    }, description: 'A GnuPG-made Ed25519 key with a Curve25519 encryption subkey.' },
  handles: [{ kind: 'pgp-block' }],
  relatedTools: ['pgp-encrypt-decrypt', 'pgp-signature-verifier', 'public-key-extractor'],
});
