import type { Category, Tool, ToolSpec } from '@ctp/core';

/** Loads a tool's function on first use, so listing never imports tool libraries. */
export type ToolLoader = () => Promise<Tool | { default: Tool }>;

export interface RegistryEntry {
  readonly definition: ToolSpec;
  /** Resolves the tool (definition + function), importing its module once. */
  load(): Promise<Tool>;
  /** The tool once loaded (lets hot paths skip an await). */
  readonly loaded?: Tool;
}

export interface ToolFilter {
  category?: Category | string;
  tag?: string;
  /** Free-text search over id, name, tags, keywords and description. */
  query?: string;
}

export interface SearchHit {
  definition: ToolSpec;
  score: number;
}

export class DuplicateToolError extends Error {
  constructor(readonly toolId: string) {
    super(`A tool with id "${toolId}" is already registered`);
    this.name = 'DuplicateToolError';
  }
}

/** Registry of tools, eager or lazy. Lists are sorted by id, so every surface is deterministic. */
export class Registry {
  readonly #entries = new Map<string, RegistryEntry>();
  #sorted: ToolSpec[] | undefined;
  #index: Map<string, string[]> | undefined;

  /** Registers a defined tool. */
  register(tool: Tool): this {
    return this.#add({ definition: tool.definition, load: async () => tool, loaded: tool });
  }

  /** Registers a definition whose function is imported only when first executed. */
  registerLazy(definition: ToolSpec, loader: ToolLoader): this {
    let pending: Promise<Tool> | undefined;
    const entry: { definition: ToolSpec; load: () => Promise<Tool>; loaded?: Tool } = {
      definition,
      load: () =>
        (pending ??= loader().then(
          (m) => (entry.loaded = 'default' in m ? m.default : m),
          (error: unknown) => {
            pending = undefined; // a failed import may be retried
            throw error;
          },
        )),
    };
    return this.#add(entry);
  }

  #add(entry: RegistryEntry): this {
    const id = entry.definition.id;
    if (this.#entries.has(id)) throw new DuplicateToolError(id);
    this.#entries.set(id, entry);
    this.#sorted = undefined;
    this.#index = undefined;
    return this;
  }

  has(id: string): boolean {
    return this.#entries.has(id);
  }

  get(id: string): RegistryEntry | undefined {
    return this.#entries.get(id);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Every definition, sorted by id. */
  list(): readonly ToolSpec[] {
    return (this.#sorted ??= [...this.#entries.values()].map((e) => e.definition).sort((a, b) => (a.id < b.id ? -1 : 1)));
  }

  /** Categories in use with their tool counts, sorted by name. */
  categories(): Array<{ id: string; count: number }> {
    const counts = new Map<string, number>();
    for (const d of this.list()) counts.set(d.category, (counts.get(d.category) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, count]) => ({ id, count }));
  }

  /** Filters by category and tag; with a query, results are ranked by relevance. */
  filter(filter: ToolFilter = {}): ToolSpec[] {
    let tools = this.list().filter(
      (d) => (!filter.category || d.category === filter.category) && (!filter.tag || d.tags.includes(filter.tag.toLowerCase())),
    );
    if (filter.query?.trim()) {
      const allowed = new Set(tools.map((t) => t.id));
      tools = this.search(filter.query).filter((h) => allowed.has(h.definition.id)).map((h) => h.definition);
    }
    return tools;
  }

  /**
   * Ranked search: every query word must match somewhere (id, name, tag,
   * keyword or description); exact id/name/tag hits rank above prefix and
   * substring hits.
   */
  search(query: string, limit = Infinity): SearchHit[] {
    const words = tokenize(query);
    if (words.length === 0) return [];
    const index = this.#searchIndex();
    const hits: SearchHit[] = [];
    for (const definition of this.list()) {
      const fields = index.get(definition.id)!;
      let score = 0;
      let all = true;
      for (const word of words) {
        const s = scoreWord(word, fields);
        if (s === 0) {
          all = false;
          break;
        }
        score += s;
      }
      if (definition.id === query.trim().toLowerCase()) score += 100;
      if (all) hits.push({ definition, score });
    }
    hits.sort((a, b) => b.score - a.score || (a.definition.id < b.definition.id ? -1 : 1));
    return hits.slice(0, limit);
  }

  #searchIndex(): Map<string, string[]> {
    if (this.#index) return this.#index;
    const index = new Map<string, string[]>();
    for (const d of this.list()) {
      // fields by weight: [id words, name words, tags + keywords, description words]
      index.set(d.id, [
        d.id.replace(/-/g, ' '),
        tokenize(d.name).join(' '),
        [...d.tags, ...(d.keywords ?? [])].map((t) => tokenize(t).join(' ')).join(' | '),
        tokenize(d.description).join(' '),
      ]);
    }
    return (this.#index = index);
  }
}

function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const WEIGHTS = [8, 6, 5, 1];

function scoreWord(word: string, fields: string[]): number {
  let best = 0;
  fields.forEach((field, i) => {
    const w = WEIGHTS[i]!;
    const padded = ` ${field.replace(/ \| /g, ' ')} `;
    let s = 0;
    if (padded.includes(` ${word} `)) s = w * 3;
    else if (padded.includes(` ${word}`)) s = w * 2;
    else if (i < 3 && field.includes(word)) s = w;
    if (s > best) best = s;
  });
  return best;
}
