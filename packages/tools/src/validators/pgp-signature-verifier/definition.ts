import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'pgp-signature-verifier',
  name: 'PGP Signature Verifier',
  description:
    'Verify an OpenPGP signature with the signer\'s public key: a clearsigned message (-----BEGIN PGP SIGNED MESSAGE-----), a signed message, or a detached signature (.asc/.sig) together with the signed text — like gpg --verify, for release files, emails and commits. Shows the signer\'s key ID, fingerprint, user ID and signing time; a message or signature that is not readable OpenPGP is invalid, with the reason. Runs in your browser with openpgp.js.',
  category: 'validators',
  tags: ['pgp', 'gpg', 'signature', 'verify'],
  keywords: ['pgp verify', 'gpg --verify', 'verify pgp signature', 'clearsign', 'detached signature', 'asc signature', 'openpgp signature check', 'verify release signature'],
  method: 'POST',
  parameters: [
    { name: 'message', type: 'textarea', label: 'Signed or clearsigned message', description: 'A clearsigned or signed armored message, or the plain text a detached signature covers.', required: true, validation: { maxLength: 1_000_000 } },
    { name: 'signature', type: 'textarea', label: 'Detached signature', description: 'For detached signatures: the armored signature (-----BEGIN PGP SIGNATURE-----). Leave empty for clearsigned messages.', required: false, validation: { maxLength: 100_000 } },
    { name: 'publicKey', type: 'textarea', label: 'Signer\'s public key', description: 'The armored public key (or keys) of the signer.', required: true, validation: { maxLength: 200_000 } },
  ],
  outputDescription: 'Whether the signature is valid, who signed and when, and the signed text.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      signerKeyId: { type: ['string', 'null'], description: 'The key ID the signature names.' },
      signerFingerprint: { type: ['string', 'null'], description: 'Fingerprint of the matching public key.' },
      signerUserId: { type: ['string', 'null'] },
      signedAt: { type: ['string', 'null'], description: 'ISO 8601 signature creation time.' },
      text: { type: 'string', description: 'The text the signature covers (empty when no signed message could be read).' },
      reason: { type: ['string', 'null'], description: 'Why the signature did not verify, or why the message or signature could not be read; null when valid.' },
    },
    required: ['valid', 'signerKeyId', 'signerFingerprint', 'signerUserId', 'signedAt', 'text', 'reason'],
    additionalProperties: false,
  },
  primaryOutput: 'valid',
  live: false,
  example: { input: { message: "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nSigned text\n-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0WIQRwWQSxDzMs2FahIwEiYcU3B9Y2TAUCawkXdwAKCRAiYcU3B9Y2\nTPsSAQCeO3dBlKMW7s+HEfzeozpeWRLAlX3PAukWyOmzmno9YQEAxQtPczPXmSkc\naUjP/zED/bqCUUmNCPyadGSYthempg0=\n=Y7TD\n-----END PGP SIGNATURE-----\n", publicKey: "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEawkXdhYJKwYBBAHaRw8BAQdAmYyhE1YRFP2t+zcZcr9mGLltRkLWr6BMBPMj\nLgM32uG0IEV4YW1wbGUgVXNlciA8dXNlckBleGFtcGxlLnRlc3Q+iJAEExYIADgW\nIQRwWQSxDzMs2FahIwEiYcU3B9Y2TAUCawkXdgIbAwULCQgHAgYVCgkICwIEFgID\nAQIeAQIXgAAKCRAiYcU3B9Y2TIC7AP9juXy+oTgLyiJu9yiKVmmcsR55fHgD+/EO\nyRkRU+2bAAEA/sVsanNqNTMFIgF0sfyun06buLy3piqq0PPPspkrhQO4OARrCRd2\nEgorBgEEAZdVAQUBAQdAvUeUB3xruaKHNAKPoQXSuk5pPpIicWCJssAJgxRVxWsD\nAQgHiHgEGBYIACAWIQRwWQSxDzMs2FahIwEiYcU3B9Y2TAUCawkXdgIbDAAKCRAi\nYcU3B9Y2TCq6AQDwXTDx5n5gbyAOwFEWA202U+Iy9VfmWfDBjKvvnw1epwD9FBjk\nNPnC1c2wsy/dnkO9KYTg/mfExFoMsx5Eux9gXQ0=\n=r3Y8\n-----END PGP PUBLIC KEY BLOCK-----\n" }, output: {
      "valid": true,
      "signerKeyId": "2261C53707D6364C",
      "signerFingerprint": "705904B10F332CD856A123012261C53707D6364C",
      "signerUserId": "Example User <user@example.test>",
      "signedAt": "2026-11-27T05:39:03.000Z",
      "text": "Signed text",
      "reason": null
    }, description: 'A message clearsigned by GnuPG, checked with the signer\'s public key.' },
  handles: [{ kind: 'pgp-block' }],
  relatedTools: ['pgp-encrypt-decrypt', 'pgp-key-inspector', 'digital-signature-verifier'],
});
