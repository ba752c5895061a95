import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { phpFloat } from './serialize.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; mode: string; references: Array<Record<string, unknown>>; properties: Array<Record<string, unknown>> };
const toJson = async (input: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { input, indent: '0', ...options })).result;
const toPhp = async (input: string) => (await runOk<Out>(tool, { input, mode: 'serialize' })).result;

describe('php-serializer', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('counts string lengths in UTF-8 bytes both ways (Buffer.byteLength)', async () => {
    const s = `${UNICODE_SAMPLE}é`;
    const php = `s:${Buffer.byteLength(s)}:"${s}";`;
    expect(php).toBe('s:11:"À😀中é";');
    expect(await toPhp(JSON.stringify(s))).toBe(php);
    expect(await toJson(php)).toBe(JSON.stringify(s));
  });

  it('explains a character-counted length', async () => {
    expect(await runError(tool, { input: 's:5:"héllo";' }, 'INVALID_INPUT')).toBe(
      'Invalid PHP serialized data at byte 4: the string declares 5 bytes but no closing quote follows them; the text up to the next quote is 6 bytes in UTF-8 (the length counts bytes, not characters)',
    );
  });

  it('reads what PHP writes', async () => {
    // php -r 'echo serialize(["a"=>1,"b"=>[true,null,1.5,"é"],7=>-3,"x y"=>0.1]);'
    const php = 'a:4:{s:1:"a";i:1;s:1:"b";a:4:{i:0;b:1;i:1;N;i:2;d:1.5;i:3;s:2:"é";}i:7;i:-3;s:3:"x y";d:0.1;}';
    expect(await toJson(php)).toBe('{"a":1,"b":[true,null,1.5,"é"],"7":-3,"x y":0.1}');
    // key order of integer-like keys is kept (a JS object would move "2" before "1")
    expect(await toJson('a:2:{i:2;s:1:"x";i:1;s:1:"y";}')).toBe('{"2":"x","1":"y"}');
    expect(await toJson('i:9223372036854775807;')).toBe('9223372036854775807');
    expect(await toJson('d:1.0E+25;')).toBe('1.0E+25');
    expect(await toJson('a:0:{}')).toBe('[]');
    expect(await toJson('E:11:"Suit:Hearts";')).toBe('{"__enum":"Suit:Hearts"}');
    expect(await toJson('C:11:"ArrayObject":21:{x:i:0;a:0:{};m:a:0:{}}')).toBe('{"__class":"ArrayObject","__serialized":"x:i:0;a:0:{};m:a:0:{}"}');
  });

  it('turns INF and NAN into strings with a warning', async () => {
    const result = await runTool(tool, { input: 'a:3:{i:0;d:INF;i:1;d:-INF;i:2;d:NAN;}', indent: '0' });
    expect(result.data.result).toBe('["INF","-INF","NAN"]');
    expect(result.metadata?.warnings).toEqual([
      '$[0] is the float INF, which JSON cannot hold; it became the string "INF".',
      '$[1] is the float -INF, which JSON cannot hold; it became the string "-INF".',
      '$[2] is the float NAN, which JSON cannot hold; it became the string "NAN".',
    ]);
  });

  it('decodes private and protected properties', async () => {
    const php = 'O:3:"Kid":3:{s:1:"a";i:1;s:4:"\0*\0b";i:2;s:9:"\0Parent\0c";i:3;}';
    const out = await runOk<Out>(tool, { input: php, indent: '0' });
    expect(out.result).toBe('{"__class":"Kid","a":1,"b":2,"c":3}');
    expect(out.properties).toEqual([{ path: '$.b', visibility: 'protected' }, { path: '$.c', visibility: 'private', declaringClass: 'Parent' }]);
    const raw = await toJson(php, { keepPrefixes: true });
    expect(raw).toBe('{"__class":"Kid","a":1,"\\u0000*\\u0000b":2,"\\u0000Parent\\u0000c":3}');
    expect(await toPhp(raw)).toBe(php); // visibility survives the round trip
  });

  it('reports references with their target slots', async () => {
    // $a = [1]; $o = new stdClass; $o->x = $a; $o->y = &$o->x; ... slots: 1 = $o, 2 = x, 3 = x[0]
    const php = 'O:8:"stdClass":3:{s:1:"x";a:1:{i:0;i:1;}s:1:"y";R:2;s:1:"z";r:1;}';
    const out = await runOk<Out>(tool, { input: php, indent: '0' });
    expect(out.result).toBe('{"__class":"stdClass","x":[1],"y":{"__ref":2},"z":{"__ref":1}}');
    expect(out.references).toEqual([
      { path: '$.y', kind: 'R', target: 2, targetPath: '$.x' },
      { path: '$.z', kind: 'r', target: 1, targetPath: '$' },
    ]);
    expect(await runError(tool, { input: 'a:1:{i:0;r:5;}' }, 'INVALID_INPUT')).toBe('Invalid PHP serialized data at byte 9: reference r:5 points to no earlier value (values so far: 2)');
  });

  it('is strict, with byte offsets', async () => {
    const bad: Array<[string, string]> = [
      ['i:12', 'Invalid PHP serialized data at byte 4: expected ";" after the integer, found the end of the input'],
      ['b:2;', 'Invalid PHP serialized data at byte 2: invalid boolean (0 or 1) "2"'],
      ['a:2:{i:0;i:1;}', 'Invalid PHP serialized data at byte 13: expected a value type (N, b, i, d, s, a, O, C, E, r or R), found "}"'],
      ['a:1:{i:0;i:1;}x', 'Invalid PHP serialized data at byte 14: unexpected "x" after the end of the serialized value'],
      ['a:1:{d:1.5;i:1;}', 'Invalid PHP serialized data at byte 5: array keys must be integers (i:) or strings (s:)'],
      ['a:2:{i:0;i:1;i:0;i:2;}', 'Invalid PHP serialized data at byte 13: duplicate array key "0"'],
      ['x:1;', 'Invalid PHP serialized data at byte 0: expected a value type (N, b, i, d, s, a, O, C, E, r or R), found "x"'],
    ];
    for (const [input, message] of bad) expect(await runError(tool, { input }, 'INVALID_INPUT')).toBe(message);
  });

  it('refuses nesting deeper than 512 levels quickly', async () => {
    const deep = 'a:1:{i:0;'.repeat(90_000) + 'N;' + '}'.repeat(90_000);
    expect(await runError(tool, { input: deep }, 'INVALID_INPUT')).toBe('Invalid PHP serialized data at byte 4613: nested deeper than 512 levels');
    const ok = 'a:1:{i:0;'.repeat(500) + 'N;' + '}'.repeat(500);
    expect(await toJson(ok)).toBe('['.repeat(500) + 'null' + ']'.repeat(500));
  });

  it('serializes JSON like PHP does', async () => {
    expect(await toPhp('{"a":1,"b":[true,null,1.5,"é"],"7":-3,"07":0.1,"big":12345678901234567890,"f":1e25,"g":3.0,"s":0.00001}')).toBe(
      'a:8:{s:1:"a";i:1;s:1:"b";a:4:{i:0;b:1;i:1;N;i:2;d:1.5;i:3;s:2:"é";}i:7;i:-3;s:2:"07";d:0.1;s:3:"big";d:1.2345678901234567E+19;s:1:"f";d:1.0E+25;s:1:"g";d:3;s:1:"s";d:1.0E-5;}',
    );
    expect(await toPhp('{"__class":"Point","x":1,"y":2}')).toBe('O:5:"Point":2:{s:1:"x";i:1;s:1:"y";i:2;}');
    expect(await toPhp('[{"__ref":1}]')).toBe('a:1:{i:0;r:1;}');
    expect(await runError(tool, { input: '{"a":1,\n"a":2}', mode: 'serialize' }, 'INVALID_INPUT')).toBe('Cannot serialize the JSON at line 2, column 1: duplicate key "a"');
    expect(await runError(tool, { input: '{"a":', mode: 'serialize' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1, column 6/);
  });

  it('formats floats like PHP (serialize_precision -1)', () => {
    const cases: Array<[number, string]> = [[0.1, '0.1'], [-2.5, '-2.5'], [100000, '100000'], [1e-4, '0.0001'], [1.5e-7, '1.5E-7'], [1e17, '1.0E+17'], [123456789012345680, '1.2345678901234568E+17'], [-0, '-0'], [0.30000000000000004, '0.30000000000000004']];
    for (const [n, text] of cases) expect(phpFloat(n)).toBe(text);
  });

  it('round-trips random JSON: serialize then unserialize', async () => {
    const pick = (i: number) => [0, -7, 2.25, 'x"y;', UNICODE_SAMPLE, true, null, [], { k: i }, [1, 'two']][i % 10];
    for (let n = 0; n < 20; n++) {
      const value = { n, list: Array.from({ length: n }, (_, i) => pick(i + n)), nested: { deep: { v: pick(n) } } };
      const php = await toPhp(JSON.stringify(value));
      expect(JSON.parse(await toJson(php))).toEqual(value);
    }
  });

  it('unserializes the largest allowed input', async () => {
    const body = largestInput(tool, 'input', 'é').slice(0, 500_000 - 10);
    const input = `s:${2 * body.length}:"${body}";`;
    expect(input.length).toBeLessThanOrEqual(1_000_000);
    expect(await toJson(input)).toBe(JSON.stringify(body));
    const count = 50_000; // a large array: "i:12345;s:3:"abc";" each
    const list = `a:${count}:{${Array.from({ length: count }, (_, i) => `i:${i};s:3:"abc";`).join('')}}`;
    expect(list.length).toBeLessThanOrEqual(1_000_000);
    expect(JSON.parse(await toJson(list))).toEqual(Array(count).fill('abc'));
  });
});
