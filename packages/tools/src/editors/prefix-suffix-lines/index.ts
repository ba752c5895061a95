import { defineTool, failure, success } from '@ctp/core';
import { splitLines } from '../../_shared/text.js';
import definition from './definition.js';

const BLANK = /^\s*$/;
const PLACEHOLDER = /\{(n|line)\}/g;

export default defineTool(definition, (params) => {
  const { text, mode, prefix, suffix, template, skipBlank } = params;
  let n = params.startNumber;

  if (mode !== 'template' && prefix === '' && suffix === '') {
    return failure('INVALID_INPUT', `Give a prefix or a suffix to ${mode === 'remove' ? 'remove' : 'add'} (both are empty)`);
  }

  const { lines, eol } = splitLines(text);
  const finalNewline = lines.length > 1 && lines[lines.length - 1] === '';
  if (finalNewline) lines.pop();

  let changed = 0;
  const out = new Array<string>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (skipBlank && BLANK.test(line)) {
      out[i] = line;
      continue;
    }
    let next: string;
    if (mode === 'add') next = prefix + line + suffix;
    else if (mode === 'template') {
      const number = String(n++);
      next = template.replace(PLACEHOLDER, (_, name: string) => (name === 'n' ? number : line));
    } else {
      next = line;
      if (prefix !== '' && next.startsWith(prefix)) next = next.slice(prefix.length);
      if (suffix !== '' && next.endsWith(suffix)) next = next.slice(0, next.length - suffix.length);
    }
    if (next !== line) changed++;
    out[i] = next;
  }
  return success({ result: out.join(eol) + (finalNewline ? eol : ''), lineCount: lines.length, changedLines: changed });
});
