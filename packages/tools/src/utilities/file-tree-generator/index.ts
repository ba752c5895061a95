import { defineTool, failure, success, withWarnings, type ToolParams } from '@ctp/core';
import definition from './definition.js';

interface Node {
  name: string;
  dir: boolean;
  children: Map<string, Node>;
}

type Params = ToolParams<typeof definition>;

const MAX_DEPTH = 100;
const MAX_OUTPUT = 5_000_000;
const STYLES = {
  unicode: { tee: '├── ', last: '└── ', pipe: '│   ', blank: '    ' },
  ascii: { tee: '|-- ', last: '`-- ', pipe: '|   ', blank: '    ' },
};

function toTree(input: string, params: Params) {
  const root: Node = { name: '', dir: true, children: new Map() };
  const warnings: string[] = [];
  let lineNo = 0;
  for (const raw of input.split(/\r\n|\r|\n/)) {
    lineNo++;
    const line = raw.trim().replace(/\\/g, '/');
    if (line === '') continue;
    const segments = line.split('/').filter((s) => s !== '' && s !== '.');
    if (segments.includes('..')) return failure('INVALID_INPUT', `Line ${lineNo}: "${raw.trim()}" goes up with "..": give paths relative to one root.`);
    if (segments.length > MAX_DEPTH) return failure('INVALID_INPUT', `Line ${lineNo} is ${segments.length} levels deep; at most ${MAX_DEPTH} are supported.`);
    let node = root;
    segments.forEach((name, i) => {
      const isDir = i < segments.length - 1 || line.endsWith('/');
      let child = node.children.get(name);
      if (!child) node.children.set(name, (child = { name, dir: isDir, children: new Map() }));
      else if (isDir && !child.dir) {
        child.dir = true;
        warnings.push(`"${segments.slice(0, i + 1).join('/')}" is listed as a file and used as a directory; shown as a directory.`);
      }
      node = child;
    });
  }

  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const order = (nodes: Node[]) => {
    if (params.sort === 'name') nodes.sort((a, b) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (params.dirsFirst) nodes.sort((a, b) => Number(b.dir) - Number(a.dir)); // stable: keeps the name order within each group
    return nodes;
  };
  const s = STYLES[params.style];
  const lines: string[] = params.showRoot ? [params.rootLabel] : [];
  let size = lines[0]?.length ?? 0;
  let files = 0;
  let directories = 0;
  // iterative depth-first walk: deep paths must not overflow the call stack
  const stack: { node: Node; prefix: string; last: boolean }[] = order([...root.children.values()])
    .reverse()
    .map((node, i) => ({ node, prefix: '', last: i === 0 }));
  while (stack.length > 0) {
    const { node, prefix, last } = stack.pop()!;
    if (node.dir) directories++;
    else files++;
    const line = `${prefix}${last ? s.last : s.tee}${node.name}${node.dir && params.trailingSlash ? '/' : ''}`;
    size += line.length + 1;
    if (size > MAX_OUTPUT) return failure('INVALID_INPUT', `The tree would exceed ${MAX_OUTPUT.toLocaleString('en-US')} characters; give fewer or shallower paths.`);
    lines.push(line);
    const children = order([...node.children.values()]);
    const childPrefix = prefix + (last ? s.blank : s.pipe);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, prefix: childPrefix, last: i === children.length - 1 });
  }
  return withWarnings(success({ result: lines.join('\n'), files, directories }), warnings);
}

/** Branch drawing before a name: box-drawing connectors, ASCII |-- `-- +-- \--, pipes and blanks. */
const PREFIX = /^(?:[├└┣┗┬┼╠╚][─━═]*[ \u00a0]?|[|`+\\]-{2,}[ \u00a0]?|[│┃║|]|[ \t\u00a0])*/;
const COMMENT = /\s+(?:#|\/\/|<--?|←)\s.*$/;
const SUMMARY = /^\d+ director(?:y|ies)(?:, \d+ files?)?$/;

function toPaths(input: string, params: Params) {
  const entries: { column: number; name: string; connector: boolean }[] = [];
  for (const raw of input.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/\t/g, '    ');
    const prefix = PREFIX.exec(line)![0];
    let name = line.slice(prefix.length);
    if (params.stripComments) name = name.replace(COMMENT, '');
    name = name.trim();
    if (name === '' || SUMMARY.test(name)) continue;
    entries.push({ column: prefix.length, name, connector: /[^ \t\u00a0]/.test(prefix) });
  }
  // a lone first line at column 0 above deeper lines is the root (".", "my-project/")
  let rootName = '';
  const first = entries[0];
  if (first && first.column === 0 && !first.connector && entries.slice(1).every((e) => e.column > 0) && entries.length > 1) {
    entries.shift();
    if (params.includeRoot && first.name !== '.') rootName = `${first.name.replace(/\/+$/, '')}/`;
  }
  const stack: { column: number; path: string }[] = [];
  const dirs = new Set<string>();
  const paths: string[] = [];
  for (const { column, name } of entries) {
    while (stack.length > 0 && stack[stack.length - 1]!.column >= column) stack.pop();
    if (stack.length >= MAX_DEPTH) return failure('INVALID_INPUT', `"${name}" is more than ${MAX_DEPTH} levels deep.`);
    const parent = stack[stack.length - 1]?.path ?? rootName;
    if (parent !== rootName) dirs.add(parent);
    const clean = name.replace(/^\.\//, '').replace(/\/+$/, '');
    const path = `${parent}${clean}/`;
    if (name.endsWith('/')) dirs.add(path);
    paths.push(path);
    stack.push({ column, path });
  }
  const result: string[] = [];
  for (const p of paths) {
    if (dirs.has(p)) {
      if (params.listDirectories) result.push(p);
    } else result.push(p.slice(0, -1));
  }
  const directories = paths.filter((p) => dirs.has(p)).length;
  return success({ result: result.join('\n'), files: paths.length - directories, directories });
}

export default defineTool(definition, (params) => (params.mode === 'toPaths' ? toPaths(params.input, params) : toTree(params.input, params)));
