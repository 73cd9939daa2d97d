import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.x A and AA, as the tester of issue 42 ran axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type AxeOptions = {
  /** Rules left out on this page, each for a reason the caller states. */
  skip?: string[]
  /**
   * Rules outside the WCAG tags (best practices, experimental ones) that run too, and whose violations count
   * whatever their impact: 'heading-order' (moderate) and 'label-content-name-mismatch' (experimental).
   */
  also?: string[]
}

/**
 * axe-core's serious and critical violations of WCAG 2.x A and AA on the page as it is now, plus any violation
 * of the `also` rules; each as 'rule: target summary | ...'. Throws if an `also` rule did not run at all.
 */
export async function axeViolations(page: Page, { skip = [], also = [] }: AxeOptions = {}) {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline script) does not stop it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  // Colours are measured as drawn: a dialog or toast still fading in (its opacity below 1) would read as low
  // contrast, so the page's finite animations finish first (a busy CI machine runs them late).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000 },
  )
  return page.evaluate(
    async ({ skip, also, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries([
          ...also.map((id) => [id, { enabled: true }]),
          ...skip.map((id) => [id, { enabled: false }]),
        ]),
      })
      const ran = new Set(
        [...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map(
          (r) => r.id,
        ),
      )
      const missing = also.filter((id) => !ran.has(id))
      if (missing.length > 0) throw new Error(`axe did not run ${missing.join(', ')}`)
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || also.includes(v.id))
        .map(
          (v) =>
            `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
        )
    },
    { skip, also, tags: WCAG_TAGS },
  )
}

/** The two rules issue 42's tester reported beyond WCAG's serious ones: checked on every screen. */
export const REPORTED_RULES = ['heading-order', 'label-content-name-mismatch']
