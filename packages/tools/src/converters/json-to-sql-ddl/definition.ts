import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-to-sql-ddl',
  name: 'JSON to SQL CREATE TABLE',
  description:
    'Generate a CREATE TABLE statement from sample JSON (an object or an array of objects) for PostgreSQL, MySQL, SQLite or SQL Server. Column types are inferred across all rows: integer, bigint, decimal(p,s), double, boolean, varchar(n)/text, date, timestamp (with time zone when offsets appear), uuid and json/jsonb for nested values. NOT NULL when a column is never null or missing; id becomes the primary key when unique. Optional INSERT statements with escaped literals.',
  category: 'converters',
  tags: ['json', 'sql', 'ddl', 'database'],
  keywords: ['json to sql', 'create table', 'sql schema', 'infer schema', 'postgres', 'postgresql', 'mysql', 'sqlite', 'sql server', 'mssql', 'insert statements', 'json to insert', 'table generator', 'jsonb'],
  method: 'POST',
  parameters: [
    { name: 'json', type: 'textarea', label: 'JSON', description: 'An object (one row) or an array of objects (rows); keys are columns.', required: true, placeholder: '[{"id":1,"name":"Ada","active":true}]', validation: { maxLength: 1_000_000 } },
    {
      name: 'dialect',
      type: 'select',
      label: 'SQL dialect',
      description: 'Database whose types and identifier quoting to use.',
      required: false,
      defaultValue: 'postgresql',
      options: [
        { value: 'postgresql', label: 'PostgreSQL' },
        { value: 'mysql', label: 'MySQL / MariaDB' },
        { value: 'sqlite', label: 'SQLite' },
        { value: 'sqlserver', label: 'SQL Server' },
      ],
    },
    { name: 'tableName', type: 'text', label: 'Table name', description: 'Name of the table; "schema.table" quotes each part.', required: false, defaultValue: 'my_table', validation: { maxLength: 128 } },
    { name: 'inserts', type: 'boolean', label: 'INSERT statements', description: 'Also write INSERT statements for the rows (1,000 rows per statement).', required: false, defaultValue: false },
    {
      name: 'primaryKey',
      type: 'select',
      label: 'Primary key',
      description: 'auto: a column named id (any case) becomes the primary key when it is never null and its values are unique; none: no primary key.',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Guess (id)' },
        { value: 'none', label: 'None' },
      ],
    },
  ],
  outputDescription: 'The SQL, the inferred columns and the number of rows read.',
  outputSchema: {
    type: 'object',
    properties: {
      sql: { type: 'string', description: 'CREATE TABLE (and INSERT) statements.' },
      columns: {
        type: 'array',
        description: 'Inferred columns in first-seen order.',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, type: { type: 'string' }, nullable: { type: 'boolean' }, primaryKey: { type: 'boolean' } },
          required: ['name', 'type', 'nullable', 'primaryKey'],
          additionalProperties: false,
        },
      },
      rowCount: { type: 'integer', minimum: 1, description: 'Rows (objects) read.' },
    },
    required: ['sql', 'columns', 'rowCount'],
    additionalProperties: false,
  },
  primaryOutput: 'sql',
  example: {
    input: { json: '[{"id":1,"name":"Ada","score":9.5,"born":"1815-12-10","tags":["math"]},{"id":2,"name":"O\'Brien","score":null,"born":"1906-12-09","tags":[]}]', tableName: 'people', inserts: true },
    output: {
      sql: 'CREATE TABLE "people" (\n  "id" INTEGER NOT NULL,\n  "name" VARCHAR(7) NOT NULL,\n  "score" NUMERIC(2,1),\n  "born" DATE NOT NULL,\n  "tags" JSONB NOT NULL,\n  PRIMARY KEY ("id")\n);\n\nINSERT INTO "people" ("id", "name", "score", "born", "tags") VALUES\n  (1, \'Ada\', 9.5, \'1815-12-10\', \'["math"]\'),\n  (2, \'O\'\'Brien\', NULL, \'1906-12-09\', \'[]\');\n',
      columns: [
        { name: 'id', type: 'INTEGER', nullable: false, primaryKey: true },
        { name: 'name', type: 'VARCHAR(7)', nullable: false, primaryKey: false },
        { name: 'score', type: 'NUMERIC(2,1)', nullable: true, primaryKey: false },
        { name: 'born', type: 'DATE', nullable: false, primaryKey: false },
        { name: 'tags', type: 'JSONB', nullable: false, primaryKey: false },
      ],
      rowCount: 2,
    },
    description: 'PostgreSQL table with a primary key, a nullable decimal, a date and JSONB, plus escaped INSERTs.',
  },
  relatedTools: ['json-to-typescript', 'json-to-json-schema', 'sql-formatter'],
  aiInstructions:
    'Pass sample rows as a JSON array of objects in "json". Types are inferred from every row: mixed kinds fall back to text, integers and decimals widen to decimal, dates and timestamps to timestamp. varchar(n) uses the longest value seen (text above 255 characters), so widen it by hand for real data. Nested objects and arrays become json/jsonb (TEXT in SQLite, NVARCHAR(MAX) in SQL Server). Identifiers are always quoted.',
});
