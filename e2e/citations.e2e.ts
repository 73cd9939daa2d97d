import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { THEME_STORAGE_KEY } from '../contract/theme'
import { axeViolations } from './support/axe'
import { DESKTOP, hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { register, see } from './support/pages'
import { browserSuite } from './support/suite'

// Inline citations and follow-up questions (decision 0082): the markers link to their sources, a guide's marker
// opens the sources list at its entry, the 'Ask next' questions are asked by keyboard; at 1280 and 375 px, in
// the light, dark and red night themes, with no serious or critical axe-core violation.

const citations = (page: Page) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('link', { name: /^Source \d+: / })
const askNext = (page: Page) => page.getByRole('region', { name: 'Ask next' })

async function startChat(page: Page, device: string) {
  await register(page, 'Ines')
  await see(page, 'First, select your device model:')
  const search = page.getByPlaceholder('Search for your device...')
  await search.click()
  await search.fill(device)
  // The device's own option, not whatever is first while the catalogue is still arriving ('Add Custom Device').
  await page
    .getByRole('option', { name: new RegExp(device.split(' ').join('.*'), 'i') })
    .first()
    .click()
  await see(page, 'Selected device:')
  await page.getByRole('button', { name: 'Close notification' }).first().click()
}

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: /Your question/ })
  await box.fill(question)
  await box.press('Enter')
}

async function inTheme(page: Page, theme: 'light' | 'dark' | 'red') {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [THEME_STORAGE_KEY, theme],
  )
}

describe.skipIf(!hasChromium)('answers: inline citations and follow-up questions', () => {
  const suite = browserSuite()

  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 375],
  ] as const) {
    it(`cites sources inline and asks a follow-up by keyboard at ${width} px`, async () => {
      const { page, context, consoleErrors } = await newPage(suite.browser, suite.server.url, viewport)
      await startChat(page, 'garmin echomap')
      await ask(page, 'how do I set the sensitivity')
      await askNext(page).waitFor({ timeout: 20_000 })

      // Each marker is a link named for its source; the sources list under the answer has the same count.
      const markers = citations(page)
      expect(await markers.count()).toBeGreaterThan(0)
      const name = (await markers.first().getAttribute('aria-label')) ?? ''
      expect(name).toMatch(/^Source 1: .+/)
      const summary = page.getByText(/^Sources \(\d+\)$/).last()
      const count = Number(/\((\d+)\)/.exec((await summary.textContent()) ?? '')?.[1])
      const numbers = await markers.allTextContents()
      expect(Math.max(...numbers.map(Number))).toBeLessThanOrEqual(count)
      // A guide's marker, followed by keyboard, opens the list and focuses its entry.
      await markers.first().focus()
      await page.keyboard.press('Enter')
      const focused = await page.evaluate(() => document.activeElement?.id ?? '')
      expect(focused).toMatch(/-source-1$/)
      expect(await summary.evaluate((el) => (el.closest('details') as HTMLDetailsElement).open)).toBe(true)
      expect(await hasHorizontalScroll(page)).toBe(false)

      for (const theme of ['light', 'dark', 'red'] as const) {
        await inTheme(page, theme)
        await page.evaluate((t) => {
          document.documentElement.dataset.theme = t
        }, theme)
        await markers.first().scrollIntoViewIfNeeded()
        await screenshot(page, `citations-${theme}-${width}`, false)
        expect(await axeViolations(page), `${theme} at ${width} px`).toEqual([])
      }

      // 'Ask next': two or three questions; Tab reaches them; Enter asks the first.
      const questions = askNext(page).getByRole('button')
      const offered = await questions.allTextContents()
      expect(offered.length).toBeGreaterThanOrEqual(2)
      expect(offered.length).toBeLessThanOrEqual(3)
      await askNext(page).scrollIntoViewIfNeeded()
      await screenshot(page, `follow-ups-${width}`, false)
      await questions.first().focus()
      await page.keyboard.press('Enter')
      await expect
        .poll(
          () =>
            page
              .getByRole('log', { name: 'Messages' })
              .getByText(offered[0] as string)
              .count(),
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0)
      await page.getByRole('button', { name: 'Copy answer' }).nth(1).waitFor({ timeout: 20_000 })
      expect(await hasHorizontalScroll(page)).toBe(false)
      expect(consoleErrors).toEqual([])
      await context.close()
    })
  }
})
