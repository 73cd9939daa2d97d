import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, REPORTED_RULES } from './support/axe'
import { DESKTOP, hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { register, see } from './support/pages'
import { browserSuite } from './support/suite'

// Issue 43: on a phone (375 px), an owner sets up a boat with three devices, quickly and with few taps; the
// page never scrolls sideways, is axe-clean, and the agent then offers the boat first.

/** The device search's best match for `search`, added with one tap. */
async function addFromCatalogue(page: Page, search: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: 'Add a device' })
  await box.fill(search)
  await page.getByRole('option', { name: option }).first().click()
  // Added once its row is listed.
  await page.getByRole('button', { name: option }).first().waitFor()
}

/** A device's Suggested settings card has settled: settings, a note, or its failure, whichever the server gave. */
async function suggestionsSettled(page: Page) {
  const card = page.getByRole('region', { name: 'Suggested settings' })
  await card.waitFor()
  await card.getByRole('status').waitFor({ state: 'detached' })
}

describe.skipIf(!hasChromium)('My boat on a phone', () => {
  const suite = browserSuite()

  it('sets up a boat with three devices and a network in few taps, without sideways scrolling', async () => {
    const { context, page, consoleErrors } = await newPage(suite.browser, suite.server.url, PHONE)
    await register(page, 'Marina')

    // From the phone's menu, where the signed-in pages are listed.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'My boat' }).click()
    await page.waitForURL('**/boats')
    await see(page, 'Set up your boat')
    expect(await hasHorizontalScroll(page)).toBe(false)
    expect(await axeViolations(page, { also: REPORTED_RULES })).toEqual([])
    await screenshot(page, 'boats-empty-375')

    const started = Date.now()
    let taps = 0
    const tap = async (locator: Locator) => {
      taps += 1
      await locator.click()
    }

    // The boat: its name typed, its kind and water one tap each.
    await page.getByRole('textbox', { name: 'Boat name' }).fill('Sea Breeze')
    await tap(page.getByRole('radio', { name: 'Fishing' }))
    await tap(page.getByRole('radio', { name: 'Salt water' }))
    await page.getByRole('textbox', { name: 'Shallowest depth (ft)' }).fill('10')
    await page.getByRole('textbox', { name: 'Deepest depth (ft)' }).fill('120')
    await tap(page.getByRole('button', { name: 'Save boat' }))
    await page.getByRole('heading', { name: 'Sea Breeze', level: 2 }).waitFor()
    // Focus is already in the device search, the next step.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('combobox')

    // Two devices from the catalogue, one tap each once found.
    taps += 1
    await addFromCatalogue(page, 'echomap uhd2', /ECHOMAP UHD2 93sv/)
    taps += 1
    await addFromCatalogue(page, 'hds live', /HDS Live 12/)

    // And one the catalogue does not have.
    await page.getByRole('combobox', { name: 'Add a device' }).fill('Koden')
    await tap(page.getByRole('option', { name: 'Add Custom Device' }))
    const dialog = page.getByRole('dialog', { name: 'Add Custom Device' })
    await dialog.getByRole('textbox', { name: 'Manufacturer' }).fill('Koden')
    await dialog.getByRole('textbox', { name: 'Model' }).fill('MDC-2000')
    await tap(dialog.getByRole('radio', { name: 'Radar' }))
    await tap(dialog.getByRole('button', { name: 'Add Device' }))
    await dialog.waitFor({ state: 'detached' })
    const koden = page.getByRole('button', { name: /^Koden MDC-2000/ })
    await koden.waitFor()
    expect(await page.getByRole('heading', { name: 'Devices (3)' }).count()).toBe(1)

    // The device just added is open on its networks: one tap connects it.
    expect(await koden.getAttribute('aria-expanded')).toBe('true')
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/api\/boats\/\d+\/devices\/\d+$/.test(response.url()),
    )
    await tap(page.getByRole('checkbox', { name: /NMEA 2000/ }))
    expect((await saved).status()).toBe(200)
    await expect.poll(() => koden.textContent()).toContain('Radar (custom) · NMEA 2000')
    const elapsed = Date.now() - started
    // The goal is under two minutes for a person on a phone; scripted, the same taps take seconds.
    expect(elapsed).toBeLessThan(120_000)
    expect(taps).toBeLessThanOrEqual(12)
    await suggestionsSettled(page)

    // The plotter's specifications list its networks: offered first, and said so.
    await page.getByRole('button', { name: /^Garmin ECHOMAP UHD2 93sv/ }).click()
    const plotterNetworks = page.getByRole('group', { name: 'Connected to' }).first()
    await see(page, 'Listed in its specifications')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'boats-three-devices-375')
    expect(await axeViolations(page, { also: REPORTED_RULES })).toEqual([])
    expect(await plotterNetworks.count()).toBe(1)

    // Kept by the server: a reload shows the boat as it was left.
    await page.reload()
    await page.getByRole('heading', { name: 'Sea Breeze', level: 2 }).waitFor()
    expect(await page.getByRole('heading', { name: 'Devices (3)' }).count()).toBe(1)
    expect(await page.getByRole('button', { name: /^Koden MDC-2000/ }).textContent()).toContain('NMEA 2000')
    expect(await hasHorizontalScroll(page)).toBe(false)

    await page.setViewportSize(DESKTOP)
    await page.getByRole('button', { name: /^Garmin ECHOMAP UHD2 93sv/ }).click()
    await suggestionsSettled(page)
    await screenshot(page, 'boats-1280')
    await page.setViewportSize(PHONE)

    // The agent offers the boat before the catalogue: the boat as a whole, then its devices.
    await page.goto('/agent')
    const search = page.getByRole('combobox', { name: 'First, select your device model:' })
    await search.click()
    const boatGroup = page.getByRole('group', { name: 'Devices on Sea Breeze' })
    await boatGroup.waitFor()
    expect(await page.getByRole('option').first().textContent()).toContain('My boat: Sea Breeze')
    expect(await boatGroup.getByRole('option').allTextContents()).toEqual([
      expect.stringContaining('My boat: Sea Breeze'),
      expect.stringContaining('ECHOMAP UHD2 93sv'),
      expect.stringContaining('HDS Live 12'),
      expect.stringContaining('MDC-2000'),
    ])
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'boats-agent-picker-375', false)

    // The suggested-settings route comes with a later part of issue 43: until then the card says it could
    // not load them, and the browser logs that 404 like any other.
    expect(consoleErrors.filter((error) => !/status of 404 .*\/suggested-settings$/.test(error))).toEqual([])
    await context.close()
  }, 180_000)
})
