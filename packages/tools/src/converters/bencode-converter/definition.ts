import { defineDefinition } from '@ctp/core';
import { binaryFormatParameters } from '../../_shared/binary-format-params.js';

export default defineDefinition({
  id: 'bencode-converter',
  name: 'Bencode ↔ JSON (Torrent Decoder)',
  description:
    'Decode Bencode, the format of BitTorrent .torrent files and DHT messages, into JSON, or encode JSON as Bencode. Byte strings that are UTF-8 become JSON strings, others (piece hashes) Base64 with a note. For a .torrent file the info-hash (SHA-1 of the info dictionary, the v1 magnet link id), name, total size and file count are shown. Up to 2,000,000 characters or a 5 MiB file.',
  category: 'converters',
  tags: ['bencode', 'torrent', 'json', 'decode'],
  keywords: ['bencode', 'torrent file viewer', 'decode torrent', 'info hash', 'magnet link', 'bittorrent', '.torrent to json', 'bdecode'],
  method: 'POST',
  parameters: [...binaryFormatParameters('Bencode', 'd3:cow3:moo4:spam4:eggse')],
  outputDescription: 'The JSON (decode) or the Bencode bytes (encode), and torrent facts when the data is a torrent.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Decode: the value as JSON. Encode: the Bencode bytes as hex or Base64.' },
      byteLength: { type: 'integer', minimum: 0 },
      torrent: {
        type: ['object', 'null'],
        description: 'For a .torrent: its info-hash, name, size and file count.',
        properties: {
          infoHash: { type: 'string', description: 'SHA-1 of the bencoded info dictionary, hex (BitTorrent v1).' },
          magnet: { type: 'string' },
          name: { type: ['string', 'null'] },
          totalSize: { type: 'integer', minimum: 0 },
          fileCount: { type: 'integer', minimum: 0 },
          pieceLength: { type: ['integer', 'null'] },
        },
        required: ['infoHash', 'magnet', 'name', 'totalSize', 'fileCount', 'pieceLength'],
        additionalProperties: false,
      },
    },
    required: ['result', 'byteLength', 'torrent'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { input: '64333a636f77333a6d6f6f343a7370616d343a6567677365', mode: 'decode' },
    output: { result: '{\n  "cow": "moo",\n  "spam": "eggs"\n}', byteLength: 24, torrent: null },
    description: 'The example dictionary of the BitTorrent specification (BEP 3), as hex.',
  },
  relatedTools: ['msgpack-converter', 'hash-generator'],
});
