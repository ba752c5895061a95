import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { chooseDelimiter, csvNewline, csvRecordLines, eachCsvRecord, linesOf, readCsvRecords, readCsvRecordsLazily } from './csv-records.js';
import { testRandom } from '../_test/random.js';

/** Random CSV: quoted fields with delimiters, quotes and line breaks, empty lines, ragged rows, now and then a malformed quote. */
function randomCsv(rand: () => number): string {
  const field = () => {
    const k = rand();
    if (k < 0.5) return ['a', 'bc', '', ' x ', 'é😀', '1.5'][Math.floor(rand() * 6)]!;
    if (k < 0.9) return `"${['a,b', 'say ""hi""', 'two\nlines', 'cr\r\nlf', ''][Math.floor(rand() * 5)]}"`;
    return ['"bad"x', '"open', 'x"y'][Math.floor(rand() * 3)]!;
  };
  const rows = Array.from({ length: 1 + Math.floor(rand() * 12) }, () => Array.from({ length: 1 + Math.floor(rand() * 4) }, field).join(','));
  return rows.map((r) => r + (rand() < 0.2 ? '\n\n' : rand() < 0.5 ? '\r\n' : '\n')).join('');
}

describe('readCsvRecordsLazily', () => {
  it('reads what the record-by-record reader reads, with the same problems and line numbers', () => {
    const rand = testRandom(151);
    for (let k = 0; k < 400; k++) {
      const text = randomCsv(rand).replace(/(?:\r\n|\n|\r)$/, '');
      const skip = k % 2 === 0;
      const eager = readCsvRecords(text, ',', skip);
      const lazy = readCsvRecordsLazily(text, ',', skip);
      const indexes = 'errorCode' in eager ? [0, 1, 2] : eager.records.map((_, i) => i);
      // csvRecordLines keeps only offsets; an unterminated quote puts every record on line 1
      expect(csvRecordLines(text, ',', skip, indexes), JSON.stringify(text)).toEqual('errorCode' in eager ? [1, 1, 1] : linesOf(text, eager.starts));
      if ('errorCode' in eager) {
        expect(lazy, JSON.stringify(text)).toEqual(eager);
        continue;
      }
      if ('errorCode' in lazy) throw new Error(`lazy failed: ${JSON.stringify(text)}`);
      expect(lazy.records, JSON.stringify(text)).toEqual(eager.records);
      expect(lazy.malformedQuotes).toEqual(eager.malformedQuotes);
      const all = eager.records.map((_, i) => i);
      expect(lazy.linesOfRecords(all)).toEqual(linesOf(text, eager.starts));
    }
  });
});

describe('eachCsvRecord', () => {
  it('hands over, slice after slice, exactly the records of a whole read of well-formed CSV, with quoted fields across slice edges', () => {
    const rand = testRandom(152);
    let clean = 0;
    for (let k = 0; k < 2000; k++) {
      const text = randomCsv(rand).replace(/(?:\r\n|\n|\r)$/, '');
      const skip = k % 2 === 0;
      const whole = readCsvRecords(text, ',', skip);
      const records: string[][] = [];
      // tiny slices put slice edges inside quoted fields, CRLF pairs and surrogate pairs
      const ok = eachCsvRecord(text, ',', skip, (record) => records.push(record), 1 + Math.floor(rand() * 16));
      const problems = 'errorCode' in whole || whole.malformedQuotes.length > 0;
      if (problems) {
        expect(ok, JSON.stringify(text)).toBe(false);
        continue;
      }
      // papaparse reports false problems for some slice edges inside quoted fields: the caller
      // then reads the whole text; what it hands over as clean must be exactly right
      if (!ok) continue;
      clean++;
      expect(records, JSON.stringify(text)).toEqual(whole.records);
      expect(csvRecordLines(text, ',', skip, whole.records.map((_, i) => i))).toEqual(linesOf(text, whole.starts));
    }
    expect(clean).toBeGreaterThan(200); // the random texts include enough well-formed ones
  });
});

describe('chooseDelimiter and csvNewline', () => {
  /** Rows with one of the guessable delimiters (or a mix), quotes now and then, and any line endings, mixed too. */
  function randomTable(rand: () => number): string {
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
    const delimiter = pick([',', ';', '\t', '|', 'mix']);
    const eols = pick([['\n'], ['\r\n'], ['\r'], ['\n', '\r\n', '\r']]);
    const quoted = rand() < 0.4;
    const rows = 1 + Math.floor(rand() * 40);
    let text = '';
    for (let r = 0; r < rows; r++) {
      const cells = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => (quoted && rand() < 0.1 ? `"a${pick([',', ';', '\n', '""'])}b"` : pick(['x', '1', '', 'a b', 'é'])));
      text += cells.join(delimiter === 'mix' ? pick([',', ';', '\t', '|']) : delimiter) + (rand() < 0.1 ? '' : pick(eols));
      if (rand() < 0.05) text += pick(eols); // an empty line
    }
    return text;
  }

  it('guess what papaparse guesses from the whole text', () => {
    const rand = testRandom(613);
    for (let k = 0; k < 600; k++) {
      const text = randomTable(rand);
      const whole = Papa.parse<string[]>(text, { preview: 1, skipEmptyLines: true, delimitersToGuess: [',', ';', '\t', '|'] }).meta;
      expect(csvNewline(text), JSON.stringify(text)).toBe(whole.linebreak);
      expect(chooseDelimiter(text, 'auto'), JSON.stringify(text)).toBe([',', ';', '\t', '|'].includes(whole.delimiter) ? whole.delimiter : ',');
    }
  });

  it('find the line break from the first MiB only, as papaparse does', () => {
    const text = `${'a,b\n'.repeat(300_000)}c,d\r\n`;
    expect(csvNewline(text)).toBe('\n');
    expect(csvNewline(`a;b\r\n${text}`)).toBe(Papa.parse(`a;b\r\n${text}`, { preview: 1 }).meta.linebreak);
  });
});
