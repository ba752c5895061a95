import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'sql-minifier',
  name: 'SQL Minifier',
  description:
    'Minify SQL: removes -- and /* */ comments and collapses whitespace to the single spaces SQL needs, while keeping string literals, quoted identifiers ("x", `x`, [x]) and PostgreSQL dollar-quoted bodies ($$…$$, $tag$…$tag$) byte for byte. Optionally keeps MySQL /*! */ and optimizer /*+ */ hints. Dialect-neutral; unterminated strings or comments are reported with line and column. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['sql', 'minify', 'compress'],
  keywords: ['compact sql', 'uglify sql', 'strip sql comments', 'remove comments', 'one line sql', 'sql whitespace', 'postgres', 'mysql', 'sql server'],
  method: 'POST',
  parameters: [
    {
      name: 'sql',
      type: 'textarea',
      label: 'SQL',
      description: 'The SQL to minify (one or more statements).',
      required: true,
      placeholder: "SELECT id, name -- the user\nFROM users\nWHERE name = 'a -- b';",
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'keepHints',
      type: 'boolean',
      label: 'Keep hints',
      description: 'Keep MySQL version comments /*! … */ and optimizer hints /*+ … */, which change how the query runs.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'backslashEscapes',
      type: 'boolean',
      label: 'Backslash escapes',
      description: "Treat \\' inside '…' strings as an escaped quote (MySQL default). PostgreSQL E'…' strings always allow it.",
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The minified SQL and its length before and after, in characters.',
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string', description: 'The SQL without comments and with whitespace collapsed.' },
      originalLength: { type: 'integer', minimum: 0, description: 'Length of the input in characters (Unicode code points).' },
      minifiedLength: { type: 'integer', minimum: 0, description: 'Length of the minified SQL in characters (Unicode code points).' },
    },
    required: ['minified', 'originalLength', 'minifiedLength'],
    additionalProperties: false,
  },
  primaryOutput: 'minified',
  example: {
    input: { sql: "-- active users\nSELECT u.id,\n       u.name /* display */\nFROM users u\nWHERE u.note = 'a -- b /* c */'\n  AND u.age >= 18;\n" },
    output: { minified: "SELECT u.id,u.name FROM users u WHERE u.note='a -- b /* c */' AND u.age>=18;", originalLength: 121, minifiedLength: 76 },
    description: 'Comments and line breaks go; the string containing -- and /* is kept exactly.',
  },
  relatedTools: ['sql-formatter'],
  aiInstructions:
    'Pass the SQL in "sql". The minifier does not parse SQL grammar: it removes comments and redundant whitespace only, so the result runs exactly like the input. Set backslashEscapes for MySQL code that writes \\\' inside strings. Keep keepHints on unless the hints should be dropped deliberately. Unterminated quotes or comments are errors with line and column; fix the input there.',
});
