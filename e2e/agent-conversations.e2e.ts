import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, hasHorizontalScroll, newPage, PHONE } from './support/browser'
import { register, see } from './support/pages'
import { browserSuite } from './support/suite'

/** Screenshots for a person to look over, outside the repository (AGENT_SHOTS_DIR to choose where). */
const SHOTS_DIR = process.env.AGENT_SHOTS_DIR ?? join(tmpdir(), 'agent-shots')

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) })
}

/** An answer is settled (and kept) once its rating buttons show. */
async function waitForAnswer(page: Page, count: number) {
  await page
    .getByRole('button', { name: 'Helpful', exact: true })
    .nth(count - 1)
    .waitFor({ timeout: 15_000 })
}

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' })

async function chooseDevice(page: Page, search: string, option: RegExp) {
  const box = page.getByPlaceholder('Search for your device...')
  await box.click()
  await box.fill(search)
  await page.getByRole('option', { name: option }).first().click()
  await see(page, 'Selected device:')
}

/** Asks from the welcome card's own question box. */
async function askFromWelcome(page: Page, question: string) {
  const input = page.getByPlaceholder('Or type your own question...')
  await input.fill(question)
  await input.press('Enter')
  await waitForAnswer(page, 1)
}

async function rateDownWithComment(page: Page, comment: string) {
  const notHelpful = page.getByRole('button', { name: 'Not helpful' }).first()
  await notHelpful.click()
  await page.getByLabel('What was wrong with this answer? (optional)').fill(comment)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await see(page, 'Thanks for your feedback')
  expect(await notHelpful.getAttribute('aria-pressed')).toBe('true')
}

const FIRST = 'how do i adjust the sonar gain'
const SECOND = 'why does my plotter say no gps fix'

describe.skipIf(!hasChromium)('stored conversations on the agent screen', () => {
  const suite = browserSuite()

  it('at 1280 px: keeps the conversation over a reload, lists the older one, and takes a rating', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url)
    await register(page, 'Ingrid')
    await chooseDevice(page, 'garmin echomap', /Garmin ECHOMAP/)
    await askFromWelcome(page, FIRST)
    await page.waitForURL(/\/agent\?c=\d+$/)
    const firstUrl = page.url()

    const panel = page.getByRole('complementary', { name: 'Conversations' })
    await panel.getByRole('button', { name: 'New chat' }).click()
    await see(page, 'Selected device:') // a new chat keeps the device
    await askFromWelcome(page, SECOND)
    await page.waitForURL((url) => /c=\d+$/.test(url.search) && url.href !== firstUrl)
    await panel.getByRole('button', { name: new RegExp(`^${FIRST}`) }).waitFor()

    await page.reload()
    await waitForAnswer(page, 1)
    expect(await messages(page).textContent()).toContain(SECOND)
    await page.getByRole('button', { name: /Device: Garmin ECHOMAP/ }).waitFor()
    await shot(page, 'desktop-1-reloaded')

    await panel.getByRole('button', { name: new RegExp(`^${FIRST}`) }).click()
    await page.waitForURL(firstUrl)
    await waitForAnswer(page, 1)
    expect(await messages(page).textContent()).toContain(FIRST)
    expect(await messages(page).textContent()).not.toContain(SECOND)

    await rateDownWithComment(page, 'The menu names differ on my unit.')
    await shot(page, 'desktop-2-rated')
    // The rating is kept with the answer.
    await page.reload()
    await waitForAnswer(page, 1)
    expect(await page.getByRole('button', { name: 'Not helpful' }).first().getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(await hasHorizontalScroll(page)).toBe(false)
    expect(consoleErrors).toEqual([])
  })

  it('at 375 px: the same through the drawer', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, PHONE)
    await register(page, 'Nils')
    await chooseDevice(page, 'lowrance', /Lowrance/)
    await askFromWelcome(page, FIRST)
    await page.waitForURL(/\/agent\?c=\d+$/)
    const firstUrl = page.url()
    await shot(page, 'phone-1-answer')

    const openDrawer = () => page.getByRole('button', { name: 'Conversations' }).click()
    await openDrawer()
    const drawer = page.getByRole('dialog', { name: 'Conversations' })
    await drawer.getByRole('button', { name: 'New chat' }).click()
    await drawer.waitFor({ state: 'detached' })
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'phone-2-new-chat')
    await askFromWelcome(page, SECOND)
    await page.waitForURL((url) => /c=\d+$/.test(url.search) && url.href !== firstUrl)

    await page.reload()
    await waitForAnswer(page, 1)
    expect(await messages(page).textContent()).toContain(SECOND)
    await page.getByRole('button', { name: /Device: Lowrance/ }).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)

    await openDrawer()
    await drawer.getByRole('button', { name: new RegExp(`^${FIRST}`) }).waitFor()
    await shot(page, 'phone-3-drawer')
    await drawer.getByRole('button', { name: new RegExp(`^${FIRST}`) }).click()
    await drawer.waitFor({ state: 'detached' })
    await page.waitForURL(firstUrl)
    expect(await messages(page).textContent()).toContain(FIRST)

    await rateDownWithComment(page, 'Too general.')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await shot(page, 'phone-4-rated')
    expect(consoleErrors).toEqual([])
  })
})
