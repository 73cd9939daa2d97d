// Search in the contents of conversations, downloads (Markdown, PDF) and share links, in Chromium
// (decision 0083): the owner at 1280 px; the shared copy signed out at 1280 and 375 px, in the light, dark and
// red themes, checked by axe-core; then revoked.
import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { DESKTOP, hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { register, see } from './support/pages'
import { browserSuite } from './support/suite'

/** A signed-out visitor's page in a theme (the app reads it from localStorage before it paints). */
async function visitor(browser: Browser, baseURL: string, theme: string, viewport = DESKTOP) {
  const opened = await newPage(browser, baseURL, viewport)
  await opened.context.addInitScript((value) => localStorage.setItem('sonar-theme', value), theme)
  return opened
}

const QUESTION = 'how do i adjust the sonar gain'

describe.skipIf(!hasChromium)('searching, downloading and sharing a conversation', () => {
  const suite = browserSuite()

  it('finds it by a word of its answer, downloads it both ways, and shares it until the link is revoked', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url)
    await register(page, 'Sigrid')
    const box = page.getByPlaceholder('Search for your device...')
    await box.click()
    await box.fill('garmin echomap')
    await page
      .getByRole('option', { name: /Garmin ECHOMAP/ })
      .first()
      .click()
    await see(page, 'Selected device:')
    const input = page.getByPlaceholder('Or type your own question...')
    await input.fill(QUESTION)
    await input.press('Enter')
    await page.getByRole('button', { name: 'Helpful', exact: true }).first().waitFor({ timeout: 20_000 })
    await page.waitForURL(/\/agent\?c=\d+$/)

    // Search: a word only the answer holds finds the conversation, with where it matched.
    const id = new URL(page.url()).searchParams.get('c')
    const answerText = await page.evaluate(async (conversation) => {
      const stored = await (await fetch(`/api/conversations/${conversation}`)).json()
      return stored.messages[1].content as string
    }, id)
    const word = answerText
      .split(/[^A-Za-z]+/)
      .find((w) => w.length >= 7 && !QUESTION.includes(w.toLowerCase()) && !/garmin|echomap/i.test(w))
    expect(word, 'a word of the answer').toBeTruthy()
    const panel = page.getByRole('complementary', { name: 'Conversations' })
    await panel.getByRole('searchbox', { name: 'Search conversations' }).fill(word as string)
    const item = panel.getByRole('button', { name: new RegExp(`^${QUESTION}`) })
    await item.locator('mark').first().waitFor()
    expect((await item.locator('mark').first().textContent())?.toLowerCase()).toBe(word?.toLowerCase())
    await screenshot(page, 'conversation-search-1280', false)

    // Downloads, through the item's menu by keyboard.
    const more = panel.getByRole('button', { name: `More for "${QUESTION}"` })
    const download = async (name: string) => {
      await more.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('menuitem', { name }).focus()
      const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
      return file
    }
    const markdown = await download('Download as Markdown')
    expect(markdown.suggestedFilename()).toBe(`${QUESTION}.md`)
    const markdownText = readFileSync((await markdown.path()) as string, 'utf8')
    expect(markdownText).toContain(`# ${QUESTION}`)
    expect(markdownText).toContain('**Device:** Garmin ECHOMAP')
    expect(markdownText).toContain(word)
    const pdf = await download('Download as PDF')
    expect(pdf.suggestedFilename()).toBe(`${QUESTION}.pdf`)
    expect(
      readFileSync((await pdf.path()) as string)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // Share: a link made in the dialog, by keyboard.
    await more.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'Share link...' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Share conversation' })
    await dialog.getByRole('button', { name: 'Create link' }).focus()
    await page.keyboard.press('Enter')
    const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue()
    expect(link).toMatch(/\/shared\?token=[A-Za-z0-9_-]{43}$/)
    await screenshot(page, 'conversation-share-dialog-1280', false)
    expect(await axeViolations(page)).toEqual([])

    // Anyone with the link, signed out, at 1280 and 375 px, in every theme.
    for (const viewport of [DESKTOP, PHONE]) {
      for (const theme of ['light', 'dark', 'red']) {
        const guest = await visitor(suite.browser, suite.server.url, theme, viewport)
        const response = await guest.page.goto(link)
        expect(response?.status()).toBe(200)
        expect(response?.headers()['x-robots-tag']).toContain('noindex')
        await guest.page.getByRole('heading', { level: 1, name: QUESTION }).waitFor()
        await see(guest.page, /^Garmin ECHOMAP/)
        // Signed out: the top bar offers Sign Up (under the phone menu at 375 px).
        if (viewport === DESKTOP)
          await guest.page
            .getByRole('link', { name: 'Sign Up' })
            .or(guest.page.getByRole('button', { name: 'Sign Up' }))
            .first()
            .waitFor()
        expect(await guest.page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
        expect(await guest.page.textContent('body')).not.toContain('Sigrid')
        expect(await hasHorizontalScroll(guest.page), `${theme} at ${viewport.width} px`).toBe(false)
        await screenshot(guest.page, `shared-${theme}-${viewport.width}`, viewport === PHONE)
        expect(await axeViolations(guest.page), `${theme} at ${viewport.width} px`).toEqual([])
        expect(guest.consoleErrors).toEqual([])
        await guest.context.close()
      }
    }

    // Revoked: the link answers 410 with a page that says so.
    await dialog.getByRole('button', { name: 'Stop sharing' }).click()
    await see(page, /^Sharing stopped/)
    const guest = await visitor(suite.browser, suite.server.url, 'light', PHONE)
    const gone = await guest.page.goto(link)
    expect(gone?.status()).toBe(410)
    await guest.page.getByRole('heading', { name: 'This conversation is no longer shared' }).waitFor()
    expect(await hasHorizontalScroll(guest.page)).toBe(false)
    await screenshot(guest.page, 'shared-revoked-375', false)
    expect(await axeViolations(guest.page)).toEqual([])
    await guest.context.close()
    expect(consoleErrors).toEqual([])
  })
})
