import { defineTool, failure, success } from '@ctp/core';
import { buildASTSchema, GraphQLError, Kind, validate, validateSchema, type DocumentNode } from 'graphql';
import { definitionNames } from '../../_shared/graphql-definitions.js';
import { parseGraphql } from '../../_shared/graphql-text.js';
import definition from './definition.js';

interface Problem { message: string; line: number | null; column: number | null; source: 'document' | 'schema' }

const problem = (error: GraphQLError, source: Problem['source']): Problem => ({
  message: error.message, line: error.locations?.[0]?.line ?? null, column: error.locations?.[0]?.column ?? null, source,
});

const isExecutable = (document: DocumentNode) => document.definitions.every((d) => d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION);

/** Builds and checks a schema; its problems (or a build error) as a list. */
function schemaFrom(document: DocumentNode, source: Problem['source']) {
  try {
    const schema = buildASTSchema(document, { assumeValidSDL: false });
    return { schema, problems: validateSchema(schema).map((e) => problem(e, source)) };
  } catch (error) {
    if (error instanceof GraphQLError || error instanceof Error) return { schema: undefined, problems: [{ message: error.message, line: null, column: null, source }] };
    throw error;
  }
}

export default defineTool(definition, (params) => {
  const parsed = parseGraphql(params.graphql, 'GraphQL document');
  if (!parsed.ok) {
    // a syntax error is a validation result, not a tool failure
    const m = /line (\d+), column (\d+): (.*)$/.exec(parsed.message);
    return success({ valid: false, checked: 'syntax', errors: [{ message: m?.[3] ?? parsed.message, line: m ? Number(m[1]) : null, column: m ? Number(m[2]) : null, source: 'document' }], definitions: [] });
  }
  const document = parsed.document;
  const definitions = definitionNames(document);
  if (params.schema !== undefined) {
    const schemaParsed = parseGraphql(params.schema, 'schema');
    if (!schemaParsed.ok) return failure('INVALID_INPUT', `${schemaParsed.message}. Fix the schema before validating operations against it.`);
    const built = schemaFrom(schemaParsed.document, 'schema');
    if (!built.schema || built.problems.length) return success({ valid: false, checked: 'schema', errors: built.problems, definitions });
    const errors = validate(built.schema, document).map((e) => problem(e, 'document'));
    return success({ valid: errors.length === 0, checked: 'operations-against-schema', errors, definitions });
  }
  if (isExecutable(document)) return success({ valid: true, checked: 'syntax', errors: [], definitions });
  const built = schemaFrom(document, 'document');
  return success({ valid: built.problems.length === 0, checked: 'schema', errors: built.problems, definitions });
});
