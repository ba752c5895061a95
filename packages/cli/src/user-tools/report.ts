/** How `ctp validate`, `ctp test` and a refused `ctp serve --tools-dir` print problems. */
import type { UserProblem } from './load.js';

export interface Checked {
  /** The file, folder or URL checked (as given or as found). */
  target: string;
  /** tool, definition, manifest, embed-config (or unknown when it could not be read). */
  kind: string;
  id?: string;
  problems: UserProblem[];
}

export const errorCount = (c: Checked) => c.problems.filter((p) => p.severity === 'error').length;
export const warningCount = (c: Checked) => c.problems.filter((p) => p.severity === 'warning').length;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One block per checked thing: a status line, then each problem with its pointer, file and fix. */
export function formatChecked(checked: readonly Checked[]): string {
  const lines: string[] = [];
  for (const c of checked) {
    const errors = errorCount(c);
    const warnings = warningCount(c);
    const what = `${c.kind} ${c.target}${c.id && !c.target.endsWith(c.id) ? ` (${c.id})` : ''}`;
    const counts = [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : ''].filter(Boolean).join(', ');
    lines.push(`${errors ? 'FAIL' : 'ok  '} ${what}${counts ? `: ${counts}` : ''}`);
    for (const p of c.problems) {
      lines.push(`     ${p.severity.padEnd(7)} ${p.pointer || '(root)'}  ${p.message}${p.file ? `  [${p.file}]` : ''}`);
      if (p.hint) lines.push(`             fix: ${p.hint}`);
    }
  }
  return lines.join('\n');
}

export function summary(checked: readonly Checked[]): { valid: boolean; errors: number; warnings: number } {
  const errors = checked.reduce((n, c) => n + errorCount(c), 0);
  const warnings = checked.reduce((n, c) => n + warningCount(c), 0);
  return { valid: errors === 0, errors, warnings };
}

/** The JSON form (`--json`): a summary and every checked thing with its problems. */
export function checkedJson(checked: readonly Checked[]): unknown {
  return { ...summary(checked), results: checked.map((c) => ({ ...c, valid: errorCount(c) === 0 })) };
}
