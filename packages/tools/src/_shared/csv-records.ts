/**
 * CSV read with papaparse in record mode (no header mode: it drops
 * `__proto__` columns and warns on the console), shared by csv-to-json and
 * csv-formatter: delimiter choice, the records with the offset where each
 * starts (for line numbers in messages), and quote problems.
 */
import { failure, type FailureResult } from '@ctp/core';
import Papa from 'papaparse';

export const DELIMITERS: Readonly<Record<string, string>> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };
const GUESSABLE = [',', ';', '\t', '|'];

export interface CsvRecords {
  delimiter: string;
  records: string[][];
  /** Offset in the text where each record starts. */
  starts: number[];
  /** Indexes of records with text after a closing quote (kept as written). */
  malformedQuotes: number[];
}

/** A named delimiter (DELIMITERS) or, for `auto`, the one papaparse guesses from the first records. */
export function chooseDelimiter(text: string, name: string): string {
  const named = DELIMITERS[name];
  if (named !== undefined) return named;
  const newline = csvNewline(text);
  const guess = Papa.parse<string[]>(delimiterSample(text, newline), { preview: 1, skipEmptyLines: true, delimitersToGuess: GUESSABLE, newline });
  return GUESSABLE.includes(guess.meta.delimiter) ? guess.meta.delimiter : ',';
}

/** Papaparse guesses the line break from this many first characters of its input. */
const LINEBREAK_GUESS_CHARS = 1 << 20;

/**
 * The line break papaparse guesses for `text`. With no carriage return in the characters it
 * looks at, its guess is '\n': found here, that spares its copy of those characters (quoted
 * parts removed) and two arrays of their lines, a few times the size of a 1 MB input.
 */
export function csvNewline(text: string): '\n' | '\r' | '\r\n' {
  const head = text.length > LINEBREAK_GUESS_CHARS ? text.slice(0, LINEBREAK_GUESS_CHARS) : text;
  if (!head.includes('\r')) return '\n';
  const guessed = Papa.parse<string[]>(head, { delimiter: ',', preview: 1 }).meta.linebreak;
  return guessed === '\r\n' || guessed === '\r' ? guessed : '\n';
}

/** Lines papaparse reads to guess a delimiter (10), and some to spare. */
const SAMPLE_LINES = 16;

/**
 * What the delimiter guess needs of `text`: its first lines when none of them holds a quote
 * (each line is then a record, and papaparse tries each delimiter on the first 10 records).
 * Without quotes papaparse splits its whole input into lines for every delimiter it tries.
 */
function delimiterSample(text: string, newline: string): string {
  let end = -1;
  for (let k = 0; k < SAMPLE_LINES; k++) {
    end = text.indexOf(newline, end + 1);
    if (end === -1) return text;
  }
  const sample = text.slice(0, end);
  return sample.includes('"') ? text : sample;
}

/** Records whose offsets (for line numbers in warnings) are found only when asked for. */
export interface LazyCsvRecords extends Omit<CsvRecords, 'starts'> {
  /** 1-based line numbers of the given records. */
  linesOfRecords(indexes: number[]): number[];
}

/**
 * `readCsvRecords` for large inputs: well-formed CSV is read in one batch (papaparse's fast
 * path) and the record offsets are found only if a warning needs a line number; CSV with quote
 * problems is read record by record, which ties each problem to its record.
 */
export function readCsvRecordsLazily(text: string, delimiter: string, skipEmptyLines: boolean): LazyCsvRecords | FailureResult {
  const batch = Papa.parse<string[]>(text, { delimiter, header: false, dynamicTyping: false, skipEmptyLines });
  const read = batch.errors.length > 0 ? readCsvRecords(text, delimiter, skipEmptyLines) : undefined;
  if (read && !('starts' in read)) return read;
  let starts = read?.starts;
  return {
    delimiter,
    records: read?.records ?? batch.data,
    malformedQuotes: read?.malformedQuotes ?? [],
    linesOfRecords(indexes) {
      const again = starts ? undefined : readCsvRecords(text, delimiter, skipEmptyLines);
      const at = (starts ??= again && 'starts' in again ? again.starts : []);
      return linesOf(text, indexes.map((i) => at[i]!));
    },
  };
}

/** Characters of text read at a time in `eachCsvRecord` (a slice ends at the first safe record end after it). */
export const CSV_BATCH_CHARS = 1 << 18;

/**
 * Where a slice may end: the first line break at or after `from` with an even number of quote
 * characters since `start` (outside any quoted field, in well-formed CSV: a doubled quote
 * inside one counts twice), or -1. `firstQuote` is the first quote at or after `start` (-1: none).
 */
function safeEnd(text: string, firstQuote: number, from: number, newline: string): number {
  let odd = false;
  let q = firstQuote;
  for (let nl = text.indexOf(newline, from); nl !== -1; nl = text.indexOf(newline, nl + newline.length)) {
    while (q !== -1 && q < nl) {
      odd = !odd;
      q = text.indexOf('"', q + 1);
    }
    if (!odd) return nl;
  }
  return -1;
}

/**
 * Well-formed CSV a record at a time, so a caller that turns records into output as they come
 * never holds every record of a large input (a record array costs ~14× its text). The text is
 * read in slices ending at a line break outside quotes (papaparse's quote-free fast path
 * splits its whole input into lines first: a slice bounds that array), each slice by papaparse
 * on its own in step mode: every record is garbage as soon as `use` returns. (Papaparse's chunk
 * mode reports false quote errors, and with a line break guessed per chunk changes records,
 * when a chunk edge falls inside a quoted field. Whole-slice reads that return a data array
 * kept each slice's records alive across young-generation collections, and V8 then moved them
 * to the old generation, where they stayed until a full collection: 5× the input at 64 MiB.)
 * False, after some records may have been handed over, when papaparse reports any problem (a
 * stray quote that fooled the slicing makes a slice end inside a quoted field, which it
 * reports): the caller then reads the whole text with `readCsvRecordsLazily`, which says what
 * and where.
 */
export function eachCsvRecord(text: string, delimiter: string, skipEmptyLines: boolean, use: (record: string[]) => void, batchChars = CSV_BATCH_CHARS): boolean {
  // the line break papaparse guesses for the whole text (from its first MB), for every slice
  const newline = csvNewline(text);
  let clean = true;
  const step = (result: Papa.ParseStepResult<string[]>, parser: Papa.Parser) => {
    if (result.errors.length > 0) {
      clean = false;
      parser.abort();
    } else if (clean) use(result.data);
  };
  // found once per slice at most: searched from every slice start, a text without quotes would
  // be scanned to its end once per slice
  let nextQuote = text.indexOf('"');
  for (let start = 0; start < text.length || start === 0; ) {
    if (nextQuote !== -1 && nextQuote < start) nextQuote = text.indexOf('"', start);
    let cut = start + batchChars >= text.length ? -1 : safeEnd(text, nextQuote, start + batchChars, newline);
    // a break that ends the text starts an empty last record, which a slice of '' would not give
    if (cut !== -1 && cut + newline.length >= text.length) cut = -1;
    const end = cut === -1 ? text.length : cut;
    Papa.parse<string[]>(cut === -1 && start === 0 ? text : text.slice(start, end), { delimiter, newline, header: false, dynamicTyping: false, skipEmptyLines, step });
    if (!clean) return false;
    if (cut === -1) break;
    start = end + newline.length;
  }
  return true;
}

/**
 * 1-based line numbers of the given records (ascending indexes), read again record by record for
 * their offsets; only the offsets asked for are kept, not the records (a large input's records
 * would cost ~14× its text). All line 1 when a quoted field is never closed.
 */
export function csvRecordLines(text: string, delimiter: string, skipEmptyLines: boolean, indexes: number[]): number[] {
  const offsets = new Array<number>(indexes.length).fill(0);
  let record = 0;
  let k = 0;
  let unterminated = false;
  eachRecordStart(text, delimiter, skipEmptyLines, (result, start) => {
    for (; k < indexes.length && indexes[k] === record; k++) offsets[k] = start;
    record++;
    if (result.errors.some((error) => error.code === 'MissingQuotes')) unterminated = true;
  });
  return linesOf(text, unterminated ? offsets.fill(0) : offsets);
}

/** Every record of the whole text in order (papaparse's step mode), with the offset it starts at. */
function eachRecordStart(text: string, delimiter: string, skipEmptyLines: boolean, visit: (result: Papa.ParseStepResult<string[]>, start: number) => void): void {
  let cursor = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    header: false,
    dynamicTyping: false,
    skipEmptyLines,
    step: (result) => {
      let start = cursor;
      // skipped empty lines lie between the previous record and this one
      while (text.charCodeAt(start) === 10 || text.charCodeAt(start) === 13) start++;
      cursor = result.meta.cursor;
      visit(result, start);
    },
  });
}

/** Parses every record; an unterminated quote is an error naming its line (the rest would become one field). */
export function readCsvRecords(text: string, delimiter: string, skipEmptyLines: boolean): CsvRecords | FailureResult {
  const records: string[][] = [];
  const starts: number[] = [];
  const malformedQuotes: number[] = [];
  let unterminated: number | undefined;
  eachRecordStart(text, delimiter, skipEmptyLines, (result, start) => {
    records.push(result.data);
    starts.push(start);
    for (const error of result.errors) {
      if (error.code === 'MissingQuotes') unterminated ??= typeof error.index === 'number' ? error.index - 1 : start;
      else if (error.code === 'InvalidQuotes') malformedQuotes.push(records.length - 1);
    }
  });
  if (unterminated !== undefined) {
    const [line] = linesOf(text, [unterminated]);
    return failure(
      'INVALID_INPUT',
      `Unterminated quoted field: the quote opened on line ${line} is never closed, so the rest of the input would become one field. Close it, or double every quote inside a quoted field ("").`,
    );
  }
  return { delimiter, records, starts, malformedQuotes };
}

/** 1-based line numbers of ascending offsets, in one pass (\n, \r\n and lone \r end lines). */
export function linesOf(text: string, offsets: number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let pos = 0;
  for (const offset of offsets) {
    for (; pos < offset && pos < text.length; pos++) {
      const c = text.charCodeAt(pos);
      if (c === 10 || (c === 13 && text.charCodeAt(pos + 1) !== 10)) line++;
    }
    lines.push(line);
  }
  return lines;
}
