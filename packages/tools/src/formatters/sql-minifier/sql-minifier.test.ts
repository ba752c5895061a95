import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { minified: string; originalLength: number; minifiedLength: number };
const min = async (sql: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { sql, ...options })).minified;

describe('sql-minifier', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { sql: '' }, 'MISSING_REQUIRED');
  });

  it('counts lengths in code points, with the unicode sample', async () => {
    const data = await runOk<Out>(tool, { sql: `SELECT  '${UNICODE_SAMPLE}'  AS  "${UNICODE_SAMPLE}" -- ${UNICODE_SAMPLE}\n` });
    expect(data).toEqual({ minified: `SELECT '${UNICODE_SAMPLE}' AS "${UNICODE_SAMPLE}"`, originalLength: 32, minifiedLength: 21 });
    expect(data.originalLength).toBe([...`SELECT  '${UNICODE_SAMPLE}'  AS  "${UNICODE_SAMPLE}" -- ${UNICODE_SAMPLE}\n`].length);
  });

  it('leaves -- and /* inside strings and quoted identifiers untouched', async () => {
    const sql = `SELECT 'it''s -- not a comment', "col -- x", \`a /* b */\`, [we -- ird]]name]\nFROM t -- real comment\nWHERE x = '/* nope'`;
    expect(await min(sql)).toBe(`SELECT 'it''s -- not a comment',"col -- x",\`a /* b */\`,[we -- ird]]name] FROM t WHERE x='/* nope'`);
  });

  it('keeps dollar-quoted bodies exactly, but not $1 parameters', async () => {
    const sql = 'CREATE FUNCTION f() RETURNS int AS $$\n  SELECT 1; -- inside\n$$ LANGUAGE sql;\nSELECT $fn$ a  $$ b $fn$, x$y$ FROM t WHERE id = $1;';
    expect(await min(sql)).toBe('CREATE FUNCTION f()RETURNS int AS $$\n  SELECT 1; -- inside\n$$ LANGUAGE sql;SELECT $fn$ a  $$ b $fn$,x$y$ FROM t WHERE id=$1;');
  });

  it('keeps the spaces that separate operators', async () => {
    expect(await min('SELECT a - -1, b = - 2, c * /* x */ d, e-/**/-f\nFROM t')).toBe('SELECT a- -1,b= -2,c*d,e- -f FROM t');
    expect(await min('a/*x*/b')).toBe('a b');
  });

  it('keeps the space before variables and temp tables, and the line break between adjacent string literals', async () => {
    expect(await min('DECLARE  @x  INT;\nSELECT  *  FROM  #tmp  WHERE  a = @x  AND  b = :id  AND  c = ?')).toBe('DECLARE @x INT;SELECT*FROM #tmp WHERE a=@x AND b=:id AND c=?');
    expect(await min("SELECT 'foo'\n    'bar' , 'x' 'y'")).toBe("SELECT 'foo'\n'bar','x' 'y'");
    expect(await min("SELECT 'foo' -- c\n 'bar'")).toBe("SELECT 'foo'\n'bar'");
  });

  it('keeps or drops hints on request', async () => {
    const sql = 'SELECT /*! STRAIGHT_JOIN */ a FROM t /*+ INDEX(t i) */ WHERE b /* plain */ = 1';
    expect(await min(sql)).toBe('SELECT /*! STRAIGHT_JOIN */ a FROM t /*+ INDEX(t i) */ WHERE b=1');
    expect(await min(sql, { keepHints: false })).toBe('SELECT a FROM t WHERE b=1');
  });

  it('reads backslash escapes only when asked, or in E strings', async () => {
    expect(await min("SELECT 'a\\'  b'  ,  1", { backslashEscapes: true })).toBe("SELECT 'a\\'  b',1");
    expect(await min("SELECT E'a\\'  b'  ,  1")).toBe("SELECT E'a\\'  b',1");
    expect(await min("SELECT 'C:\\'  ,  1")).toBe("SELECT 'C:\\',1");
  });

  it('rejects unterminated strings, identifiers and comments with line and column', async () => {
    expect(await runError(tool, { sql: "SELECT 1,\n  'abc" }, 'INVALID_INPUT')).toBe('Unterminated string literal starting at line 2, column 3: add the closing delimiter.');
    expect(await runError(tool, { sql: 'SELECT 1 /* open' }, 'INVALID_INPUT')).toBe('Unterminated /* comment starting at line 1, column 10: add the closing delimiter.');
    expect(await runError(tool, { sql: 'SELECT "a' }, 'INVALID_INPUT')).toBe('Unterminated quoted identifier ("…") starting at line 1, column 8: add the closing delimiter.');
    expect(await runError(tool, { sql: 'x\n\nAS $body$ 1' }, 'INVALID_INPUT')).toBe('Unterminated dollar-quoted string ($body$) starting at line 3, column 4: add the closing delimiter.');
  });

  it('minifies the largest allowed input', async () => {
    const unit = 'SELECT  1 ;  -- c\n';
    const sql = largestInput(tool, 'sql', unit);
    const count = sql.length / unit.length;
    const data = await runOk<Out>(tool, { sql });
    expect(data.minified).toBe('SELECT 1;'.repeat(count));
    expect(data.originalLength).toBe(sql.length);
  });
});
