/** The theme toggle of app pages: system → light → dark, saved locally (spec §11.5: no tool input is stored). */
import { THEME_STORAGE_KEY } from '../shared/theme-init.js';

type Choice = 'system' | 'light' | 'dark';
const NEXT: Record<Choice, Choice> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<Choice, string> = { system: 'Theme: system', light: 'Theme: light', dark: 'Theme: dark' };

function current(): Choice {
  const t = document.documentElement.dataset.theme;
  return t === 'light' || t === 'dark' ? t : 'system';
}

export function setupThemeToggle(button: HTMLButtonElement | null): void {
  if (!button) return;
  const show = () => {
    button.textContent = LABEL[current()];
    button.hidden = false;
  };
  button.addEventListener('click', () => {
    const next = NEXT[current()];
    if (next === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = next;
    try {
      if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      /* storage disabled: the choice lasts for this page */
    }
    show();
  });
  show();
}
