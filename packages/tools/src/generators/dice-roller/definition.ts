import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'dice-roller',
  name: 'Dice Roller',
  description:
    'Roll dice written in standard notation: 3d6+2, d20, d% (percentile), 4d6kh3 (keep highest 3), 2d20kl1 (disadvantage), 4d6dl1 (drop lowest), 1d6! (exploding) and several terms such as 2d8+1d4-1. Lists every die, the kept ones and the total, and gives the minimum, maximum and expected value of the expression. Fair, unbiased rolls from the platform CSPRNG, or seeded for reproducible rolls.',
  category: 'generators',
  tags: ['dice', 'random', 'games', 'generator'],
  keywords: ['roll dice', 'd20', 'd6', 'dnd', 'd&d', 'rpg', 'tabletop', 'advantage', 'disadvantage', 'percentile dice', 'ability scores', 'exploding dice', 'dice notation', 'pathfinder'],
  method: 'GET',
  parameters: [
    {
      name: 'notation',
      type: 'text',
      label: 'Dice',
      description: 'Dice notation: NdS terms (d% = d100) with optional khN/klN/dhN/dlN or !, and integers, joined by + and -.',
      required: false,
      defaultValue: '1d20',
      placeholder: '4d6kh3',
      validation: { maxLength: 200 },
      aiHint: 'Advantage is 2d20kh1, disadvantage 2d20kl1; D&D ability scores are 4d6kh3.',
    },
    {
      name: 'times',
      type: 'number',
      label: 'Times',
      description: 'Roll the whole expression this many times (1–100).',
      required: false,
      defaultValue: 1,
      validation: { min: 1, max: 100, step: 1 },
    },
    seedParameter,
  ],
  outputDescription: 'A summary, the total of each roll, every die of every term, and the minimum, maximum and expected value of the expression.',
  outputSchema: {
    type: 'object',
    properties: {
      notation: { type: 'string', description: 'The expression as read, normalized (lowercase, no spaces).' },
      summary: { type: 'string', description: 'One line per roll, e.g. "4d6kh3: [6, 5, 3, ~2~] = 14" (dropped dice between ~).' },
      totals: { type: 'array', items: { type: 'integer' }, description: 'The total of each roll.' },
      rolls: {
        type: 'array',
        description: 'Each roll of the expression.',
        items: {
          type: 'object',
          properties: {
            total: { type: 'integer' },
            terms: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  term: { type: 'string', description: 'The term with its sign, e.g. "+2d8" or "-1".' },
                  dice: { type: 'array', items: { type: 'integer' }, description: 'Every face rolled, in order (explosions included).' },
                  kept: { type: 'array', items: { type: 'integer' }, description: 'The faces that count.' },
                  value: { type: 'integer', description: 'What the term adds to the total (negative for - terms).' },
                },
                required: ['term', 'dice', 'kept', 'value'],
                additionalProperties: false,
              },
            },
          },
          required: ['total', 'terms'],
          additionalProperties: false,
        },
      },
      min: { type: ['integer', 'null'], description: 'Smallest possible total (null when a subtracted die explodes: unbounded).' },
      max: { type: ['integer', 'null'], description: 'Largest possible total (null when an added die explodes: unbounded).' },
      expected: { type: 'number', description: 'Expected (average) total, to 4 decimals.' },
    },
    required: ['notation', 'summary', 'totals', 'rolls', 'min', 'max', 'expected'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  annotations: { idempotentHint: false },
  example: {
    input: { notation: '4d6kh3 + 2', seed: 'example' },
    output: {
      notation: '4d6kh3+2',
      summary: '4d6kh3+2: [3, 1, ~1~, 3] + 2 = 9',
      totals: [9],
      rolls: [{ total: 9, terms: [{ term: '+4d6kh3', dice: [3, 1, 1, 3], kept: [3, 1, 3], value: 7 }, { term: '+2', dice: [], kept: [], value: 2 }] }],
      min: 5,
      max: 20,
      expected: 14.2446,
    },
    description: 'An ability score: four d6, keep the best three, plus 2 (seeded so the example reproduces).',
  },
  relatedTools: ['random-number-generator'],
  aiInstructions:
    'Pass the expression in "notation" (e.g. "2d20kh1+5"). khN/kN keep the N highest, klN the N lowest, dlN/dhN drop the N lowest/highest; ! explodes (a die showing its maximum is rolled again and added, at most 100 times per die). Limits: 20 terms, 1000 dice, 1,000,000 sides; keep/drop with at most 100 dice of 10,000 sides. Leave seed empty for real rolls.',
});
