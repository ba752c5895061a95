import { defineDefinition } from '@ctp/core';
import { DIGESTS, digestRowSchema } from '../../_shared/digest-catalog.js';
import { digestEncodingParameter } from '../../_shared/hash-parameters.js';

export default defineDefinition({
  id: 'file-hash-calculator',
  name: 'File Hash & Checksum Verifier',
  description:
    'Compute the checksum of a file (up to 20 MB, hashed in your browser, never uploaded) with SHA-256, SHA-512, SHA-1, MD5, SHA-3, BLAKE2/3, CRC-32, xxHash and more, or all of them, and verify a download against the checksum its publisher gives: paste the expected value and the tool says whether it matches and which algorithm it is. Same digests as sha256sum, md5sum, certutil -hashfile and Get-FileHash.',
  category: 'generators',
  tags: ['hash', 'checksum', 'file', 'integrity'],
  keywords: ['file checksum', 'file hash', 'verify download', 'sha256sum', 'md5sum', 'sha1sum', 'certutil hashfile', 'get-filehash', 'iso checksum', 'integrity check', 'compare checksum', 'hash a file'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    { name: 'file', type: 'file', label: 'File', description: 'The file to hash (any type, up to 20 MB).', required: true, validation: { maxSize: 20_971_520 } },
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'The digest to compute, the everyday set (MD5, SHA-1, SHA-256, SHA-512), or all.',
      required: false,
      defaultValue: 'sha256',
      options: [{ value: 'common', label: 'MD5, SHA-1, SHA-256, SHA-512' }, { value: 'all', label: `All ${DIGESTS.length}` }, ...DIGESTS.map((d) => ({ value: d.id, label: d.name }))],
    },
    {
      name: 'expected',
      type: 'text',
      label: 'Expected checksum',
      description: 'Optional: the checksum the publisher gives (hex or base64; a "digest  filename" line from a .sha256 file works too). The result says whether the file matches.',
      required: false,
      validation: { maxLength: 1000 },
      aiHint: 'When verifying, pass the expected value; if its algorithm is unknown choose algorithm "all".',
    },
    digestEncodingParameter,
  ],
  outputDescription: 'The digest (one line per algorithm for a set), a table of digests, the file size and type, and whether an expected checksum matches.',
  outputSchema: {
    type: 'object',
    properties: {
      digest: { type: 'string', description: 'The digest; for a set, one "NAME  digest" line per algorithm.' },
      results: { type: 'array', items: digestRowSchema },
      verified: { type: ['boolean', 'null'], description: 'True when the expected checksum equals a computed digest, false when it matches none, null without one.' },
      matchedAlgorithm: { type: ['string', 'null'], description: 'The algorithm whose digest equals the expected checksum.' },
      fileBytes: { type: 'integer', minimum: 0 },
      mimeType: { type: 'string', description: 'The file\'s media type (declared or sniffed).' },
    },
    required: ['digest', 'results', 'verified', 'matchedAlgorithm', 'fileBytes', 'mimeType'],
    additionalProperties: false,
  },
  primaryOutput: 'digest',
  example: {
    input: { file: 'data:text/plain;base64,aGVsbG8gd29ybGQK', expected: 'a948904f2f0f479b8f8197694b30184b0d2ed1c1cd2a1ec0fb85d299a192a447  hello.txt' },
    output: {
      digest: 'a948904f2f0f479b8f8197694b30184b0d2ed1c1cd2a1ec0fb85d299a192a447',
      results: [{ algorithm: 'sha256', name: 'SHA-256', bits: 256, digest: 'a948904f2f0f479b8f8197694b30184b0d2ed1c1cd2a1ec0fb85d299a192a447' }],
      verified: true,
      matchedAlgorithm: 'sha256',
      fileBytes: 12,
      mimeType: 'text/plain',
    },
    description: 'SHA-256 of a file holding "hello world\\n", checked against a sha256sum line.',
  },
  relatedTools: ['multi-hash-generator', 'hash-generator', 'checksum-calculator'],
});
