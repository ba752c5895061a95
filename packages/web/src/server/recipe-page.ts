/**
 * /recipe?r=<recipe text>: a chain of tools (CyberChef's recipes, derived from definitions).
 * Each step is rendered as its tool's own form (its main input comes from the step before,
 * so that field is left out); the recipe's input and output sit side by side. The recipe's
 * settings live in the query (they are configuration); the input data in the fragment.
 */
import { mainInputParameter, parseRecipeText, recipeToText, type ToolSpec } from '@ctp/core';
import { mayCallServer, pageDefinition, runsOnServer } from '../shared/page-definition.js';
import { THEME_INIT_SCRIPT } from '../shared/theme-init.js';
import { appCsp, sha256Source } from './csp.js';
import { formFieldsHtml } from './form-html.js';
import { escapeHtml, htmlDocument, jsonBlock } from './html.js';
import { asServed, categoryTitle, headerHtml, scriptTagsFor, type RenderedPage, type SiteInfo } from './pages.js';

export async function recipePage(text: string, definitions: readonly ToolSpec[], site: SiteInfo): Promise<RenderedPage> {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const parsed = text.trim() === '' ? { ok: true as const, recipe: { steps: [] } } : parseRecipeText(text);
  const problems: string[] = [];
  const steps: Array<{ spec: ToolSpec; params: Record<string, unknown> }> = [];
  if (!parsed.ok) problems.push(parsed.message);
  else {
    for (const [n, step] of parsed.recipe.steps.entries()) {
      const spec = byId.get(step.tool);
      if (!spec) problems.push(`Step ${n + 1}: there is no tool "${step.tool}"`);
      else if (!mainInputParameter(spec) && n > 0) problems.push(`Step ${n + 1}: ${spec.name} takes no text input, so it cannot follow another step`);
      else steps.push({ spec: asServed(spec, site), params: step.params ?? {} });
    }
  }
  const connect = steps.some((s) => mayCallServer(s.spec));
  const hash = await sha256Source(THEME_INIT_SCRIPT);
  const csp = appCsp([hash], { connect });
  const head = [`<script>${THEME_INIT_SCRIPT}</script>`, ...scriptTagsFor(site.assets, 'recipe')];
  const normalized = recipeToText({ steps: steps.map((s) => ({ tool: s.spec.id, ...(Object.keys(s.params).length ? { params: s.params } : {}) })) });

  const stepCards = steps
    .map(({ spec, params }, n) => {
      const main = mainInputParameter(spec)?.name;
      // the piped parameter is not shown: the step before fills it
      const shown = { ...spec, parameters: spec.parameters.map((p) => (p.name === main ? { ...p, hidden: true } : p)) };
      const fields = formFieldsHtml(shown, params, `s${n}`);
      return `<li class="recipe-step" data-step="${n}" data-tool="${escapeHtml(spec.id)}">
<div class="step-bar"><h3 class="step-title"><span class="step-no">${n + 1}</span> <a href="/tools/${escapeHtml(spec.id)}">${escapeHtml(spec.name)}</a> <span class="badge">${escapeHtml(categoryTitle(spec.category))}</span></h3>
<div class="actions"><button type="button" class="secondary small" data-move="-1" aria-label="Move step ${n + 1} up"${n === 0 ? ' disabled' : ''}>↑</button><button type="button" class="secondary small" data-move="1" aria-label="Move step ${n + 1} down"${n === steps.length - 1 ? ' disabled' : ''}>↓</button><button type="button" class="secondary small" data-remove aria-label="Remove step ${n + 1}">Remove</button></div></div>
${fields.trim() ? `<form class="tool-form step-form" id="s${n}-form" novalidate aria-label="Settings of step ${n + 1}, ${escapeHtml(spec.name)}">${fields}</form>` : '<p class="note">No settings.</p>'}
<details class="step-output" hidden><summary>Output of this step</summary><pre class="output small" tabindex="0"></pre></details>
</li>`;
    })
    .join('\n');

  const body = `${headerHtml(site)}
<main class="recipe-main">
<div class="tool-head">
<p class="crumbs"><a href="/">All tools</a> › Recipes</p>
<h1>Recipe</h1>
<p class="lead">Chain tools: each step’s output is the next step’s input. Runs in your browser as you type; the same recipe runs with <code>ctp pipe</code>, MCP <code>run-recipe</code> and <code>POST /api/recipes/run</code>.</p>
</div>
${problems.length ? `<div class="result-error" role="alert">${problems.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div>` : ''}
<div class="recipe-text-row">
<label for="recipe-text">Recipe</label>
<input id="recipe-text" class="code" value="${escapeHtml(normalized)}" spellcheck="false" autocomplete="off" aria-describedby="recipe-text-help">
<button type="button" class="secondary small" id="recipe-apply">Apply</button>
<button type="button" class="secondary small" id="recipe-copy-cli" title="Copy a ctp pipe command for this recipe">Copy CLI command</button>
<button type="button" class="secondary small" id="recipe-share">Share</button>
</div>
<p id="recipe-text-help" class="help">Steps separated by <code>|</code>, each a tool id with optional settings: <code>base64-encoder?mode=decode | json-formatter?indent=4</code>.</p>
<div class="workspace recipe-workspace">
<section class="pane input-pane" aria-labelledby="recipe-input-title">
<div class="pane-bar"><h2 class="pane-title" id="recipe-input-title">Input</h2><div class="actions"><button type="button" class="primary" data-action="run" aria-keyshortcuts="Control+Enter Meta+Enter">Run</button></div></div>
<label class="visually-hidden" for="recipe-input">Input of the first step</label>
<textarea id="recipe-input" class="code" rows="8" spellcheck="false" autocomplete="off" placeholder="Type or paste the input of the first step"></textarea>
<h2 class="steps-title">Steps</h2>
<ol class="recipe-steps">${stepCards}</ol>
<div class="add-step"><label for="add-step">Add a step</label><input type="search" id="add-step" placeholder="Search a tool to add…" autocomplete="off" spellcheck="false" aria-controls="add-step-results"><ul id="add-step-results" class="add-results" aria-label="Tools to add"></ul></div>
</section>
<section class="pane output-pane" aria-labelledby="recipe-output-title">
<div class="pane-bar"><h2 class="pane-title" id="recipe-output-title">Output</h2><p class="run-state" id="recipe-state"></p><div class="actions"><button type="button" class="secondary small" data-action="copy" disabled>Copy</button><button type="button" class="secondary small" data-action="download" disabled>Download</button></div></div>
<div class="results" id="recipe-results" data-state="idle"><p class="placeholder">${steps.length ? 'The output appears here as you type.' : 'Add a step to start: search a tool below the input.'}</p></div>
</section>
</div>
<div id="ctp-announce" class="visually-hidden" role="status" aria-live="polite"></div>
</main>
${jsonBlock('ctp-recipe', steps.map((s) => ({ definition: pageDefinition(s.spec), params: s.params })))}
${jsonBlock('ctp-config', { worker: site.assets.manifest.scripts.worker, chunks: steps.flatMap((s) => site.assets.manifest.toolChunks[s.spec.id] ?? []) })}`;
  const html = htmlDocument({ title: `Recipe${steps.length ? `: ${steps.map((s) => s.spec.name).join(' → ')}` : ''} · ${site.name}`, description: 'Chain developer tools in your browser.', csp, head, body });
  return { html, csp };
}
