import { defineTool, failure, success } from '@ctp/core';
import mustache, { type PartialsOrLookupFn, type RenderOptions, type TemplateSpans } from 'mustache';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

/** The ESM typings export Context only as a value. */
type Context = InstanceType<typeof mustache.Context>;

/** Section and partial nesting while rendering (recursive partials stop here, not at a stack overflow). */
const MAX_DEPTH = 200;
/** Rendered token lists (each loop iteration is one) and characters produced, counted at every level. */
const MAX_RENDERS = 1_000_000;
const MAX_PRODUCED = 20_000_000;

class Refusal extends Error {}

/** An own property of JSON data (never inherited ones such as constructor or toString). */
function own(value: unknown, key: string): boolean {
  if (typeof value === 'string') return key === 'length' || (/^\d+$/.test(key) && Number(key) < value.length);
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key);
}

/**
 * Mustache's name resolution (the context stack, dotted names, "."), but on
 * own properties only, so {{constructor.constructor}} cannot reach Function;
 * it also records the names found nowhere.
 */
function trackingContext(missing: Set<string>) {
  class Tracking extends mustache.Context {
    override push(view: unknown): Context {
      return new Tracking(view, this);
    }
    override lookup(name: string): unknown {
      if (name === '.') return this.view;
      const path = name.split('.');
      for (let context: Context | undefined = this; context; context = context.parent) {
        let value = context.view;
        let hit = true;
        for (const key of path) {
          if (!own(value, key)) {
            hit = false;
            break;
          }
          value = (value as Record<string, unknown>)[key];
        }
        if (hit) return value;
      }
      missing.add(name);
      return undefined;
    }
  }
  return Tracking;
}

/** Writer bounding depth and work. */
class GuardedWriter extends mustache.Writer {
  private depth = 0;
  private renders = 0;
  private produced = 0;
  override renderTokens(tokens: string[][], context: Context, partials?: PartialsOrLookupFn, template?: string, config?: RenderOptions): string {
    if (++this.depth > MAX_DEPTH) throw new Refusal(`sections and partials nest more than ${MAX_DEPTH} levels deep while rendering (a partial that includes itself without end?)`);
    if (++this.renders > MAX_RENDERS) throw new Refusal(`rendering needs more than ${MAX_RENDERS.toLocaleString('en-US')} section iterations`);
    try {
      const out = super.renderTokens(tokens, context, partials, template, config);
      this.produced += out.length;
      if (this.produced > MAX_PRODUCED) throw new Refusal(`the output would exceed ${MAX_PRODUCED.toLocaleString('en-US')} characters`);
      return out;
    } finally {
      this.depth--;
    }
  }
}

/** Names used by tags, in order, descending into sections and (once each) into partials. */
function collectNames(tokens: TemplateSpans, partialTokens: Map<string, TemplateSpans>, names: Set<string>, seen: Set<string>): void {
  for (const token of tokens) {
    const [type, value] = token;
    if (type === 'name' || type === '&' || type === '#' || type === '^') names.add(value);
    if ((type === '#' || type === '^') && Array.isArray(token[4])) collectNames(token[4], partialTokens, names, seen);
    if (type === '>' && !seen.has(value)) {
      seen.add(value);
      const sub = partialTokens.get(value);
      if (sub) collectNames(sub, partialTokens, names, seen);
    }
  }
}

/** Start of the first tag without a closing delimiter (mustache.js reports where its scan stopped: the end). */
function unclosedTagStart(template: string, [open, close]: [string, string]): number | undefined {
  for (let from = 0; ; ) {
    const start = template.indexOf(open, from);
    if (start < 0) return undefined;
    const end = template.indexOf(close, start + open.length);
    if (end < 0) return start;
    from = end + close.length;
  }
}

function describeParseError(error: unknown, template: string, where: string, tags: [string, string]): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /^(.*) at (\d+)$/.exec(message);
  if (!at) return `Invalid template${where}: ${message}`;
  const offset = (at[1] === 'Unclosed tag' ? unclosedTagStart(template, tags) : undefined) ?? Number(at[2]);
  const { line, column } = lineColumn(template, offset);
  const what = at[1]!.replace(/^Unclosed/, 'unclosed').replace(/^Unopened/, 'unopened');
  return `Invalid template${where} at line ${line}, column ${column}: ${what}`;
}

export default defineTool(definition, (params) => {
  const template = params.template;
  const delimiters = params.delimiters.trim().split(/\s+/);
  if (delimiters.length !== 2) return failure('INVALID_INPUT', `Delimiters must be two tags separated by a space, like "{{ }}" or "<% %>"; got ${JSON.stringify(params.delimiters)}.`);
  const tags = delimiters as [string, string];
  const partials = params.partials;
  if (typeof partials !== 'object' || partials === null || Array.isArray(partials))
    return failure('INVALID_INPUT', 'Partials must be a JSON object of name → template string, like {"footer": "Bye {{name}}"}.');
  for (const [name, value] of Object.entries(partials)) {
    if (typeof value !== 'string') return failure('INVALID_INPUT', `Partial ${JSON.stringify(name)} must be a template string, not ${value === null ? 'null' : typeof value}.`);
  }
  const partialMap = new Map(Object.entries(partials as Record<string, string>));

  const writer = new GuardedWriter();
  let tokens: TemplateSpans;
  try {
    tokens = writer.parse(template, tags);
  } catch (error) {
    return failure('INVALID_INPUT', describeParseError(error, template, '', tags));
  }
  const partialTokens = new Map<string, TemplateSpans>();
  for (const [name, source] of partialMap) {
    try {
      partialTokens.set(name, writer.parse(source, tags));
    } catch (error) {
      return failure('INVALID_INPUT', describeParseError(error, source, ` (partial ${JSON.stringify(name)})`, tags));
    }
  }
  const names = new Set<string>();
  collectNames(tokens, partialTokens, names, new Set());

  const missing = new Set<string>();
  const missingPartials = new Set<string>();
  const lookupPartial = (name: string) => {
    if (partialMap.has(name)) return partialMap.get(name);
    missingPartials.add(name);
    return undefined;
  };
  const Tracking = trackingContext(missing);
  const escape = params.htmlEscape ? undefined : (value: unknown) => String(value);
  let rendered: string;
  try {
    rendered = writer.render(template, new Tracking(params.data), lookupPartial, { tags, escape });
  } catch (error) {
    if (error instanceof Refusal) return failure('INVALID_INPUT', `Template refused: ${error.message}.`);
    if (error instanceof Error && / at \d+$/.test(error.message)) return failure('INVALID_INPUT', describeParseError(error, template, ' (in a partial)', tags));
    throw error;
  }
  if (params.strict && (missing.size > 0 || missingPartials.size > 0)) {
    const parts = [];
    if (missing.size > 0) parts.push(`missing from the data: ${[...missing].join(', ')}`);
    if (missingPartials.size > 0) parts.push(`partials not given: ${[...missingPartials].join(', ')}`);
    return failure('INVALID_INPUT', `Strict mode: ${parts.join('; ')}.`);
  }
  return success({ rendered, variables: [...names], missing: [...missing], missingPartials: [...missingPartials] });
});
