/**
 * The one inline script of the app pages (allowed by its hash in the CSP): before first
 * paint it applies the saved theme, the catalog's saved view, and marks that the catalog will
 * show favourite or recent tools, so their row has its room from the start (no layout shift).
 * Only these choices and tool ids are stored, never tool input.
 */
export const THEME_STORAGE_KEY = 'ctp-theme';
export const THEME_INIT_SCRIPT = `var d=document.documentElement;d.classList.add('js');try{var s=localStorage,t=s.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')d.dataset.theme=t;if(s.getItem('ctp-view')==='list')d.classList.add('view-list');if(s.getItem('ctp-favourites')||s.getItem('ctp-recent'))d.classList.add('has-personal')}catch(e){}`;
