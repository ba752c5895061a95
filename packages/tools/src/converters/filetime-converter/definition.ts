import { defineDefinition } from '@ctp/core';
import { EPOCH_FORMATS } from '../../_shared/epoch-formats.js';

const FORMAT_VALUES = EPOCH_FORMATS.map((f) => f.value);

export default defineDefinition({
  id: 'filetime-converter',
  name: 'FILETIME / LDAP / Excel / .NET Ticks Converter',
  description:
    'Convert between the timestamp formats Windows and Office use and ISO 8601: Windows FILETIME and LDAP/Active Directory timestamps (lastLogon, pwdLastSet, accountExpires), .NET DateTime ticks, Excel serial dates (1900 and 1904 systems, with Excel\'s fictitious 29 Feb 1900), OLE Automation dates, WebKit/Chrome time, Apple Cocoa time, Unix seconds/milliseconds and Julian Day. Exact to 100 ns (BigInt arithmetic); hex FILETIMEs (0x01D9…) accepted.',
  category: 'converters',
  tags: ['timestamp', 'windows', 'excel', 'date', 'convert'],
  keywords: ['filetime', 'ldap timestamp', 'active directory timestamp', 'lastlogontimestamp', 'pwdlastset', 'accountexpires', '.net ticks', 'datetime ticks', 'excel serial date', 'excel date to date', 'ole automation date', 'chrome timestamp', 'webkit time', 'cocoa timestamp', 'nt time epoch'],
  method: 'GET',
  parameters: [
    { name: 'value', type: 'text', label: 'Value', description: 'The timestamp to convert (a number, or an ISO 8601 date for the ISO format).', required: true, placeholder: '133511760000000000', validation: { maxLength: 100 } },
    { name: 'from', type: 'select', label: 'Format of the value', description: 'What kind of timestamp the value is.', required: false, defaultValue: 'filetime', options: EPOCH_FORMATS },
  ],
  outputDescription: 'The instant as ISO 8601 UTC and in every format.',
  outputSchema: {
    type: 'object',
    properties: {
      iso: { type: 'string', description: 'ISO 8601 UTC, with as many fraction digits as needed (up to 7).' },
      formats: {
        type: 'array',
        description: 'The same instant in every format.',
        items: {
          type: 'object',
          properties: {
            format: { enum: FORMAT_VALUES },
            label: { type: 'string' },
            value: { type: 'string', description: 'The value as text (exact digits; fractional days rounded to 10 places).' },
          },
          required: ['format', 'label', 'value'],
          additionalProperties: false,
        },
      },
      special: { type: 'string', description: 'A note for values with a meaning of their own (0 and 9223372036854775807 mean "never" in Active Directory), else "".' },
    },
    required: ['iso', 'formats', 'special'],
    additionalProperties: false,
  },
  primaryOutput: 'iso',
  example: {
    input: { value: '133511760000000000', from: 'ldap' },
    output: {
      iso: '2024-01-31T12:00:00Z',
      formats: [
        { format: 'filetime', label: 'Windows FILETIME (100 ns since 1601)', value: '133511760000000000' },
        { format: 'ldap', label: 'LDAP / Active Directory timestamp (same as FILETIME)', value: '133511760000000000' },
        { format: 'dotnet', label: '.NET DateTime ticks (100 ns since 0001-01-01)', value: '638422992000000000' },
        { format: 'excel1900', label: 'Excel serial date (1900 system)', value: '45322.5' },
        { format: 'excel1904', label: 'Excel serial date (1904 system, old Mac)', value: '43860.5' },
        { format: 'ole', label: 'OLE Automation date (VB/COM, days since 1899-12-30)', value: '45322.5' },
        { format: 'webkit', label: 'WebKit/Chrome time (µs since 1601)', value: '13351176000000000' },
        { format: 'cocoa', label: 'Apple Cocoa / Core Data (s since 2001-01-01)', value: '728395200' },
        { format: 'unix', label: 'Unix seconds', value: '1706702400' },
        { format: 'unixms', label: 'Unix milliseconds', value: '1706702400000' },
        { format: 'julian', label: 'Julian Day', value: '2460341' },
        { format: 'iso', label: 'ISO 8601 date and time', value: '2024-01-31T12:00:00Z' },
      ],
      special: '',
    },
    description: 'An Active Directory lastLogonTimestamp read as a date.',
  },
  relatedTools: ['unix-timestamp-converter', 'timestamp-id-decoder', 'date-formatter'],
  aiInstructions: 'Active Directory attributes (lastLogon, lastLogonTimestamp, pwdLastSet, accountExpires) are FILETIMEs: use from "ldap". accountExpires 0 or 9223372036854775807 means the account never expires. Excel dates are days with the time as the fraction (0.5 = noon).',
});
