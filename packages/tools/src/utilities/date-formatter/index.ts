import { defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { de, enGB, enUS, es, fr, it, ja, nl, ptBR, ru, zhCN } from 'date-fns/locale';
import { resolveZone } from '../../_shared/timezones.js';
import definition from './definition.js';

const LOCALES = { 'en-US': enUS, 'en-GB': enGB, de, fr, es, it, 'pt-BR': ptBR, nl, ru, ja, 'zh-CN': zhCN } as const;

export default defineTool(definition, (params) => {
  const zone = resolveZone(params.timezone);
  if (!zone.ok) return failure('INVALID_INPUT', zone.message);
  const ms = parseDateTime(params.date);
  // TZDate takes IANA names and ±HH:MM offsets; resolveZone has already checked the name
  const tzName = zone.value.fixedOffset === undefined ? zone.value.name : formatFixed(zone.value.fixedOffset);
  const date = new TZDate(ms, tzName);
  const locale = LOCALES[params.locale];
  let formatted: string;
  try {
    formatted = format(date, params.pattern, { locale });
  } catch (error) {
    if (error instanceof RangeError) {
      const protectedToken = /Use `(\w+)` instead of `(\w+)`/.exec(error.message);
      if (protectedToken)
        return failure('INVALID_INPUT', `Use ${protectedToken[1]} instead of ${protectedToken[2]}: ${protectedToken[2]!.startsWith('Y') ? 'Y is the week-numbering year' : 'D is the day of the year'}, which is almost never what you want. Quote it ('${protectedToken[2]}') for literal text.`);
      const letter = /character `(.)`/.exec(error.message);
      if (letter) return failure('INVALID_INPUT', `The pattern contains the letter ${letter[1]}, which is not a date-fns token: put literal text in single quotes, e.g. 'at'.`);
      return failure('INVALID_INPUT', `${error.message.replace(/;? see: https?:\S+/i, '')}.`);
    }
    throw error;
  }
  const common = {
    iso8601: format(date, "yyyy-MM-dd'T'HH:mm:ssxxx"),
    rfc2822: format(date, 'EEE, dd MMM yyyy HH:mm:ss xx', { locale: enUS }),
    httpDate: new Date(ms).toUTCString(),
    sql: format(date, 'yyyy-MM-dd HH:mm:ss'),
    unixSeconds: Math.floor(ms / 1000),
  };
  return withWarnings(success({ formatted, common }), zone.warning ? [zone.warning] : []);
});

function formatFixed(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const a = Math.abs(seconds);
  return `${sign}${String(Math.floor(a / 3600)).padStart(2, '0')}:${String(Math.floor((a % 3600) / 60)).padStart(2, '0')}`;
}
