import { defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import * as chrono from 'chrono-node';
import { isoInZone, resolveZone } from '../../_shared/timezones.js';
import definition from './definition.js';

const PARSERS = {
  en: chrono.en.casual,
  'en-GB': chrono.en.GB,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
  pt: chrono.pt.casual,
  nl: chrono.nl.casual,
  it: chrono.it.casual,
  sv: chrono.sv.casual,
  ru: chrono.ru.casual,
  uk: chrono.uk.casual,
  ja: chrono.ja.casual,
  zh: chrono.zh.casual,
} as const;

const COMPONENTS = ['year', 'month', 'day', 'weekday', 'hour', 'minute', 'second', 'millisecond', 'timezoneOffset'] as const;

export default defineTool(definition, (params) => {
  const zone = resolveZone(params.timezone);
  if (!zone.ok) return failure('INVALID_INPUT', zone.message);
  const referenceMs = params.reference === undefined ? Date.now() : parseDateTime(params.reference);
  const offsetMinutes = Math.round(zone.value.offsetAt(referenceMs) / 60);
  const parsed = PARSERS[params.locale].parse(params.text, { instant: new Date(referenceMs), timezone: offsetMinutes }, { forwardDate: params.forwardDate });
  const results = parsed.map((r) => {
    const start = r.start.date().getTime();
    return {
      text: r.text,
      index: r.index,
      start: isoInZone(zone.value, start),
      startUtc: new Date(start).toISOString(),
      end: r.end ? isoInZone(zone.value, r.end.date().getTime()) : '',
      stated: COMPONENTS.filter((c) => r.start.isCertain(c)),
    };
  });
  const result = success({ date: results[0]?.start ?? '', count: results.length, results });
  const warnings = [...(zone.warning ? [zone.warning] : []), ...(params.reference === undefined && results.length > 0 ? ['Relative dates were counted from the current time; pass "reference" to make the result reproducible.'] : [])];
  return withWarnings(result, warnings);
});
