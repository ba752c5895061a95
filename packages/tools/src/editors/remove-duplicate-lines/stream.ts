/**
 * De-duplication of a stream of text (`cat access.log | ctp run remove-duplicate-lines`), as
 * `awk '!seen[$0]++'` does it: each line is written out, with its own terminator, as soon as it
 * is known to be the first of its key. Memory holds the distinct lines, not the input. Keep last
 * cannot know a line is kept before the end, so it reads the whole input.
 */
import { success, utf8Decode, type TypedToolStream } from '@ctp/core';
import { Dedupe } from './dedupe.js';
import type definition from './definition.js';

const BREAK = /\r\n|\r|\n/g;

export const dedupeStream: TypedToolStream<typeof definition> = (params) => {
  const dedupe = new Dedupe(params);
  /** Text after the last complete line, in pieces (a long line is not rescanned per chunk). */
  let pending: string[] = [];
  const lines = (text: string, final: boolean): string => {
    const out: string[] = [];
    let start = 0;
    BREAK.lastIndex = 0;
    for (let m = BREAK.exec(text); m; m = BREAK.exec(text)) {
      if (!final && m[0] === '\r' && m.index === text.length - 1) break; // may be the first half of CR LF
      const line = text.slice(start, m.index);
      if (dedupe.add(line)) out.push(line, m[0]);
      start = m.index + m[0].length;
    }
    const rest = text.slice(start);
    pending = rest === '' ? [] : [rest];
    if (final && rest !== '' && dedupe.add(rest)) out.push(rest);
    return out.join('');
  };
  return {
    write(chunk) {
      const text = typeof chunk === 'string' ? chunk : utf8Decode(chunk); // a text stream: the host decodes
      if (!text.includes('\n') && !text.includes('\r')) {
        pending.push(text);
        return '';
      }
      return lines(pending.join('') + text, false);
    },
    end: () => ({ piece: lines(pending.join(''), true), result: success(dedupe.stats()) }),
  };
};
