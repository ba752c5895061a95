/**
 * Syntax highlighting for code and JSON views: lowlight (highlight.js grammars, output as a
 * syntax tree, not HTML) loaded on first use with only the language shown, the tree turned
 * into spans with createElement/textContent (never HTML parsing).
 */
import type { LanguageFn } from 'highlight.js';

type Loader = () => Promise<{ default: LanguageFn }>;

const GRAMMARS: Record<string, Loader> = {
  json: () => import('highlight.js/lib/languages/json'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
  xml: () => import('highlight.js/lib/languages/xml'),
  css: () => import('highlight.js/lib/languages/css'),
  sql: () => import('highlight.js/lib/languages/sql'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  ini: () => import('highlight.js/lib/languages/ini'),
  graphql: () => import('highlight.js/lib/languages/graphql'),
  go: () => import('highlight.js/lib/languages/go'),
  python: () => import('highlight.js/lib/languages/python'),
  rust: () => import('highlight.js/lib/languages/rust'),
  java: () => import('highlight.js/lib/languages/java'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  swift: () => import('highlight.js/lib/languages/swift'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  php: () => import('highlight.js/lib/languages/php'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  bash: () => import('highlight.js/lib/languages/bash'),
  dockerfile: () => import('highlight.js/lib/languages/dockerfile'),
  diff: () => import('highlight.js/lib/languages/diff'),
};
/** Our language names → the grammar that reads them. */
const ALIASES: Record<string, string> = { html: 'xml', svg: 'xml', toml: 'ini', shell: 'bash', jsonc: 'json' };

/** Larger outputs are shown plain: highlighting megabytes would freeze the page for colour. */
export const HIGHLIGHT_LIMIT = 200_000;

export function grammarFor(language: string | undefined): string | undefined {
  if (!language) return undefined;
  const name = ALIASES[language] ?? language;
  return Object.hasOwn(GRAMMARS, name) ? name : undefined;
}

interface HastText { type: 'text'; value: string }
interface HastElement { type: 'element'; properties?: { className?: string[] }; children: HastNode[] }
type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

let lowlight: Promise<{ highlight(language: string, value: string): { children: HastNode[] }; register(grammars: Record<string, LanguageFn>): void; registered(name: string): boolean }> | undefined;

function toDom(nodes: readonly HastNode[], parent: Node): void {
  for (const node of nodes) {
    if (node.type === 'text') parent.appendChild(document.createTextNode((node as HastText).value));
    else if (node.type === 'element') {
      const span = document.createElement('span');
      const classes = (node as HastElement).properties?.className;
      if (classes?.length) span.className = classes.join(' ');
      toDom((node as HastElement).children, span);
      parent.appendChild(span);
    }
  }
}

/**
 * Replaces `target`'s text with highlighted spans of `code` (same text). Resolves false when the
 * language is unknown, the text too long, or the grammar could not load: the plain text stays.
 */
export async function highlightInto(target: HTMLElement, code: string, language: string | undefined): Promise<boolean> {
  const name = grammarFor(language);
  if (!name || code.length > HIGHLIGHT_LIMIT) return false;
  try {
    lowlight ??= import('lowlight').then((m) => m.createLowlight());
    const [engine, grammar] = await Promise.all([lowlight, GRAMMARS[name]!()]);
    if (!engine.registered(name)) engine.register({ [name]: grammar.default });
    const tree = engine.highlight(name, code);
    if (target.textContent !== code) return false; // replaced meanwhile (a newer run)
    const fragment = document.createDocumentFragment();
    toDom(tree.children, fragment);
    target.replaceChildren(fragment);
    target.dataset.highlighted = name;
    return true;
  } catch {
    return false;
  }
}
