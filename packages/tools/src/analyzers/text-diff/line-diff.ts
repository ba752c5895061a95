import { diffArrays } from 'diff';
import { createLineIds, LineMap, LineTable, type LineIds } from './line-ids.js';

/**
 * The line diff behind the "lines" changes and the unified diff, computed once for both.
 *
 * It gives exactly what jsdiff's diffLines and structuredPatch give (the tests compare them
 * on random inputs), at a fraction of their memory: lines stay offsets into the text (no
 * array of line strings, built twice), each line gets an integer id (equal lines equal ids,
 * see line-ids.ts), and the Myers diff (jsdiff's diffArrays, the same algorithm) runs on the
 * ids. Runs of lines are then read back as slices of the text, which V8 keeps as views of
 * the input.
 */

/**
 * A text's lines as diffLines tokenizes them: each line with its terminator ("\n" or
 * "\r\n"; a lone "\r" does not end a line), the last one without when the text has no
 * final newline. Line i is text.slice(starts[i], starts[i + 1]).
 */
export interface Lines {
  text: string;
  starts: Int32Array;
  count: number;
}

export function splitLines(text: string): Lines {
  let breaks = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks++;
  const count = text.length === 0 || text.endsWith('\n') ? breaks : breaks + 1;
  const starts = new Int32Array(count + 1);
  let k = 1;
  for (let i = text.indexOf('\n'); i !== -1 && k < count; i = text.indexOf('\n', i + 1)) starts[k++] = i + 1;
  starts[count] = text.length;
  return { text, starts, count };
}

/** The text of `count` lines from line `from`, terminators included (a view of the text). */
export function lineText(lines: Lines, from: number, count: number): string {
  return lines.text.slice(lines.starts[from], lines.starts[from + count]);
}

export interface LineRun {
  type: 'added' | 'removed' | 'unchanged';
  /** First line of the run in the original and in the modified text (where it would be, for a run only in the other). */
  oldStart: number;
  newStart: number;
  count: number;
}

export interface LineDiffOptions {
  ignoreCase: boolean;
  /** Compare lines without their leading and trailing whitespace (the terminator included), as diffLines does. */
  ignoreWhitespace: boolean;
  /** Milliseconds before the diff gives up (undefined is returned). */
  timeout: number;
  /** How lines get their ids (the same ids either way): by default by the texts' size. */
  lineIds?: 'map' | 'table';
}

/**
 * The key two lines are compared by under the ignore options: diffLines trims both lines
 * under ignoreWhitespace and compares `a === b || a.toLowerCase() === b.toLowerCase()` under
 * ignoreCase, which is the same as comparing the lower-cased keys, so equal keys are exactly
 * diffLines' equal lines. Without options a line is its own key, read in place by LineIds.ids.
 */
function keyOf(options: LineDiffOptions): ((line: string) => string) | undefined {
  const { ignoreCase, ignoreWhitespace } = options;
  if (ignoreCase && ignoreWhitespace) return (line) => line.trim().toLowerCase();
  if (ignoreCase) return (line) => line.toLowerCase();
  if (ignoreWhitespace) return (line) => line.trim();
  return undefined;
}

function lineIds(lines: Lines, ids: LineIds, key: ((line: string) => string) | undefined): number[] {
  const { text, starts, count } = lines;
  const out = new Array<number>(count);
  if (!key) ids.ids(text, starts, count, out);
  else
    for (let i = 0; i < count; i++) {
      out[i] = ids.id(key(text.slice(starts[i], starts[i + 1])));
    }
  return out;
}

/** Runs of added, removed and unchanged lines in order, or undefined when the diff ran out of time. */
export function diffLineRuns(original: Lines, modified: Lines, options: LineDiffOptions): LineRun[] | undefined {
  const ids =
    options.lineIds === 'map' ? new LineMap() : options.lineIds === 'table' ? new LineTable() : createLineIds(original.text.length + modified.text.length);
  const key = keyOf(options);
  const oldIds = lineIds(original, ids, key);
  const newIds = lineIds(modified, ids, key);
  const changes = diffArrays(oldIds, newIds, { timeout: options.timeout });
  if (!changes) return undefined;
  const runs: LineRun[] = [];
  let oldStart = 0;
  let newStart = 0;
  for (const change of changes) {
    const { count } = change;
    if (change.added) {
      runs.push({ type: 'added', oldStart, newStart, count });
      newStart += count;
    } else if (change.removed) {
      runs.push({ type: 'removed', oldStart, newStart, count });
      oldStart += count;
    } else {
      runs.push({ type: 'unchanged', oldStart, newStart, count });
      oldStart += count;
      newStart += count;
    }
  }
  return runs;
}

/**
 * The text a run stands for, as diffLines gives it: removed lines from the original, added
 * and unchanged ones from the modified text (under the ignore options the two may differ).
 */
export function runText(run: LineRun, original: Lines, modified: Lines): string {
  return run.type === 'removed' ? lineText(original, run.oldStart, run.count) : lineText(modified, run.newStart, run.count);
}

const NO_NEWLINE = '\\ No newline at end of file\n';

/**
 * Lines from..from+count of a text as patch lines, each after `prefix` and ending with "\n",
 * with diff's marker after a last line that has no newline.
 */
function patchLines(lines: Lines, from: number, count: number, prefix: string): string {
  if (count === 0) return '';
  const text = lineText(lines, from, count);
  // only the text's last line can lack its newline, and it ends the run
  const newline = text.charCodeAt(text.length - 1) === 10;
  const body = newline ? text.slice(0, -1) : text;
  return `${prefix}${body.replaceAll('\n', `\n${prefix}`)}\n${newline ? '' : NO_NEWLINE}`;
}

/**
 * The @@ hunks of the unified diff of the runs, with `context` unchanged lines around each
 * change, as jsdiff's structuredPatch + formatPatch write them (hunks closer than twice the
 * context are joined; unchanged lines are shown as in the modified text); '' when no line
 * differs. File headers are the caller's.
 */
export function unifiedHunks(runs: LineRun[], original: Lines, modified: Lines, context: number): string {
  const out: string[] = [];
  let hunk: string[] = [];
  let oldRangeStart = 0; // 1-based first line of the open hunk; 0 when none is open
  let newRangeStart = 0;
  let oldLine = 1;
  let newLine = 1;
  const closeHunk = (contextAfter: number) => {
    const oldLines = oldLine - oldRangeStart + contextAfter;
    const newLines = newLine - newRangeStart + contextAfter;
    // an empty range is written with the line before it, as diff -u does
    out.push(`@@ -${oldLines === 0 ? oldRangeStart - 1 : oldRangeStart},${oldLines} +${newLines === 0 ? newRangeStart - 1 : newRangeStart},${newLines} @@\n`);
    for (const piece of hunk) out.push(piece);
    hunk = [];
    oldRangeStart = 0;
    newRangeStart = 0;
  };
  for (let i = 0; i <= runs.length; i++) {
    const run = runs[i];
    if (run && run.type !== 'unchanged') {
      if (!oldRangeStart) {
        oldRangeStart = oldLine;
        newRangeStart = newLine;
        const prev = runs[i - 1];
        if (prev && context > 0) {
          // the previous run is unchanged: its last lines lead into the hunk
          const lead = Math.min(context, prev.count);
          hunk.push(patchLines(modified, prev.newStart + prev.count - lead, lead, ' '));
          oldRangeStart -= lead;
          newRangeStart -= lead;
        }
      }
      if (run.type === 'added') {
        hunk.push(patchLines(modified, run.newStart, run.count, '+'));
        newLine += run.count;
      } else {
        hunk.push(patchLines(original, run.oldStart, run.count, '-'));
        oldLine += run.count;
      }
      continue;
    }
    // unchanged lines, or the end (which closes the open hunk)
    const count = run?.count ?? 0;
    if (oldRangeStart) {
      if (run && count <= context * 2 && i < runs.length - 1) {
        // short enough to join this hunk with the next one
        hunk.push(patchLines(modified, run.newStart, count, ' '));
      } else {
        const trail = Math.min(count, context);
        if (run) hunk.push(patchLines(modified, run.newStart, trail, ' '));
        closeHunk(trail);
      }
    }
    oldLine += count;
    newLine += count;
  }
  return out.join('');
}
