import { defineTool, failure, success } from '@ctp/core';
import { EPOCH_FORMATS } from '../../_shared/epoch-formats.js';
import { AD_NEVER, isoOfTicks, MAX_TICKS, MIN_TICKS, readInstant, writeInstant } from '../../_shared/epoch-instants.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const parsed = readInstant(params.value, params.from);
  if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
  const { t } = parsed;
  const value = params.value.trim();
  const special = (params.from === 'ldap' || params.from === 'filetime') && (value === '0' || value === AD_NEVER)
    ? 'In Active Directory this value means "never" (for accountExpires: the account does not expire).'
    : '';
  if (special === '' && (t < MIN_TICKS || t > MAX_TICKS)) return failure('INVALID_INPUT', `${value} is outside the years 0001–9999 that these formats share.`);
  if (special !== '' && value !== '0') return success({ iso: '', formats: [], special });
  return success({
    iso: isoOfTicks(t),
    formats: EPOCH_FORMATS.map((f) => ({ format: f.value, label: f.label, value: writeInstant(t, f.value) })).filter((f) => f.value !== ''),
    special,
  });
});
