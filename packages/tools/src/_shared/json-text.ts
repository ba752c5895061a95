/**
 * JSON text handling shared by JSON tools: parse with exact error positions
 * (jsonc-parser gives the same offsets in every engine, unlike JSON.parse
 * messages) and print from the syntax tree using the source's own literals,
 * so numbers such as 12345678901234567890 and string escapes survive unchanged.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { lineColumn } from './text.js';

export const MAX_DEPTH = 1000;

export interface ParsedJson {
  root: Node;
  source: string;
}

export type ParseOutcome = { ok: true; json: ParsedJson } | { ok: false; message: string; line: number; column: number };

const ERROR_TEXT: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'property name (in double quotes) expected',
  ValueExpected: 'value expected',
  ColonExpected: "':' expected",
  CommaExpected: "',' expected",
  CloseBraceExpected: "'}' expected",
  CloseBracketExpected: "']' expected",
  EndOfFileExpected: 'unexpected content after the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string (control characters must be escaped)',
};

/** Parses strict JSON (or JSONC when `lenient`), reporting the first error with line and column. */
export function parseJsonText(source: string, lenient = false): ParseOutcome {
  const errors: ParseError[] = [];
  let root: Node | undefined;
  try {
    root = parseTree(source, errors, { allowTrailingComma: lenient, disallowComments: !lenient, allowEmptyContent: false });
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, message: `nested too deeply (over ${MAX_DEPTH} levels)`, line: 1, column: 1 };
    throw error;
  }
  const first = errors[0];
  if (first || !root) {
    const offset = first?.offset ?? 0;
    const where = lineColumn(source, offset);
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    return { ok: false, message: ERROR_TEXT[code] ?? code, ...where };
  }
  if (depthOf(root) > MAX_DEPTH) return { ok: false, message: `nested too deeply (over ${MAX_DEPTH} levels)`, line: 1, column: 1 };
  return { ok: true, json: { root, source } };
}

function depthOf(root: Node): number {
  let max = 0;
  const stack: Array<[Node, number]> = [[root, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > max) max = depth;
    if (max > MAX_DEPTH) return max;
    for (const child of node.children ?? []) stack.push([child, node.type === 'property' ? depth : depth + 1]);
  }
  return max;
}

export interface PrintOptions {
  /** Indent unit ('' prints compactly on one line). */
  indent: string;
  sortKeys?: boolean;
}

/** Prints the tree with the source's literal text for every key and scalar. */
export function printJson({ root, source }: ParsedJson, options: PrintOptions): string {
  const out: string[] = [];
  const { indent } = options;
  const nl = indent ? '\n' : '';
  const colon = indent ? ': ' : ':';
  const raw = (n: Node) => source.slice(n.offset, n.offset + n.length);
  const keyOf = (prop: Node) => prop.children![0]!;
  const write = (node: Node, level: number): void => {
    if (node.type === 'object' || node.type === 'array') {
      let children = node.children ?? [];
      const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
      if (children.length === 0) {
        out.push(open + close);
        return;
      }
      if (node.type === 'object' && options.sortKeys) {
        children = [...children].sort((a, b) => {
          const x = String(keyOf(a).value);
          const y = String(keyOf(b).value);
          return x < y ? -1 : x > y ? 1 : 0;
        });
      }
      const inner = indent.repeat(level + 1);
      out.push(open + nl);
      children.forEach((child, i) => {
        out.push(inner);
        if (child.type === 'property') {
          out.push(raw(keyOf(child)) + colon);
          const value = child.children![1];
          if (value) write(value, level + 1);
          else out.push('null');
        } else write(child, level + 1);
        out.push(i < children.length - 1 ? ',' + nl : nl);
      });
      out.push(indent.repeat(level) + close);
      return;
    }
    out.push(raw(node));
  };
  write(root, 0);
  return out.join('');
}
