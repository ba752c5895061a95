/// <reference path="./csso-esm.d.ts" />
import { defineTool, failure, success, withWarnings } from '@ctp/core';
// the self-contained browser build: csso's lib/ needs node:module
import { syntax } from 'csso/dist/csso.esm';
import definition from './definition.js';

type Position = { line: number; column: number };
/** css-tree's parse errors carry their position, which @types/css-tree leaves out. */
type ParseError = { message: string } & Position;

/** Restructuring merges rules in quadratic time (20,000 rules with the same declarations take seconds). */
const MAX_RESTRUCTURE_RULES = 10_000;
const MAX_WARNINGS = 10;

const utf8 = new TextEncoder();
const at = (p: Position) => `line ${p.line}, column ${p.column}`;

export default defineTool(definition, (params) => {
  const css = params.css;
  const errors: ParseError[] = [];
  const ast = syntax.parse(css, { positions: true, onParseError: (error) => errors.push(error as typeof error & Position) });
  // what could not be parsed is kept as Raw text; csso keeps some (values, at-rule preludes) and drops the rest
  const raws: Array<{ text: string; start: Position }> = [];
  let rules = 0;
  syntax.walk(ast, (node) => {
    if (node.type === 'Rule') rules++;
    const text = node.type === 'Raw' ? node.value.trim() : '';
    if (text && !/^[;\s]+$/.test(text)) raws.push({ text, start: node.loc!.start });
  });

  const restructure = params.restructure && rules <= MAX_RESTRUCTURE_RULES;
  const comments = params.comments === 'none' ? false : params.comments;
  const minified = syntax.generate(syntax.compress(ast, { restructure, comments }).ast);

  const warnings: string[] = [];
  for (const raw of raws) {
    // the parse error inside this Raw text names the problem; fall back to the Raw's own start
    const error = errors.find((e) => e.line > raw.start.line || (e.line === raw.start.line && e.column >= raw.start.column)) ?? errors[0];
    const where = error ? `${at(error)}: ${error.message.replace(/\.?$/, '')}` : at(raw.start);
    const snippet = raw.text.length > 40 ? `${raw.text.slice(0, 40)}…` : raw.text;
    if (!minified.includes(raw.text)) {
      const nesting = /[{}]/.test(raw.text) && /^[&.#:[\w*>+~-]/.test(raw.text) ? ' (CSS nesting — rules inside rules — is not supported: flatten it first)' : '';
      return failure('INVALID_INPUT', `CSS not understood at ${where}; csso would drop ${JSON.stringify(snippet)}${nesting}.`);
    }
    if (warnings.length < MAX_WARNINGS) warnings.push(`Unknown syntax at ${where}; ${JSON.stringify(snippet)} was kept as written.`);
  }
  if (params.restructure && !restructure)
    warnings.push(`Restructuring was skipped: the stylesheet has ${rules.toLocaleString('en-US')} rules (more than ${MAX_RESTRUCTURE_RULES.toLocaleString('en-US')}).`);

  const originalSize = utf8.encode(css).length;
  const minifiedSize = utf8.encode(minified).length;
  const savedBytes = originalSize - minifiedSize;
  return withWarnings(
    success({ minified, originalSize, minifiedSize, savedBytes, savedPercent: Math.round((savedBytes / originalSize) * 10_000) / 100 }),
    warnings,
  );
});
