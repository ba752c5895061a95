import { defineDefinition } from '@ctp/core';

const unitObject = {
  type: 'object',
  properties: {
    symbol: { type: 'string', description: 'Canonical unit symbol, e.g. "km/h".' },
    name: { type: 'string', description: 'Unit name, e.g. "kilometer per hour".' },
  },
  required: ['symbol', 'name'],
  additionalProperties: false,
};

export default defineDefinition({
  id: 'unit-converter',
  name: 'Unit Converter',
  description:
    'Convert a value between units of length, area, volume, mass, temperature, time, speed, pressure, energy, power, angle, frequency and data size, or to every unit of the measure at once ("all"). The measure is detected from the unit; friendly names work (km/h, mph, °C, celsius, ft, lb, sq ft, fl oz). Exact arithmetic with the legal definitions (1 in = 2.54 cm, 1 lb = 0.45359237 kg), rounded to the chosen significant digits.',
  category: 'converters',
  tags: ['units', 'convert', 'measurement'],
  keywords: ['metric', 'imperial', 'km to miles', 'celsius to fahrenheit', 'kg to lbs', 'inches to cm', 'feet to meters', 'mph to kmh', 'liters to gallons', 'psi to bar', 'kwh', 'horsepower', 'temperature converter', 'length converter', 'weight converter'],
  method: 'GET',
  parameters: [
    {
      name: 'value',
      type: 'text',
      label: 'Value',
      description: 'The number to convert, e.g. 100, -40, 2.5e3 or 1,234.5.',
      required: true,
      placeholder: '100',
      validation: { maxLength: 100 },
    },
    {
      name: 'from',
      type: 'text',
      label: 'From unit',
      description: 'The unit of the value: a symbol (km, lb, °F, m/s, kWh) or a name (kilometers, pounds, fahrenheit).',
      required: true,
      placeholder: 'km/h',
      validation: { maxLength: 50 },
    },
    {
      name: 'to',
      type: 'text',
      label: 'To unit',
      description: 'The target unit of the same measure, or "all" to list the value in every unit of that measure.',
      required: false,
      defaultValue: 'all',
      placeholder: 'mph',
      validation: { maxLength: 50 },
    },
    {
      name: 'precision',
      type: 'number',
      label: 'Significant digits',
      description: 'Significant digits of each result (1–30); results are rounded half away from zero.',
      required: false,
      defaultValue: 10,
      validation: { min: 1, max: 30, step: 1 },
      group: 'advanced',
    },
  ],
  outputDescription: 'A one-line summary, the detected measure, the source unit and the converted values (one, or one per unit of the measure).',
  outputSchema: {
    type: 'object',
    properties: {
      summary: { type: 'string', description: 'E.g. "1 in = 2.54 cm"; ≈ when the result was rounded.' },
      measure: { type: 'string', description: 'The detected measure: length, area, volume, mass, temperature, time, speed, pressure, energy, power, angle, frequency or data.' },
      from: unitObject,
      results: {
        type: 'array',
        description: 'The converted values.',
        items: {
          type: 'object',
          properties: {
            symbol: { type: 'string' },
            name: { type: 'string' },
            value: { type: 'string', description: 'The value rounded to the significant digits (e-notation beyond 1e21 or below 1e-7).' },
            exact: { type: 'boolean', description: 'Whether value is exact (no rounding happened).' },
          },
          required: ['symbol', 'name', 'value', 'exact'],
          additionalProperties: false,
        },
      },
    },
    required: ['summary', 'measure', 'from', 'results'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { value: '100', from: 'km/h', to: 'mph' },
    output: {
      summary: '100 km/h ≈ 62.13711922 mph',
      measure: 'speed',
      from: { symbol: 'km/h', name: 'kilometer per hour' },
      results: [{ symbol: 'mph', name: 'mile per hour', value: '62.13711922', exact: false }],
    },
    description: 'A motorway speed limit in miles per hour.',
  },
  relatedTools: ['data-size-converter', 'duration-converter', 'css-unit-converter'],
  aiInstructions:
    'Pass the number in "value" and the units in "from" and "to" (symbols or names). Use to = "all" to see every unit of the measure. Temperatures are converted as points on the scale (0 °C = 32 °F), not as differences. "ton" is the US short ton (2000 lb), "t" the metric tonne; "gal", "pt", "fl oz" are US measures (imp-gal, imp-pt for imperial). Data sizes: kB = 1000 B, KiB = 1024 B, b/bit = bit, B = byte. Month and year are Gregorian averages.',
});
