/**
 * GraphQL parsing with the messages the GraphQL tools report: graphql-js's own text plus the
 * line and column it locates. Runtime code (imports graphql): import from index.ts only.
 */
import { GraphQLError, parse, type DocumentNode } from 'graphql';

export type ParsedGraphql = { ok: true; document: DocumentNode } | { ok: false; message: string };

/** "Syntax Error: Expected Name, found "}". at line 3, column 5" style messages. */
export function describeGraphqlError(error: GraphQLError, label = 'GraphQL'): string {
  const where = error.locations?.[0];
  const text = error.message.replace(/\.$/, '');
  return where ? `Invalid ${label} at line ${where.line}, column ${where.column}: ${text}` : `Invalid ${label}: ${text}`;
}

export function parseGraphql(source: string, label?: string): ParsedGraphql {
  try {
    // noLocation stays off: locations are how errors point at the source
    return { ok: true, document: parse(source, { maxTokens: 200_000 }) };
  } catch (error) {
    if (error instanceof GraphQLError) return { ok: false, message: describeGraphqlError(error, label) };
    throw error;
  }
}
