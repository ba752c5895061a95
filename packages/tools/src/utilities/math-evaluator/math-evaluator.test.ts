import { describe, expect, it } from 'vitest';
import * as mathjs from 'mathjs';

const { all, create } = mathjs;
// the documentation objects exist at run time but are missing from the type declarations
const docs = (mathjs as unknown as { docs: Record<string, { examples?: string[] }> }).docs;
import tool, { MAX_ELEMENTS } from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  value: number | null;
  type: string;
  steps: Array<{ expression: string; result: string; type: string }>;
}

const calc = (expression: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { expression, ...extra });

describe('math-evaluator', () => {
  itReproducesItsExample(tool);

  it('follows operator precedence and associativity', async () => {
    const cases: Array<[string, number]> = [
      ['2 + 3 * 4 ^ 2', 50],
      ['(2 + 3) * 4', 20],
      ['-2 ^ 2', -4],
      ['2 ^ 3 ^ 2', 512],
      ['10 / 4 * 2', 5],
      ['10 - 4 - 3', 3],
      ['7 mod 3', 1],
      ['3! + 1', 7],
      ['2 * 3 % 4', 2],
    ];
    for (const [expression, expected] of cases) {
      const data = await calc(expression);
      expect(data.value, expression).toBe(expected);
      expect(data.type).toBe('number');
    }
  });

  it('shows how implicit multiplication was parsed', async () => {
    const data = await calc('2x + 1/2y', { scope: { x: 3, y: 4 } });
    expect(data.steps[0]!.expression).toBe('2 x + 1 / 2 y');
    expect(data.value).toBe(8); // 1/2y is (1/2)*y in math.js
  });

  it('computes functions exactly like Math', async () => {
    const cases: Array<[string, number]> = [
      ['sqrt(16)', 4],
      ['sin(0.5)', Math.sin(0.5)],
      ['cos(pi)', Math.cos(Math.PI)],
      ['log(e)', 1],
      ['log(100, 10)', 2],
      ['log10(1000)', 3],
      ['exp(2)', Math.exp(2)],
      ['atan2(1, 2)', Math.atan2(1, 2)],
      ['abs(-3.5)', 3.5],
      ['round(2.567, 2)', 2.57],
      ['sin(90 deg)', 1],
      ['hypot(3, 4)', 5],
    ];
    for (const [expression, expected] of cases) expect((await calc(expression)).value, expression).toBe(expected);
  });

  it('converts and computes with units', async () => {
    expect(await calc('5 inch to cm')).toMatchObject({ result: '12.7 cm', value: null, type: 'Unit' });
    expect((await calc('10 km/h to m/s', { precision: 4 })).result).toBe('2.778 m / s');
    expect((await calc('2 inch + 3 cm', { precision: 5 })).result).toBe('3.1811 inch');
    expect((await calc('1 GB to MB')).result).toBe('1000 MB');
    expect(await runError(tool, { expression: '1 m + 1 s' }, 'INVALID_INPUT')).toMatch(/Units do not match/);
  });

  it('computes exact decimals in BigNumber mode only', async () => {
    expect(await calc('0.1 + 0.2')).toMatchObject({ result: '0.30000000000000004', value: 0.30000000000000004, type: 'number' });
    expect(await calc('0.1 + 0.2', { bigNumber: true })).toMatchObject({ result: '0.3', value: 0.3, type: 'BigNumber' });
    expect((await calc('1 / 3', { bigNumber: true })).result).toBe(`0.${'3'.repeat(64)}`);
    expect((await calc('2^64', { bigNumber: true })).result).toBe('18446744073709551616');
    expect((await calc('2^64')).result).toBe('18446744073709552000');
    expect((await calc('x * 3', { bigNumber: true, scope: { x: 0.1 } })).result).toBe('0.3');
    expect((await calc('x * 3', { scope: { x: 0.1 } })).result).toBe('0.30000000000000004');
  });

  it('rounds to the requested significant digits', async () => {
    expect((await calc('1/3', { precision: 5 })).result).toBe('0.33333');
    expect((await calc('1/3', { precision: 5 })).value).toBe(1 / 3);
    expect((await calc('speedOfLight', { precision: 3 })).result).toBe('300000000 m / s');
    expect((await calc('[1/3, 2/3]', { precision: 2 })).result).toBe('[0.33, 0.67]');
    expect((await calc('22/7', { bigNumber: true, precision: 10 })).result).toBe('3.142857143');
    await runError(tool, { expression: '1', precision: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { expression: '1', precision: 2.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('handles matrices', async () => {
    expect(await calc('[1, 2; 3, 4] * [5; 6]')).toMatchObject({ result: '[[17], [39]]', value: null, type: 'Matrix' });
    expect((await calc('det([1, 2; 3, 4])')).value).toBe(-2);
    expect((await calc('inv([1, 2; 3, 4])')).result).toBe('[[-2, 1], [1.5, -0.5]]');
    expect((await calc("[1, 2, 3]'")).result).toBe('[1, 2, 3]');
    expect((await calc('a = [1, 2, 3]; a[2:3]')).result).toBe('[2, 3]');
    expect((await calc('size(zeros(1000, 1000))')).result).toBe('[1000, 1000]');
  });

  it('evaluates several statements with assignments and functions', async () => {
    const data = await calc('a = 2; b = a * 3\n# a comment\nf(x) = x^2 + b\nf(a)');
    expect(data.result).toBe('10');
    expect(data.steps).toEqual([
      { expression: 'a = 2', result: '2', type: 'number' },
      { expression: 'b = a * 3', result: '6', type: 'number' },
      { expression: 'f(x) = x ^ 2 + b', result: 'f(x)', type: 'function' },
      { expression: 'f(a)', result: '10', type: 'number' },
    ]);
  });

  it('reports other result types', async () => {
    expect(await calc('sqrt(-4)')).toMatchObject({ result: '2i', value: null, type: 'Complex' });
    expect(await calc('3 > 2')).toMatchObject({ result: 'true', value: null, type: 'boolean' });
    expect(await calc('"abc"')).toMatchObject({ result: '"abc"', value: null, type: 'string' });
    expect(await calc('{a: 1}')).toMatchObject({ result: '{"a": 1}', value: null, type: 'Object' });
    expect(await calc('bigint(12)')).toMatchObject({ result: '12', value: 12, type: 'bigint' });
    expect(await calc('fraction(1, 4)')).toMatchObject({ result: '1/4', value: 0.25, type: 'Fraction' });
    expect(await calc('index(1)')).toMatchObject({ value: null, type: 'other' });
  });

  it('takes variables from scope and validates them', async () => {
    expect((await calc('x * (1 + rate)', { scope: { x: 200, rate: 0.05 } })).value).toBe(210);
    expect((await calc('x + 1', { scope: '{"x": 41}' })).value).toBe(42);
    expect(await runError(tool, { expression: 'x', scope: { x: 'a' } }, 'INVALID_INPUT')).toBe('Variable "x" must be a finite number, got "a"');
    expect(await runError(tool, { expression: 'x', scope: { '1x': 1 } }, 'INVALID_INPUT')).toMatch(/Variable name "1x" is not valid/);
    expect(await runError(tool, { expression: 'x', scope: [1] }, 'INVALID_INPUT')).toMatch(/must be a JSON object.*an array/);
    await runError(tool, { expression: 'x', scope: '{"x":' }, 'INVALID_INPUT');
    expect(await runError(tool, { expression: 'x + 1' }, 'INVALID_INPUT')).toBe('Cannot evaluate the expression (x + 1): Undefined symbol x');
  });

  it('gives Infinity and NaN for division by zero, with a warning', async () => {
    const inf = await runTool(tool, { expression: '1/0' });
    expect(inf.success && inf.data).toEqual({ result: 'Infinity', value: null, type: 'number', steps: [{ expression: '1 / 0', result: 'Infinity', type: 'number' }] });
    expect(inf.metadata?.warnings?.[0]).toMatch(/^The result is Infinity: a division by zero/);
    expect((await calc('-1/0', { bigNumber: true })).result).toBe('-Infinity');
    const nan = await runTool(tool, { expression: '0/0' });
    expect(nan.success && nan.data).toMatchObject({ result: 'NaN', value: null });
    expect(nan.metadata?.warnings?.[0]).toMatch(/NaN/);
    expect((await runTool(tool, { expression: '1/4' })).metadata?.warnings).toBeUndefined();
    const huge = await runTool(tool, { expression: '10^400', bigNumber: true });
    expect(huge.success && huge.data).toMatchObject({ result: '1e+400', value: null, type: 'BigNumber' });
    expect(huge.metadata?.warnings).toBeUndefined();
    expect((await runTool(tool, { expression: '10^400' })).metadata?.warnings?.[0]).toMatch(/too large for double precision/);
  });

  it('reports syntax errors with line and column', async () => {
    expect(await runError(tool, { expression: '2 +' }, 'INVALID_INPUT')).toBe('Syntax error at line 1, column 4: Unexpected end of expression');
    expect(await runError(tool, { expression: 'a = 1\nb = (2' }, 'INVALID_INPUT')).toBe('Syntax error at line 2, column 7: Parenthesis ) expected');
    expect(await runError(tool, { expression: '2 ^^ 3' }, 'INVALID_INPUT')).toBe('Syntax error at line 1, column 4: Value expected');
    expect(await runError(tool, { expression: 'a = 1\nb = [1, 2\nc = 3' }, 'INVALID_INPUT')).toMatch(/^Syntax error at line 3, column \d+: /);
    expect(await runError(tool, { expression: 'a = 1; b = c' }, 'INVALID_INPUT')).toBe('Cannot evaluate statement 2 of 2 (b = c): Undefined symbol c');
  });

  it('refuses an input with nothing to evaluate', async () => {
    await runError(tool, { expression: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { expression: '  # only a comment\n;' }, 'INVALID_INPUT')).toMatch(/^No expression to evaluate/);
  });

  it('handles unicode', async () => {
    expect(await calc(`"${UNICODE_SAMPLE}"`)).toMatchObject({ result: `"${UNICODE_SAMPLE}"`, type: 'string' });
    expect((await calc(`À = 2; À * 3`)).value).toBe(6); // math.js accepts Latin letters in names
    expect(await runError(tool, { expression: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/^Syntax error at line 1, column 2/);
  });

  it('evaluates the largest allowed input and rejects one character more', async () => {
    const expression = largestInput(tool, 'expression', '1+').slice(0, -1);
    expect(expression.length).toBe(9_999);
    expect((await calc(expression)).value).toBe(5000);
    await runError(tool, { expression: oversizedInput(tool, 'expression') }, 'CONSTRAINT_VIOLATION');
  });

  it('sums thousands of terms in order (no stack overflow, same rounding as a left fold)', async () => {
    const terms = Array.from({ length: 2400 }, (_, i) => ((i % 9) + 1) / 10);
    const expected = terms.reduce((a, b) => a + b);
    const data = await calc(terms.join('+'));
    expect(data.value).toBe(expected);
    expect((await calc('0.1 + 0.2 + 0.3')).value).toBe(0.1 + 0.2 + 0.3);
    expect((await calc('2 * 3 * 4 * 5')).steps[0]!.expression).toBe('2 * 3 * 4 * 5');
    expect((await calc('(1 - 2) + 3 + 4 * 5 * 6')).steps[0]!.expression).toBe('(1 - 2) + 3 + 4 * 5 * 6');
    expect((await calc('(1 - 2) + 3 + 4 * 5 * 6')).value).toBe(122);
  });

  it('stops deep nesting and runaway recursion with a clear error', async () => {
    expect(await runError(tool, { expression: Array(4000).fill('1').join('-') }, 'INVALID_INPUT')).toMatch(/call stack/);
    const deep = '('.repeat(4000) + '1' + ')'.repeat(4000);
    expect(await runError(tool, { expression: deep }, 'INVALID_INPUT')).toMatch(/nested too deeply/);
    expect(await runError(tool, { expression: 'f(x) = f(x) + 1; f(1)' }, 'INVALID_INPUT')).toMatch(/statement 2 of 2 .*call stack/);
  });

  it(`caps functions that allocate from a size at ${MAX_ELEMENTS.toLocaleString('en-US')} elements`, async () => {
    for (const expression of ['zeros(1e5, 1e5)', 'ones([1e4, 1e4])', 'identity(2000)', '1:1e9', 'range(0, 1e7)', 'random([1e7])', 'resize([1], [1e4, 1e3])', 'matrixFromFunction([1e7], f(i) = 1)']) {
      expect(await runError(tool, { expression }, 'INVALID_INPUT'), expression).toMatch(/would create [\d,]+ elements; the limit is 1,000,000/);
    }
    expect((await calc('sum(1:1000)')).value).toBe(500500);
    expect((await calc('size(identity(1000))')).result).toBe('[1000, 1000]');
  });

  describe('sandbox', () => {
    const hostile = [
      'import({}, {override: true})',
      'import({x: 1})',
      'createUnit("x")',
      'createUnit("knot", "0.514444 m/s")',
      'evaluate("1")',
      'parse("1")',
      'compile("1")',
      'parser()',
      'simplify("x + x")',
      'derivative("x^2", "x")',
      'resolve("x")',
      'reviver("a", 1)',
      'config({number: "BigNumber"})',
      'config()',
      'typed("f", {})',
      'typed.clear()',
      'help("config")',
      'string(help("import"))',
      '[].constructor',
      'f = ""["constructor"]',
      '"".constructor.constructor("return process")',
      'sin.constructor("return 1")',
      'f(x) = x; f.constructor',
      'x = {}; x["__proto__"]["polluted"] = 1',
      'x = {}; x.constructor.prototype.polluted = 1',
      '{}.toString.call',
      'map([1], import)',
      'g = createUnit; g("y")',
    ];

    it.each(hostile)('refuses %s with an error', async (expression) => {
      expect(await runError(tool, { expression }, 'INVALID_INPUT')).toMatch(/disabled in this calculator|No access to (property|method)|Cannot access method|Undefined symbol|not a function/);
    });

    it('leaves no side effect behind', async () => {
      for (const expression of hostile) await runTool(tool, { expression });
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(await runError(tool, { expression: '5 knot' }, 'INVALID_INPUT')).toMatch(/Undefined symbol knot/);
      expect(await runError(tool, { expression: '2 y' }, 'INVALID_INPUT')).toMatch(/Undefined symbol y/);
      expect(await runError(tool, { expression: 'x' }, 'INVALID_INPUT')).toMatch(/Undefined symbol x/);
      expect((await calc('0.1 + 0.2')).result).toBe('0.30000000000000004');
      expect((await calc('1 / 3', { bigNumber: true })).type).toBe('BigNumber');
      expect((await calc('5 inch to cm')).result).toBe('12.7 cm');
      expect((await calc('sqrt(16) + 2 * 3')).value).toBe(10);
    });

    it('keeps variables from one call out of the next', async () => {
      await calc('secret = 42');
      expect(await runError(tool, { expression: 'secret' }, 'INVALID_INPUT')).toMatch(/Undefined symbol secret/);
    });

    it('a scope key named __proto__ stays a plain variable', async () => {
      expect((await calc('__proto__ + 1', { scope: '{"__proto__": 1}' })).value).toBe(2);
      expect(Object.prototype).not.toHaveProperty('polluted');
    });
  });

  it('agrees with an unrestricted math.js on every documentation example it allows', async () => {
    const ref = create(all!);
    const skip = /^(import|createUnit|evaluate|parse|compile|parser|help|reviver|replacer|simplify\w*|derivative|resolve|rationalize|symbolicEqual|leafCount|config|typed|chain|random|randomInt|pickRandom)$/;
    let compared = 0;
    for (const [name, doc] of Object.entries(docs as Record<string, { examples?: string[] }>)) {
      const examples = doc.examples ?? [];
      if (examples.length === 0 || skip.test(name)) continue;
      let expected: string;
      try {
        const scope = new Map();
        let r: unknown;
        for (const e of examples) r = ref.evaluate(e, scope);
        expected = ref.format(r, { lowerExp: -7, upperExp: 21 });
      } catch (error) {
        expected = `error: ${(error as Error).message}`;
      }
      const result = await runTool(tool, { expression: examples.join('\n') });
      const got = result.success ? (result.data as Out).result : `error: ${result.error}`;
      if (expected.startsWith('error: ')) expect(got, name).toMatch(/^error: /);
      else expect(got, name).toBe(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(250);
  });
});
