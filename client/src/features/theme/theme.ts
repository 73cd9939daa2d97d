import { THEME_COLORS, THEME_STORAGE_KEY, type Theme, type ThemeChoice } from '@contract/theme'

const SYSTEM_DARK = '(prefers-color-scheme: dark)'

function isChoice(value: string | null): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark' || value === 'red'
}

/** This browser's choice; 'system' when none was made or storage is unavailable (private modes may refuse it). */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
    return isChoice(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK).matches
}

/** What is painted for a choice. THEME_BOOT_SCRIPT resolves the same way before the app loads. */
export function resolveTheme(choice: ThemeChoice, prefersDark = systemPrefersDark()): Theme {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice
}

/** Paints a choice: data-theme on <html> (index.css keys every palette on it) and the browser's bar colour. */
export function applyTheme(choice: ThemeChoice): Theme {
  const theme = resolveTheme(choice)
  document.documentElement.setAttribute('data-theme', theme)
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme])
  return theme
}

const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

// The choice when storage refuses it (private modes may): it holds for this page.
let memoryChoice: ThemeChoice | null = null

/** Keeps and paints a choice, and tells every open menu. */
export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY)
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    memoryChoice = choice
  }
  applyTheme(choice)
  notify()
}

export function currentThemeChoice(): ThemeChoice {
  const stored = readThemeChoice()
  return stored === 'system' && memoryChoice ? memoryChoice : stored
}

/**
 * Repaints when what the choice depends on changes: the system's light or dark setting (for 'System'), or the
 * choice made in another tab of this browser. Returns the unsubscribe.
 */
export function watchTheme(onChange: () => void = () => {}): () => void {
  const repaint = () => {
    applyTheme(currentThemeChoice())
    onChange()
  }
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) repaint()
  }
  media?.addEventListener('change', repaint)
  window.addEventListener('storage', onStorage)
  listeners.add(onChange)
  return () => {
    media?.removeEventListener('change', repaint)
    window.removeEventListener('storage', onStorage)
    listeners.delete(onChange)
  }
}
