import { describe, expect, it } from 'vitest';
import {
  checkRecipe,
  MAX_RECIPE_STEPS,
  parseRecipeText,
  pipedText,
  RECIPE_SCHEMA,
  recipeToText,
  stepValues,
  type Recipe,
  type ToolSpec,
} from '../src/index.js';
import { createAjv } from '../../../test/support/ajv.js';
import { spec } from './fixtures.js';

// a small catalog: a text tool, a codec with a mode, a JSON tool, a generator (no input), a file tool
const upper = spec({ id: 'upper' });
const codec = spec({
  id: 'codec',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 100 } },
    { name: 'mode', type: 'select', label: 'Mode', description: 'Way', required: false, defaultValue: 'encode', options: [{ value: 'encode', label: 'Encode' }, { value: 'decode', label: 'Decode' }] },
    { name: 'width', type: 'number', label: 'Width', description: 'Columns', required: false, validation: { min: 0, max: 10 } },
  ],
  primaryOutput: 'result',
});
const jsonTool = spec({
  id: 'json-tool',
  parameters: [{ name: 'json', type: 'json', label: 'JSON', description: 'Input', required: true, validation: { maxLength: 100 } }],
});
const generator = spec({ id: 'gen', parameters: [{ name: 'count', type: 'number', label: 'Count', description: 'How many', required: false, defaultValue: 1 }] });
const fileTool = spec({ id: 'file-tool', parameters: [{ name: 'file', type: 'file', label: 'File', description: 'Bytes', required: true, validation: { maxSize: 10 } }] });
const tools = new Map<string, ToolSpec>([upper, codec, jsonTool, generator, fileTool].map((t) => [t.id, t]));
const lookup = (id: string) => tools.get(id);

function fails(recipe: unknown, code: string, message: RegExp) {
  const checked = checkRecipe(recipe, lookup);
  expect(checked.ok, JSON.stringify(checked)).toBe(false);
  if (checked.ok) return;
  expect(checked.code).toBe(code);
  expect(checked.message).toMatch(message);
}

describe('checkRecipe', () => {
  it('accepts a valid recipe and returns a clean copy of it', () => {
    const recipe = { steps: [{ tool: 'codec', params: { mode: 'decode' } }, { tool: 'upper' }] };
    expect(checkRecipe(recipe, lookup)).toEqual({ ok: true, recipe });
  });

  it('accepts the text form', () => {
    expect(checkRecipe('codec?mode=decode | upper', lookup)).toEqual({ ok: true, recipe: { steps: [{ tool: 'codec', params: { mode: 'decode' } }, { tool: 'upper' }] } });
    fails('codec?mode=decode || upper', 'INVALID_INPUT', /^Step 2 is empty/);
  });

  it('refuses what is not a recipe, naming the problem', () => {
    fails(null, 'INVALID_INPUT', /must be an object/);
    fails([{ tool: 'upper' }], 'INVALID_INPUT', /got an array/);
    fails({}, 'MISSING_REQUIRED', /needs "steps"/);
    fails({ steps: {} }, 'TYPE_ERROR', /"steps" must be an array/);
    fails({ steps: [] }, 'CONSTRAINT_VIOLATION', /1 to 50 steps, got 0/);
    fails({ steps: [{ tool: 'upper' }], name: 'x' }, 'INVALID_INPUT', /Unknown recipe field "name"/);
    fails({ steps: ['upper'] }, 'TYPE_ERROR', /^Step 1 must be an object/);
    fails({ steps: [{ params: {} }] }, 'MISSING_REQUIRED', /^Step 1 needs "tool"/);
    fails({ steps: [{ tool: 7 }] }, 'TYPE_ERROR', /"tool" must be a string/);
    fails({ steps: [{ tool: 'Upper Case' }] }, 'CONSTRAINT_VIOLATION', /is not a tool id/);
    fails({ steps: [{ tool: 'upper', input: 'x' }] }, 'INVALID_INPUT', /^Step 1: unknown field "input"/);
    fails({ steps: [{ tool: 'upper', params: [1] }] }, 'TYPE_ERROR', /^Step 1 \(upper\): "params" must be an object/);
  });

  it('refuses 10,000 steps without looking at any of them', () => {
    let lookups = 0;
    const steps = Array.from({ length: 10_000 }, () => ({ tool: 'upper' }));
    const checked = checkRecipe({ steps }, (id) => (lookups++, tools.get(id)));
    expect(checked).toMatchObject({ ok: false, code: 'CONSTRAINT_VIOLATION', message: 'A recipe has 1 to 50 steps, got 10000' });
    expect(lookups).toBe(0);
    expect(checkRecipe({ steps: steps.slice(0, MAX_RECIPE_STEPS) }, lookup).ok).toBe(true);
    fails({ steps: steps.slice(0, MAX_RECIPE_STEPS + 1) }, 'CONSTRAINT_VIOLATION', /got 51/);
  });

  it('an unknown tool is NOT_FOUND naming its step', () => {
    fails({ steps: [{ tool: 'upper' }, { tool: 'no-such-tool' }] }, 'NOT_FOUND', /^Step 2: unknown tool "no-such-tool"$/);
  });

  it("checks each step's params against its own tool", () => {
    // a parameter of another tool (codec's mode given to upper)
    fails({ steps: [{ tool: 'codec', params: { mode: 'decode' } }, { tool: 'upper', params: { mode: 'decode' } }] }, 'INVALID_INPUT', /^Step 2 \(upper\): Unknown parameter "mode"; this tool accepts: text$/);
    fails({ steps: [{ tool: 'codec', params: { mode: 'sideways' } }] }, 'CONSTRAINT_VIOLATION', /^Step 1 \(codec\): Parameter "mode" \(Mode\)/);
    fails({ steps: [{ tool: 'codec', params: { width: 'wide' } }] }, 'TYPE_ERROR', /^Step 1 \(codec\): Parameter "width" \(Width\) must be a number/);
    fails({ steps: [{ tool: 'codec', params: { width: 11 } }] }, 'CONSTRAINT_VIOLATION', /Width/);
    fails({ steps: [{ tool: 'json-tool', params: { json: '{' } }] }, 'INVALID_INPUT', /is not valid JSON/);
    // values as text (the text form) are normalized like any call
    expect(checkRecipe({ steps: [{ tool: 'codec', params: { width: '4', mode: 'decode' } }] }, lookup).ok).toBe(true);
  });

  it('lets the main input be missing (it is piped) but checks it when the step sets it', () => {
    expect(checkRecipe({ steps: [{ tool: 'upper' }, { tool: 'codec' }] }, lookup).ok).toBe(true);
    fails({ steps: [{ tool: 'upper', params: { text: 'x'.repeat(101) } }] }, 'CONSTRAINT_VIOLATION', /^Step 1 \(upper\): Parameter "text"/);
    // a caller on its own machine may lift data size limits, as for a call
    expect(checkRecipe({ steps: [{ tool: 'upper', params: { text: 'x'.repeat(101) } }] }, lookup, { limits: 'none' }).ok).toBe(true);
  });

  it('refuses steps whose main input cannot take the piped text', () => {
    // a generator takes no input: first only
    expect(checkRecipe({ steps: [{ tool: 'gen' }, { tool: 'upper' }] }, lookup).ok).toBe(true);
    fails({ steps: [{ tool: 'upper' }, { tool: 'gen' }] }, 'INVALID_INPUT', /^Step 2 \(gen\) takes no text input, so the output of step 1 has nowhere to go/);
    // a file is bytes, not text: only when the step sets it itself
    fails({ steps: [{ tool: 'upper' }, { tool: 'file-tool' }] }, 'INVALID_INPUT', /^Step 2 \(file-tool\): its main input "file" is a file, not text/);
    fails({ steps: [{ tool: 'file-tool' }] }, 'INVALID_INPUT', /^Step 1 \(file-tool\)/);
    expect(checkRecipe({ steps: [{ tool: 'file-tool', params: { file: 'aGk=' } }] }, lookup).ok).toBe(true);
  });

  it('__proto__ keys are refused at every level and never reach a prototype', () => {
    const hostile = [
      '{"steps":[{"tool":"upper"}],"__proto__":{"polluted":1}}',
      '{"steps":[{"tool":"upper","__proto__":{"polluted":1}}]}',
      '{"steps":[{"tool":"upper","params":{"__proto__":{"polluted":1}}}]}',
      '{"steps":[{"tool":"upper","params":{"constructor":{"prototype":{"polluted":1}}}}]}',
    ];
    for (const text of hostile) expect(checkRecipe(JSON.parse(text), lookup)).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const viaText = checkRecipe('upper?__proto__=x', lookup);
    expect(viaText).toMatchObject({ ok: false, code: 'INVALID_INPUT', message: expect.stringContaining('Unknown parameter "__proto__"') });
  });
});

describe('pipedText', () => {
  it('passes the primary output on as text', () => {
    expect(pipedText({ primaryOutput: 'result' }, { result: 'abc', other: 1 })).toBe('abc');
    expect(pipedText({ primaryOutput: 'n' }, { n: 42 })).toBe('42');
    expect(pipedText({ primaryOutput: 'ok' }, { ok: false })).toBe('false');
    expect(pipedText({ primaryOutput: 'ids' }, { ids: ['a', 'b', 3] })).toBe('a\nb\n3');
  });

  it('a step whose output is not text passes it on as JSON', () => {
    expect(pipedText({}, { a: 1, b: [true] })).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    expect(pipedText({ primaryOutput: 'rows' }, { rows: [{ a: 1 }] })).toBe('[\n  {\n    "a": 1\n  }\n]');
    expect(pipedText({}, 'plain')).toBe('plain');
  });

  it('is undefined when there is nothing to pass on', () => {
    expect(pipedText({ primaryOutput: 'result' }, { other: 'x' })).toBeUndefined();
    expect(pipedText({ primaryOutput: 'result' }, { result: null })).toBeUndefined();
    expect(pipedText({}, undefined)).toBeUndefined();
  });
});

describe('stepValues', () => {
  it('fills the main input with the piped text unless the step sets it', () => {
    const params = { mode: 'decode' };
    expect(stepValues(codec, params, 'aGk=')).toEqual({ mode: 'decode', text: 'aGk=' });
    expect(params).toEqual({ mode: 'decode' }); // copied, not changed
    expect(stepValues(codec, { text: 'own' }, 'piped')).toEqual({ text: 'own' });
    expect(stepValues(codec, { text: '' }, 'piped')).toEqual({ text: 'piped' });
    expect(stepValues(codec, undefined, undefined)).toEqual({});
    expect(stepValues(generator, { count: 2 }, 'ignored')).toEqual({ count: 2 });
    expect(stepValues({ ...codec, mainInput: 'text' }, {}, 'x')).toEqual({ text: 'x' });
  });
});

describe('the text form', () => {
  it('parses steps with query-string parameters', () => {
    expect(parseRecipeText(' base64-encoder?mode=decode |json-formatter?indent=4&sortKeys ')).toEqual({
      ok: true,
      recipe: { steps: [{ tool: 'base64-encoder', params: { mode: 'decode' } }, { tool: 'json-formatter', params: { indent: '4', sortKeys: 'true' } }] },
    });
    expect(parseRecipeText('a?x=1+2%2B3%7C4%26&y=%E2%82%AC&&')).toEqual({ ok: true, recipe: { steps: [{ tool: 'a', params: { x: '1 2+3|4&', y: '€' } }] } });
    expect(parseRecipeText('upper?')).toEqual({ ok: true, recipe: { steps: [{ tool: 'upper' }] } });
  });

  it('says what is wrong, naming the step', () => {
    const message = (text: string) => {
      const parsed = parseRecipeText(text);
      return parsed.ok ? 'ok' : parsed.message;
    };
    expect(message('')).toMatch(/at least one step/);
    expect(message('a | | b')).toBe('Step 2 is empty (two "|" in a row, or one at an end)');
    expect(message('a |')).toMatch(/^Step 2 is empty/);
    expect(message('a | JSON')).toMatch(/^Step 2: "JSON" is not a tool id/);
    expect(message('a?x=%E2%82')).toMatch(/^Step 1 \(a\): malformed %-escape/);
    expect(message('a?x=1&x=2')).toBe('Step 1 (a): parameter "x" is given twice');
    expect(message('a?=1')).toMatch(/has no name/);
    expect(message(Array.from({ length: 51 }, () => 'a').join('|'))).toBe('A recipe has at most 50 steps');
    expect(message('|'.repeat(1_000_000))).toBe('A recipe has at most 50 steps');
    expect(message('a'.repeat(1_000_001))).toMatch(/at most 1000000 characters/);
    expect(message(42 as unknown as string)).toMatch(/must be a string/);
  });

  it('keeps a "__proto__" key an own property', () => {
    const parsed = parseRecipeText('a?__proto__=x');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const params = parsed.recipe.steps[0]!.params!;
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(Object.hasOwn(params, '__proto__')).toBe(true);
  });

  it('round-trips through recipeToText, whatever the values hold', () => {
    const tricky = ['plain', 'a b', ' lead and trail ', 'x&y=z', 'a|b', '1+1', '100%', '#hash', 'line\nbreak\ttab', 'À😀中', '?q', '\u0000\u007f\u0085', '{"a":[1,"|"]}'];
    const recipe: Recipe = { steps: [{ tool: 'first' }, ...tricky.map((value, i) => ({ tool: `step-${i}`, params: { value, [`k${value.length}${i}=&`]: value } }))] };
    const text = recipeToText(recipe);
    expect(parseRecipeText(text)).toEqual({ ok: true, recipe });
    expect(text.startsWith('first | step-0?value=plain&')).toBe(true);
  });

  it('writes numbers, booleans and JSON values as text and leaves out missing ones', () => {
    const text = recipeToText({ steps: [{ tool: 'a', params: { n: 4, b: true, j: { x: [1] }, none: null, gone: undefined } }, { tool: 'b', params: {} }] });
    expect(text).toBe('a?n=4&b=true&j={"x":[1]} | b');
    expect(parseRecipeText(text)).toEqual({ ok: true, recipe: { steps: [{ tool: 'a', params: { n: '4', b: 'true', j: '{"x":[1]}' } }, { tool: 'b' }] } });
    // a lone surrogate has no UTF-8 form: written as U+FFFD
    expect(recipeToText({ steps: [{ tool: 'a', params: { s: 'x\ud800' } }] })).toBe('a?s=x%EF%BF%BD');
  });
});

describe('RECIPE_SCHEMA', () => {
  const validate = createAjv().compile(RECIPE_SCHEMA);

  it('is a strict 2020-12 schema that agrees with checkRecipe on shapes', () => {
    const good = [{ steps: [{ tool: 'upper' }] }, { steps: [{ tool: 'codec', params: { mode: 'decode' } }, { tool: 'upper', params: {} }] }];
    const bad = [{}, { steps: [] }, { steps: [{ tool: 'Upper' }] }, { steps: [{ tool: 'upper', extra: 1 }] }, { steps: [{ tool: 'upper' }], x: 1 }, { steps: [{ tool: 'upper', params: [] }] }, { steps: Array.from({ length: 51 }, () => ({ tool: 'upper' })) }];
    for (const r of good) expect(validate(r), JSON.stringify(r)).toBe(true);
    for (const r of good) expect(checkRecipe(r, lookup).ok).toBe(true);
    for (const r of bad) expect(validate(r), JSON.stringify(r).slice(0, 80)).toBe(false);
    for (const r of bad) expect(checkRecipe(r, lookup).ok).toBe(false);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(RECIPE_SCHEMA)).toBe(true);
    expect(Object.isFrozen((RECIPE_SCHEMA.properties as Record<string, object>).steps)).toBe(true);
  });
});
