import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

const LOCALE_EXAMPLES = 'e.g. en-US, de-DE, fr-FR, hi-IN, ja-JP, pt-BR, ar-EG';
const UNIT_EXAMPLES = 'e.g. kilometer, megabyte, celsius, liter, hour, percent, kilometer-per-hour';

type Normalized = { value: string } | { error: string };

/** Reads the number text with the chosen decimal separator into "[-]digits[.digits][e±n]". */
function normalizeNumber(text: string, decimalSeparator: string): Normalized {
  const group = decimalSeparator === '.' ? ',' : '.';
  const chars = [...text.trim()];
  let out = '';
  let seenDecimal = false;
  let seenExponent = false;
  let digitsSeen = false;
  // digit runs between grouping separators of the integer part, to refuse "1,5" when "," is not the decimal separator
  let run = 0;
  const separators: Array<{ char: string; index: number; before: number }> = [];
  const checkGroups = (): string | undefined => {
    if (separators.length === 0) return undefined;
    const runs = [...separators.slice(1).map((s) => s.before), run];
    const bad = runs.findIndex((r, k) => (k === runs.length - 1 ? r !== 3 : r !== 2 && r !== 3));
    if (bad < 0 && separators[0]!.before <= 3) return undefined;
    const sep = separators[bad < 0 ? 0 : bad]!;
    const hint = sep.char === group ? ` If "${sep.char}" is the decimal separator, set decimalSeparator to "${sep.char}".` : '';
    return `Unexpected grouping "${sep.char}" at position ${sep.index + 1}: digit groups have 3 digits (1,234,567; 12,34,567 in Indian style).${hint}`;
  };
  for (const [i, c] of chars.entries()) {
    const at = `"${c}" at position ${i + 1}`;
    if (/\d/.test(c)) {
      out += c;
      digitsSeen = true;
      run++;
    } else if ((c === '-' || c === '+' || c === '\u2212') && (i === 0 || /e$/i.test(out))) {
      out += c === '+' ? '' : '-';
    } else if (c === decimalSeparator) {
      if (seenDecimal || seenExponent) return { error: `Unexpected ${at}: a number has one decimal separator, before any exponent.` };
      const groupError = checkGroups();
      if (groupError) return { error: groupError };
      seenDecimal = true;
      out += '.';
    } else if (c === group || c === ' ' || c === '\u00a0' || c === '\u202f' || c === '_' || c === "'") {
      if (seenDecimal || seenExponent || !digitsSeen || i === chars.length - 1) {
        return {
          error: `Unexpected ${at}: grouping separators may only appear between digits of the integer part.${c === group ? ` If "${c}" is the decimal separator, set decimalSeparator to "${c}".` : ''}`,
        };
      }
      separators.push({ char: c, index: i, before: run });
      run = 0;
    } else if ((c === 'e' || c === 'E') && digitsSeen && !seenExponent) {
      if (!seenDecimal) {
        const groupError = checkGroups();
        if (groupError) return { error: groupError };
      }
      seenExponent = true;
      out += 'e';
    } else {
      return { error: `Unexpected ${at}: use digits with an optional sign, "${decimalSeparator}" for decimals and an exponent (1.5e21).` };
    }
  }
  if (!seenDecimal && !seenExponent) {
    const groupError = checkGroups();
    if (groupError) return { error: groupError };
  }
  if (!/^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/.test(out)) {
    return { error: `"${text.trim()}" is not a complete number: ${/e-?$/.test(out) ? 'the exponent has no digits' : 'it has no digits'}.` };
  }
  if (!Number.isFinite(Number(out))) {
    return { error: `"${text.trim()}" is beyond ±1.7976931348623157e308, the largest magnitude Intl.NumberFormat formats (it would print ∞).` };
  }
  return { value: out };
}

export default defineTool(definition, (params) => {
  const read = normalizeNumber(params.number, params.decimalSeparator);
  if ('error' in read) return failure('INVALID_INPUT', read.error);

  const locale = params.locale.trim();
  try {
    if (Intl.NumberFormat.supportedLocalesOf(locale).length === 0) {
      return failure('INVALID_INPUT', `The locale "${locale}" is not supported: use a BCP 47 tag with a known language, ${LOCALE_EXAMPLES}.`);
    }
  } catch {
    return failure('INVALID_INPUT', `The locale "${locale}" is not a valid BCP 47 language tag (use "-", not "_"): ${LOCALE_EXAMPLES}.`);
  }

  const style = params.style;
  const options: Intl.NumberFormatOptions = {
    style: style as Intl.NumberFormatOptions['style'],
    notation: params.notation,
    useGrouping: params.useGrouping,
    signDisplay: params.signDisplay,
  };
  if (options.notation === 'compact') options.compactDisplay = params.compactDisplay;
  if (style === 'currency') {
    const code = params.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) {
      return failure('INVALID_INPUT', `"${params.currency.trim()}" is not an ISO 4217 currency code: use three letters such as USD, EUR, JPY, GBP, INR, CHF (not a symbol like $ or €).`);
    }
    options.currency = code;
    options.currencyDisplay = params.currencyDisplay;
  }
  if (style === 'unit') {
    const unit = params.unit.trim();
    const known = Intl.supportedValuesOf('unit');
    const pieces = unit.split('-per-');
    const bad = pieces.length > 2 ? unit : pieces.find((p) => !known.includes(p));
    if (bad !== undefined) {
      return failure('INVALID_INPUT', `"${bad}" is not a unit Intl.NumberFormat supports: use a sanctioned unit name or two joined by -per-, ${UNIT_EXAMPLES}.`);
    }
    options.unit = unit;
    options.unitDisplay = params.unitDisplay;
  }
  const min = params.minimumFractionDigits;
  const max = params.maximumFractionDigits;
  if (min !== undefined && max !== undefined && min > max) {
    return failure('INVALID_INPUT', `minimumFractionDigits (${min}) is greater than maximumFractionDigits (${max}).`);
  }
  if (min !== undefined) options.minimumFractionDigits = min;
  if (max !== undefined) {
    options.maximumFractionDigits = max;
    // a lower max than the style's default min (2 for USD) lowers the min too
    if (min === undefined) options.minimumFractionDigits = Math.min(max, new Intl.NumberFormat(locale, { ...options, maximumFractionDigits: undefined }).resolvedOptions().minimumFractionDigits ?? 0);
  }
  if (min !== undefined && max === undefined) {
    const defaultMax = new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: undefined }).resolvedOptions().maximumFractionDigits ?? 0;
    options.maximumFractionDigits = Math.max(min, defaultMax);
  }

  const formatter = new Intl.NumberFormat(locale, options);
  // a decimal string keeps every digit (ECMA-402 Intl.NumberFormat v3)
  const value = read.value as unknown as number;
  const parts = formatter.formatToParts(value).map(({ type, value: text }) => ({ type: type as string, value: text }));
  const resolved = formatter.resolvedOptions();
  return success({
    formatted: parts.map((p) => p.value).join(''),
    parts,
    value: read.value,
    locale: resolved.locale,
    numberingSystem: resolved.numberingSystem,
  });
});
