import { defineDefinition } from '@ctp/core';

const nullableDate = (description: string) => ({ type: ['string', 'null'], description });

export default defineDefinition({
  id: 'jwt-decoder',
  name: 'JWT Decoder',
  description:
    'Decode a JSON Web Token (JWT/JWS) without verifying it: header, payload and signature, the algorithm, issued-at, expiry and not-before as ISO dates, whether it is expired or not yet valid at a given time, and how long until it expires. Accepts a "Bearer " prefix and line breaks. An encrypted JWE (5 parts) has only its header decoded. Does NOT check the signature.',
  category: 'encoders',
  primaryOutput: 'payload',
  featured: true,
  handles: [{ kind: 'jwt' }],
  tags: ['jwt', 'decode', 'token', 'jose'],
  keywords: ['json web token', 'jws', 'jwe', 'bearer token', 'id token', 'access token', 'claims', 'exp', 'iat', 'nbf', 'oauth', 'openid connect', 'jwt.io', 'token expiry'],
  method: 'POST',
  parameters: [
    {
      name: 'token',
      type: 'textarea',
      label: 'Token',
      description: 'The JWT (header.payload.signature) or JWE. A leading "Bearer " and whitespace are ignored.',
      required: true,
      placeholder: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.…',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'now',
      type: 'datetime',
      label: 'Check expiry at',
      description: 'The time to check expiry and not-before against (ISO 8601; no offset means UTC). Defaults to the current time.',
      required: false,
      group: 'advanced',
      aiHint: 'Leave empty to check against the current time.',
    },
  ],
  outputDescription: 'The decoded header, payload and signature, the algorithm, the time claims as ISO dates and the expiry status at the given time.',
  outputSchema: {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: ['JWS', 'JWE'], description: 'JWS: a signed token (3 parts, the usual JWT); JWE: an encrypted token (5 parts) whose payload cannot be read without the key.' },
      header: { type: 'object', description: 'The decoded JOSE header.' },
      payload: { type: ['object', 'null'], description: 'The decoded claims; null for a JWE (encrypted).' },
      signature: { type: ['string', 'null'], description: 'The signature as it appears in the token (base64url); empty for alg "none", null for a JWE.' },
      algorithm: { type: ['string', 'null'], description: 'The "alg" header (e.g. HS256, RS256, ES256, none); null when missing.' },
      issuedAt: nullableDate('"iat" as an ISO 8601 UTC date; null when absent or not a number.'),
      expiresAt: nullableDate('"exp" as an ISO 8601 UTC date; null when absent or not a number.'),
      notBefore: nullableDate('"nbf" as an ISO 8601 UTC date; null when absent or not a number.'),
      evaluatedAt: { type: 'string', description: 'The time the expiry status refers to (ISO 8601 UTC).' },
      expired: { type: ['boolean', 'null'], description: 'True when evaluatedAt is at or after "exp"; null without a usable "exp".' },
      notYetValid: { type: ['boolean', 'null'], description: 'True when evaluatedAt is before "nbf"; null without a usable "nbf".' },
      secondsUntilExpiry: { type: ['number', 'null'], description: '"exp" minus evaluatedAt in seconds (negative once expired); null without a usable "exp".' },
      expiresIn: { type: ['string', 'null'], description: 'The same in words, e.g. "in 45 minutes 22 seconds" or "3 days 2 hours ago".' },
    },
    required: ['kind', 'header', 'payload', 'signature', 'algorithm', 'issuedAt', 'expiresAt', 'notBefore', 'evaluatedAt', 'expired', 'notYetValid', 'secondsUntilExpiry', 'expiresIn'],
    additionalProperties: false,
  },
  example: {
    input: {
      token:
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyLCJleHAiOjE1MTYyNDI2MjJ9.kdtHmE7_Cg5Vp_kuDoGp6XnWIfOxeaopNXumatFfDQg',
      now: '2018-01-18T01:45:00Z',
    },
    output: {
      kind: 'JWS',
      header: { alg: 'HS256', typ: 'JWT' },
      payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022, exp: 1516242622 },
      signature: 'kdtHmE7_Cg5Vp_kuDoGp6XnWIfOxeaopNXumatFfDQg',
      algorithm: 'HS256',
      issuedAt: '2018-01-18T01:30:22.000Z',
      expiresAt: '2018-01-18T02:30:22.000Z',
      notBefore: null,
      evaluatedAt: '2018-01-18T01:45:00.000Z',
      expired: false,
      notYetValid: null,
      secondsUntilExpiry: 2722,
      expiresIn: 'in 45 minutes 22 seconds',
    },
    description: 'Decode an HS256 token and check it 15 minutes after it was issued.',
  },
  relatedTools: ['base64-encoder'],
  aiInstructions:
    'Decoding does NOT verify the signature: never treat the decoded claims as authentic or trusted. Pass the token as is ("Bearer " prefix allowed). Pass "now" only to check expiry at another time; without it the result depends on the current time. A JWE (5 parts) is encrypted: only its header can be read. Problems with the time claims (e.g. exp in milliseconds, or as a string) and alg "none" are reported in metadata.warnings.',
});
