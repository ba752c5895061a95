import { defineDefinition } from '@ctp/core';

const encryptOnly = [{ field: 'mode', condition: 'equals' as const, value: 'encrypt' }];
const decryptOnly = [{ field: 'mode', condition: 'equals' as const, value: 'decrypt' }];

export default defineDefinition({
  id: 'pgp-encrypt-decrypt',
  name: 'PGP Encrypt / Decrypt',
  description:
    'Encrypt a message to one or more OpenPGP public keys (optionally signed with your private key), or decrypt a PGP message with your private key and passphrase (checking its signature when the sender\'s key is given), compatible with GnuPG, Kleopatra, Thunderbird and ProtonMail. Armored text in and out; uses openpgp.js in your browser, so keys and messages stay local.',
  category: 'encoders',
  tags: ['pgp', 'gpg', 'encryption', 'openpgp'],
  keywords: ['pgp encrypt', 'pgp decrypt', 'gpg encrypt online', 'openpgp', 'encrypt with public key', 'decrypt pgp message', 'gnupg', 'armored message', 'rfc 9580', 'rfc 4880'],
  method: 'POST',
  cost: 'heavy', // public-key operations and S2K: servers run every call in the worker pool
  annotations: { idempotentHint: false },
  parameters: [
    { name: 'text', type: 'textarea', label: 'Message', description: 'Encrypt: the plaintext. Decrypt: the armored PGP message (-----BEGIN PGP MESSAGE-----).', required: true, validation: { maxLength: 1_000_000 } },
    { name: 'mode', type: 'select', label: 'Mode', description: 'Encrypt or decrypt.', required: false, defaultValue: 'encrypt', options: [{ value: 'encrypt', label: 'Encrypt' }, { value: 'decrypt', label: 'Decrypt' }] },
    { name: 'publicKeys', type: 'textarea', label: 'Recipients\' public keys', description: 'Encrypt: one or more armored public keys (every recipient can decrypt). Decrypt: optionally the sender\'s public key, to verify a signature.', required: false, validation: { maxLength: 200_000 } },
    { name: 'privateKey', type: 'textarea', label: 'Your private key', description: 'Decrypt: your armored private key. Encrypt: optional, to sign the message.', required: false, validation: { maxLength: 100_000 } },
    { name: 'passphrase', type: 'text', label: 'Passphrase', description: 'The passphrase of the private key, if it has one.', required: false, validation: { maxLength: 1000 } },
  ],
  outputDescription: 'The armored message (encrypt) or the plaintext (decrypt), with the keys involved and the signature check.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Encrypt: the armored PGP message. Decrypt: the plaintext.' },
      mode: { type: 'string', enum: ['encrypt', 'decrypt'] },
      keyIds: { type: 'array', items: { type: 'string' }, description: 'Encrypt: the recipients\' key IDs. Decrypt: the key IDs the message is encrypted to.' },
      signed: { type: 'boolean', description: 'Whether the message is (to be) signed.' },
      signatureValid: { type: ['boolean', 'null'], description: 'Decrypt: whether the signature verified with the given public key; null when unsigned or no key was given.' },
      signerKeyId: { type: ['string', 'null'], description: 'The key ID of the signature, if any.' },
    },
    required: ['result', 'mode', 'keyIds', 'signed', 'signatureValid', 'signerKeyId'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  live: false,
  timeoutMs: 30_000,
  example: { input: { text: "-----BEGIN PGP MESSAGE-----\n\nhF4DXpsBVR4PqRsSAQdAa9OEcK0YFxPHCM2U/Kz79lPi3y71QSSaNsPTcg8dYQMw\nKyoUMG/nL0x1ILzvmdbAYc+KlpMsLiAVRctmA1rk16AFK45o6aYcqryNb+Z6P2sS\n0k4BSs2jyuMfSA9c+UU8UNLIVoLMmSe/EYU1sIRWvncAcYtOPV2NIWXP2IEjep2g\nzBuUkYEGZHxjI3aGD8c8M4wTggD5eGnNUVq/0XI1/dg=\n=Jzup\n-----END PGP MESSAGE-----\n", mode: 'decrypt', privateKey: "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlFgEawkXdhYJKwYBBAHaRw8BAQdAmYyhE1YRFP2t+zcZcr9mGLltRkLWr6BMBPMj\nLgM32uEAAQCdNZ2iE4sbDHInlVwDx7fA2+NAV/aO8oaWP8RYyugquxB7tCBFeGFt\ncGxlIFVzZXIgPHVzZXJAZXhhbXBsZS50ZXN0PoiQBBMWCAA4FiEEcFkEsQ8zLNhW\noSMBImHFNwfWNkwFAmsJF3YCGwMFCwkIBwIGFQoJCAsCBBYCAwECHgECF4AACgkQ\nImHFNwfWNkyAuwD/Y7l8vqE4C8oibvcoilZpnLEeeXx4A/vxDskZEVPtmwABAP7F\nbGpzajUzBSIBdLH8rp9Om7i8t6YqqtDzz7KZK4UDnF0EawkXdhIKKwYBBAGXVQEF\nAQEHQL1HlAd8a7mihzQCj6EF0rpOaT6SInFgibLACYMUVcVrAwEIBwAA/1hwCP2M\n7EIsTOSXDQW0if1KMm0MUG7UwccronMJfIPID+SIeAQYFggAIBYhBHBZBLEPMyzY\nVqEjASJhxTcH1jZMBQJrCRd2AhsMAAoJECJhxTcH1jZMKroBAPBdMPHmfmBvIA7A\nURYDbTZT4jL1V+ZZ8MGMq++fDV6nAP0UGOQ0+cLVzbCzL92eQ70phOD+Z8TEWgyz\nHkS7H2BdDQ==\n=31UE\n-----END PGP PRIVATE KEY BLOCK-----\n" }, output: { result: 'Hello from OpenPGP!', mode: 'decrypt', keyIds: ['5E9B01551E0FA91B'], signed: false, signatureValid: null, signerKeyId: null }, description: 'Decrypting a message GnuPG encrypted to an example key (a demonstration key: never use it).' },
  handles: [{ kind: 'pgp-block' }],
  relatedTools: ['pgp-signature-verifier', 'pgp-key-inspector', 'aes-encrypt-decrypt'],
  aiInstructions: 'Encrypt needs the recipients\' PUBLIC keys; decrypt needs the recipient\'s PRIVATE key (and passphrase). Never ask a user to paste someone else\'s private key.',
});
