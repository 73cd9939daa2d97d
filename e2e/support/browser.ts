import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Browser tests need Debian's Chromium; outside CI they are skipped when it is not installed. */
export const hasChromium = existsSync(CHROMIUM_PATH)
if (!hasChromium && process.env.CI) {
  throw new Error(`Chromium is required in CI at ${CHROMIUM_PATH} (apt-get install -y chromium)`)
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 740 }

/** A page that records console errors and CSP violations, so a test can assert there were none. */
export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport })
  const page: Page = await context.newPage()
  const consoleErrors: string[] = []
  const consoleLogs: string[] = []
  page.on('console', (message) => {
    // A visitor's GET /api/auth/user answers 401 by design; Chromium reports every 4xx load as an error.
    // With the resource's address, so a failure names what was refused.
    if (message.type() === 'error' && !/status of 401/.test(message.text()))
      consoleErrors.push(`${message.text()} ${message.location().url}`.trim())
    else consoleLogs.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return { context, page, consoleErrors, consoleLogs }
}

/** Screenshots for people to look at; kept out of the repository (.tmp is ignored). */
export async function screenshot(page: Page, name: string, fullPage = true) {
  const dir = join(process.cwd(), '.tmp', 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage })
}

/** True when the page is wider than the viewport: something forces a horizontal scroll. */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

/**
 * True when something reaches past the page's own frame: an absolutely placed element (an `sr-only` label)
 * inside a scroller that is not its containing block makes the whole document scroll.
 */
export function overflowsItsFrame(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollHeight > document.body.scrollHeight + 1)
}
