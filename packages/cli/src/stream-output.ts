/**
 * How `ctp run` prints a streamed run: the primary output is written as it is produced, either
 * as is (readable mode) or as the string inside the `--json` ToolResult, which then reads
 * exactly as the non-streamed `--json` output would (the same pretty JSON, primary field first).
 */
import type { ToolResult } from '@ctp/core';
import { json, type Io } from './io.js';

/** A string that cannot occur in data: where the streamed primary output sits in the JSON. */
const MARK = '\u0000ctp-stream\u0000';

export interface StreamPrinter {
  /** Writes the next piece of the primary output. */
  piece(text: string): Promise<void>;
  /** Writes the rest once the run has ended (`primary`: the field that was streamed, if any). */
  finish(result: ToolResult, primary: string | undefined): Promise<void>;
}

/** The `--json` text of a result whose primary field was streamed, split around that field's content. */
function envelope(result: ToolResult, primary: string): { head: string; tail: string } {
  const data = result.success ? { [primary]: MARK, ...(result.data as Record<string, unknown>) } : undefined;
  const text = json(result.success ? { success: true, data, metadata: result.metadata } : result);
  const at = text.indexOf(JSON.stringify(MARK));
  return { head: text.slice(0, at + 1), tail: text.slice(at + JSON.stringify(MARK).length - 1) };
}

export function streamPrinter(io: Io, asJson: boolean, primary: string | undefined): StreamPrinter {
  let started = false;
  let last = '';
  // the head of the JSON does not depend on the result: success and the primary key come first
  const head = primary ? envelope({ success: true, data: {} }, primary).head : '';
  return {
    async piece(text) {
      if (!text) return;
      if (!started) {
        started = true;
        if (asJson) await io.write(head);
      }
      last = text;
      await io.write(asJson ? JSON.stringify(text).slice(1, -1) : text);
    },
    async finish(result, streamedField) {
      if (asJson) {
        if (!streamedField) return void io.out(json(result));
        if (!started && result.success) await io.write(head);
        if (!started && !result.success) return void io.out(json(result));
        // a run that failed after writing output (a tool breaking the stream contract): close the JSON
        await io.write(result.success ? `${envelope(result, streamedField).tail}\n` : '"\n  }\n}\n');
        return;
      }
      // readable: as `ctp run` prints any output, ending with a line break
      if (streamedField && result.success && (!started || !last.endsWith('\n'))) await io.write('\n');
    },
  };
}
