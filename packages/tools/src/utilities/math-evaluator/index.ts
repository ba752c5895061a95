import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { all, create, type MathJsInstance, type MathNode } from 'mathjs';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

/**
 * The sandbox. Expressions are parsed and compiled by math.js itself (no
 * eval/new Function); math.js already refuses `constructor`, `__proto__` and
 * other prototype members on every property access. What remains dangerous is
 * the function namespace an expression can call:
 *
 * - functions that change the shared instance for every later call (import,
 *   createUnit, config), or re-enter the parser with their own, unsandboxed
 *   namespace (evaluate, parse, compile, parser, simplify, derivative…);
 * - `help`: printing a help object evaluates the documentation examples with
 *   the instance's real `evaluate`, whose examples include import(…),
 *   createUnit(…) and config(…);
 * - `typed`: its methods (typed.clear(), typed.addConversion(…)) are callable
 *   from expressions and rewrite the type system of the whole instance.
 *
 * They are disabled in two places, as math.js's security guide describes: in
 * the instance (math.import with override, so internal users such as `help`
 * see the disabled versions) for those no kept function depends on, and in the
 * expression namespace (`expression.mathWithTransform`, which every compiled
 * node resolves names from) for all of them, as non-configurable properties.
 * `typed` and `config` stay intact inside the instance because every other
 * function is built from them.
 *
 * Functions that allocate from a size argument (zeros(1e5, 1e5), 1:1e9…) are
 * capped at MAX_ELEMENTS so a short expression cannot exhaust memory; other
 * expensive work is bounded by the definition's time limit (`isolate`).
 */
const DISABLED_IN_INSTANCE = [
  'import', 'createUnit', 'evaluate', 'parse', 'compile', 'parser', 'help', 'reviver', 'replacer',
  'simplify', 'simplifyConstant', 'simplifyCore', 'derivative', 'resolve', 'rationalize', 'symbolicEqual', 'leafCount',
];
const DISABLED_IN_EXPRESSIONS = [...DISABLED_IN_INSTANCE, 'config', 'typed', 'chain'];

export const MAX_ELEMENTS = 1_000_000;

type Fn = (...args: unknown[]) => unknown;

interface Sandbox {
  math: MathJsInstance;
  parse: (expression: string) => MathNode;
}

function disabled(name: string): Fn {
  return () => {
    throw new Error(`${name}() is disabled in this calculator (it could change or escape the sandbox)`);
  };
}

function numeric(math: MathJsInstance, v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (math.isBigNumber(v) || math.isFraction(v)) return Number(v.valueOf());
  return Number.NaN;
}

/** Product of the numbers in a size vector (array or matrix); NaN when it is not one. */
function sizeProduct(math: MathJsInstance, size: unknown): number {
  const list = math.isMatrix(size) ? (size.toArray() as unknown[]) : size;
  if (!Array.isArray(list)) return Number.NaN;
  return list.flat(Infinity).reduce<number>((p, v) => p * Math.abs(numeric(math, v)), 1);
}

function isSize(math: MathJsInstance, v: unknown): boolean {
  return Array.isArray(v) || math.isMatrix(v);
}

/** How many elements a call would create, or NaN when the arguments do not say. */
const ELEMENT_COUNT: Record<string, (math: MathJsInstance, args: unknown[]) => number> = {
  zeros: (m, a) => (isSize(m, a[0]) ? sizeProduct(m, a[0]) : scalarDims(m, a)),
  ones: (m, a) => (isSize(m, a[0]) ? sizeProduct(m, a[0]) : scalarDims(m, a)),
  identity: (m, a) => {
    const dims = isSize(m, a[0]) ? ((m.isMatrix(a[0]) ? a[0].toArray() : a[0]) as unknown[]) : a.filter((v) => typeof v !== 'string');
    const [rows, cols = rows] = dims.map((v) => Math.abs(numeric(m, v)));
    return rows === undefined ? Number.NaN : rows * cols!;
  },
  random: (m, a) => (isSize(m, a[0]) ? sizeProduct(m, a[0]) : 1),
  randomInt: (m, a) => (isSize(m, a[0]) ? sizeProduct(m, a[0]) : 1),
  resize: (m, a) => sizeProduct(m, a[1]),
  matrixFromFunction: (m, a) => sizeProduct(m, a[0]),
  range: (m, a) => {
    const parts = typeof a[0] === 'string' ? a[0].split(':').map(Number) : a.slice(0, 3).filter((v) => typeof v !== 'boolean').map((v) => numeric(m, v));
    const [start, end, step = 1] = parts;
    if (start === undefined || end === undefined || step === 0) return Number.NaN;
    return Math.floor(Math.abs((end - start) / step)) + 1;
  },
};

function scalarDims(math: MathJsInstance, args: unknown[]): number {
  const dims = args.filter((v) => typeof v !== 'string');
  return dims.length === 0 ? 1 : dims.reduce<number>((p, v) => p * Math.abs(numeric(math, v)), 1);
}

function lock(namespace: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(namespace, name, { value, writable: false, enumerable: true, configurable: false });
}

function createSandbox(config: Record<string, unknown>): Sandbox {
  const math = create(all!, config); // `all` is typed optional but always defined in the full bundle
  const parse = math.parse; // resolved now: the real parser, before the instance's copy is disabled
  const off: Record<string, Fn> = {};
  for (const name of DISABLED_IN_INSTANCE) off[name] = disabled(name);
  math.import(off, { override: true });

  const namespace = (math as unknown as { expression: { mathWithTransform: Record<string, unknown> } }).expression.mathWithTransform;
  for (const name of DISABLED_IN_EXPRESSIONS) lock(namespace, name, disabled(name));
  for (const [name, count] of Object.entries(ELEMENT_COUNT)) {
    const original = namespace[name] as Fn;
    const guarded = function (this: unknown, ...args: unknown[]) {
      const n = count(math, args);
      if (!(n <= MAX_ELEMENTS) && !Number.isNaN(n))
        throw new Error(`${name}() would create ${Number.isFinite(n) ? n.toLocaleString('en-US') : 'infinitely many'} elements; the limit is ${MAX_ELEMENTS.toLocaleString('en-US')}`);
      return original.apply(this, args);
    };
    lock(namespace, name, guarded);
  }
  return { math, parse: (expression) => parse(expression) };
}

let numberSandbox: Sandbox | undefined;
let bigSandbox: Sandbox | undefined;

function sandboxFor(bigNumber: boolean): Sandbox {
  if (bigNumber) return (bigSandbox ??= createSandbox({ number: 'BigNumber', precision: 64 }));
  return (numberSandbox ??= createSandbox({}));
}

const TYPE_NAMES: Record<string, string> = { DenseMatrix: 'Matrix', SparseMatrix: 'Matrix', Array: 'Matrix' };
const KNOWN_TYPES = new Set(['number', 'BigNumber', 'Fraction', 'bigint', 'Complex', 'Unit', 'Matrix', 'boolean', 'string', 'function', 'Object', 'null', 'undefined']);

function typeName(math: MathJsInstance, value: unknown): string {
  const t = math.typeOf(value);
  const name = TYPE_NAMES[t] ?? t;
  return KNOWN_TYPES.has(name) ? name : 'other';
}

function numberValue(math: MathJsInstance, value: unknown): number | null {
  if (typeof value === 'number' || typeof value === 'bigint' || math.isBigNumber(value) || math.isFraction(value)) {
    const n = numeric(math, value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function buildScope(math: MathJsInstance, raw: unknown, bigNumber: boolean): Map<string, unknown> | string {
  const scope = new Map<string, unknown>();
  if (raw === undefined) return scope;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return `Variables must be a JSON object such as {"x": 2}, got ${Array.isArray(raw) ? 'an array' : JSON.stringify(raw)}`;
  for (const [name, value] of Object.entries(raw)) {
    if (!IDENTIFIER.test(name)) return `Variable name ${JSON.stringify(name)} is not valid: use letters, digits and _, not starting with a digit`;
    if (typeof value !== 'number' || !Number.isFinite(value))
      return `Variable "${name}" must be a finite number, got ${JSON.stringify(value)}`;
    scope.set(name, bigNumber ? math.bignumber(String(value)) : value);
  }
  return scope;
}

interface OperatorLike {
  type: string;
  op?: string;
  fn?: string;
  implicit?: boolean;
  args?: MathNode[];
  forEach(callback: (child: MathNode) => void): void;
}

/**
 * Rewrites left-deep chains of explicit + and * (a + b + c…, as parsed) into one
 * n-ary node, in place and without recursion. math.js compiles and prints
 * nodes recursively, so a pasted sum of a few thousand numbers would exhaust
 * the call stack; add() and multiply() with more than two arguments fold from
 * the left, so the result is exactly the same.
 */
function flattenChains(root: MathNode): void {
  const stack: OperatorLike[] = [root as unknown as OperatorLike];
  const same = (a: OperatorLike, b: OperatorLike | undefined) =>
    b !== undefined && b.type === 'OperatorNode' && b.fn === a.fn && b.op === a.op && !b.implicit && b.args?.length === 2;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'OperatorNode' && (node.fn === 'add' || node.fn === 'multiply') && !node.implicit && node.args?.length === 2) {
      const rights: MathNode[] = [];
      let spine = node;
      while (same(node, spine.args![0] as unknown as OperatorLike)) {
        rights.push(spine.args![1]!);
        spine = spine.args![0] as unknown as OperatorLike;
      }
      if (rights.length > 0) node.args = [spine.args![0]!, spine.args![1]!, ...rights.reverse()];
    }
    node.forEach((child) => stack.push(child as unknown as OperatorLike));
  }
}

function messageOf(error: unknown): string {
  if (error instanceof RangeError && /call stack/i.test(error.message)) return 'recursion or nesting too deep (the call stack ran out)';
  return error instanceof Error ? error.message : String(error);
}

function shorten(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export default defineTool(definition, (params) => {
  const expression = params.expression;
  const bigNumber = params.bigNumber;
  const precision = params.precision;
  const { math, parse } = sandboxFor(bigNumber);

  const scope = buildScope(math, params.scope, bigNumber);
  if (typeof scope === 'string') return failure('INVALID_INPUT', scope);

  let root: MathNode;
  try {
    root = parse(expression);
  } catch (error) {
    if (error instanceof RangeError) return failure('INVALID_INPUT', 'The expression is nested too deeply to parse (too many levels of parentheses, brackets or operators)');
    const char = (error as { char?: unknown }).char;
    const message = messageOf(error).replace(/ \(char \d+\)$/, '');
    if (typeof char === 'number') {
      const { line, column } = lineColumn(expression, Math.max(0, char - 1));
      return failure('INVALID_INPUT', `Syntax error at line ${line}, column ${column}: ${message}`);
    }
    return failure('INVALID_INPUT', `Syntax error: ${message}`);
  }

  flattenChains(root);
  const statements: MathNode[] = math.isBlockNode(root) ? root.blocks.map((b) => b.node) : [root];
  if (statements.length === 1 && math.isConstantNode(root) && root.value === undefined && !/\bundefined\b/.test(expression))
    return failure('INVALID_INPUT', 'No expression to evaluate: the input holds only spaces, comments or separators');

  const options = { lowerExp: -7, upperExp: 21, ...(precision !== undefined ? { precision } : {}) };
  const steps: Array<{ expression: string; result: string; type: string }> = [];
  let last: unknown;
  for (const [i, node] of statements.entries()) {
    let text = `#${i + 1}`;
    try {
      text = node.toString();
      last = node.compile().evaluate(scope);
      steps.push({ expression: text, result: math.format(last, options), type: typeName(math, last) });
    } catch (error) {
      const where = statements.length > 1 ? `statement ${i + 1} of ${statements.length}` : 'the expression';
      return failure('INVALID_INPUT', `Cannot evaluate ${where} (${shorten(text)}): ${messageOf(error)}`);
    }
  }

  const final = steps[steps.length - 1]!;
  const warnings: string[] = [];
  // a BigNumber beyond double range (10^400) is finite: only its own Infinity/NaN count
  const n = typeof last === 'number' ? last : math.isBigNumber(last) && !last.isFinite() ? last.toNumber() : 0;
  if (n === Infinity || n === -Infinity)
    warnings.push(`The result is ${final.result}: a division by zero or a number too large for ${bigNumber ? 'BigNumber' : 'double precision (about 1.8e308; try bigNumber)'}`);
  else if (Number.isNaN(n)) warnings.push('The result is NaN (not a number), e.g. from 0/0 or Infinity - Infinity');
  return withWarnings(success({ result: final.result, value: numberValue(math, last), type: final.type, steps }), warnings);
});
