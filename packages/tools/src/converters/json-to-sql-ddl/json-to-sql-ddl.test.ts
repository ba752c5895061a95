import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { sql: string; columns: Array<{ name: string; type: string; nullable: boolean; primaryKey: boolean }>; rowCount: number };
const ddl = (json: unknown, options: Record<string, unknown> = {}) => runOk<Out>(tool, { json: typeof json === 'string' ? json : JSON.stringify(json), ...options });

const sample = [
  { id: '6f1c2f8e-8d3a-4b4e-9a57-0c1d2e3f4a5b', n: 1, big: 3000000000, amount: 12.75, ratio: 1e-3, ok: true, at: '2024-05-01T10:00:00Z', note: "it's \\ here", meta: { a: [1] } },
  { id: '7f1c2f8e-8d3a-4b4e-9a57-0c1d2e3f4a5b', n: -2, big: 1, amount: 100, ratio: 2, ok: false, at: '2024-05-02T11:30:00.123+02:00', meta: null },
];

describe('json-to-sql-ddl', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('writes each dialect exactly', async () => {
    const json = JSON.stringify(sample).replace('"ratio":0.001', '"ratio":1e-3'); // an exponent makes it a float
    const types = async (dialect: string) => (await ddl(json, { dialect, tableName: 'app.events' })).sql;
    expect(await types('postgresql')).toBe(
      'CREATE TABLE "app"."events" (\n  "id" UUID NOT NULL,\n  "n" INTEGER NOT NULL,\n  "big" BIGINT NOT NULL,\n  "amount" NUMERIC(5,2) NOT NULL,\n  "ratio" DOUBLE PRECISION NOT NULL,\n  "ok" BOOLEAN NOT NULL,\n  "at" TIMESTAMPTZ NOT NULL,\n  "note" VARCHAR(11),\n  "meta" JSONB,\n  PRIMARY KEY ("id")\n);\n',
    );
    expect(await types('mysql')).toBe(
      'CREATE TABLE `app`.`events` (\n  `id` CHAR(36) NOT NULL,\n  `n` INT NOT NULL,\n  `big` BIGINT NOT NULL,\n  `amount` DECIMAL(5,2) NOT NULL,\n  `ratio` DOUBLE NOT NULL,\n  `ok` BOOLEAN NOT NULL,\n  `at` DATETIME(3) NOT NULL,\n  `note` VARCHAR(11),\n  `meta` JSON,\n  PRIMARY KEY (`id`)\n);\n',
    );
    expect(await types('sqlite')).toBe(
      'CREATE TABLE "app"."events" (\n  "id" TEXT NOT NULL,\n  "n" INTEGER NOT NULL,\n  "big" INTEGER NOT NULL,\n  "amount" REAL NOT NULL,\n  "ratio" REAL NOT NULL,\n  "ok" INTEGER NOT NULL,\n  "at" TEXT NOT NULL,\n  "note" TEXT,\n  "meta" TEXT,\n  PRIMARY KEY ("id")\n);\n',
    );
    expect(await types('sqlserver')).toBe(
      'CREATE TABLE [app].[events] (\n  [id] UNIQUEIDENTIFIER NOT NULL,\n  [n] INT NOT NULL,\n  [big] BIGINT NOT NULL,\n  [amount] DECIMAL(5,2) NOT NULL,\n  [ratio] FLOAT NOT NULL,\n  [ok] BIT NOT NULL,\n  [at] DATETIMEOFFSET NOT NULL,\n  [note] NVARCHAR(11),\n  [meta] NVARCHAR(MAX),\n  PRIMARY KEY ([id])\n);\n',
    );
  });

  it('escapes string literals and identifiers per dialect', async () => {
    const rows = [{ 'we"ird`]': "O'Brien \\n", ok: true }];
    const inserts = async (dialect: string) => (await ddl(rows, { dialect, inserts: true, tableName: 't' })).sql.split('\n\n')[1];
    expect(await inserts('postgresql')).toBe('INSERT INTO "t" ("we""ird`]", "ok") VALUES\n  (\'O\'\'Brien \\n\', TRUE);\n');
    expect(await inserts('mysql')).toBe('INSERT INTO `t` (`we"ird``]`, `ok`) VALUES\n  (\'O\'\'Brien \\\\n\', TRUE);\n');
    expect(await inserts('sqlite')).toBe('INSERT INTO "t" ("we""ird`]", "ok") VALUES\n  (\'O\'\'Brien \\n\', 1);\n');
    expect(await inserts('sqlserver')).toBe('INSERT INTO [t] ([we"ird`]]], [ok]) VALUES\n  (N\'O\'\'Brien \\n\', 1);\n');
  });

  it('runs in the sqlite3 CLI and stores the values exactly (differential)', async () => {
    const rows = [
      { id: 1, name: `${UNICODE_SAMPLE} it's`, price: 9.99, tags: { x: [1, 'a"b'] }, day: '2024-02-29', flag: true },
      { id: 2, name: "'; DROP TABLE t; --", price: 10, tags: null, flag: false },
    ];
    const out = await ddl(rows, { dialect: 'sqlite', inserts: true, tableName: 't' });
    const stdout = execFileSync('sqlite3', ['-json', ':memory:'], { input: `${out.sql}SELECT * FROM t ORDER BY id;` }).toString();
    expect(JSON.parse(stdout)).toEqual([
      { id: 1, name: `${UNICODE_SAMPLE} it's`, price: 9.99, tags: '{"x":[1,"a\\"b"]}', day: '2024-02-29', flag: 1 },
      { id: 2, name: "'; DROP TABLE t; --", price: 10, tags: null, day: null, flag: 0 },
    ]);
  });

  it('widens mixed types and marks missing keys nullable', async () => {
    const out = await runTool(tool, { json: JSON.stringify([{ a: 1, b: '2024-01-01', c: 1, d: null }, { a: 2.5, b: '2024-01-01 10:00', c: 'x' }]) });
    expect(out.data.columns).toEqual([
      { name: 'a', type: 'NUMERIC(2,1)', nullable: false, primaryKey: false },
      { name: 'b', type: 'TIMESTAMP', nullable: false, primaryKey: false },
      { name: 'c', type: 'VARCHAR(1)', nullable: false, primaryKey: false },
      { name: 'd', type: 'VARCHAR(1)', nullable: true, primaryKey: false },
    ]);
    expect(out.metadata?.warnings).toEqual(['Column d is always null; it was typed as text.']);
  });

  it('keeps big integers exact and guesses the primary key only when unique', async () => {
    const big = await ddl('[{"id":12345678901234567890123},{"id":1}]', { inserts: true, dialect: 'mysql' });
    expect(big.columns[0]).toEqual({ name: 'id', type: 'DECIMAL(23,0)', nullable: false, primaryKey: true });
    expect(big.sql).toContain('(12345678901234567890123),\n  (1);');
    expect((await ddl([{ ID: 5 }, { ID: 5 }])).columns[0]!.primaryKey).toBe(false);
    expect((await ddl([{ ID: 5 }, { ID: 6 }])).columns[0]!.primaryKey).toBe(true);
    expect((await ddl([{ id: 5 }, { id: 6 }], { primaryKey: 'none' })).sql).not.toContain('PRIMARY KEY');
  });

  it('rejects bad JSON and rows that are not objects', async () => {
    expect(await runError(tool, { json: '[{"a":1},\n 3]' }, 'INVALID_INPUT')).toBe('Row 1 (line 2, column 2) is a number, not an object; every row must be an object whose keys are columns');
    expect(await runError(tool, { json: '[]' }, 'INVALID_INPUT')).toBe('The array is empty: give at least one object to infer the columns from');
    expect(await runError(tool, { json: '{"a":1,"a":2}' }, 'INVALID_INPUT')).toBe('Row 0 has the key "a" twice (line 1, column 8)');
    expect(await runError(tool, { json: '{"a":' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1, column 6/);
  });

  it('handles the largest allowed input', async () => {
    const unit = '{"id":1234,"v":"abcdef","f":1.5},';
    const body = largestInput(tool, 'json', unit);
    const json = `[${body.slice(0, body.length - unit.length - 1)}]`;
    const out = await ddl(json, { inserts: true, dialect: 'sqlserver' });
    expect(out.rowCount).toBe(Math.floor(1_000_000 / unit.length) - 1);
    expect(out.sql.split('INSERT INTO').length - 1).toBe(Math.ceil(out.rowCount / 1000));
  });
});
