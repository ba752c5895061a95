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

/*
 * change-case splits words with ASCII-only digit classes and drops combining
 * marks (\p{M}), which breaks decomposed accents and scripts such as
 * Devanagari (हिन्दी → हि-न-द). This split keeps letters, marks and every
 * Unicode digit, and also splits an uncased letter (中文) from a capital.
 */
const LOWER_UPPER = /([\p{Ll}\p{Lo}\p{N}]\p{M}*)(\p{Lu})/gu;
const UPPER_UPPER = /(\p{Lu}\p{M}*)(\p{Lu}\p{M}*\p{Ll})/gu;
/** Anything but letters, digits and the spacing/non-spacing marks on them (variation selectors and enclosing marks belong to emoji). */
const NOT_WORD = /(?:[^\p{L}\p{Mn}\p{Mc}\p{N}]|[\uFE00-\uFE0F\u{E0100}-\u{E01EF}])+/gu;
const LEADING_MARKS = /^\p{M}+/u;
const NUMBER_BOUNDARY = /(\p{N})(?=\p{L})|(\p{L}\p{M}*)(?=\p{N})/u;
const SYMBOL = /\p{S}|\p{Extended_Pictographic}/u;

function split(value: string): string[] {
  const marked = value.replace(LOWER_UPPER, '$1\0$2').replace(UPPER_UPPER, '$1\0$2').replace(NOT_WORD, '\0');
  const words: string[] = [];
  for (const part of marked.split('\0')) {
    const word = part.replace(LEADING_MARKS, ''); // a mark with no letter before it
    if (word !== '') words.push(word);
  }
  return words;
}

function splitSeparateNumbers(value: string): string[] {
  const words = split(value);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const match = NUMBER_BOUNDARY.exec(word);
    if (match) {
      const offset = match.index + (match[1] ?? match[2]!).length;
      words.splice(i, 1, word.slice(0, offset), word.slice(offset));
    }
  }
  return words;
}

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
    split: params.separateNumbers ? splitSeparateNumbers : split,
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
