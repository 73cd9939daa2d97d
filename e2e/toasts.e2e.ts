import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { register, see } from './support/pages'
import { browserSuite } from './support/suite'

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('the element has no box: it is not shown')
  return box
}

/** The toast on screen once its entrance has settled (the region also holds Radix's hidden announcement). */
async function shownToast(page: Page, title: string): Promise<Box> {
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li', { hasText: title })
  await toast.waitFor()
  await page.waitForTimeout(300)
  return boxOf(toast)
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' }).last()

/** Adds a custom device from the open 'Add Custom Device' modal: the toast 'Custom Device Added' follows. */
async function addCustomDevice(page: Page, model: string) {
  await page.getByLabel('Manufacturer *').fill('Acme')
  await page.getByLabel('Model *').fill(model)
  await page.getByRole('button', { name: 'Add Device' }).click()
}

/** Spends the rest of the free trial through the API, as the agent would, so the next question is refused. */
async function spendTheTrial(page: Page, baseUrl: string) {
  const manuals = (await (await page.request.get('/api/manuals')).json()) as { id: number; model: string }[]
  const device = manuals.find((m) => m.model === 'ECHOMAP UHD2 93sv')
  if (!device) throw new Error('the seeded catalogue has no ECHOMAP UHD2 93sv')
  while (true) {
    const usage = (await (await page.request.get('/api/usage')).json()) as {
      queriesUsed: number
      limit: number
    }
    if (usage.queriesUsed >= usage.limit) return
    const response = await page.request.post('/api/query', {
      headers: { origin: baseUrl },
      data: { manualId: device.id, query: 'how do I adjust the sonar gain' },
    })
    expect(response.status()).toBe(200)
  }
}

describe.skipIf(!hasChromium)("toasts never cover the chat's Send button", () => {
  const suite = browserSuite()

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`at ${width} px: after 'Custom Device Added' and after a quota refusal`, async () => {
      const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, viewport)
      await register(page, 'Toast')
      await see(page, 'First, select your device model:')

      // The welcome card: Enter takes the best match, then a custom device is added from the picker.
      const search = page.getByPlaceholder('Search for your device...')
      await search.click()
      await search.fill('ECHOMAP UHD2')
      await search.press('Enter')
      await see(page, 'Selected device:')
      await see(page, 'Garmin ECHOMAP UHD2 93sv')
      await page.getByRole('button', { name: 'Change device' }).click()
      await page.getByRole('option', { name: /Add Custom Device/ }).click()
      await addCustomDevice(page, 'DeepSeer 5')
      const welcomeToast = await shownToast(page, 'Custom Device Added')
      await page.getByPlaceholder('Or type your own question...').fill('what do the arches mean')
      expect(overlaps(welcomeToast, await boxOf(sendButton(page)))).toBe(false)
      await screenshot(page, `toasts-welcome-${width}`, false)

      // The conversation: its question box is at the bottom of the screen.
      await sendButton(page).click()
      await page.getByPlaceholder('Ask about your device...').waitFor()
      await page
        .locator('summary', { hasText: /Sources \(\d+\)/ })
        .first()
        .waitFor({ timeout: 15_000 })
      await page
        .getByRole('button', { name: /Change device/ })
        .first()
        .click()
      await page
        .getByRole('dialog')
        .getByRole('option', { name: /Add Custom Device/ })
        .click()
      await addCustomDevice(page, 'DeepSeer 7')
      const conversationToast = await shownToast(page, 'Custom Device Added')
      await page.getByPlaceholder('Ask about your device...').fill('and on the 7?')
      const send = await boxOf(sendButton(page))
      expect(overlaps(conversationToast, send)).toBe(false)
      // Under the top bar (4rem) from 640 px, over it on a phone; clear of the question box at the bottom.
      if (width === '1280') expect(conversationToast.y).toBeGreaterThanOrEqual(64)
      else expect(conversationToast.y).toBeLessThan(64)
      expect(conversationToast.y + conversationToast.height).toBeLessThan(send.y)
      await screenshot(page, `toasts-custom-device-${width}`, false)
      // Dismissed, so the refusal's toast is the one measured next.
      await page.getByRole('button', { name: 'Close notification' }).click()

      await spendTheTrial(page, suite.server.url)
      // Measured before it is pressed: once refused, the box becomes the Upgrade card (issue 42).
      const sendBox = await boxOf(sendButton(page))
      await sendButton(page).click()
      const refusal = await shownToast(page, 'Error')
      expect(overlaps(refusal, sendBox)).toBe(false)
      await see(page, /Not answered:/)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `toasts-quota-refusal-${width}`, false)
      // The refused question is also logged to the console, as every failed write is (SPEC.md section 8).
      expect(consoleErrors.filter((error) => !/status of 402|used all 20 free queries/.test(error))).toEqual(
        [],
      )
    })
  }

  it("a visitor's toast shows under the top bar and clear of the login form's button (1280 and 375 px)", async () => {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      const { page } = await newPage(suite.browser, suite.server.url, viewport)
      await page.goto('/agent')
      await page.waitForURL('**/login')
      const toast = await shownToast(page, 'Authentication Required')
      const topBar = await boxOf(page.locator('header').first())
      // Under the top bar from 640 px; on a phone over it, so the page's title stays in view.
      if (width === '1280') expect(toast.y).toBeGreaterThanOrEqual(topBar.y + topBar.height)
      else expect(toast.y).toBeLessThan(topBar.y + topBar.height)
      expect(overlaps(toast, await boxOf(page.getByRole('heading', { name: 'Welcome Back' })))).toBe(false)
      expect(overlaps(toast, await boxOf(page.getByRole('button', { name: 'Login', exact: true })))).toBe(
        false,
      )
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `toasts-login-${width}`, false)
      await page.context().close()
    }
  })

  it("clears the email notice's 'Resend link' and an open dialog's close button (1280 px)", async () => {
    const { page } = await newPage(suite.browser, suite.server.url, DESKTOP)
    await register(page, 'Notice')
    const resend = page.getByRole('button', { name: 'Resend link' })
    await resend.click()
    const sent = await shownToast(page, 'Check your email')
    expect(overlaps(sent, await boxOf(resend))).toBe(false)
    await page.getByRole('button', { name: 'Close notification' }).click()

    // A toast raised inside a dialog: the change of password never reaches the server.
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Change Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    await dialog.getByLabel('Current Password', { exact: true }).fill('Tide-Harbour-Old9')
    await dialog.getByLabel('New Password', { exact: true }).fill('Tide-Harbour-New9')
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Tide-Harbour-New9')
    await page.route('**/api/auth/change-password', (route) => route.abort('internetdisconnected'))
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    // A modal dialog hides the rest of the page from the accessibility tree, so the toast is found by its place.
    const failedToast = page.locator('.toast-viewport li', { hasText: 'Failed to change password' })
    await failedToast.waitFor()
    await page.waitForTimeout(300)
    const failed = await boxOf(failedToast)
    expect(overlaps(failed, await boxOf(dialog.getByRole('button', { name: 'Close dialog' })))).toBe(false)
    await screenshot(page, 'toasts-dialog-1280', false)
    await page.context().close()
  })
})
