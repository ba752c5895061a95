import { describe, expect, it } from 'vitest';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const toYaml = async (input: string, options: Record<string, unknown> = {}) => (await runOk<{ output: string }>(tool, { input, ...options })).output;
const toToml = async (input: string, options: Record<string, unknown> = {}) => (await runOk<{ output: string }>(tool, { input, direction: 'yaml-to-toml', ...options })).output;
const plain = (v: unknown) => JSON.parse(JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? x.toString() : x instanceof Date ? x.toISOString() : x)));

const CARGO = `[package]
name = "ctp"
version = "0.1.0"
authors = ["Ada <ada@example.com>"]
edition = "2021"

[dependencies]
serde = { version = "1.0", features = ["derive"] }
on = true

[[bin]]
name = "cli"
path = "src/main.rs"
`;

describe('toml-to-yaml', () => {
  itReproducesItsExample(tool);

  it('converts TOML to YAML that the yaml package reads back to the same data', async () => {
    const yaml = await toYaml(CARGO);
    expect(yaml).toBe(
      'package:\n  name: ctp\n  version: 0.1.0\n  authors:\n    - Ada <ada@example.com>\n  edition: "2021"\ndependencies:\n  serde:\n    version: "1.0"\n    features:\n      - derive\n  "on": true\nbin:\n  - name: cli\n    path: src/main.rs\n',
    );
    expect(parseYaml(yaml)).toEqual(plain(parseToml(CARGO)));
    expect(parseYaml(yaml, { version: '1.1' })).toEqual(plain(parseToml(CARGO)));
  });

  it('round-trips TOML → YAML → TOML', async () => {
    const toml = 'big = 9223372036854775807\nf = 1.5\ninf = inf\nnan = nan\nd = 1979-05-27\nodt = 1979-05-27T07:32:00.000-08:00\nldt = 1979-05-27T07:32:00.000\nt = 07:32:00.000\nyes = "yes"\n';
    const yaml = await toYaml(toml);
    expect(yaml).toBe('big: 9223372036854775807\nf: 1.5\ninf: .inf\nnan: .nan\nd: 1979-05-27\nodt: 1979-05-27T07:32:00.000-08:00\nldt: 1979-05-27T07:32:00.000\nt: "07:32:00.000"\n"yes": "yes"\n');
    const back = await toToml(yaml);
    expect(back).toBe('big = 9223372036854775807\nf = 1.5\ninf = inf\nnan = nan\nd = 1979-05-27\nodt = 1979-05-27T07:32:00.000-08:00\nldt = 1979-05-27T07:32:00.000\nt = "07:32:00.000"\nyes = "yes"\n');
    const again = parseToml(back, { integersAsBigInt: 'asNeeded' });
    expect(again.big).toBe(9223372036854775807n);
  });

  it('converts YAML to TOML tables and arrays of tables', async () => {
    const yaml = 'title: x\nowner:\n  name: Ada\n  tags: [a, b]\nservers:\n  - {ip: 10.0.0.1, port: 80}\n  - ip: 10.0.0.2\n    port: 0x50\nratio: 1.0\n';
    expect(await toToml(yaml)).toBe('title = "x"\nratio = 1.0\n\n[owner]\nname = "Ada"\ntags = [ "a", "b" ]\n\n[[servers]]\nip = "10.0.0.1"\nport = 80\n\n[[servers]]\nip = "10.0.0.2"\nport = 80\n');
  });

  it('refuses what TOML cannot hold and drops null keys on request', async () => {
    expect(await runError(tool, { input: 'a:\n  b: null\n', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toBe(
      'YAML cannot be converted to TOML at $.a.b: null cannot be represented in TOML (set nulls to "omit" to drop null keys)',
    );
    const dropped = await runTool(tool, { input: 'a: ~\nb: 1\n', direction: 'yaml-to-toml', nulls: 'omit' });
    expect(dropped.data).toEqual({ output: 'b = 1\n', format: 'toml' });
    expect(dropped.metadata?.warnings).toEqual(['1 key with a null value was dropped']);
    expect(await runError(tool, { input: 'a: [1, null]', direction: 'yaml-to-toml', nulls: 'omit' }, 'INVALID_INPUT')).toMatch(/at \$\.a\[1\]: null/);
    expect(await runError(tool, { input: '- a\n- b\n', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/must be a mapping/);
    expect(await runError(tool, { input: '? [x]\n: y\n', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/a mapping or list used as a key/);
    expect(await runError(tool, { input: 'n: 9223372036854775808', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/outside TOML's 64-bit range/);
    expect(await runError(tool, { input: 'a: &a [1, *a]', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/recursive structure/);
  });

  it('TOML 1.0 integers: refuses TOML integers beyond the 64-bit range, as it refuses writing them', async () => {
    expect(await runError(tool, { input: 'big = 18446744073709551615' }, 'INVALID_INPUT')).toMatch(/^Invalid TOML at line 1, column 7: integer 18446744073709551615 is outside the 64-bit range/);
    expect(await runError(tool, { input: 'big: 18446744073709551615', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/outside TOML's 64-bit range/);
  });

  it('reports syntax errors with line and column in both directions', async () => {
    expect(await runError(tool, { input: 'a = 1\nb = [1,,]' }, 'INVALID_INPUT')).toBe('Invalid TOML at line 2, column 8: invalid value');
    expect(await runError(tool, { input: 'a: 1\na: 2\n', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toBe('Invalid YAML at line 2, column 1: duplicate key "a"; keys must be unique');
    expect(await runError(tool, { input: 'a: [1\n', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line \d+, column \d+: /);
    expect(await runError(tool, { input: 'a: 1\n---\nb: 2\n', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/multiple documents/);
  });

  it('keeps anchors, merge-free aliases and odd timestamps', async () => {
    const result = await runTool(tool, { input: 'base: &b {x: 1}\ncopy: *b\nwhen: 2001-12-14 21:59:43.10 -5\n', direction: 'yaml-to-toml' });
    expect(result.data.output).toBe('when = "2001-12-14 21:59:43.10 -5"\n\n[base]\nx = 1\n\n[copy]\nx = 1\n');
    expect(result.metadata?.warnings?.[0]).toMatch(/^\$\.when: the timestamp .* was written as a string/);
  });

  it('refuses deep YAML nesting before parsing (process safety)', async () => {
    expect(await runError(tool, { input: 'a: ' + '['.repeat(50_000) + ']'.repeat(50_000), direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toBe(
      'YAML refused at line 1, column 203: nested too deeply (this tool accepts 200 levels of nested mappings and sequences)',
    );
    expect(await runError(tool, { input: 'a:\n' + '- '.repeat(50_000) + 'x', direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/^YAML refused at line 2, column 399: nested too deeply/);
    const lines = Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' v';
    expect(await runError(tool, { input: lines, direction: 'yaml-to-toml' }, 'INVALID_INPUT')).toMatch(/^YAML refused at line 201, column 205: /);
    const ok = Array.from({ length: 50 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n') + ' v';
    expect((await toToml(ok)).startsWith('[k0.k1.k2')).toBe(true);
  });

  it('handles unicode and fragile line-break characters', async () => {
    expect(await toYaml(`"${UNICODE_SAMPLE}" = "${UNICODE_SAMPLE}"\nls = "a\\u2028b"`)).toBe(`${UNICODE_SAMPLE}: ${UNICODE_SAMPLE}\nls: "a\\Lb"\n`);
    expect(await toToml(`${UNICODE_SAMPLE}: ${UNICODE_SAMPLE}`)).toBe(`"${UNICODE_SAMPLE}" = "${UNICODE_SAMPLE}"\n`);
  });

  it('converts empty documents and treats empty input as missing', async () => {
    expect(await toYaml('# only a comment\n')).toBe('');
    expect(await toToml('# only a comment\n')).toBe('');
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('converts the largest allowed input both ways and rejects one character more', async () => {
    let n = 0;
    const long = 'x'.repeat(80);
    const toml = largestInput(tool, 'input', `k00000 = [1, "${long}"]\n`).replace(/k00000/g, () => `k${(n++).toString().padStart(5, '0')}`);
    const yaml = await toYaml(toml);
    expect(yaml.startsWith(`k00000:\n  - 1\n  - ${long}\nk00001:\n  - 1\n  - ${long}\nk00002:\n`)).toBe(true);
    expect(yaml.split('\n').length - 1).toBe(3 * n);
    n = 0;
    const bigYaml = largestInput(tool, 'input', `k00000: [1, ${long}]\n`).replace(/k00000/g, () => `k${(n++).toString().padStart(5, '0')}`);
    const back = await toToml(bigYaml);
    expect(back.startsWith(`k00000 = [ 1, "${long}" ]\nk00001 = [ 1, "${long}" ]\nk00002`)).toBe(true);
    expect(back.split('\n').length - 1).toBe(n);
    await runError(tool, { input: oversizedInput(tool, 'input') }, 'CONSTRAINT_VIOLATION');
  });
});
