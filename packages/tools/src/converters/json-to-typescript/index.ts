import { defineTool, failure, success } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import definition from './definition.js';

interface Field {
  shape: Shape;
  count: number;
}
interface ObjShape {
  fields: Map<string, Field>;
  samples: number;
}
interface Shape {
  prims: Set<'string' | 'number' | 'boolean'>;
  nullable: boolean;
  object?: ObjShape;
  array?: Shape;
}

const emptyShape = (): Shape => ({ prims: new Set(), nullable: false });

function addValue(shape: Shape, node: Node): void {
  switch (node.type) {
    case 'string':
    case 'number':
    case 'boolean':
      shape.prims.add(node.type);
      return;
    case 'null':
      shape.nullable = true;
      return;
    case 'array': {
      shape.array ??= emptyShape();
      for (const child of node.children ?? []) addValue(shape.array, child);
      return;
    }
    case 'object': {
      const obj = (shape.object ??= { fields: new Map(), samples: 0 });
      obj.samples++;
      const seen = new Set<string>();
      for (const prop of node.children ?? []) {
        const key = prop.children![0]!.value as string;
        const value = prop.children![1];
        if (!value) continue;
        let field = obj.fields.get(key);
        if (!field) obj.fields.set(key, (field = { shape: emptyShape(), count: 0 }));
        if (!seen.has(key)) {
          seen.add(key);
          field.count++;
        }
        addValue(field.shape, value);
      }
      return;
    }
    default:
      return;
  }
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function pascal(key: string): string {
  const words = key
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean);
  let name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  if (!name) name = 'Type';
  if (/^[0-9]/.test(name)) name = `T${name}`;
  return name;
}

function singular(name: string): string {
  if (/ies$/.test(name) && name.length > 4) return `${name.slice(0, -3)}y`;
  if (/[^s]s$/.test(name) && name.length > 3) return name.slice(0, -1);
  return `${name}Item`;
}

interface Options {
  style: string;
  readonly: boolean;
  exported: boolean;
}

function generate(root: Shape, rootName: string, opts: Options): string {
  const used = new Set<string>([rootName]);
  const decls: string[] = [];
  const queue: Array<{ name: string; obj: ObjShape }> = [];
  const prefix = opts.exported ? 'export ' : '';

  const uniqueName = (hint: string): string => {
    let name = hint;
    for (let i = 2; used.has(name); i++) name = `${hint}${i}`;
    used.add(name);
    return name;
  };

  const typeOf = (shape: Shape, hint: string): string => {
    const members: string[] = [];
    if (shape.object) {
      const name = uniqueName(hint);
      queue.push({ name, obj: shape.object });
      members.push(name);
    }
    if (shape.array) {
      const inner = typeOf(shape.array, singular(hint));
      const wrapped = inner.includes(' ') ? `(${inner})` : inner;
      members.push(`${opts.readonly ? 'readonly ' : ''}${wrapped}[]`);
    }
    for (const p of ['string', 'number', 'boolean'] as const) if (shape.prims.has(p)) members.push(p);
    if (shape.nullable) members.push('null');
    if (!members.length) return 'unknown';
    return members.join(' | ');
  };

  const body = (obj: ObjShape): string => {
    const lines: string[] = [];
    for (const [key, field] of obj.fields) {
      const prop = IDENT.test(key) ? key : JSON.stringify(key);
      const optional = field.count < obj.samples ? '?' : '';
      const type = typeOf(field.shape, pascal(key));
      lines.push(`  ${opts.readonly ? 'readonly ' : ''}${prop}${optional}: ${type};`);
    }
    return lines.length ? `{\n${lines.join('\n')}\n}` : '{}';
  };

  const declare = (name: string, obj: ObjShape): void => {
    const b = body(obj);
    decls.push(opts.style === 'interface' ? `${prefix}interface ${name} ${b}` : `${prefix}type ${name} = ${b};`);
  };

  const onlyObject = root.object && !root.array && !root.prims.size && !root.nullable;
  if (onlyObject) {
    declare(rootName, root.object!);
  } else {
    const slot = decls.length;
    decls.push('');
    const type = typeOf(root, root.array && !root.object ? rootName : `${rootName}Object`);
    decls[slot] = `${prefix}type ${rootName} = ${type};`;
  }
  while (queue.length) {
    const { name, obj } = queue.shift()!;
    declare(name, obj);
  }
  return `${decls.join('\n\n')}\n`;
}

export default defineTool(definition, (params) => {
  const parsed = parseJsonText(params.json);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const rootNode = parsed.json.root;
  const shape = emptyShape();
  if (params.mergeSamples && rootNode.type === 'array') {
    if (!rootNode.children?.length) return failure('INVALID_INPUT', 'The sample array is empty: give at least one sample, or turn off "Merge samples".');
    for (const child of rootNode.children) addValue(shape, child);
  } else {
    addValue(shape, rootNode);
  }
  const typescript = generate(shape, params.rootName, {
    style: params.style,
    readonly: params.readonly,
    exported: params.export,
  });
  return success({ typescript });
});
