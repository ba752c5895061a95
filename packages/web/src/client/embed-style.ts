/** Applies parsed embed styles through the CSSOM (allowed by the CSP; no style attribute is ever written as text). */
import { resolveTheme, styleVariables, type EmbedStyle } from '../shared/style.js';

let applied: string[] = [];

export function applyEmbedStyle(style: EmbedStyle): void {
  const root = document.documentElement;
  // the server's first-paint rule would shadow properties a later, smaller style set leaves out
  document.getElementById('ctp-style')?.remove();
  for (const name of applied) root.style.removeProperty(name);
  const vars = styleVariables(style);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  applied = Object.keys(vars);
  const theme = resolveTheme(style);
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  // color-scheme follows the theme, so a dark host never gets an opaque white frame
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme ?? 'light dark');
}
