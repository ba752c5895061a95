import { defineTool, failure, success } from '@ctp/core';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { CATALOGUE, type CrcModelRow } from './catalogue.js';
import { computeCrc, crcHex, type CrcModel } from './crc-engine.js';
import definition from './definition.js';

const big = (hex: string) => BigInt(`0x${hex.trim().replace(/^0x/i, '') || '0'}`);
const fromRow = ([, width, poly, init, refin, refout, xorout]: CrcModelRow): CrcModel => ({ width, poly: big(poly), init: big(init), refin, refout, xorout: big(xorout) });
const hex = (value: bigint) => value.toString(16);

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const { bytes } = decoded;

  if (params.model === 'all') {
    const results = CATALOGUE.map((row) => ({ model: row[0], width: row[1], crc: crcHex(computeCrc(fromRow(row), bytes), row[1]) }));
    const expected = params.expected === undefined ? undefined : big(params.expected);
    const matches = expected === undefined ? [] : results.filter((r) => big(r.crc) === expected).map((r) => r.model);
    const crc = results.map((r) => `${r.model}  ${r.crc}`).join('\n');
    return success({ crc, decimal: null, model: null, results, matches, inputBytes: bytes.length });
  }

  let name: string;
  let model: CrcModel;
  if (params.model === 'custom') {
    name = 'custom';
    model = { width: params.width, poly: big(params.poly), init: big(params.init), refin: params.refin, refout: params.refout, xorout: big(params.xorout) };
    const limit = 1n << BigInt(model.width);
    for (const [label, value] of [['poly', model.poly], ['init', model.init], ['xorout', model.xorout]] as const)
      if (value >= limit) return failure('INVALID_INPUT', `${label} 0x${hex(value)} does not fit in ${model.width} bits (at most 0x${hex(limit - 1n)}). Give the polynomial without its top x^${model.width} term.`);
    if ((model.poly & 1n) === 0n) return failure('INVALID_INPUT', `poly 0x${hex(model.poly)} is even: a CRC generator polynomial always has the x^0 term, so its lowest bit is 1.`);
  } else {
    const row = CATALOGUE.find((r) => r[0] === params.model)!;
    name = row[0];
    model = fromRow(row);
  }
  const value = computeCrc(model, bytes);
  const check = computeCrc(model, new TextEncoder().encode('123456789'));
  return success({
    crc: crcHex(value, model.width),
    decimal: value.toString(),
    model: { name, width: model.width, poly: hex(model.poly), init: hex(model.init), refin: model.refin, refout: model.refout, xorout: hex(model.xorout), check: hex(check) },
    results: [{ model: name, width: model.width, crc: crcHex(value, model.width) }],
    matches: [],
    inputBytes: bytes.length,
  });
});
