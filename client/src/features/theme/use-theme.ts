import type { ThemeChoice } from '@contract/theme'
import { useEffect, useSyncExternalStore } from 'react'
import { applyTheme, currentThemeChoice, setThemeChoice, watchTheme } from './theme'

/** The app's frame mounts this once: the theme follows the system (for 'System') and other tabs live. */
export function useThemeSync() {
  useEffect(() => {
    // index.html painted the stored choice already; this only corrects a page whose script did not run.
    applyTheme(currentThemeChoice())
    return watchTheme()
  }, [])
}

/** The choice, for the profile menu's radio group. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(watchTheme, currentThemeChoice, () => 'system' as const)
  return [choice, setThemeChoice]
}
