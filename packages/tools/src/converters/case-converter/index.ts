import { defineTool, failure, success, withWarnings } from '@ctp/core';
import {
  camelCase,
  capitalCase,
  constantCase,
  dotCase,
  kebabCase,
  pascalCase,
  pathCase,
  sentenceCase,
  snakeCase,
  trainCase,
  type Options,
  type PascalCaseOptions,
} from 'change-case';
import { lineEnding, mapLines, splitLines } from '../../_shared/text.js';
import definition from './definition.js';
import { splitSeparateNumbers, splitWords } from './split-words.js';

const SYMBOL = /\p{S}|\p{Extended_Pictographic}/u;

type CaseFn = (line: string) => string;

const LABELS = {
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  constant: 'CONSTANT_CASE',
  kebab: 'kebab-case',
  train: 'Train-Case',
  dot: 'dot.case',
  path: 'path/case',
  title: 'Title Case',
  sentence: 'Sentence case',
  lower: 'lower case',
  upper: 'UPPER CASE',
} as const;
type CaseName = keyof typeof LABELS;
const NAMES = Object.keys(LABELS) as CaseName[];

function converters(options: PascalCaseOptions & Options, locale: string | false): Record<CaseName, CaseFn> {
  const lower = locale === false ? (s: string) => s.toLowerCase() : (s: string) => s.toLocaleLowerCase(locale);
  const upper = locale === false ? (s: string) => s.toUpperCase() : (s: string) => s.toLocaleUpperCase(locale);
  return {
    camel: (s) => camelCase(s, options),
    pascal: (s) => pascalCase(s, options),
    snake: (s) => snakeCase(s, options),
    constant: (s) => constantCase(s, options),
    kebab: (s) => kebabCase(s, options),
    train: (s) => trainCase(s, options),
    dot: (s) => dotCase(s, options),
    path: (s) => pathCase(s, options),
    title: (s) => capitalCase(s, options),
    sentence: (s) => sentenceCase(s, options),
    lower,
    upper,
  };
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const localeParam = params.locale;
  let locale: string | false = false;
  if (localeParam) {
    try {
      locale = Intl.getCanonicalLocales(localeParam)[0]!;
    } catch {
      return failure('INVALID_INPUT', `Invalid locale "${localeParam}": use a BCP 47 language tag such as tr, de or pt-BR`);
    }
  }
  // merge: digits join the word before them (version2Beta → version2Beta, not version_2Beta)
  const options: PascalCaseOptions & Options = {
    locale,
    split: params.separateNumbers ? splitSeparateNumbers : splitWords,
    mergeAmbiguousCharacters: true,
  };
  const fns = converters(options, locale);
  const target = params.target;
  // lower and upper map characters, never across a line break (their contexts stop there):
  // with one kind of line ending the whole text converts at once, exactly as line by line
  if ((target === 'lower' || target === 'upper') && (!params.perLine || !text.includes('\r'))) return success({ result: fns[target](text) });
  const warnings: string[] = [];
  if (target !== 'lower' && target !== 'upper' && SYMBOL.test(text))
    warnings.push('Symbols and emoji were dropped: case styles keep only letters, combining marks and digits (lower and upper case keep the text as is)');

  // one case: each line converted as it is read (no array of lines, nor of converted lines)
  if (target !== 'all') return withWarnings(success({ result: params.perLine ? mapLines(text, fns[target], lineEnding(text)) : fns[target](text) }), warnings);

  // every case: the lines split once and converted ten times
  const { lines, eol } = params.perLine ? splitLines(text) : { lines: [text], eol: '\n' };
  const convert = (name: CaseName) => lines.map(fns[name]).join(eol);

  const cases = Object.fromEntries(NAMES.map((name) => [name, convert(name)])) as Record<CaseName, string>;
  const multiline = lines.length > 1;
  const result = NAMES.map((name) => (multiline ? `${LABELS[name]}:\n${cases[name]}` : `${LABELS[name]}: ${cases[name]}`)).join(multiline ? '\n\n' : '\n');
  return withWarnings(success({ result, cases }), warnings);
});
