import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every theme's token pairs held to WCAG 2.2 AA (decision 0078), read from index.css itself: 4.5:1 for text,
// 3:1 for the boundaries of controls (inputs, focus rings, meter bars) against what they sit on.

const css = readFileSync(join(import.meta.dirname, '../../index.css'), 'utf8')

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`index.css has no ${selector} block`)
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
  )
}

const light = block(':root,\n[data-theme="light"]')
const THEMES: Record<string, Record<string, string>> = {
  light,
  dark: { ...light, ...block('[data-theme="dark"]') },
  red: { ...light, ...block('[data-theme="red"]') },
}

function rgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`)
  const n = Number.parseInt(match[1], 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const TEXT = 4.5
const UI = 3

/** [foreground token, background tokens, minimum]: every pairing the components use. */
const PAIRS: [string, string[], number][] = [
  ['foreground', ['background', 'card', 'popover', 'muted', 'secondary', 'accent'], TEXT],
  ['card-foreground', ['card'], TEXT],
  ['popover-foreground', ['popover', 'accent'], TEXT],
  ['muted-foreground', ['background', 'card', 'popover', 'muted', 'secondary'], TEXT],
  ['primary', ['background', 'card', 'popover', 'muted'], TEXT],
  ['primary-foreground', ['primary', 'primary-hover'], TEXT],
  ['secondary-foreground', ['secondary'], TEXT],
  ['accent-foreground', ['accent'], TEXT],
  ['destructive', ['background', 'card', 'popover'], TEXT],
  ['destructive-foreground', ['destructive'], TEXT],
  ['warning', ['background', 'card', 'popover'], TEXT],
  ['info', ['background', 'card', 'popover'], TEXT],
  ['success', ['background', 'card', 'popover'], TEXT],
  ['info-ink', ['info-surface'], TEXT],
  ['success-ink', ['success-surface'], TEXT],
  ['warning-ink', ['warning-surface'], TEXT],
  ['danger-ink', ['danger-surface'], TEXT],
  ['navy-foreground', ['navy', 'navy-light'], TEXT],
  ['navy-muted-foreground', ['navy', 'navy-light'], TEXT],
  ['navy-strong', ['navy', 'navy-light'], TEXT],
  ['navy-highlight', ['navy', 'navy-light'], TEXT],
  ['navy-accent-foreground', ['navy-accent', 'navy-highlight'], TEXT],
  ['input', ['background', 'card'], UI],
  ['ring', ['background', 'card', 'popover'], UI],
  ['navy-accent', ['navy'], UI],
]

describe.each(Object.entries(THEMES))('the %s theme', (_name, tokens) => {
  it.each(PAIRS)('%s reads on %j at AA', (fg, backgrounds, minimum) => {
    for (const bg of backgrounds) {
      const ratio = contrast(tokens[fg] ?? '', tokens[bg] ?? '')
      expect(
        ratio,
        `${fg} ${tokens[fg]} on ${bg} ${tokens[bg]}: ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(minimum)
    }
  })
})

describe('red night', () => {
  it('gives no green or blue light: every colour token is a shade of red', () => {
    const colours = Object.entries(block('[data-theme="red"]')).filter(([, value]) => value.startsWith('#'))
    expect(colours.length).toBeGreaterThan(40)
    for (const [name, value] of colours) {
      const [, g, b] = rgb(value)
      expect({ name, g, b }).toEqual({ name, g: 0, b: 0 })
    }
  })

  it('overrides every colour token of the light theme, so none of its light leaks through', () => {
    const red = block('[data-theme="red"]')
    const dark = block('[data-theme="dark"]')
    for (const [name, value] of Object.entries(light)) {
      if (!value.startsWith('#')) continue
      expect(red[name], `--${name} in red night`).toBeDefined()
      expect(dark[name], `--${name} in dark`).toBeDefined()
    }
  })
})
