/**
 * The themes (decision 0078), one list for both sides: the client applies them and offers them in the profile
 * menu; index.html carries THEME_BOOT_SCRIPT inline (put there by vite.config.ts) so the page is painted in
 * the chosen theme from the first frame; the server allows exactly that script by its hash in the CSP.
 */
export const THEME_CHOICES = ['system', 'light', 'dark', 'red'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]
/** What is painted: 'system' resolves to light or dark by prefers-color-scheme. */
export type Theme = Exclude<ThemeChoice, 'system'>

/** Kept per browser, not per account: the same tablet at the helm stays red after signing out and in. */
export const THEME_STORAGE_KEY = 'sonar-theme'

/** <meta name="theme-color">: the top bar's colour in each theme (index.css --navy), so the browser's own bar matches. */
export const THEME_COLORS: Record<Theme, string> = {
  light: '#0b2540',
  dark: '#07111c',
  red: '#000000',
}

/**
 * Runs in <head> before the first paint; plain ES5 in one literal, because its exact text is hashed for the
 * CSP. It must resolve as resolveTheme in client/src/features/theme/theme.ts does (a test compares them).
 */
export const THEME_BOOT_SCRIPT = `(function(){var c;try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}var t=c==="light"||c==="dark"||c==="red"?c:window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.setAttribute("data-theme",t);var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute("content",${JSON.stringify(THEME_COLORS)}[t])})()`
