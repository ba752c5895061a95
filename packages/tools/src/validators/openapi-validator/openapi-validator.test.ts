import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Err {
  path: string;
  message: string;
  kind: 'schema' | 'semantic' | 'syntax' | 'document';
  line: number;
  column: number;
}
interface Out {
  valid: boolean;
  summary: string;
  version?: string;
  specification?: string;
  errorCount: number;
  errors: Err[];
  pathCount?: number;
  operationCount?: number;
}

const json = (doc: unknown) => JSON.stringify(doc, null, 2);
const check = (document: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { document, ...extra });
const brief = (data: Out) => data.errors.map((e) => `${e.path} ${e.message}`);

const PETS_30 = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.0.0' },
  paths: {
    '/pets/{petId}': {
      parameters: [{ $ref: '#/components/parameters/PetId' }],
      get: {
        operationId: 'getPet',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' }, example: { $ref: 'not-a-ref' } } } } },
        security: [{ apiKey: [] }],
      },
    },
  },
  components: {
    parameters: { PetId: { name: 'petId', in: 'path', required: true, schema: { type: 'string' } } },
    schemas: { Pet: { type: 'object', properties: { id: { type: 'integer' } } } },
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' } },
  },
};

const PETS_31_YAML = `openapi: 3.1.0
info:
  title: Pets ${UNICODE_SAMPLE}
  version: 1.0.0
  license: { name: MIT, identifier: MIT }
paths:
  /pets:
    post:
      operationId: addPet
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses:
        '201': { description: Created }
webhooks:
  newPet:
    post:
      operationId: onNewPet
      responses: { '200': { description: ok } }
components:
  schemas:
    Pet:
      type: [object, 'null']
      properties: { id: { type: integer } }
      examples: [{ $ref: nowhere }]
`;

describe('openapi-validator', () => {
  itReproducesItsExample(tool);

  it('accepts a valid 3.0 document in JSON, resolving $ref parameters', async () => {
    const data = await check(json(PETS_30));
    expect(data).toEqual({ valid: true, summary: 'Valid OpenAPI 3.0.3 document (1 path, 1 operation).', version: '3.0.3', specification: '3.0', errorCount: 0, errors: [], pathCount: 1, operationCount: 1 });
  });

  it('accepts a valid 3.1 document in YAML with webhooks and type arrays', async () => {
    const data = await check(PETS_31_YAML);
    expect(data.valid).toBe(true);
    expect(data.summary).toBe('Valid OpenAPI 3.1.0 document (1 path, 1 operation).');
    expect(data.specification).toBe('3.1');
    // type arrays are 3.1 only
    expect((await check(PETS_31_YAML.replace('openapi: 3.1.0', 'openapi: 3.0.3'))).valid).toBe(false);
  });

  it('accepts Swagger 2.0 and OpenAPI 3.2', async () => {
    const swagger = { swagger: '2.0', info: { title: 'x', version: '1' }, paths: { '/a/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }], responses: { 200: { description: 'ok' } } } } } };
    expect((await check(json(swagger))).summary).toBe('Valid Swagger 2.0 document (1 path, 1 operation).');
    const bad = structuredClone(swagger);
    delete (bad.paths['/a/{id}'].get.parameters[0] as { required?: boolean }).required;
    expect(brief(await check(json(bad)))).toEqual(['/paths/~1a~1{id}/get/parameters/0 missing required property "required"']);
    expect((await check('openapi: 3.2.0\ninfo: {title: x, version: "1"}\npaths: {}\n')).specification).toBe('3.2');
  });

  it('reports schema errors at the place they are, without oneOf noise', async () => {
    const doc = structuredClone(PETS_30) as Record<string, any>;
    doc.info = { title: 5 };
    delete doc.paths['/pets/{petId}'].get.responses['200'].description;
    doc.paths['/pets/{petId}'].get.parameters = [{ name: 'q', in: 'query', style: 'matrix', schema: { type: 'string' } }, { name: 'x', in: 'body', schema: {} }];
    doc.paths.nope = {};
    doc.extra = 1;
    const data = await check(json(doc));
    expect(data.valid).toBe(false);
    expect(data.errors.map(({ path, message, kind, line }) => ({ path, message, kind, line }))).toEqual([
      { path: '/info', message: 'missing required property "version"', kind: 'schema', line: 3 },
      { path: '/info/title', message: 'must be string, not number', kind: 'schema', line: 4 },
      { path: '/paths/~1pets~1{petId}/get/responses/200', message: 'missing required property "description"', kind: 'schema', line: 16 },
      { path: '/paths/~1pets~1{petId}/get/parameters/0/style', message: 'must be one of "form", "spaceDelimited", "pipeDelimited", "deepObject"', kind: 'schema', line: 38 },
      { path: '/paths/~1pets~1{petId}/get/parameters/1/in', message: 'must be one of "path", "query", "header", "cookie"', kind: 'schema', line: 45 },
      { path: '/paths/nope', message: 'property "nope" is not allowed here', kind: 'schema', line: 51 },
      { path: '/extra', message: 'property "extra" is not allowed here', kind: 'schema', line: 82 },
    ]);
    expect(data.summary.split('\n')[0]).toBe('Invalid OpenAPI 3.0.3 document: 7 errors.');
    expect(data.summary.split('\n').at(-1)).toBe('… and 2 more errors.');
  });

  it('reports 3.1 schema errors', async () => {
    const yaml = PETS_31_YAML.replace("schema: { $ref: '#/components/schemas/Pet' }", 'schema: 5').replace('license: { name: MIT, identifier: MIT }', 'license: { identifier: MIT }');
    expect(brief(await check(yaml))).toEqual([
      '/info/license missing required property "name"',
      '/paths/~1pets/post/requestBody/content/application~1json/schema must be object or boolean, not number',
    ]);
  });

  it('finds duplicate operationIds, undeclared and unused path parameters, equivalent paths', async () => {
    const doc = structuredClone(PETS_30) as Record<string, any>;
    doc.paths['/pets/{petId}'].parameters = [];
    doc.paths['/pets/{id}'] = { get: { operationId: 'getPet', parameters: [{ name: 'petId', in: 'path', required: true, schema: {} }], responses: { 200: { description: 'ok' } } } };
    doc.paths['/a/{x}/b/{x}'] = { parameters: [{ name: 'x', in: 'path', required: true, schema: {} }], get: { responses: { 200: { description: 'ok' } } } };
    const data = await check(json(doc));
    expect(data.errors.map(({ path, message, kind }) => `${kind} ${path} ${message}`)).toEqual([
      'semantic /paths/~1pets~1{petId}/get path parameter {petId} of "/pets/{petId}" is not declared (add a parameter with in: path and name: "petId")',
      'semantic /paths/~1pets~1{id} path "/pets/{id}" is equivalent to "/pets/{petId}" (only parameter names differ)',
      'semantic /paths/~1pets~1{id}/get path parameter {id} of "/pets/{id}" is not declared (add a parameter with in: path and name: "id")',
      'semantic /paths/~1pets~1{id}/get/operationId operationId "getPet" is already used by paths /pets/{petId} get',
      'semantic /paths/~1pets~1{id}/get/parameters/0 path parameter "petId" does not appear in the path "/pets/{id}"',
      'semantic /paths/~1a~1{x}~1b~1{x} path template "/a/{x}/b/{x}" uses {x} twice',
    ]);
    expect(data.pathCount).toBe(3);
    expect(data.operationCount).toBe(3);
  });

  it('finds local $refs that do not resolve, ignoring data and counting external ones', async () => {
    const doc = structuredClone(PETS_30) as Record<string, any>;
    doc.paths['/pets/{petId}'].get.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/Pett' };
    doc.paths['/pets/{petId}'].get.responses['404'] = { $ref: 'common.yaml#/responses/NotFound' };
    doc.components.schemas.Pet.properties.tag = { $ref: '#/components/schemas/Tag%20Name' };
    doc.components.schemas['Tag Name'] = { type: 'string' };
    const result = await runTool(tool, { document: json(doc) });
    expect(brief(result.data as Out)).toEqual(['/paths/~1pets~1{petId}/get/responses/200/content/application~1json/schema/$ref $ref "#/components/schemas/Pett" does not resolve to anything in this document']);
    expect(result.metadata?.warnings).toEqual(['1 external $ref (other files or URLs) were not fetched or checked.']);
  });

  it('finds security requirements naming undefined schemes', async () => {
    const doc = structuredClone(PETS_30) as Record<string, any>;
    doc.security = [{ oauth: [] }];
    delete doc.components.securitySchemes;
    expect(brief(await check(json(doc)))).toEqual([
      '/paths/~1pets~1{petId}/get/security/0/apiKey security scheme "apiKey" is not defined in components.securitySchemes',
      '/security/0/oauth security scheme "oauth" is not defined in components.securitySchemes',
    ]);
  });

  it('locates errors in YAML by line and column (code points)', async () => {
    const data = await check(`openapi: 3.0.3\ninfo:\n  title: ${UNICODE_SAMPLE}\n  version: 1\npaths:\n  /${UNICODE_SAMPLE}:\n    get: { responses: { '200': { description: ${UNICODE_SAMPLE}, headers: { X: 5 } } } }\n`);
    expect(data.errors).toEqual([
      { path: '/info/version', message: 'must be string, not number', kind: 'schema', line: 4, column: 3 },
      { path: `/paths/~1${UNICODE_SAMPLE}/get/responses/200/headers/X`, message: 'must be object, not number', kind: 'schema', line: 7, column: 63 },
    ]);
  });

  it('reads an unquoted openapi number as its version and reports the type', async () => {
    const data = await check('openapi: 3.1\ninfo: {title: x, version: "1"}\npaths: {}\n');
    expect(data.specification).toBe('3.1');
    expect(brief(data)).toEqual(['/openapi must be string, not number']);
  });

  it('answers text that is not JSON/YAML, or not an OpenAPI document, with valid=false, the reason and its position', async () => {
    const verdict = async (document: string) => {
      const data = await check(document);
      expect(data.valid).toBe(false);
      expect(data.errorCount).toBe(1);
      expect(data.specification).toBeUndefined();
      expect(data.pathCount).toBeUndefined();
      return data;
    };
    expect(await verdict('%%% not valid {{{')).toEqual({
      valid: false,
      summary: 'Invalid document: not readable as YAML.\n(line 1, column 1): The YAML holds no document (only comments or directives).',
      errorCount: 1,
      errors: [{ path: '', message: 'The YAML holds no document (only comments or directives).', kind: 'syntax', line: 1, column: 1 }],
    });
    const first = async (document: string) => (await verdict(document)).errors[0];
    expect(await first('{"openapi": "3.0.0",\n  "info": }')).toEqual({ path: '', message: 'Invalid JSON: value expected', kind: 'syntax', line: 2, column: 11 });
    expect(await first('openapi: 3.0.0\ninfo: [a\n')).toMatchObject({ kind: 'syntax', line: 3, column: 1, message: expect.stringMatching(/^Invalid YAML: /) });
    expect(await first('openapi: 3.0.0\ninfo: {}\ninfo: {}\n')).toEqual({ path: '', message: 'Invalid YAML: duplicate key "info"', kind: 'syntax', line: 3, column: 1 });
    expect(await first('{"openapi":"3.0.0","openapi":"3.1.0"}')).toEqual({ path: '', message: 'Invalid JSON: duplicate key "openapi"', kind: 'syntax', line: 1, column: 20 });
    expect(await first('a: 1\n---\nb: 2\n')).toEqual({ path: '', message: 'The YAML holds 2 documents; an OpenAPI document is one.', kind: 'syntax', line: 2, column: 1 });
    expect(await first('# comment only\n')).toMatchObject({ kind: 'syntax', line: 1, column: 1 });
    const notOpenApi = await verdict('\nname: x\n');
    expect(notOpenApi.summary).toBe('Not an OpenAPI document.\n(root) (line 2, column 1): no "openapi" (3.x) or "swagger" (2.0) field at the top level');
    expect(notOpenApi.version).toBeUndefined();
    expect(await first('- a\n')).toEqual({ path: '', message: 'the top level must be an object (a mapping)', kind: 'document', line: 1, column: 1 });
    const v4 = await verdict('info: {}\nopenapi: 4.0.0\n');
    expect(v4.version).toBe('4.0.0');
    expect(v4.errors).toEqual([{ path: '/openapi', message: 'OpenAPI version "4.0.0" is not supported (3.0, 3.1 and 3.2 are)', kind: 'document', line: 2, column: 1 }]);
    expect(v4.summary.split('\n')[0]).toBe('Unsupported OpenAPI version.');
    expect(await first('swagger: "1.2"\n')).toMatchObject({ path: '/swagger', message: 'Swagger version "1.2" is not supported (2.0 is)', kind: 'document' });
  });

  it('still refuses a missing document, and documents beyond its nesting and alias limits', async () => {
    await runError(tool, { document: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { document: 'openapi: 3.0.0\nx: ' + '['.repeat(300) + ']'.repeat(300) }, 'INVALID_INPUT')).toBe('The document is nested deeper than 200 levels.');
    expect(await runError(tool, { document: '{"openapi":"3.0.0","x":' + '['.repeat(300) + ']'.repeat(300) + '}' }, 'INVALID_INPUT')).toBe('The document is nested deeper than 200 levels.');
    expect(await runError(tool, { document: '{"x":' + '['.repeat(1500) + ']'.repeat(1500) + '}' }, 'INVALID_INPUT')).toBe('The document is nested deeper than 200 levels.');
    const bomb = 'openapi: 3.0.0\na: &a [x, x, x, x, x, x, x, x, x, x]\n' + Array.from({ length: 6 }, (_, i) => `${'bcdefg'[i]}: &${'bcdefg'[i]} [${Array(10).fill(`*${'abcdef'[i]}`).join(', ')}]`).join('\n');
    expect(await runError(tool, { document: bomb }, 'INVALID_INPUT')).toMatch(/^Invalid YAML: /);
  });

  it('honours format and maxErrors', async () => {
    expect((await check(json(PETS_30), { format: 'yaml' })).valid).toBe(true); // JSON is YAML
    expect((await check(PETS_31_YAML, { format: 'json' })).errors[0]).toMatchObject({ kind: 'syntax', line: 1, column: 1 });
    const doc = { openapi: '3.0.3', info: { title: 'x', version: '1' }, paths: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`/p${i}`, { get: { operationId: 'same', responses: { 200: { description: 'ok' } } } }])) };
    const data = await check(json(doc), { maxErrors: 5 });
    expect(data.errorCount).toBe(29);
    expect(data.errors).toHaveLength(5);
  });

  it('agrees with @readme/openapi-parser on validity', async () => {
    const { validate } = await import('@readme/openapi-parser');
    const { parse } = await import('yaml');
    // (the reference follows $refs in data as files: keep them out)
    const base30 = json(PETS_30).replace('"$ref": "not-a-ref"', '"id": 1');
    const base31 = PETS_31_YAML.replace('examples: [{ $ref: nowhere }]', 'examples: [1]');
    const variants = [
      base31,
      base31.replace('  version: 1.0.0\n', ''),
      base31.replace("'201': { description: Created }", "'201': { content: {} }"),
      base31.replace('webhooks:', 'webhookz:'),
      base31.replace("type: [object, 'null']", 'type: [object, null]'),
      base30,
      base30.replace('"in": "path"', '"in": "body"'),
      base30.replace('"required": true', '"required": false'),
      base30.replace('"type": "apiKey"', '"type": "apikey"'),
      base30.replace('"getPet"', '5'),
      base30.replace('"/pets/{petId}"', '"pets/{petId}"'),
    ];
    const verdicts: boolean[] = [];
    for (const text of variants) {
      const reference = await validate(parse(text) as never);
      expect((await check(text)).valid, text).toBe(reference.valid);
      verdicts.push(reference.valid);
    }
    expect(verdicts.filter((v) => v)).toHaveLength(3);
  });

  it('validates the largest allowed document', async () => {
    const paths: Record<string, unknown> = {};
    const doc = { openapi: '3.1.0', info: { title: 'Big', version: '1' }, paths };
    const item = (i: number) => ({ get: { operationId: `get${i}`, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'ok' } } } });
    const perPath = json({ [`/items${5000}/{id}`]: item(5000) }).length;
    for (let i = 0; i < Math.floor(890_000 / perPath); i++) paths[`/items${i}/{id}`] = item(i);
    const text = json(doc);
    expect(text.length).toBeGreaterThan(950_000);
    expect(text.length).toBeLessThanOrEqual(1_000_000);
    const data = await check(text);
    expect(data.valid).toBe(true);
    expect(data.operationCount).toBe(Object.keys(paths).length);
  });
});
