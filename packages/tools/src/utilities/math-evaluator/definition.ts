import { defineDefinition } from '@ctp/core';

const TYPES = ['number', 'BigNumber', 'Fraction', 'bigint', 'Complex', 'Unit', 'Matrix', 'boolean', 'string', 'function', 'Object', 'null', 'undefined', 'other'];

export default defineDefinition({
  id: 'math-evaluator',
  name: 'Math Expression Evaluator',
  description:
    'Evaluate math expressions safely (math.js in a sandbox, no eval): operators, functions (sqrt, sin, log, factorial…), constants, complex numbers, matrices, unit conversion ("5 inch to cm"), variables and several statements per line or separated by ";". Optional exact decimal mode (BigNumber, 64 digits: 0.1 + 0.2 = 0.3) and rounding to N significant digits. Up to 10,000 characters.',
  category: 'utilities',
  tags: ['math', 'calculator', 'expression', 'units'],
  keywords: ['calculate', 'calc', 'evaluate', 'formula', 'arithmetic', 'mathjs', 'unit converter', 'convert units', 'bignumber', 'decimal', 'matrix', 'trigonometry', 'scientific calculator'],
  method: 'POST',
  parameters: [
    {
      name: 'expression',
      type: 'textarea',
      label: 'Expression',
      description: 'One or more math.js statements, separated by new lines or ";". Assignments (x = 3, f(x) = x^2) carry over to later statements.',
      required: true,
      placeholder: 'r = 3\npi * r^2',
      validation: { maxLength: 10_000 },
      aiHint: 'math.js syntax, not JavaScript: ^ is power, ! factorial, "to" converts units, [1, 2; 3, 4] is a matrix, # starts a comment.',
    },
    {
      name: 'scope',
      type: 'json',
      label: 'Variables',
      description: 'Optional variables as a JSON object of numbers, e.g. {"x": 2, "rate": 0.05}. Names are letters, digits and _ (not starting with a digit).',
      required: false,
      placeholder: '{"x": 2}',
      validation: { maxLength: 10_000 },
    },
    {
      name: 'bigNumber',
      type: 'boolean',
      label: 'Exact decimals (BigNumber)',
      description: 'Compute with 64-digit decimal numbers instead of binary floating point, so 0.1 + 0.2 is exactly 0.3.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'precision',
      type: 'number',
      label: 'Significant digits',
      description: 'Round the displayed results to this many significant digits (1–64). Empty shows every digit.',
      required: false,
      validation: { min: 1, max: 64, step: 1 },
      group: 'advanced',
    },
  ],
  outputDescription: 'The last statement\'s result as text and as a number when it is a real number, its type, and the result of every statement.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The result of the last statement, formatted (e.g. "12.7 cm", "[[1, 2], [3, 4]]", "Infinity").' },
      value: {
        type: ['number', 'null'],
        description: 'The result as a JSON number when it is a finite real number (number, BigNumber, Fraction, bigint; may be rounded to double precision); null otherwise (units, matrices, complex, Infinity, NaN…).',
      },
      type: { type: 'string', enum: TYPES, description: 'math.js type of the result (Matrix for dense and sparse matrices; other for rarer types).' },
      steps: {
        type: 'array',
        description: 'Every statement in order, as math.js parsed it, with its result.',
        items: {
          type: 'object',
          properties: {
            expression: { type: 'string', description: 'The statement as math.js understood it (normalized spacing and parentheses, showing precedence).' },
            result: { type: 'string', description: 'Its formatted result.' },
            type: { type: 'string', enum: TYPES, description: 'math.js type of its result.' },
          },
          required: ['expression', 'result', 'type'],
          additionalProperties: false,
        },
      },
    },
    required: ['result', 'value', 'type', 'steps'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { expression: 'r = 3\narea = pi * r^2\n5 inch to cm', precision: 6 },
    output: {
      result: '12.7 cm',
      value: null,
      type: 'Unit',
      steps: [
        { expression: 'r = 3', result: '3', type: 'number' },
        { expression: 'area = pi * r ^ 2', result: '28.2743', type: 'number' },
        { expression: '5 inch to cm', result: '12.7 cm', type: 'Unit' },
      ],
    },
    description: 'Variables, a formula rounded to 6 significant digits, and a unit conversion.',
  },
  isolate: true,
  timeoutMs: 5000,
  aiInstructions:
    'Write math.js syntax (not JavaScript): ^ power, ! factorial, mod, "5 inch to cm" converts units, [1, 2; 3, 4] matrices, x = 2 assigns, f(x) = x^2 defines a function, several statements on separate lines or after ";"; the last one is the result. Pass known values in scope instead of string-building. Use bigNumber for money/exact decimals. Division by zero gives Infinity (0/0 gives NaN) with value null and a warning, not an error. import, createUnit, evaluate, parse, simplify, derivative, config and similar are disabled. Errors give the line and column.',
});
