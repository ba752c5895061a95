import { defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { base, en, Faker, type Randomizer } from '@faker-js/faker';
import { createRandom, type RandomSource } from '../../_shared/random.js';
import definition from './definition.js';

/**
 * The callable Faker methods, by module. Written out (not read from the faker
 * object) so a template can reach nothing else: no helpers.fake/mustache
 * templating, no definitions, no prototype members.
 */
const METHODS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    airline: 'airport airline airplane recordLocator seat aircraftType flightNumber',
    animal: 'dog cat snake bear lion cetacean horse bird cow fish crocodilia insect rabbit rodent type petName',
    book: 'author format genre publisher series title',
    color: 'human space cssSupportedFunction cssSupportedSpace rgb cmyk hsl hwb lab lch colorByCSSColorSpace',
    commerce: 'department productName price productAdjective productMaterial product productDescription isbn upc',
    company: 'name catchPhrase buzzPhrase catchPhraseAdjective catchPhraseDescriptor catchPhraseNoun buzzAdjective buzzVerb buzzNoun',
    database: 'column type collation engine mongodbObjectId',
    datatype: 'boolean',
    date: 'month weekday timeZone anytime past future between betweens recent soon birthdate',
    finance:
      'accountNumber accountName routingNumber amount transactionType currency currencyCode currencyName currencySymbol currencyNumericCode bitcoinAddress litecoinAddress creditCardNumber creditCardCVV creditCardIssuer pin ethereumAddress iban bic transactionDescription',
    food: 'adjective description dish ethnicCategory fruit ingredient meat spice vegetable',
    git: 'branch commitEntry commitMessage commitDate commitSha',
    hacker: 'abbreviation adjective noun verb ingverb phrase',
    helpers: 'arrayElement arrayElements weightedArrayElement replaceSymbols slugify',
    image: 'avatar avatarGitHub personPortrait url urlLoremFlickr urlPicsumPhotos dataUri',
    internet:
      'email exampleEmail username displayName protocol httpMethod httpStatusCode url domainName domainSuffix domainWord ip ipv4 ipv6 port userAgent mac password emoji jwtAlgorithm jwt',
    location:
      'zipCode city buildingNumber street streetAddress secondaryAddress county country continent countryCode state direction cardinalDirection ordinalDirection timeZone language latitude longitude nearbyGPSCoordinate',
    lorem: 'word words sentence slug sentences paragraph paragraphs text lines',
    music: 'album artist genre songName',
    number: 'int float binary octal hex bigInt romanNumeral',
    person: 'firstName lastName middleName fullName gender sex sexType bio prefix suffix jobTitle jobDescriptor jobArea jobType zodiacSign',
    phone: 'number imei',
    science: 'chemicalElement unit',
    string: 'fromCharacters alpha alphanumeric binary octal hexadecimal numeric sample uuid ulid nanoid symbol',
    system: 'fileName commonFileName mimeType commonFileType commonFileExt fileType fileExt directoryPath filePath semver networkInterface cron',
    vehicle: 'vehicle manufacturer model type fuel vin color vrm bicycle',
    word: 'adjective adverb conjunction interjection noun preposition verb sample words',
  }).map(([module, names]) => [module, new Set(names.split(' '))]),
);

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_FIELDS = 200;
const MAX_ARGS = 5;
const MAX_OPTION_NODES = 5000;
const MAX_OPTION_DEPTH = 6;
const MAX_OPTION_STRING = 10_000;
/** Bound on lengths and counts a method builds element by element (string.alpha, lorem.words…). */
const MAX_SIZE = 1000;
const SIZE_KEY = /^(length|count|[a-z]+Count)$/;
/** Modules whose positional numbers are lengths or counts; the first three also take a bare {min,max} size. */
const POSITIONAL_SIZED = new Set(['lorem', 'string', 'word', 'finance']);
const RANGE_SIZED = new Set(['lorem', 'string', 'word']);
const MAX_OUTPUT = 10_000_000;

interface Field {
  name: string;
  path: string;
  call: (...args: unknown[]) => unknown;
  args: unknown[];
}

class TemplateError extends Error {}

/** Copies a JSON option value, refusing prototype keys, huge sizes and unbounded structures. */
function copyOption(value: unknown, where: string, key: string, depth: number, budget: { nodes: number }): unknown {
  if (--budget.nodes < 0) throw new TemplateError(`${where}: options are too large (over ${MAX_OPTION_NODES} values)`);
  if (depth > MAX_OPTION_DEPTH) throw new TemplateError(`${where}: options are nested too deeply`);
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (SIZE_KEY.test(key) && Math.abs(value) > MAX_SIZE) throw new TemplateError(`${where}: ${key} must be at most ${MAX_SIZE} (got ${value})`);
    return value;
  }
  if (typeof value === 'string') {
    if (value.length > MAX_OPTION_STRING) throw new TemplateError(`${where}: option strings are limited to ${MAX_OPTION_STRING} characters`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => copyOption(item, where, '', depth + 1, budget));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(k)) throw new TemplateError(`${where}: option key "${k}" is not allowed`);
      // a {min,max} range under a size key is a size too
      out[k] = copyOption(v, where, SIZE_KEY.test(key) && (k === 'min' || k === 'max') ? key : k, depth + 1, budget);
    }
    return out;
  }
  throw new TemplateError(`${where}: unsupported option value`);
}

function resolvePath(path: unknown, where: string): { module: string; method: string } {
  if (typeof path !== 'string' || !/^[A-Za-z]+\.[A-Za-z0-9]+$/.test(path))
    throw new TemplateError(`${where}: expected a Faker method path such as "person.fullName", got ${JSON.stringify(path)}`);
  const [module, method] = path.split('.') as [string, string];
  const methods = METHODS.get(module);
  if (!methods) throw new TemplateError(`${where}: unknown Faker module "${module}" in "${path}"; available modules: ${[...METHODS.keys()].join(', ')}`);
  if (!methods.has(method)) throw new TemplateError(`${where}: unknown Faker method "${path}"; ${module} has: ${[...methods].join(', ')}`);
  return { module, method };
}

function compileField(faker: Faker, name: string, spec: unknown): Field {
  const where = `Field ${JSON.stringify(name)}`;
  if (name === '' || FORBIDDEN_KEYS.has(name)) throw new TemplateError(`${where}: this field name is not allowed`);
  let path: unknown = spec;
  let args: unknown[] = [];
  if (typeof spec === 'object' && spec !== null && !Array.isArray(spec)) {
    const { type, args: positional, ...options } = spec as Record<string, unknown>;
    path = type;
    if (type === undefined) throw new TemplateError(`${where}: an object needs a "type" naming the Faker method, e.g. {"type":"number.int","min":1,"max":10}`);
    const budget = { nodes: MAX_OPTION_NODES };
    if (positional !== undefined) {
      if (!Array.isArray(positional) || positional.length > MAX_ARGS) throw new TemplateError(`${where}: "args" must be an array of at most ${MAX_ARGS} arguments`);
      if (Object.keys(options).length > 0) throw new TemplateError(`${where}: use either "args" or option keys, not both`);
      args = positional.map((arg) => copyOption(arg, where, '', 1, budget));
    } else if (Object.keys(options).length > 0) args = [copyOption(options, where, '', 0, budget)];
  } else if (typeof spec !== 'string') {
    throw new TemplateError(`${where}: expected "module.method" or {"type":"module.method", …options}`);
  }
  const { module, method } = resolvePath(path, where);
  checkSizes(module, args, where);
  const target = (faker as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[module]!;
  return { name, path: `${module}.${method}`, call: (...a) => target[method]!(...a), args };
}

function checkSizes(module: string, args: unknown[], where: string): void {
  const tooBig = (n: unknown) => typeof n === 'number' && Math.abs(n) > MAX_SIZE;
  if (POSITIONAL_SIZED.has(module) && args.some(tooBig)) throw new TemplateError(`${where}: lengths and counts must be at most ${MAX_SIZE}`);
  const first = args[0] as Record<string, unknown> | undefined;
  if (RANGE_SIZED.has(module) && first && typeof first === 'object' && (tooBig(first.min) || tooBig(first.max)))
    throw new TemplateError(`${where}: lengths and counts must be at most ${MAX_SIZE}`);
}

/** Faker values as JSON: dates as ISO strings, big integers as strings. */
function toJson(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  return value ?? null;
}

function csvCell(value: unknown): string {
  const text = value === null ? '' : typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function randomizerFrom(source: RandomSource): Randomizer {
  let random = source;
  return { next: () => random.float(), seed: (seed) => (random = createRandom(String(seed))) };
}

export default defineTool(definition, (params) => {
  const template = params.template;
  if (typeof template !== 'object' || template === null || Array.isArray(template))
    return failure('INVALID_INPUT', 'The template must be a JSON object mapping field names to Faker methods, e.g. {"name":"person.fullName"}.');
  const entries = Object.entries(template as Record<string, unknown>);
  if (entries.length === 0) return failure('INVALID_INPUT', 'The template has no fields; add at least one, e.g. {"name":"person.fullName"}.');
  if (entries.length > MAX_FIELDS) return failure('INVALID_INPUT', `The template has ${entries.length} fields; at most ${MAX_FIELDS} are allowed.`);

  const random = createRandom(params.seed);
  const refDate = params.referenceDate === undefined ? undefined : new Date(parseDateTime(params.referenceDate));
  const faker = new Faker({ locale: [en, base], randomizer: randomizerFrom(random), ...(refDate ? { config: { defaultRefDate: () => new Date(refDate) } } : {}) });

  let fields: Field[];
  try {
    fields = entries.map(([name, spec]) => compileField(faker, name, spec));
  } catch (error) {
    if (error instanceof TemplateError) return failure('INVALID_INPUT', error.message);
    throw error;
  }

  const count = params.count;
  const records: Array<Record<string, unknown>> = [];
  let size = 0;
  for (let i = 0; i < count; i++) {
    const record: Record<string, unknown> = {};
    for (const field of fields) {
      try {
        record[field.name] = toJson(field.call(...field.args));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return failure('INVALID_INPUT', `Field ${JSON.stringify(field.name)} (${field.path}): ${message}`);
      }
    }
    size += JSON.stringify(record).length;
    if (size > MAX_OUTPUT)
      return failure('CONSTRAINT_VIOLATION', `The records would exceed ${MAX_OUTPUT.toLocaleString('en-US')} characters of JSON; lower the count or the lengths.`);
    records.push(record);
  }

  const names = fields.map((f) => f.name);
  const format = params.format;
  const text =
    format === 'ndjson'
      ? records.map((r) => JSON.stringify(r)).join('\n')
      : format === 'csv'
        ? [names.map(csvCell).join(','), ...records.map((r) => names.map((n) => csvCell(r[n])).join(','))].join('\r\n')
        : JSON.stringify(records, null, 2);

  const warnings: string[] = [];
  const timeDependent = fields.some((f) => f.path.startsWith('date.') || f.path.startsWith('git.commit'));
  if (random.seeded && timeDependent && !refDate)
    warnings.push('Dates are relative to the current time: set referenceDate as well as seed to reproduce them exactly.');
  return withWarnings(success({ records, text, fields: names, count }), warnings);
});
