import { parseArgs } from 'node:util';
import { Registry } from '@ctp/runtime';
import { reproduceExample } from '@ctp/tools/checks';
import { json as toJson, UsageError, type Io } from '../io.js';
import { CompileCache, shown } from '../user-tools/compile.js';
import { hasErrors, loadToolsFolder, type UserProblem } from '../user-tools/load.js';
import { checkedJson, formatChecked, summary, type Checked } from '../user-tools/report.js';
import { runTestFile, testFiles } from '../user-tools/tool-tests.js';

export const testHelp = `Usage: ctp test <tools folder> [--json]

Checks each of your tools the way the catalog's own test checks ours: the
definition (spec §5.3, the reference schema, the output schema, the MCP input
schema), then runs its example through the real runtime (normalize, validate,
run) and compares the result with example.output; then runs the tool folder's
*.test.ts / *.test.js files with Node's test runner (node:test), compiled like
the tool. Prints pass/fail per tool.

Options:
  --json            print the results as JSON (for CI)
  --timeout <ms>    time limit of each test file (default 120000)
  -h, --help        show this help

Exit status: 0 every tool passed, 1 any failure, 2 usage error.`;

export async function test(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean', default: false }, timeout: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    io.out(testHelp);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(positionals.length ? 'give one tools folder' : 'missing the tools folder', testHelp);
  const timeoutMs = values.timeout === undefined ? 120_000 : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new UsageError(`--timeout must be a positive integer of milliseconds, got "${values.timeout}"`);
  const dir = positionals[0]!;
  const cache = new CompileCache();
  const loaded = await loadToolsFolder(dir, dir, cache, 'ctp new <category>/<id> --dir <folder> scaffolds one.');

  const checked: Checked[] = [];
  for (const entry of loaded.loaded) {
    const problems: UserProblem[] = [...entry.report.problems];
    const tool = entry.tool;
    if (tool && !hasErrors(entry.report)) {
      const registry = new Registry().register(tool);
      problems.push(...(await reproduceExample(registry, tool.definition.id)).map((p) => ({ ...p, ...(entry.folder.definition ? { file: shown(entry.folder.definition) } : {}) })));
      for (const file of testFiles(entry.folder.dir)) {
        const run = await runTestFile(cache, file, timeoutMs);
        if (!run.passed)
          problems.push({ check: 'test', severity: 'error', pointer: '', message: `${shown(file)} failed:\n${run.output.replace(/^/gm, '             ')}`, file: shown(file) });
      }
    }
    checked.push({ target: entry.report.folder, kind: 'tool', ...(entry.report.id ? { id: entry.report.id } : {}), problems });
  }
  const { valid, errors } = summary(checked);
  const passed = checked.filter((c) => !c.problems.some((p) => p.severity === 'error')).length;
  if (values.json) io.out(toJson(checkedJson(checked)));
  else {
    io.out(formatChecked(checked));
    io.out(valid ? `passed: ${passed} of ${checked.length} tools` : `failed: ${checked.length - passed} of ${checked.length} tools (${errors} error(s))`);
  }
  return valid ? 0 : 1;
}
