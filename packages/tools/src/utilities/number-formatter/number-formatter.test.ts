import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  formatted: string;
  parts: Array<{ type: string; value: string }>;
  value: string;
  locale: string;
  numberingSystem: string;
}
const fmt = async (number: string, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { number, ...extra })).formatted;

describe('number-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty number as missing', async () => {
    await runError(tool, { number: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample naming the character', async () => {
    expect(await runError(tool, { number: UNICODE_SAMPLE }, 'INVALID_INPUT')).toContain('Unexpected "À" at position 1');
    expect(await runError(tool, { number: '1', locale: UNICODE_SAMPLE }, 'INVALID_INPUT')).toContain('not a valid BCP 47 language tag');
  });

  it('keeps every digit of the largest allowed input', async () => {
    const digits = largestInput(tool, 'number', '7').slice(0, 300); // beyond 308 digits Intl prints ∞
    const out = await runOk<Out>(tool, { number: digits, useGrouping: false });
    expect(out.formatted).toBe(digits);
    const all = largestInput(tool, 'number', '7');
    expect(all.length).toBe(1000);
    expect(await runError(tool, { number: all }, 'INVALID_INPUT')).toContain('beyond ±1.7976931348623157e308');
    expect(await fmt(`0.${'1'.repeat(998)}`, { maximumFractionDigits: 20 })).toBe(`0.${'1'.repeat(20)}`);
  });

  it('reads big, precise and exponent inputs exactly', async () => {
    expect(await fmt('12345678901234567890.123456789', { maximumFractionDigits: 20 })).toBe('12,345,678,901,234,567,890.123456789');
    expect(await fmt('1e21')).toBe('1,000,000,000,000,000,000,000');
    expect(await fmt('-0.5')).toBe('-0.5');
    expect(await fmt('+.5')).toBe('0.5');
    expect(await fmt('1,234.5')).toBe('1,234.5');
    expect(await fmt('1.234,5', { decimalSeparator: ',' })).toBe('1,234.5');
    expect(await fmt('1 234 567,25', { decimalSeparator: ',', locale: 'fr-FR' })).toBe('1\u202f234\u202f567,25');
    expect(await fmt("1'000'000")).toBe('1,000,000');
    expect(await fmt('2.5E-3', { maximumFractionDigits: 4 })).toBe('0.0025');
    expect((await runOk<Out>(tool, { number: '1,234.50' })).value).toBe('1234.50');
    // 0.1 + 0.2 is not computed here, but 0.3 stays 0.3 at any precision
    expect(await fmt('0.3', { maximumFractionDigits: 20 })).toBe('0.3');
  });

  it('formats with locales and numbering systems', async () => {
    expect(await fmt('1234567.891', { locale: 'hi-IN' })).toBe('12,34,567.891');
    expect(await fmt('1234.5', { locale: 'de-CH' })).toBe((1234.5).toLocaleString('de-CH'));
    expect(await fmt('12,34,567')).toBe('1,234,567');
    const arab = await runOk<Out>(tool, { number: '1234.5', locale: 'ar-EG' });
    expect(arab).toMatchObject({ formatted: '١٬٢٣٤٫٥', numberingSystem: 'arab', locale: 'ar-EG' });
    expect(await fmt('12', { locale: 'en-u-nu-fullwide' })).toBe('１２');
  });

  it('formats percent, currency and unit styles', async () => {
    expect(await fmt('0.256', { style: 'percent' })).toBe('26%');
    expect(await fmt('0.256', { style: 'percent', maximumFractionDigits: 1 })).toBe('25.6%');
    expect(await fmt('-1234.5', { style: 'currency', currency: 'usd' })).toBe('-$1,234.50');
    expect(await fmt('1234.5', { style: 'currency', currency: 'JPY', locale: 'ja-JP' })).toBe('￥1,235');
    expect(await fmt('1234.5', { style: 'currency', currency: 'USD', currencyDisplay: 'code' })).toBe('USD\u00a01,234.50');
    expect(await fmt('1', { style: 'currency', currency: 'EUR', currencyDisplay: 'name' })).toBe('1.00 euros');
    expect(await fmt('5', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).toBe('$5');
    expect(await fmt('5', { style: 'currency', currency: 'JPY', minimumFractionDigits: 2 })).toBe('¥5.00');
    expect(await fmt('88', { style: 'unit', unit: 'kilometer-per-hour' })).toBe('88 km/h');
    expect(await fmt('3', { style: 'unit', unit: 'liter', unitDisplay: 'long' })).toBe('3 liters');
    expect(await fmt('20', { style: 'unit', unit: 'celsius', unitDisplay: 'narrow' })).toBe('20°C');
  });

  it('formats every notation', async () => {
    expect(await fmt('1234567')).toBe('1,234,567');
    expect(await fmt('1234567', { notation: 'scientific' })).toBe('1.235E6');
    expect(await fmt('12345.678', { notation: 'engineering' })).toBe('12.346E3');
    expect(await fmt('1234567', { notation: 'compact' })).toBe('1.2M');
    expect(await fmt('1234567', { notation: 'compact', compactDisplay: 'long' })).toBe('1.2 million');
    expect(await fmt('1234567', { notation: 'compact', maximumFractionDigits: 2 })).toBe('1.23M');
    expect(await fmt('1e-330', { notation: 'scientific' })).toBe('1E-330');
    const parts = (await runOk<Out>(tool, { number: '-1.5e-7', notation: 'scientific' })).parts;
    expect(parts.map((p) => p.type)).toEqual(['minusSign', 'integer', 'decimal', 'fraction', 'exponentSeparator', 'exponentMinusSign', 'exponentInteger']);
  });

  it('applies fraction digits, grouping and sign display', async () => {
    expect(await fmt('1234.5', { minimumFractionDigits: 3 })).toBe('1,234.500');
    expect(await fmt('1234.5678', { maximumFractionDigits: 2 })).toBe('1,234.57');
    expect(await fmt('2.5', { maximumFractionDigits: 0 })).toBe('3');
    expect(await fmt('-2.5', { maximumFractionDigits: 0 })).toBe('-3');
    expect(await fmt('1.23456789', { minimumFractionDigits: 5 })).toBe('1.23457');
    expect(await fmt('1234567', { useGrouping: false })).toBe('1234567');
    expect(await fmt('5', { signDisplay: 'always' })).toBe('+5');
    expect(await fmt('0', { signDisplay: 'exceptZero' })).toBe('0');
    expect(await fmt('-0', { signDisplay: 'negative' })).toBe('0');
    expect(await fmt('-0', { signDisplay: 'auto' })).toBe('-0');
    expect(await fmt('-5', { signDisplay: 'never' })).toBe('5');
  });

  it('rejects bad locales, currencies, units and numbers with examples', async () => {
    expect(await runError(tool, { number: '1', locale: 'en_US' }, 'INVALID_INPUT')).toContain('e.g. en-US, de-DE');
    expect(await runError(tool, { number: '1', locale: 'xx' }, 'INVALID_INPUT')).toContain('"xx" is not supported');
    expect(await runError(tool, { number: '1', style: 'currency', currency: '€' }, 'INVALID_INPUT')).toContain('not an ISO 4217 currency code: use three letters such as USD');
    expect(await runError(tool, { number: '1', style: 'currency', currency: 'XYZ' }, 'INVALID_INPUT')).toContain('"XYZ" is not an ISO 4217');
    expect(await runError(tool, { number: '1', style: 'unit', unit: 'km' }, 'INVALID_INPUT')).toContain('"km" is not a unit');
    expect(await runError(tool, { number: '1', style: 'unit', unit: 'meter-per-fortnight' }, 'INVALID_INPUT')).toContain('"fortnight" is not a unit');
    expect(await runError(tool, { number: '1', minimumFractionDigits: 4, maximumFractionDigits: 2 }, 'INVALID_INPUT')).toContain('greater than maximumFractionDigits');
    expect(await runError(tool, { number: '1.2.3' }, 'INVALID_INPUT')).toContain('Unexpected "." at position 4');
    expect(await runError(tool, { number: '1,5' }, 'INVALID_INPUT')).toBe(
      'Unexpected grouping "," at position 2: digit groups have 3 digits (1,234,567; 12,34,567 in Indian style). If "," is the decimal separator, set decimalSeparator to ",".',
    );
    expect(await runError(tool, { number: '1.5', decimalSeparator: ',' }, 'INVALID_INPUT')).toContain('set decimalSeparator to "."');
    expect(await runError(tool, { number: '1234,567.5' }, 'INVALID_INPUT')).toContain('"," at position 5');
    expect(await runError(tool, { number: '1,234,56e3' }, 'INVALID_INPUT')).toContain('"," at position 6');
    expect(await runError(tool, { number: '1,' }, 'INVALID_INPUT')).toContain('"," at position 2');
    expect(await runError(tool, { number: '12e' }, 'INVALID_INPUT')).toContain('the exponent has no digits');
    expect(await runError(tool, { number: '1e400' }, 'INVALID_INPUT')).toContain('∞');
    await runError(tool, { number: '1', maximumFractionDigits: 21 }, 'CONSTRAINT_VIOLATION');
  });

  it('agrees with Number.prototype.toLocaleString for doubles', async () => {
    const cases: Array<[string, string, Intl.NumberFormatOptions]> = [
      ['1234.5678', 'de-DE', { maximumFractionDigits: 2 }],
      ['0.07', 'fr-FR', { style: 'percent', minimumFractionDigits: 1 }],
      ['-98765.4321', 'en-IN', { style: 'currency', currency: 'INR' }],
      ['299792458', 'ja-JP', { notation: 'compact' }],
      ['6.02214076e23', 'en-GB', { notation: 'engineering' }],
      ['42', 'es-ES', { style: 'unit', unit: 'megabyte', unitDisplay: 'long' }],
    ];
    for (const [n, locale, opts] of cases) {
      expect(await fmt(n, { locale, ...opts })).toBe(Number(n).toLocaleString(locale, opts));
    }
  });
});
