import { mainInputParameter, orderedParameters, type ParameterSchema, type ToolSpec } from '@ctp/core';
import { table, wrap } from './text.js';

/** The flag for a parameter: its name in kebab-case (`sortKeys` → `--sort-keys`). */
export function flagName(param: ParameterSchema): string {
  return param.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/_/g, '-');
}

/** The parameter standard input fills: the tool's main input (core's `mainInputParameter`). */
export function stdinParameter(spec: ToolSpec): ParameterSchema | undefined {
  return mainInputParameter(spec);
}

function valueHint(param: ParameterSchema): string {
  if (param.type === 'boolean') return '';
  if (param.type === 'select') return ` <${(param.options ?? []).filter((o) => !o.disabled).map((o) => o.value).join('|')}>`;
  return ` <${param.type}>`;
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Help for one tool: what `ctp info <id>` and `ctp run <id> --help` print. */
export function toolHelp(spec: ToolSpec): string {
  const stdin = stdinParameter(spec);
  const rows = orderedParameters(spec.parameters).map((p) => {
    const notes: string[] = [];
    if (p.required) notes.push('required');
    if (p.defaultValue !== undefined) notes.push(`default: ${JSON.stringify(p.defaultValue)}`);
    if (p === stdin) notes.push('or standard input');
    if (p.type === 'boolean') notes.push(`--no-${flagName(p)} for false`);
    return [`  --${flagName(p)}${valueHint(p)}`, `${p.label}: ${p.description}${notes.length ? ` (${notes.join('; ')})` : ''}`];
  });
  const lines = [
    `${spec.name} (${spec.id}) — ${spec.category}${spec.deprecated ? ' — DEPRECATED' : ''}`,
    '',
    wrap(spec.description),
    '',
    `Usage: ctp run ${spec.id} [options]${stdin ? ` [< ${stdin.type === 'file' ? 'file' : 'input'}]` : ''}`,
    '',
    'Parameters:',
    ...(rows.length ? table(rows).split('\n').map((l) => wrap(l, 100, ' '.repeat(rows[0]![0]!.length + 2))) : ['  (none)']),
    '',
    'Options:',
    "  --input-json '<object>'  all parameters as one JSON object (flags override it)",
    '  --json                   print the whole CTP ToolResult as JSON',
    '  --timeout <ms>           time limit for this run',
    '',
    `Output: ${spec.outputDescription}`,
    `Tags: ${spec.tags.join(', ')}${spec.keywords?.length ? ` — also: ${spec.keywords.join(', ')}` : ''}`,
    '',
    'Example:',
    `  ctp run ${spec.id} --input-json ${shellQuote(JSON.stringify(spec.example.input))}`,
  ];
  if (spec.aiInstructions) lines.push('', 'Notes for AI agents:', `  ${wrap(spec.aiInstructions, 98, '  ')}`);
  return lines.join('\n');
}
