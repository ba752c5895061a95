import type { ParameterSchema, ToolSpec } from '@ctp/core';
import { COLOR_PATTERN, orderedParameters } from '@ctp/core';
import type { DiscoveryOptions, ResolvedOptions } from './options.js';
import { oneLine, plural, resolveOptions, toolUrls } from './options.js';

/** `/tools/:id.md`: everything a person or a model needs to call one tool. */
export function toolMarkdown(definition: ToolSpec, options: DiscoveryOptions): string {
  return renderToolMarkdown(definition, resolveOptions(options), 1);
}

/**
 * The same page with its headings starting at `level` (llms-full.txt nests
 * tools under category H2s and must keep a single H1).
 */
export function renderToolMarkdown(spec: ToolSpec, o: ResolvedOptions, level: number): string {
  const h = (n: number, text: string) => `${'#'.repeat(level + n)} ${oneLine(text)}`;
  const urls = toolUrls(o, spec.id);
  const blocks: string[] = [h(0, spec.name), paragraph(spec.description)];

  const facts = [
    `- ID: ${code(spec.id)}`,
    `- Category: ${spec.category}`,
    `- Tags: ${spec.tags.join(', ')}`,
    ...(spec.keywords?.length ? [`- Keywords: ${spec.keywords.map(oneLine).join(', ')}`] : []),
    `- Endpoint: ${code(`${spec.method} ${urls.api}`)}`,
    `- Execution: ${spec.executionMode ?? 'client'}`,
    ...(urls.embed ? [`- Embed: <${urls.embed}>`] : []),
    ...(spec.relatedTools?.length ? [`- Related tools: ${spec.relatedTools.map(code).join(', ')}`] : []),
  ];
  blocks.push(facts.join('\n'));
  if (spec.deprecated) blocks.push(`> **Deprecated.**${spec.deprecationMessage ? ` ${oneLine(spec.deprecationMessage)}` : ''}`);

  blocks.push(h(1, 'Parameters'), parameterTable(spec.parameters));
  blocks.push(h(1, 'Output'), paragraph(spec.outputDescription), fence('json', JSON.stringify(spec.outputSchema, null, 2)));

  blocks.push(h(1, 'Example'));
  if (spec.example.description) blocks.push(paragraph(spec.example.description));
  blocks.push('Input:', fence('json', JSON.stringify(spec.example.input, null, 2)));
  blocks.push('Output:', fence('json', JSON.stringify(spec.example.output, null, 2)));

  const hints = orderedParameters(spec.parameters).filter((p) => p.aiHint);
  if (spec.aiInstructions || hints.length > 0) {
    blocks.push(h(1, 'AI notes'));
    if (spec.aiInstructions) blocks.push(paragraph(spec.aiInstructions));
    if (hints.length > 0) blocks.push(hints.map((p) => `- ${code(p.name)}: ${oneLine(p.aiHint!)}`).join('\n'));
  }

  blocks.push(h(1, 'curl'), fence('sh', curl(spec, urls.api)));
  return `${blocks.join('\n\n')}\n`;
}

const TYPE_NOTES: Record<string, string> = {
  select: 'select (string)',
  json: 'json (string holding JSON)',
  file: 'file (base64 string)',
  color: 'color (hex string)',
  date: 'date (YYYY-MM-DD)',
  datetime: 'datetime (ISO 8601)',
  url: 'url (URI string)',
  email: 'email (string)',
  text: 'text (string)',
  textarea: 'textarea (string)',
};

function parameterTable(parameters: readonly ParameterSchema[]): string {
  if (parameters.length === 0) return 'This tool takes no parameters.';
  const rows = [
    '| Name | Type | Required | Default | Description | Allowed values |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of orderedParameters(parameters)) {
    const when = (p.dependsOn ?? []).map(
      (r) => `${code(r.field)} ${r.condition === 'exists' ? 'is set' : `${condition(r.condition)} ${code(JSON.stringify(r.value))}`}`,
    );
    const description = when.length ? `${sentence(p.description)} Applies when ${when.join(' and ')}.` : oneLine(p.description);
    // toInputSchema drops `required` for conditional parameters: they are required only when they apply
    const required = p.required ? (when.length ? 'when it applies' : 'yes') : 'no';
    const defaultValue = p.defaultValue === undefined ? '' : code(JSON.stringify(p.defaultValue));
    rows.push(`| ${[code(p.name), TYPE_NOTES[p.type] ?? p.type, required, defaultValue, description, allowed(p)].map(cell).join(' | ')} |`);
  }
  return rows.join('\n');
}

function condition(c: string): string {
  return c === 'equals' ? 'equals' : c === 'notEquals' ? 'does not equal' : 'contains';
}

/** The constraints of one parameter, in words. */
function allowed(p: ParameterSchema): string {
  const v = p.validation ?? {};
  const parts: string[] = [];
  if (p.type === 'select') {
    parts.push(
      (p.options ?? [])
        .filter((o) => !o.disabled)
        .map((o) => (o.label && o.label !== o.value ? `${code(o.value)} (${oneLine(o.label)})` : code(o.value)))
        .join(', '),
    );
  }
  if (p.type === 'color') parts.push(`pattern ${code(COLOR_PATTERN)}`);
  if (v.min !== undefined) parts.push(`≥ ${v.min}`);
  if (v.max !== undefined) parts.push(`≤ ${v.max}`);
  if (v.step !== undefined) parts.push(`multiple of ${v.step}`);
  if (v.minLength !== undefined) parts.push(`at least ${plural(v.minLength, 'character')}`);
  if (v.maxLength !== undefined) parts.push(`at most ${plural(v.maxLength, 'character')}`);
  if (v.pattern !== undefined) parts.push(`pattern ${code(v.pattern)}`);
  if (v.minItems !== undefined) parts.push(`at least ${plural(v.minItems, 'item')}`);
  if (v.maxItems !== undefined) parts.push(`at most ${plural(v.maxItems, 'item')}`);
  if (v.accept?.length) parts.push(`types ${v.accept.map(code).join(', ')}`);
  if (v.maxSize !== undefined) parts.push(`at most ${plural(v.maxSize, 'byte')}`);
  return parts.join('; ');
}

/** A shell command that runs the example against this deployment. */
function curl(spec: ToolSpec, url: string): string {
  const input = spec.example.input;
  if (spec.method === 'POST') {
    return [`curl -X POST ${shell(url)}`, `-H 'Content-Type: application/json'`, `-d ${shell(JSON.stringify(input))}`].join(' \\\n  ');
  }
  const fields = Object.entries(input).map(
    ([k, value]) => `--data-urlencode ${shell(`${k}=${typeof value === 'string' ? value : JSON.stringify(value)}`)}`,
  );
  return [`curl -G ${shell(url)}`, ...fields].join(' \\\n  ');
}

/** POSIX single-quoting. */
function shell(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** An inline code span that survives backticks in its text. */
export function code(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const ticks = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || /^ .* $/.test(text) ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** A fenced block longer than any backtick run inside it, so content cannot close it early. */
export function fence(lang: string, content: string): string {
  const runs = content.match(/`{3,}/g) ?? [];
  const ticks = '`'.repeat(Math.max(2, ...runs.map((r) => r.length)) + 1);
  return `${ticks}${lang}\n${content}\n${ticks}`;
}

/** Free text as a paragraph: trimmed, and no line may start a heading, quote or code fence by accident. */
export function paragraph(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => line.replace(/^(\s*)([#>]|`{3}|~{3})/, '$1\\$2'))
    .join('\n');
}

function sentence(text: string): string {
  const line = oneLine(text);
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

/** A table cell: one line, pipes escaped (GFM honours `\|` inside code spans too). */
function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}
