import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { register, see } from './support/pages'
import { browserSuite } from './support/suite'

async function signUp(page: Page) {
  await register(page, 'Kari')
  await see(page, 'First, select your device model:')
}

const sourcesToggles = (page: Page) => page.locator('summary', { hasText: /Sources \(\d+\)/ })

/** The last assistant answer once it is complete (its Sources list is shown after the stream ends). */
async function waitForAnswer(page: Page, count: number) {
  await sourcesToggles(page)
    .nth(count - 1)
    .waitFor({ timeout: 15_000 })
}

describe.skipIf(!hasChromium)('the agent screen', () => {
  const suite = browserSuite()

  it('searches, chooses a device, asks a suggestion, and reads a streamed answer with sources', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url)
    await signUp(page)
    await see(page, 'Get help with your marine electronics by chatting with our intelligent assistant')
    await see(page, 'First, select your device model:')

    const search = page.getByPlaceholder('Search for your device...')
    await search.click()
    await page.getByRole('listbox').waitFor()
    await search.fill('zzzz')
    await see(page, 'No devices found for "zzzz"')
    await search.fill('garmin echomap')
    const option = page.getByRole('option', { name: /Garmin ECHOMAP/ }).first()
    await option.click()
    await see(page, 'Selected device:')
    await page.getByRole('button', { name: 'Change device' }).waitFor()
    await see(page, 'Try asking one of these questions:')

    const suggestions = page.locator('[aria-labelledby="agent-suggestions"] button')
    expect(await suggestions.count()).toBe(4)
    await suggestions.first().click()
    await waitForAnswer(page, 1)
    await screenshot(page, 'agent-answer-desktop', false)
    const answer = await page.getByRole('log', { name: 'Messages' }).textContent()
    expect(answer).toContain('For your Garmin ECHOMAP')
    await page
      .getByText(/1\s*\/\s*20/)
      .first()
      .waitFor() // the usage badge was refreshed

    await sourcesToggles(page).first().click()
    await page.locator('details[open] li').first().waitFor()

    const input = page.getByPlaceholder('Ask about your device...')
    await input.fill('why does my plotter say no gps fix')
    await input.press('Enter')
    await waitForAnswer(page, 2)
    expect((await page.getByRole('log', { name: 'Messages' }).textContent())?.toLowerCase()).toContain('gps')
    expect(await input.inputValue()).toBe('')
    expect(consoleErrors).toEqual([])
  })

  it('adds a custom device from the Select Device modal and answers about it', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await signUp(page)
    await page.getByPlaceholder('Search for your device...').click()
    await page.getByRole('option', { name: /General Device Question/ }).click()
    const generic = page.locator('[aria-labelledby="agent-suggestions"] button')
    expect(await generic.count()).toBe(3)
    await generic.first().click()
    await waitForAnswer(page, 1)

    await page
      .getByRole('button', { name: /Change device/ })
      .first()
      .click()
    await see(page, 'Choose the marine electronics device you need help with')
    await page
      .getByRole('dialog')
      .getByRole('option', { name: /Add Custom Device/ })
      .click()
    await page.getByRole('button', { name: 'Add Device' }).click()
    await see(page, 'Please enter both manufacturer and model')
    await page.getByLabel('Manufacturer *').fill('Acme')
    await page.getByLabel('Model *').fill('DeepSeer 5')
    await page.getByLabel('Additional Specifications (optional)').fill('200 kHz, 5 inch screen')
    await page.getByRole('button', { name: 'Add Device' }).click()
    await see(page, 'Custom Device Added')
    await page
      .getByRole('button', { name: /Acme DeepSeer 5/ })
      .first()
      .waitFor()

    const input = page.getByPlaceholder('Ask about your device...')
    await input.fill('what do the arches on the screen mean')
    await input.press('Enter')
    await waitForAnswer(page, 2)
    expect(await page.getByRole('log', { name: 'Messages' }).textContent()).toContain('not in our catalogue')
  })

  it('works at 375 px without horizontal scroll', async () => {
    const { page } = await newPage(suite.browser, suite.server.url, PHONE)
    await signUp(page)
    await page.getByPlaceholder('Search for your device...').click()
    await page.getByPlaceholder('Search for your device...').fill('lowrance')
    await page
      .getByRole('option', { name: /Lowrance/ })
      .first()
      .click()
    await page.locator('[aria-labelledby="agent-suggestions"] button').first().click()
    await waitForAnswer(page, 1)
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'agent-answer-375', false) // the chat scrolls inside the viewport
  })
})
