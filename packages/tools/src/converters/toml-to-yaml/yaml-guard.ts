import { CST, Lexer } from 'yaml';

/**
 * The yaml package composes recursively, and near its stack limit (about 800
 * levels) V8 can abort the whole process instead of throwing. Block nesting
 * needs at least one more column per level except a list directly under a key
 * (which cannot repeat twice in a row), so depth ≤ 2 × (column + 1) + flow
 * levels: bounding both columns and flow depth keeps the composer far away.
 */
export const MAX_BLOCK_COLUMN = 120;
export const MAX_FLOW_DEPTH = 100;

export interface GuardFailure {
  message: string;
  line: number;
  column: number;
}

/** Scans the tokens once; returns where nesting gets too deep, or undefined. */
export function checkYamlNesting(source: string): GuardFailure | undefined {
  let flow = 0;
  let line = 1;
  let column = 0;
  let lineStart = true;
  let afterIndicator = false;
  let scalarNext = false;
  for (const lexeme of new Lexer().lex(source)) {
    if (lexeme === CST.SCALAR) {
      scalarNext = true;
      continue;
    }
    if (lexeme === CST.DOCUMENT || lexeme === CST.FLOW_END) continue;
    const type = scalarNext ? 'scalar' : CST.tokenType(lexeme);
    scalarNext = false;
    const at = { line, column: column + 1 };
    const nl = lexeme.lastIndexOf('\n');
    if (nl === -1) column += lexeme.length;
    else {
      for (let i = 0; i < lexeme.length; i++) if (lexeme.charCodeAt(i) === 10) line++;
      column = lexeme.length - nl - 1;
    }
    const blockNode = (starts: boolean) => {
      if (flow === 0 && starts && at.column - 1 > MAX_BLOCK_COLUMN)
        return { message: `nested too deeply (this tool accepts block content up to column ${MAX_BLOCK_COLUMN})`, ...at };
      return undefined;
    };
    let refusal: GuardFailure | undefined;
    switch (type) {
      case 'newline':
        lineStart = true;
        afterIndicator = false;
        continue;
      case 'space':
      case 'comment':
      case 'byte-order-mark':
        continue;
      case 'seq-item-ind':
      case 'explicit-key-ind':
      case 'map-value-ind':
        refusal = blockNode(lineStart || afterIndicator);
        lineStart = false;
        afterIndicator = true;
        if (refusal) return refusal;
        continue;
      case 'flow-seq-start':
      case 'flow-map-start':
        refusal = blockNode(lineStart || afterIndicator);
        if (++flow > MAX_FLOW_DEPTH) refusal ??= { message: `nested too deeply (this tool accepts ${MAX_FLOW_DEPTH} levels of [ ] / { } nesting)`, ...at };
        break;
      case 'flow-seq-end':
      case 'flow-map-end':
        if (flow > 0) flow--;
        break;
      case 'doc-start':
      case 'doc-end':
        flow = 0;
        break;
      default:
        refusal = blockNode(lineStart || afterIndicator);
    }
    if (refusal) return refusal;
    lineStart = nl !== -1 && nl === lexeme.length - 1;
    afterIndicator = false;
  }
  return undefined;
}
