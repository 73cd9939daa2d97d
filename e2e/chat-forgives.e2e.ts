// A chat that forgives (decision 0081), by keyboard alone at 1280 and 375 px: regenerate the latest answer,
// edit and resend a question, retry one that failed (the server's answer fails once), and the shortcuts;
// the server keeps what the screen shows (a reload agrees); axe-core in the light, dark and red themes.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { register, see } from './support/pages'
import { browserSuite } from './support/suite'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's serious and critical violations of WCAG 2.x A and AA on the page as it is now; with a selector,
 * in that part only (an open modal dialog: what lies under its overlay is inert, and dimmed on purpose).
 */
async function axeViolations(page: Page, within?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(selector ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  }, within)
}

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' })
const answers = (page: Page) => page.getByRole('button', { name: 'Helpful', exact: true })

/** Waits for `count` settled answers in the conversation (each has its rating buttons). */
async function waitForAnswers(page: Page, count: number) {
  await expect.poll(() => answers(page).count(), { timeout: 30_000 }).toBe(count)
  await page.getByRole('button', { name: 'Stop answering' }).waitFor({ state: 'detached' })
}

/** Focuses an element and presses Enter on it: what a keyboard user does after tabbing to it. */
async function press(page: Page, locator: ReturnType<Page['getByRole']>) {
  await locator.focus()
  await page.keyboard.press('Enter')
}

async function queriesUsed(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await fetch('/api/usage')).json()).queriesUsed as number)
}

const FIRST = 'how do i adjust the sonar gain'
const SECOND = 'how do i set the depth alarm'
const EDITED = 'how do i turn on fish symbols'
const THIRD = 'how do i change the units to feet'

describe.skipIf(!hasChromium)('regenerate, edit and resend, retry, shortcuts', () => {
  const suite = browserSuite()

  for (const viewport of [DESKTOP, PHONE]) {
    it(`works by keyboard at ${viewport.width} px, and the server keeps what the screen shows`, {
      timeout: 300_000,
    }, async () => {
      const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, viewport)
      await register(page, 'Solveig')
      const search = page.getByPlaceholder('Search for your device...')
      await search.focus()
      await page.keyboard.type('garmin echomap')
      await page
        .getByRole('option', { name: /Garmin ECHOMAP/ })
        .first()
        .waitFor()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await see(page, 'Selected device:')
      const welcomeBox = page.getByPlaceholder('Or type your own question...')
      await welcomeBox.focus()
      await page.keyboard.type(FIRST)
      await page.keyboard.press('Enter')
      await waitForAnswers(page, 1)
      const spentFirst = await queriesUsed(page)

      // Regenerate: the latest answer is replaced, and a new answer is a new question (one query).
      await press(page, page.getByRole('button', { name: 'Regenerate' }))
      await waitForAnswers(page, 1)
      expect(await queriesUsed(page)).toBe(spentFirst + 1)
      expect((await messages(page).textContent())?.split(FIRST).length).toBe(2)

      const composer = page.getByPlaceholder('Ask about your device...')
      await composer.focus()
      await page.keyboard.type(SECOND)
      await page.keyboard.press('Enter')
      await waitForAnswers(page, 2)

      // Edit the first question: it and everything after it are replaced.
      await press(page, page.getByRole('button', { name: `Edit question: ${FIRST}` }))
      const editBox = page.getByRole('textbox', { name: /Edit your question/ })
      expect(await editBox.evaluate((e) => e === document.activeElement)).toBe(true)
      await screenshot(page, `chat-forgives-editing-${viewport.width}`, false)
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(EDITED)
      await page.keyboard.press('Enter')
      await waitForAnswers(page, 1)
      let text = (await messages(page).textContent()) ?? ''
      expect(text).toContain(EDITED)
      expect(text).not.toContain(SECOND)
      expect(text).not.toContain(FIRST)

      // Retry: the next answer fails once at the server's door (502); nothing typed is lost, and the retry
      // spends the one query.
      const spentBefore = await queriesUsed(page)
      let failed = false
      await page.route('**/api/query/stream', async (route) => {
        if (failed) return route.continue()
        failed = true
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: '{"message":"Bad gateway"}',
        })
      })
      await composer.focus()
      await page.keyboard.type(THIRD)
      await page.keyboard.press('Enter')
      await see(page, /Not answered: Bad gateway/)
      expect(await composer.inputValue()).toBe(THIRD)
      await screenshot(page, `chat-forgives-failed-${viewport.width}`, false)
      await press(page, page.getByRole('button', { name: 'Retry' }))
      await waitForAnswers(page, 2)
      expect(await queriesUsed(page)).toBe(spentBefore + 1)
      await page.unroute('**/api/query/stream')

      // A reload shows what the server kept: the same conversation.
      await page.reload()
      await waitForAnswers(page, 2)
      text = (await messages(page).textContent()) ?? ''
      expect(text).toContain(EDITED)
      expect(text).toContain(THIRD)
      expect(text).not.toContain(SECOND)
      expect(text.split(THIRD).length).toBe(2)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `chat-forgives-conversation-${viewport.width}`, false)

      // '?' lists the shortcuts (focus on no text field), Escape closes the list.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('?')
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
      await dialog.waitFor()
      // Its opening animation over, for the picture.
      await page.waitForTimeout(500)
      await screenshot(page, `chat-forgives-shortcuts-${viewport.width}`, false)
      for (const theme of ['light', 'dark', 'red']) {
        await page.evaluate((t) => {
          document.documentElement.dataset.theme = t
        }, theme)
        // Buttons ease their colours into the new theme (transition-colors): measured once they are there.
        await page.waitForTimeout(400)
        expect(
          await axeViolations(page, '[role="dialog"]'),
          `${theme} shortcuts at ${viewport.width} px`,
        ).toEqual([])
      }
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      for (const theme of ['light', 'dark', 'red']) {
        await page.evaluate((t) => {
          document.documentElement.dataset.theme = t
        }, theme)
        // Buttons ease their colours into the new theme (transition-colors): measured once they are there.
        await page.waitForTimeout(400)
        expect(await axeViolations(page), `${theme} conversation at ${viewport.width} px`).toEqual([])
        await screenshot(page, `chat-forgives-${theme}-${viewport.width}`, false)
      }

      // Escape stops an answer (held back at the door here, so it is still coming when Escape is pressed).
      await page.route('**/api/query/stream', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        await route.continue().catch(() => {})
      })
      await composer.focus()
      await page.keyboard.type('how do i set the backlight')
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: 'Stop answering' }).waitFor()
      await page.keyboard.press('Escape')
      await see(page, 'Stopped')
      await page.unroute('**/api/query/stream')

      // Shift+Escape focuses the question box; Ctrl+Shift+O starts a new chat, its question box focused.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('Shift+Escape')
      expect(await composer.evaluate((e) => e === document.activeElement)).toBe(true)
      await page.keyboard.press('ControlOrMeta+Shift+O')
      await welcomeBox.waitFor()
      await expect.poll(() => welcomeBox.evaluate((e) => e === document.activeElement)).toBe(true)
      expect(await hasHorizontalScroll(page)).toBe(false)
      expect(consoleErrors.filter((e) => !/502|Bad Gateway/i.test(e))).toEqual([])
      await page.context().close()
    })
  }
})
