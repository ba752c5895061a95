/** Each top-level definition of a GraphQL document as "kind name", for the GraphQL tools' summaries. */
import { Kind, type DocumentNode } from 'graphql';

const KIND_WORD: Partial<Record<Kind, string>> = {
  [Kind.FRAGMENT_DEFINITION]: 'fragment',
  [Kind.SCHEMA_DEFINITION]: 'schema',
  [Kind.SCHEMA_EXTENSION]: 'extend schema',
  [Kind.SCALAR_TYPE_DEFINITION]: 'scalar',
  [Kind.OBJECT_TYPE_DEFINITION]: 'type',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'interface',
  [Kind.UNION_TYPE_DEFINITION]: 'union',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'input',
  [Kind.DIRECTIVE_DEFINITION]: 'directive',
  [Kind.SCALAR_TYPE_EXTENSION]: 'extend scalar',
  [Kind.OBJECT_TYPE_EXTENSION]: 'extend type',
  [Kind.INTERFACE_TYPE_EXTENSION]: 'extend interface',
  [Kind.UNION_TYPE_EXTENSION]: 'extend union',
  [Kind.ENUM_TYPE_EXTENSION]: 'extend enum',
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: 'extend input',
};

export function definitionNames(document: DocumentNode): string[] {
  return document.definitions.map((d) => {
    const word = d.kind === Kind.OPERATION_DEFINITION ? d.operation : (KIND_WORD[d.kind] ?? d.kind);
    const name = 'name' in d && d.name ? (d.kind === Kind.DIRECTIVE_DEFINITION ? `@${d.name.value}` : d.name.value) : '(anonymous)';
    return d.kind === Kind.SCHEMA_DEFINITION || d.kind === Kind.SCHEMA_EXTENSION ? word : `${word} ${name}`;
  });
}
