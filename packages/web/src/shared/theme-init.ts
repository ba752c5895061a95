/**
 * The one inline script of the app pages (allowed by its hash in the CSP): it
 * applies a saved theme choice before first paint, so a dark-mode user never
 * sees a white flash. Only the theme choice is stored, never tool input.
 */
export const THEME_STORAGE_KEY = 'ctp-theme';
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
