// The themes (decision 0078): light, dark, red night, or the system's; chosen in the profile menu.
export { ThemeMenuItems, ThemeRadioGroup } from './components/theme-choices'
export { readThemeChoice, resolveTheme, setThemeChoice } from './theme'
export { useThemeChoice, useThemeSync } from './use-theme'
