/**
 * Bind parameters as client libraries write them, whatever the dialect: `:name` (JDBC named
 * parameters, PDO, SQLAlchemy, Oracle) and `?` (JDBC/ODBC positional). sql-formatter knows
 * only each engine's own markers, so `WHERE id = :id` failed in Standard SQL and MySQL and was
 * split into `=: id` in T-SQL, Trino or DuckDB. The dialect's own markers are kept as they are.
 */
import type { ParamTypes } from 'sql-formatter';

/**
 * `:name` where a colon cannot mean anything else: not after a name, a closing bracket or
 * another colon (array slices `a[lo:hi]`, Snowflake paths `src:a.b`, `::` casts stay intact).
 */
const COLON_NAME = {
  regex: '(?<![\\p{L}\\p{N}_$\\])}:.])(?<!::):[\\p{L}_][\\p{L}\\p{N}_]*',
  key: (text: string) => text.slice(1),
};

/** The dialect's parameter types plus `:name` and `?` where the dialect does not use them already. */
export function withClientParameters(own: ParamTypes | undefined): ParamTypes {
  const types: ParamTypes = { ...own };
  if (!own?.named?.includes(':')) types.custom = [...(own?.custom ?? []), COLON_NAME];
  types.positional = true;
  return types;
}
