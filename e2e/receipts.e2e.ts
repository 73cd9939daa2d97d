import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { register, see } from './support/pages'
import { browserSuite } from './support/suite'

async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  )
}

/** Enters the billing details by keyboard: Tab from field to field, the country chosen by typing. */
async function enterBillingDetails(page: Page) {
  await page.getByRole('button', { name: 'Edit billing details' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Billing details' })
  await dialog.getByLabel('Billing name').waitFor()
  await dialog.getByLabel('Billing name').focus()
  await page.keyboard.type('Blue Heron Charters LLC')
  await page.keyboard.press('Tab')
  await page.keyboard.type('12 Harbour Road')
  await dialog.getByLabel('City').focus()
  await page.keyboard.type('Mobile')
  await dialog.getByLabel('Country').selectOption('US')
  await dialog.getByRole('button', { name: 'Save billing details' }).focus()
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'detached' })
  const section = page.getByRole('region', { name: 'Billing details' })
  await section.getByText('Blue Heron Charters LLC').waitFor()
  await section.getByText('United States').waitFor()
}

async function subscribeToBasic(page: Page) {
  await page.getByRole('button', { name: 'Upgrade Subscription' }).click()
  await page.getByRole('dialog', { name: 'Choose Your Plan' }).waitFor()
  await page.getByRole('button', { name: 'Subscribe to Basic' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242')
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/35')
  await dialog.getByLabel('CVC').fill('123')
  await dialog.getByRole('button', { name: 'Subscribe for $9.99/month' }).click()
  await see(page, 'Subscription successful!')
  await page.waitForURL('**/profile')
  await see(page, 'Basic Plan ($9.99/month)')
}

describe.skipIf(!hasChromium)('receipts and the switch to Free in the browser', () => {
  const suite = browserSuite()

  it('enters billing details, upgrades, downloads the numbered PDF receipt, switches to Free and undoes it', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url)
    await register(page, 'Marina')
    await page.goto('/profile')
    await enterBillingDetails(page)
    await subscribeToBasic(page)

    // The invoice's number, and its receipt as a PDF with that number and the billing details in it.
    const list = page.getByRole('list', { name: 'Invoices' })
    const row = list.getByRole('listitem').first()
    const numbered = row.getByText(/^Invoice number SA-\d{4}-\d{6}$/)
    await numbered.waitFor()
    const number = /SA-\d{4}-\d{6}/.exec((await numbered.textContent()) ?? '')?.[0] as string
    const link = row.getByRole('link', { name: new RegExp(`^PDF receipt ${number}`) })
    const downloading = page.waitForEvent('download')
    await link.focus()
    await page.keyboard.press('Enter')
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`)
    const path = await download.path()
    const bytes = readFileSync(path)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text
    expect(text).toContain(number)
    expect(text).toContain('Blue Heron Charters LLC')
    expect(text).toContain('Basic Plan subscription')
    expect(text).toContain('Visa ending in 4242')
    await screenshot(page, 'receipts-profile-desktop')

    // Switch to Free at the end of this period, from the plan dialog, by keyboard.
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
    const chooser = page.getByRole('dialog', { name: 'Choose Your Plan' })
    const free = chooser.getByRole('button', { name: 'Switch to Free at the end of this period' })
    await free.focus()
    await page.keyboard.press('Enter')
    const step = page.getByRole('dialog', { name: 'Switch to Free at the end of this period' })
    await step
      .getByText(/^You keep the Basic Plan until [A-Z][a-z]+ \d{1,2}, \d{4}, with up to 500 queries/)
      .waitFor()
    await step.getByText(/the free allowance of 20 questions in total, of which 20 are left/).waitFor()
    await animationsDone(page)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'receipts-switch-to-free-desktop', false)
    await step.getByRole('button', { name: /^Switch to Free on / }).click()
    await step.waitFor({ state: 'detached' })
    await see(
      page,
      /You keep Basic until then; after that your account is on Free, with 20 of its 20 free questions left/,
    )
    await see(page, 'Basic Plan ($9.99/month)')
    await screenshot(page, 'receipts-switching-desktop')

    // Undone before the period ends.
    await page.getByRole('button', { name: 'Resume Subscription' }).click()
    await see(page, 'Subscription resumed')
    await page.getByRole('button', { name: 'Switch to Free' }).waitFor()
    // The card's buttons have just come back: read their colours once they are still, with no pointer on them.
    await page.mouse.move(0, 0)
    await animationsDone(page)
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('shows the invoices, the billing details and the Free step at 375 px, in the dark and red themes too', async () => {
    const { page } = await newPage(suite.browser, suite.server.url, PHONE)
    await register(page, 'Phone')
    await page.goto('/profile')
    await enterBillingDetails(page)
    await subscribeToBasic(page)
    await page
      .getByRole('list', { name: 'Invoices' })
      .getByText(/^Invoice number SA-\d{4}-\d{6}$/)
      .waitFor()
    for (const theme of ['light', 'dark', 'red']) {
      await page.evaluate((t) => window.localStorage.setItem('sonar-theme', t), theme)
      await page.reload()
      await page
        .getByRole('list', { name: 'Invoices' })
        .getByText(/^Invoice number SA-\d{4}-\d{6}$/)
        .waitFor()
      expect(await hasHorizontalScroll(page)).toBe(false)
      expect(await axeViolations(page), theme).toEqual([])
      await screenshot(page, `receipts-profile-375-${theme}`)
    }
    await page.getByRole('button', { name: 'Switch to Free' }).click()
    await page.getByRole('dialog', { name: 'Switch to Free at the end of this period' }).waitFor()
    await animationsDone(page)
    expect(await hasHorizontalScroll(page)).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'receipts-switch-to-free-375-red', false)
  })
})
