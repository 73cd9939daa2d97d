import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, REPORTED_RULES } from './support/axe'
import { DESKTOP, hasChromium, newPage, PHONE, screenshot } from './support/browser'
import { loginAsAdmin, see } from './support/pages'
import { browserSuite } from './support/suite'

// Issue 42: axe-core reports no serious or critical violation, nor the heading-order and label-in-name ones the
// tester saw, on any main screen, in the light, dark and red night themes. One browser; one context per theme
// (the visitor's screens, then one sign-in for the rest). night-mode.e2e.ts checks the agent, profile and
// dashboard at both widths and how a theme is chosen; this one covers every screen, one width per theme.

type Screen = { name: string; path: string; ready: string | RegExp; act?: (page: Page) => Promise<void> }

const VISITOR_SCREENS: Screen[] = [
  { name: 'landing', path: '/', ready: 'How it works' },
  { name: 'login', path: '/login', ready: 'Welcome Back' },
  { name: 'register', path: '/register', ready: /Already have an account/ },
  { name: 'pricing', path: '/pricing', ready: 'Billing questions' },
  { name: 'contact', path: '/contact', ready: 'Send Feedback' },
  { name: '404', path: '/no-such-page', ready: '404 Page Not Found' },
]

/** A question asked from the welcome card's first suggestion, and its answer read to the end. */
async function askASuggestion(page: Page) {
  await page.getByPlaceholder('Search for your device...').click()
  await page
    .getByRole('option', { name: /Garmin ECHOMAP/ })
    .first()
    .click()
  await page.locator('[aria-labelledby="agent-suggestions"] button').first().click()
  // The answer is complete once its Sources list shows.
  await page
    .locator('summary', { hasText: /Sources \(\d+\)/ })
    .first()
    .waitFor({ timeout: 15_000 })
}

const SIGNED_IN_SCREENS: Screen[] = [
  { name: 'agent', path: '/agent', ready: 'First, select your device model:' },
  { name: 'agent-answer', path: '/agent', ready: 'First, select your device model:', act: askASuggestion },
  { name: 'profile', path: '/profile', ready: 'Account Information' },
  // The admin keeps no boat here: the empty state and its form (boats.e2e.ts checks a boat with devices).
  { name: 'boats', path: '/boats', ready: 'Set up your boat' },
  {
    name: 'admin-dashboard',
    path: '/admin',
    ready: 'Recent API Logs',
    // The charts come in their own chunk, after the stat cards.
    act: (page) => page.getByRole('figure', { name: 'Top devices' }).waitFor(),
  },
  { name: 'admin-devices', path: '/admin?tab=devices', ready: /Showing 1 to 10 of \d+ devices/ },
  { name: 'admin-users', path: '/admin?tab=users', ready: /Showing 1 to \d+ of \d+ users/ },
  { name: 'admin-system', path: '/admin?tab=system', ready: 'Role Permissions Overview' },
  { name: 'admin-feedback', path: '/admin?tab=feedback', ready: 'Customer Feedback' },
  { name: 'admin-answers', path: '/admin?tab=answers', ready: /Showing 1 to \d+ of \d+ answers/ },
]

const THEMES = [
  { theme: 'light', viewport: DESKTOP },
  { theme: 'dark', viewport: PHONE },
  { theme: 'red', viewport: DESKTOP },
] as const

async function check(page: Page, screen: Screen, theme: string, width: number) {
  await page.goto(screen.path)
  await see(page, screen.ready)
  await screen.act?.(page)
  // Everything the screen loads after its first text (the counts of the Devices tab, the charts) has arrived.
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
  await screenshot(page, `a11y-${theme}-${screen.name}-${width}`, false)
  return (await axeViolations(page, { also: REPORTED_RULES })).map((v) => `${screen.name}: ${v}`)
}

describe.skipIf(!hasChromium)('axe-core on every main screen, in each theme', () => {
  const suite = browserSuite()

  for (const { theme, viewport } of THEMES) {
    it(`${theme} at ${viewport.width} px: no serious or critical violation, no heading skipped, labels in names`, async () => {
      const { context, page, consoleErrors } = await newPage(suite.browser, suite.server.url, viewport)
      // The theme as the profile menu stores it, read by index.html before the first paint.
      await context.addInitScript((chosen) => localStorage.setItem('sonar-theme', chosen), theme)
      const found: string[] = []
      for (const screen of VISITOR_SCREENS) found.push(...(await check(page, screen, theme, viewport.width)))
      await loginAsAdmin(page)
      for (const screen of SIGNED_IN_SCREENS)
        found.push(...(await check(page, screen, theme, viewport.width)))
      expect(found).toEqual([])
      // The 404 page's document is answered with status 404, by design; Chromium logs every 4xx load.
      expect(consoleErrors.filter((error) => !/status of 404 .*\/no-such-page$/.test(error))).toEqual([])
      await context.close()
    }, 180_000)
  }
})
