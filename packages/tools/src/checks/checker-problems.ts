/**
 * Core's `checkDefinition` says what is wrong in sentences that name their subject
 * (`parameter "text": …`, `display "out": …`, `tags …`). This module turns each sentence into a
 * problem at a JSON pointer into the definition, with a fix hint, so an editor or a CI log can
 * point at the field. A sentence no rule knows keeps the root pointer (never dropped).
 */
import { CATEGORIES, prepareValues, type ToolSpec } from '@ctp/core';
import { pointer, type ToolProblem } from './problem.js';

type Fix = string | ((match: RegExpExecArray, spec: ToolSpec) => string);

interface Rule {
  test: RegExp;
  /** Pointer tokens below the subject (the definition, a parameter, a display hint…). */
  at: (match: RegExpExecArray, spec: ToolSpec) => Array<string | number>;
  hint?: Fix;
}

const TEXT_RULE = (key: string) => `Give ${key} a text of the allowed length (the reference schema's bounds).`;

/** Top-level sentences, in the order checkDefinition emits them. */
const DEFINITION_RULES: Rule[] = [
  { test: /^unknown field "(.+)"$/, at: (m) => [m[1]!], hint: 'Remove it, or fix its spelling: a definition holds the CTP fields and the extensions docs/own-tools.md lists.' },
  { test: /^id must match/, at: () => ['id'], hint: 'Use lowercase words joined by single hyphens, e.g. "log-line-parser".' },
  { test: /^id must be at most/, at: () => ['id'], hint: 'Shorten the id to 40 characters or fewer.' },
  { test: /^(name|description|outputDescription|aiInstructions) must be a string of \d+–(\d+) characters/, at: (m) => [m[1]!], hint: (m) => `${TEXT_RULE(m[1]!)} At most ${m[2]} characters.` },
  { test: /^category must be one of/, at: () => ['category'], hint: `Use one of the spec's categories: ${CATEGORIES.join(', ')}.` },
  { test: /^method must be GET or POST/, at: () => ['method'], hint: 'POST unless the tool takes small inputs and is idempotent (then GET).' },
  { test: /^executionMode must be/, at: () => ['executionMode'], hint: 'Leave it out (client), or say "server" or "hybrid".' },
  { test: /^version must be x\.y\.z/, at: () => ['version'], hint: 'Use a semantic version such as "1.0.0".' },
  { test: /^at least one tag is required/, at: () => ['tags'], hint: "Add at least one lowercase tag, e.g. tags: ['json']." },
  { test: /^tag (".*"|\S+) must be 1–30 characters/, at: (m, s) => listAt('tags', s.tags, JSON.parse(m[1]!)), hint: 'Use a tag of 1–30 characters.' },
  { test: /^tag "(.*)" must be lowercase/, at: (m, s) => listAt('tags', s.tags, m[1]!), hint: (m) => `Write it "${m[1]!.toLowerCase()}".` },
  { test: /^tags must be unique/, at: () => ['tags'], hint: 'Remove the repeated tag.' },
  { test: /^keywords must be unique/, at: () => ['keywords'], hint: 'Remove the repeated keyword.' },
  { test: /^relatedTools entry "(.*)" is not a tool id/, at: (m, s) => listAt('relatedTools', s.relatedTools, m[1]!), hint: 'List tool ids (lowercase words joined by hyphens).' },
  { test: /^rateLimit\.(requests|window) must/, at: (m) => ['rateLimit', m[1]!], hint: 'Use a whole number of at least 1.' },
  { test: /^timeoutMs must be positive/, at: () => ['timeoutMs'], hint: 'A time limit in milliseconds, e.g. 10000.' },
  { test: /^cost must be/, at: () => ['cost'], hint: 'Say cost: "heavy" for tools that are costly at any input size, or leave it out.' },
  { test: /^cost has no effect on an isolate tool/, at: () => ['cost'], hint: 'Remove cost: isolate tools already run in the worker pool.' },
  { test: /^requiresNode is true or absent/, at: () => ['requiresNode'], hint: 'Write requiresNode: true, or leave it out.' },
  { test: /^requiresNode needs executionMode "server"/, at: () => ['executionMode'], hint: 'Add executionMode: "server" (browsers have no Node.js APIs).' },
  { test: /^parameters must be an array/, at: () => ['parameters'], hint: 'Give parameters: [] for a tool without input.' },
  { test: /^outputSchema is required/, at: () => ['outputSchema'], hint: "Describe data as JSON Schema: { type: 'object', properties: { … }, required: [ … ] }." },
  { test: /^outputSchema must have type "object"/, at: () => ['outputSchema', 'type'], hint: "Set type: 'object' and return data as an object (MCP structuredContent is one)." },
  { test: /^primaryOutput "(.*)" is not a property of outputSchema/, at: () => ['primaryOutput'], hint: 'Name a key of outputSchema.properties: the one value users copy.' },
  { test: /^example is required/, at: () => ['example'], hint: 'Add example: { input: { … }, output: { … } }, the output being exactly what the function returns.' },
  { test: /^example\.input could not be checked/, at: () => ['example', 'input'], hint: 'Give example.input as an object of parameter values.' },
  { test: /^example\.output is required/, at: () => ['example', 'output'], hint: 'Add the data the function returns for example.input.' },
  { test: /^mainInput "(.*)" is not a parameter/, at: () => ['mainInput'], hint: 'Name a parameter, or leave mainInput out (the first required text parameter is used).' },
  { test: /^mainInput "(.*)" must be/, at: () => ['mainInput'], hint: 'Name a text, textarea, json or file parameter.' },
  { test: /^handles: unknown input kind (.*)$/, at: (m, s) => handleAt(s, (h) => JSON.stringify(h?.kind) === m[1], 'kind'), hint: 'Use a kind from the list in @ctp/core (kinds.ts), e.g. "json".' },
  { test: /^handles "(.*)": input "(.*)"/, at: (m, s) => handleAt(s, (h) => h?.kind === m[1], 'input'), hint: 'Name a parameter that takes text.' },
  { test: /^handles "(.*)": params are invalid/, at: (m, s) => handleAt(s, (h) => h?.kind === m[1], 'params'), hint: 'Preset only values the parameters accept.' },
  { test: /^(live|featured) must be a boolean/, at: (m) => [m[1]!], hint: 'Write true or false.' },
  { test: /^stream\.(parameter|input|output|when)\b/, at: (m) => ['stream', m[1]!], hint: 'See the stream extension in docs/adding-a-tool.md.' },
  { test: /^stream\b/, at: () => ['stream'], hint: 'See the stream extension in docs/adding-a-tool.md.' },
  { test: /^a stream implementation needs|^the definition declares stream/, at: () => ['stream'], hint: 'Declare stream in the definition and pass its implementation to defineTool, or neither.' },
  { test: /^generators must state annotations\.idempotentHint/, at: () => ['annotations', 'idempotentHint'], hint: 'Add annotations: { idempotentHint: false } when the output is random (true when the same input always gives the same output).' },
];

/** Sentences about one parameter: `parameter "<name>": <rest>`. */
const PARAMETER_RULES: Rule[] = [
  { test: /^unknown field "(.+)"$/, at: (m) => [m[1]!], hint: 'Remove it, or fix its spelling (spec §6.1 lists the parameter fields).' },
  { test: /^name must match/, at: () => ['name'], hint: 'Start with a letter; letters, digits and _ only; at most 50 characters.' },
  { test: /^name is reserved/, at: () => ['name'], hint: 'Choose another name (it would shadow an Object.prototype member).' },
  { test: /^duplicate name/, at: () => ['name'], hint: 'Give each parameter its own name.' },
  { test: /^type must be one of (.*)$/, at: () => ['type'], hint: (m) => `Use one of: ${m[1]}.` },
  { test: /^(label|description|placeholder|aiHint) must be/, at: (m) => [m[1]!], hint: (m) => TEXT_RULE(m[1]!) },
  { test: /^required must be a boolean/, at: () => ['required'], hint: 'Write required: true or required: false.' },
  { test: /^order must be/, at: () => ['order'], hint: 'Use a whole number of at least 0.' },
  { test: /^unknown validation "(.+)"/, at: (m) => ['validation', m[1]!], hint: 'Use minLength, maxLength, pattern, min, max, step, minItems, maxItems, accept or maxSize.' },
  { test: /^validation\.custom/, at: () => ['validation', 'custom'], hint: 'Remove custom; use pattern, or check the value in the function and return failure(…).' },
  { test: /^pattern does not compile/, at: () => ['validation', 'pattern'], hint: 'Fix the regular expression (it is compiled with the u flag).' },
  { test: /^min > max/, at: () => ['validation', 'min'], hint: 'Make min at most max.' },
  { test: /^minLength > maxLength/, at: () => ['validation', 'minLength'], hint: 'Make minLength at most maxLength.' },
  { test: /^step must be positive/, at: () => ['validation', 'step'], hint: 'Use a step above 0.' },
  { test: /^(text|textarea|json) parameters must set validation\.maxLength/, at: () => ['validation', 'maxLength'], hint: 'Bound the input: validation: { maxLength: 1000000 } for data, much less for short fields.' },
  { test: /^file parameters must set validation\.maxSize/, at: () => ['validation', 'maxSize'], hint: 'Bound the file: validation: { maxSize: 10485760 } (bytes).' },
  { test: /^select needs options/, at: () => ['options'], hint: "Add options: [{ value: 'a', label: 'A' }, …]." },
  { test: /^option values must be unique/, at: () => ['options'], hint: 'Give each option its own value.' },
  { test: /^options are only for select parameters/, at: () => ['options'], hint: "Remove options, or make the parameter type: 'select'." },
  { test: /^defaultValue is invalid/, at: () => ['defaultValue'], hint: 'Give a default the parameter itself accepts.' },
  { test: /^a required parameter with a default/, at: () => ['defaultValue'], hint: 'Make the parameter optional (required: false), or remove the default.' },
  { test: /^dependsOn must be an array/, at: () => ['dependsOn'], hint: "Write dependsOn: [{ field: 'mode', condition: 'equals', value: 'x' }]." },
  {
    test: /^dependsOn refers to unknown field "(.*)"/,
    at: (m) => ['dependsOn', m[1]!],
    hint: 'Name another parameter of this tool.',
  },
];

/** Sentences about one display hint: `display "<key>": <rest>`. */
const DISPLAY_RULES: Rule[] = [
  { test: /^not a property of outputSchema/, at: () => [], hint: 'Name a key of outputSchema.properties.' },
  { test: /^must be one of (.*)$/, at: () => [], hint: (m) => `Use one of: ${m[1]}.` },
  { test: /^(mediaTypeField|extensionField) "/, at: (m) => [m[1]!], hint: 'Name a key of outputSchema.properties.' },
  { test: /^matches need textParameter/, at: () => ['textParameter'], hint: 'Name the parameter whose text the matches index.' },
];

/** `/handles/<i>/<field>` of the first declaration that matches, else `/handles`. */
function handleAt(spec: ToolSpec, match: (h: NonNullable<ToolSpec['handles']>[number]) => boolean, field: string): Array<string | number> {
  const at = (spec.handles ?? []).findIndex(match);
  return at === -1 ? ['handles'] : ['handles', at, field];
}

/** `/<key>/<i>` of `value` in a list field, else `/<key>`. */
function listAt(key: string, list: readonly unknown[] | undefined, value: unknown): Array<string | number> {
  const at = Array.isArray(list) ? list.indexOf(value) : -1;
  return at === -1 ? [key] : [key, at];
}

function apply(rules: Rule[], text: string, spec: ToolSpec): { tokens: Array<string | number>; hint?: string } | undefined {
  for (const rule of rules) {
    const match = rule.test.exec(text);
    if (!match) continue;
    const hint = typeof rule.hint === 'function' ? rule.hint(match, spec) : rule.hint;
    return { tokens: rule.at(match, spec), hint };
  }
  return undefined;
}

/** Index of the parameter a sentence is about (the second of a duplicate pair for "duplicate name"). */
function parameterIndex(spec: ToolSpec, name: string, rest: string): number {
  const params = Array.isArray(spec.parameters) ? spec.parameters : [];
  const first = params.findIndex((p) => p?.name === name);
  if (rest.startsWith('duplicate name')) {
    const second = params.findIndex((p, i) => i > first && p?.name === name);
    if (second !== -1) return second;
  }
  return first;
}

/** The problems of `example.input`, one per parameter it fails (the core's own input issues). */
function exampleInputProblems(spec: ToolSpec): ToolProblem[] {
  let prepared;
  try {
    prepared = prepareValues(spec.parameters ?? [], spec.example?.input);
  } catch {
    return [];
  }
  if (prepared.ok) return [];
  return prepared.issues.map((issue) => ({
    check: 'definition',
    severity: 'error' as const,
    pointer: pointer('example', 'input', ...(issue.parameter ? [issue.parameter] : [])),
    message: `example.input is invalid: ${issue.message}`,
    hint: issue.code === 'MISSING_REQUIRED' ? 'Give the example a value for every required parameter.' : 'Give the example a value the parameter accepts.',
  }));
}

/** One problem per checker sentence, each at its pointer with a fix hint. */
export function checkerProblems(spec: ToolSpec, sentences: readonly string[]): ToolProblem[] {
  const problems: ToolProblem[] = [];
  let exampleInputDone = false;
  for (const sentence of sentences) {
    if (sentence.startsWith('example.input is invalid')) {
      if (exampleInputDone) continue;
      exampleInputDone = true;
      const detailed = exampleInputProblems(spec);
      if (detailed.length > 0) {
        problems.push(...detailed);
        continue;
      }
    }
    let tokens: Array<string | number> = [];
    let hint: string | undefined;
    const param = /^parameter "(.*?)": (.*)$/s.exec(sentence);
    const display = /^display "(.*?)": (.*)$/s.exec(sentence);
    if (param) {
      const found = apply(PARAMETER_RULES, param[2]!, spec);
      const index = parameterIndex(spec, param[1]!, param[2]!);
      tokens = index === -1 ? ['parameters'] : ['parameters', index, ...(found?.tokens ?? [])];
      // dependsOn names a field: point at the rule that names it
      if (found && tokens.at(-2) === 'dependsOn' && typeof tokens.at(-1) === 'string') {
        const rules = spec.parameters[index]?.dependsOn ?? [];
        const at = rules.findIndex((r) => r.field === tokens.at(-1));
        tokens.splice(-1, 1, ...(at === -1 ? [] : [at, 'field']));
      }
      hint = found?.hint;
    } else if (display) {
      const found = apply(DISPLAY_RULES, display[2]!, spec);
      tokens = ['display', display[1]!, ...(found?.tokens ?? [])];
      hint = found?.hint;
    } else {
      const found = apply(DEFINITION_RULES, sentence, spec);
      tokens = found?.tokens ?? [];
      hint = found?.hint;
    }
    problems.push({ check: 'definition', severity: 'error', pointer: pointer(...tokens), message: sentence, ...(hint ? { hint } : {}) });
  }
  return problems;
}
