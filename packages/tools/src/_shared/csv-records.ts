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

/** A named delimiter (DELIMITERS) or, for `auto`, the one papaparse guesses from the first record. */
export function chooseDelimiter(text: string, name: string): string {
  const named = DELIMITERS[name];
  if (named !== undefined) return named;
  const guess = Papa.parse<string[]>(text, { preview: 1, skipEmptyLines: true, delimitersToGuess: GUESSABLE });
  return GUESSABLE.includes(guess.meta.delimiter) ? guess.meta.delimiter : ',';
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

/** Parses every record; an unterminated quote is an error naming its line (the rest would become one field). */
export function readCsvRecords(text: string, delimiter: string, skipEmptyLines: boolean): CsvRecords | FailureResult {
  return readStepwise(text, delimiter, skipEmptyLines);
}

function readStepwise(text: string, delimiter: string, skipEmptyLines: boolean): CsvRecords | FailureResult {
  const records: string[][] = [];
  const starts: number[] = [];
  const malformedQuotes: number[] = [];
  let unterminated: number | undefined;
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
      records.push(result.data);
      starts.push(start);
      cursor = result.meta.cursor;
      for (const error of result.errors) {
        if (error.code === 'MissingQuotes') unterminated ??= typeof error.index === 'number' ? error.index - 1 : start;
        else if (error.code === 'InvalidQuotes') malformedQuotes.push(records.length - 1);
      }
    },
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
