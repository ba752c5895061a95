/**
 * Toolsets: which tools one MCP endpoint exposes. Hundreds of tool schemas
 * overflow a model's context, so a client picks a slice:
 *
 *   all                      every tool (the default)
 *   compact                  three meta-tools (search-tools, describe-tool, run-tool)
 *                            that reach the selected tools for a few hundred tokens
 *   formatters,encoders      categories
 *   tag:json                 tools with a tag
 *   json-*, uuid-generator   id globs (`*` any run of id characters, `?` one)
 *
 * Selectors combine as a union; `compact` may be combined with selectors to
 * narrow what the meta-tools reach.
 */
import type { ToolSpec } from '@ctp/core';

export class ToolsetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolsetError';
  }
}

export interface ToolsetSpec {
  /** Canonical form, the cache key: selectors sorted, `compact` first. */
  key: string;
  compact: boolean;
  /** Empty means every tool. */
  selectors: string[];
}

const MAX_SPEC_LENGTH = 1000;
const MAX_SELECTORS = 50;
const SELECTOR = /^(tag:[a-z0-9][a-z0-9 ._+#-]{0,29}|[a-z0-9*?][a-z0-9*?-]{0,59})$/;

/** Parses `all | compact | selectors…` (comma or space separated, case-insensitive). */
export function parseToolsetSpec(spec: string | null | undefined): ToolsetSpec {
  const text = (spec ?? '').trim().toLowerCase();
  if (text.length > MAX_SPEC_LENGTH) throw new ToolsetError(`toolset spec is longer than ${MAX_SPEC_LENGTH} characters`);
  const tokens = [...new Set(text.split(/[,\s]+/).filter(Boolean))];
  if (tokens.length > MAX_SELECTORS) throw new ToolsetError(`toolset spec has more than ${MAX_SELECTORS} selectors`);
  let compact = false;
  const selectors: string[] = [];
  for (const token of tokens) {
    if (token === 'all') continue;
    if (token === 'compact') compact = true;
    else if (SELECTOR.test(token)) selectors.push(token);
    else throw new ToolsetError(`"${token}" is not a toolset selector (all, compact, a category, tag:<tag> or an id glob)`);
  }
  selectors.sort();
  const key = [...(compact ? ['compact'] : []), ...selectors].join(',') || 'all';
  return { key, compact, selectors };
}

function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.replace(/\*/g, '[a-z0-9-]*').replace(/\?/g, '[a-z0-9-]')}$`);
}

/**
 * The definitions a spec selects, in registry (id) order. A selector that
 * matches nothing is an error: a typo should not silently hide tools.
 */
export function selectTools(definitions: readonly ToolSpec[], spec: ToolsetSpec): ToolSpec[] {
  if (spec.selectors.length === 0) return [...definitions];
  const matchers = spec.selectors.map((selector): ((d: ToolSpec) => boolean) => {
    if (selector.startsWith('tag:')) {
      const tag = selector.slice(4);
      return (d) => d.tags.includes(tag);
    }
    const glob = globToRegExp(selector);
    return (d) => d.category === selector || glob.test(d.id);
  });
  const unmatched = spec.selectors.filter((_, i) => !definitions.some(matchers[i]!));
  if (unmatched.length > 0)
    throw new ToolsetError(`toolset selector${unmatched.length > 1 ? 's' : ''} ${unmatched.map((s) => `"${s}"`).join(', ')} match no category, tag or tool id`);
  return definitions.filter((d) => matchers.some((m) => m(d)));
}
