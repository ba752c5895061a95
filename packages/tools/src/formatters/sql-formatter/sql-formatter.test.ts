import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

const format = async (sql: string, options: Record<string, unknown> = {}) => (await runOk<{ formatted: string }>(tool, { sql, ...options })).formatted;
const squash = (text: string) => text.replace(/\s+/g, '');

describe('sql-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { sql: '' }, 'MISSING_REQUIRED');
  });

  it('keeps unicode in strings and quoted names', async () => {
    expect(await format(`select '${UNICODE_SAMPLE}' as "${UNICODE_SAMPLE}" from t`)).toBe(`select\n  '${UNICODE_SAMPLE}' as "${UNICODE_SAMPLE}"\nfrom\n  t`);
  });

  it('formats the largest allowed input and rejects one character more', async () => {
    const sql = largestInput(tool, 'sql', 'SELECT a, b FROM t WHERE x = 1;\n');
    const formatted = await format(sql);
    expect(formatted.match(/^SELECT$/gm)).toHaveLength(sql.length / 32);
    expect(squash(formatted)).toBe(squash(sql));
    await runError(tool, { sql: oversizedInput(tool, 'sql') }, 'CONSTRAINT_VIOLATION');
  });

  it('reports parse errors with the line and column and without the grammar dump', async () => {
    expect(await runError(tool, { sql: 'select *\nfrom t\nwhere (a = 1' }, 'INVALID_INPUT')).toBe(
      'Cannot parse the SQL as Standard SQL at line 3, column 13: unexpected end of input. If the query uses vendor syntax, choose its dialect.',
    );
    expect(await runError(tool, { sql: "select 'abc", dialect: 'mysql' }, 'INVALID_INPUT')).toBe(
      'Cannot parse the SQL as MySQL at line 1, column 8: unexpected "\'abc".',
    );
    expect(await runError(tool, { sql: 'select a::int from t' }, 'INVALID_INPUT')).toBe(
      'Cannot parse the SQL as Standard SQL at line 1, column 9: unexpected "::int from". If the query uses vendor syntax, choose its dialect.',
    );
  });

  it('counts error columns in code points', async () => {
    // "😀" is two UTF-16 units; the library counts units, the message counts characters
    expect(await runError(tool, { sql: `select '${UNICODE_SAMPLE}', x from t where (y`, dialect: 'postgresql' }, 'INVALID_INPUT')).toBe(
      'Cannot parse the SQL as PostgreSQL at line 1, column 32: unexpected end of input.',
    );
  });

  it('refuses brackets nested deeper than 100 levels, quickly', async () => {
    expect(await runError(tool, { sql: `select\n  ${'('.repeat(150)}1${')'.repeat(150)}` }, 'INVALID_INPUT')).toBe(
      'Brackets are nested 150 levels deep (at line 2, column 152); the formatter handles at most 100',
    );
    expect(await format(`select ${'abs('.repeat(60)}1${')'.repeat(60)}`, { expressionWidth: 500 })).toBe(`select\n  ${'abs('.repeat(60)}1${')'.repeat(60)}`);
  });

  it('does not count brackets inside strings and comments', async () => {
    const parens = '('.repeat(150);
    expect(await format(`select '${parens}' -- ${parens}\n/* ${parens} */ from t`)).toBe(`select\n  '${parens}' -- ${parens}\n  /* ${parens} */\nfrom\n  t`);
  });

  it('formats :name bind parameters in every dialect, the default and MySQL included (SELECT a FROM t WHERE id = :id)', async () => {
    const dialects = tool.definition.parameters.find((p) => p.name === 'dialect')!.options!.map((o) => o.value);
    for (const dialect of dialects) {
      expect([dialect, await format('SELECT a FROM t WHERE id = :id AND b IN (:list, :x_2)', { dialect })]).toEqual([
        dialect,
        'SELECT\n  a\nFROM\n  t\nWHERE\n  id = :id\n  AND b IN (:list, :x_2)',
      ]);
    }
    expect(await format('select a from t where id=:id', { dialect: 'mysql' })).toBe('select\n  a\nfrom\n  t\nwhere\n  id = :id');
  });

  it('formats JDBC/ODBC ? placeholders in every dialect', async () => {
    const dialects = tool.definition.parameters.find((p) => p.name === 'dialect')!.options!.map((o) => o.value);
    for (const dialect of dialects) expect([dialect, await format('SELECT a FROM t WHERE id = ?', { dialect })]).toEqual([dialect, 'SELECT\n  a\nFROM\n  t\nWHERE\n  id = ?']);
  });

  it('leaves colons that are not parameters alone: slices, Snowflake paths, :: casts', async () => {
    expect(await format('select arr[lo:hi], x::int from t', { dialect: 'postgresql' })).toBe('select\n  arr[lo:hi],\n  x::int\nfrom\n  t');
    expect(await format('select src:salesperson.name from t', { dialect: 'snowflake' })).toBe('select\n  src:salesperson.name\nfrom\n  t');
    expect(await format('select arr[lo:hi] from t', { dialect: 'duckdb' })).toBe('select\n  arr[lo:hi]\nfrom\n  t');
  });

  it('handles PostgreSQL casts, positional parameters and dollar quoting', async () => {
    expect(await format('select a::int, $1::text from t where b = $2', { dialect: 'postgresql' })).toBe(
      'select\n  a::int,\n  $1::text\nfrom\n  t\nwhere\n  b = $2',
    );
    expect(await format('create function f() returns int as $$ select  1 $$ language sql', { dialect: 'postgresql' })).toBe(
      'create function f () returns int as $$ select  1 $$ language sql',
    );
  });

  it('handles T-SQL [brackets], TOP and @variables', async () => {
    expect(await format('select top 10 [first name], @x from [dbo].[users] where id = @id', { dialect: 'tsql' })).toBe(
      'select\n  top 10 [first name],\n  @x\nfrom\n  [dbo].[users]\nwhere\n  id = @id',
    );
    await runError(tool, { sql: 'select [first name] from t' }, 'INVALID_INPUT');
  });

  it('handles MySQL backticks and # comments', async () => {
    expect(await format('select `col` from `db`.`tbl` # note\nwhere a = 1', { dialect: 'mysql' })).toBe(
      'select\n  `col`\nfrom\n  `db`.`tbl` # note\nwhere\n  a = 1',
    );
  });

  it('handles BigQuery, Snowflake and Oracle specifics', async () => {
    expect(await format('select * from `project.dataset.table` where x = @p', { dialect: 'bigquery' })).toBe(
      'select\n  *\nfrom\n  `project.dataset.table`\nwhere\n  x = @p',
    );
    expect(await format('select src:customer.name::string from raw', { dialect: 'snowflake' })).toBe('select\n  src:customer.name::string\nfrom\n  raw');
    expect(await format('select :name, :1 from dual', { dialect: 'plsql' })).toBe('select\n  :name,\n  :1\nfrom\n  dual');
  });

  it('changes keyword case but never string literals', async () => {
    const sql = "select 'select from' as x, COUNT(*) from T where A = 1";
    expect(await format(sql, { keywordCase: 'upper' })).toBe("SELECT\n  'select from' AS x,\n  COUNT(*)\nFROM\n  T\nWHERE\n  A = 1");
    expect(await format('SELECT A FROM T', { keywordCase: 'lower' })).toBe('select\n  A\nfrom\n  T');
    expect(await format('SeLeCt a FrOm t')).toBe('SeLeCt\n  a\nFrOm\n  t');
  });

  it('changes function and data type case', async () => {
    expect(await format('select cast(a as varchar(10)), coalesce(b, 0) from t', { functionCase: 'upper', dataTypeCase: 'upper' })).toBe(
      'select\n  CAST(a as VARCHAR(10)),\n  COALESCE(b, 0)\nfrom\n  t',
    );
    expect(await format('SELECT CAST(a AS INT)', { functionCase: 'lower', dataTypeCase: 'lower' })).toBe('SELECT\n  cast(a AS int)');
  });

  it('indents with the chosen width or with tabs', async () => {
    expect(await format('select a from t', { indentWidth: 4 })).toBe('select\n    a\nfrom\n    t');
    expect(await format('select a from t where b in (select c from d)', { useTabs: true })).toBe(
      'select\n\ta\nfrom\n\tt\nwhere\n\tb in (\n\t\tselect\n\t\t\tc\n\t\tfrom\n\t\t\td\n\t)',
    );
    await runError(tool, { sql: 'select 1', indentWidth: 9 }, 'CONSTRAINT_VIOLATION');
  });

  it('puts the chosen number of blank lines between statements', async () => {
    expect(await format('select 1; select 2')).toBe('select\n  1;\n\nselect\n  2');
    expect(await format('select 1; select 2', { linesBetweenQueries: 0 })).toBe('select\n  1;\nselect\n  2');
    expect(await format('select 1; select 2', { linesBetweenQueries: 3 })).toBe('select\n  1;\n\n\n\nselect\n  2');
  });

  it('supports tabular indent styles', async () => {
    expect(await format('select a, b from t', { indentStyle: 'tabularLeft' })).toBe('select    a,\n          b\nfrom      t');
    expect(await format('select a, b from t', { indentStyle: 'tabularRight' })).toBe('   select a,\n          b\n     from t');
  });

  it('places AND / OR before or after the line break', async () => {
    const sql = 'select * from t where a = 1 and b = 2 or c = 3';
    expect(await format(sql)).toBe('select\n  *\nfrom\n  t\nwhere\n  a = 1\n  and b = 2\n  or c = 3');
    expect(await format(sql, { logicalOperatorNewline: 'after' })).toBe('select\n  *\nfrom\n  t\nwhere\n  a = 1 and\n  b = 2 or\n  c = 3');
  });

  it('keeps short parenthesized expressions inline up to expressionWidth', async () => {
    const sql = 'select a from t where b in (1, 2, 3)';
    expect(await format(sql)).toBe('select\n  a\nfrom\n  t\nwhere\n  b in (1, 2, 3)');
    expect(await format(sql, { expressionWidth: 5 })).toBe('select\n  a\nfrom\n  t\nwhere\n  b in (\n    1,\n    2,\n    3\n  )');
  });

  it('changes only whitespace in every dialect (case preserved)', async () => {
    const corpus: Array<[string, string]> = [
      ['postgresql', "WITH recent AS (SELECT * FROM orders WHERE created_at > now() - interval '7 days') SELECT customer_id, sum(total)::numeric(10,2) FROM recent GROUP BY 1 ORDER BY 2 DESC LIMIT 10 OFFSET 5;"],
      ['mysql', 'INSERT INTO `t` (`a`, `b`) VALUES (1, \'x\'), (2, \'y\') ON DUPLICATE KEY UPDATE `b` = VALUES(`b`);'],
      ['sqlite', 'CREATE TABLE IF NOT EXISTS kv (k TEXT PRIMARY KEY, v BLOB) WITHOUT ROWID; SELECT k FROM kv WHERE v IS NOT NULL;'],
      ['tsql', 'UPDATE u SET u.[name] = s.[name] FROM [dbo].[users] u INNER JOIN #staging s ON s.id = u.id WHERE s.changed = 1;'],
      ['plsql', 'BEGIN FOR r IN (SELECT id FROM emp WHERE dept = :d) LOOP UPDATE emp SET sal = sal * 1.1 WHERE id = r.id; END LOOP; END;'],
      ['bigquery', 'SELECT * EXCEPT (secret) FROM `p.d.t` WHERE _PARTITIONDATE = CURRENT_DATE() QUALIFY ROW_NUMBER() OVER (PARTITION BY id ORDER BY ts DESC) = 1'],
      ['snowflake', 'SELECT f.value:name::string AS name FROM raw r, LATERAL FLATTEN(input => r.src:items) f'],
      ['spark', 'SELECT explode(arr) AS x FROM tbl LATERAL VIEW OUTER explode(m) t AS k, v'],
      ['trino', 'SELECT approx_distinct(user_id) FROM hive.web.events WHERE day BETWEEN DATE \'2024-01-01\' AND DATE \'2024-01-31\''],
      ['sql', 'SELECT a.x, b.y FROM a LEFT OUTER JOIN b ON a.id = b.id WHERE a.z IS NULL AND (b.w > 0 OR b.v < 0) ORDER BY a.x'],
    ];
    for (const [dialect, sql] of corpus) {
      const formatted = await format(sql, { dialect });
      expect(squash(formatted), dialect).toBe(squash(sql));
      expect(formatted.split('\n').length, dialect).toBeGreaterThan(3);
      expect(await format(formatted, { dialect }), `${dialect} is idempotent`).toBe(formatted);
    }
  });
});
