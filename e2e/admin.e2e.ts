import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { loginAsAdmin, register, see, seeAll } from './support/pages'
import { ADMIN_EMAIL } from './support/server'
import { browserSuite } from './support/suite'

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click()
}

/** Asks an on-topic and an off-topic question through the API, so the dashboard's charts have bars to draw. */
async function askQuestions(page: Page) {
  const statuses = await page.evaluate(async () => {
    const manuals = await (await fetch('/api/manuals', { credentials: 'include' })).json()
    const ask = (query: string) =>
      fetch('/api/query', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ manualId: manuals[1].id, query }),
      }).then((response) => response.status)
    return [await ask('how do I set the gain'), await ask('what is the best lure for bass in lakes')]
  })
  expect(statuses).toEqual([200, 200])
}

/** Each of the dashboard's charts is drawn (an svg in its container) within the page's width. */
async function expectChartsDrawn(page: Page) {
  const pageWidth = page.viewportSize()?.width ?? 0
  // Questions per day is a chart (recharts): it takes its figure's width (ResponsiveContainer).
  const perDay = page.getByRole('figure', { name: 'Questions per day' })
  const svg = perDay.locator('.recharts-responsive-container svg.recharts-surface').first()
  await svg.waitFor()
  await perDay.locator('.recharts-bar-rectangle').first().waitFor()
  const box = await svg.boundingBox()
  const perDayFrame = await perDay.boundingBox()
  expect(box?.width).toBeGreaterThan(0)
  expect(Math.abs((box?.width ?? 0) - (perDayFrame?.width ?? 0))).toBeLessThanOrEqual(1)
  // Outcomes and devices are HTML bars under each whole name (decision 0080): a bar per row, inside the page.
  for (const name of ['Questions per day', 'Answers by outcome', 'Top devices']) {
    const chart = page.getByRole('figure', { name })
    if (name !== 'Questions per day') await chart.locator('[data-bar]').first().waitFor()
    const frame = await chart.boundingBox()
    expect(frame?.width, name).toBeGreaterThan(0)
    expect((frame?.x ?? 0) + (frame?.width ?? 0), name).toBeLessThanOrEqual(pageWidth)
  }
  expect(await hasHorizontalScroll(page)).toBe(false)
}

/** As a new user: asks a question about a device from the agent screen and rates the answer down with a comment. */
async function askAndRateDown(page: Page, question: string, comment: string) {
  await register(page, 'Reviewer')
  const box = page.getByPlaceholder('Search for your device...')
  await box.click()
  await box.fill('garmin echomap')
  await page
    .getByRole('option', { name: /Garmin ECHOMAP/ })
    .first()
    .click()
  await see(page, 'Selected device:')
  const input = page.getByPlaceholder('Or type your own question...')
  await input.fill(question)
  await input.press('Enter')
  const notHelpful = page.getByRole('button', { name: 'Not helpful' }).first()
  await notHelpful.waitFor({ timeout: 15_000 })
  await notHelpful.click()
  await page.getByLabel('What was wrong with this answer? (optional)').fill(comment)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await see(page, 'Thanks for your feedback')
}

/** As the admin: the Answers tab, thumbs down only, the question's details with the comment. */
async function reviewThumbsDown(page: Page, question: string, comment: string) {
  await loginAsAdmin(page)
  await page.goto('/admin')
  await see(page, 'Admin Console')
  await openTab(page, 'Answers')
  await page.getByRole('checkbox', { name: 'Thumbs down only' }).click()
  await see(page, /Showing 1 to \d+ of \d+ answers/)
  // Every row left is rated down.
  const table = page.getByRole('table')
  await table.getByText(question).first().waitFor()
  expect(await table.getByText('Helpful', { exact: true }).count()).toBe(0)
  expect(await hasHorizontalScroll(page)).toBe(false)
  await page
    .getByRole('button', { name: `Details of "${question}"` })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Answer Details' })
  await dialog.getByText(comment).waitFor()
  await dialog.getByText('Not helpful', { exact: true }).first().waitFor()
  expect(await hasHorizontalScroll(page)).toBe(false)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  // The device asked about has no manual yet: it is offered for an upload, in the Devices tab's dialog.
  await page
    .getByRole('button', { name: /^Upload manual for Garmin ECHOMAP/ })
    .first()
    .click()
  await page.getByRole('dialog', { name: /^Manuals for Garmin ECHOMAP/ }).waitFor()
  expect(await hasHorizontalScroll(page)).toBe(false)
  await page.keyboard.press('Escape')
}

describe.skipIf(!hasChromium)('contact form and Admin Console', () => {
  const suite = browserSuite()

  it('takes feedback from a visitor, with the validation messages, then thanks them', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Feedback' }).click()
    await seeAll(page, [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Subject must be at least 5 characters.',
      'Message must be at least 10 characters.',
    ])
    await page.getByLabel('Name').fill('Visiting Skipper')
    await page.getByLabel('Email').fill('visitor@example.com')
    await page.getByRole('radio', { name: /Bug Report/ }).check()
    await page.getByLabel('Subject').fill('Radar overlay drifts')
    await page.getByLabel('Message').fill('The radar overlay drifts from the chart when turning.')
    await page.getByRole('button', { name: 'Send Feedback' }).click()
    await see(page, 'Thank You!')
    await see(page, /visitor@example\.com/)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('prefills the contact form for a signed-in user', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await loginAsAdmin(page)
    await page.goto('/contact')
    await page.waitForFunction(
      (email) => document.querySelector<HTMLInputElement>('input[type="email"]')?.value === email,
      ADMIN_EMAIL,
    )
    expect(await page.getByLabel('Name').inputValue()).toBe('Admin')
  })

  it('walks every tab of the Admin Console', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url)
    await loginAsAdmin(page)
    await askQuestions(page)
    await page.goto('/admin')
    await see(page, 'Admin Console')

    await seeAll(page, ['Total Queries', 'Active Users', 'Avg Response Time', 'Recent API Logs'])
    await expectChartsDrawn(page)
    await screenshot(page, 'admin-dashboard-desktop')

    await openTab(page, 'Users')
    await see(page, 'User Management')
    await page.getByRole('cell', { name: ADMIN_EMAIL }).first().waitFor()
    await page.getByLabel('Search users').fill('no-such-person')
    await see(page, 'No users found.')
    await page.getByLabel('Search users').fill('')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: /Export/ }).click()
    await page.getByRole('menuitem', { name: 'Export as CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('sonar-users.csv')
    const csv = readFileSync((await file.path()) as string, 'utf8')
    // A byte-order mark first, so Excel reads the file as UTF-8.
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'ID,First Name,Last Name,Email,Role,Subscription,Queries Used,Created At',
    )
    await see(page, 'Export Successful')

    await openTab(page, 'Devices')
    const saveDeviceDialog = () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: /Add Device|Save/ })
        .last()
        .click()
    await see(page, 'Device Management')
    await see(page, /Showing 1 to 10 of \d+ devices/)
    await page.getByLabel('Search devices').fill('furuno')
    await page
      .getByRole('cell', { name: /Furuno/ })
      .first()
      .waitFor()
    await page.getByLabel('Search devices').fill('zzzz-nothing')
    await see(page, 'No devices match your search')
    await page
      .getByRole('button', { name: /Add Device/ })
      .first()
      .click()
    await saveDeviceDialog()
    await see(page, 'Brand name is required')
    await page.getByRole('dialog').getByLabel(/Brand/).fill('Navico')
    await page.getByRole('dialog').getByLabel(/Model/).fill('Test Unit 9')
    await saveDeviceDialog()
    await see(page, 'Manual added successfully.')

    await openTab(page, 'System')
    await seeAll(page, ['Role Permissions Overview', '20 free queries per user', 'API Logs'])
    // The log filters go to the server: errors only, then only the failed requests' paths remain.
    const logList = page.getByRole('region', { name: 'API logs' })
    await page.getByRole('searchbox', { name: 'Search paths' }).fill('/api/query')
    await logList.getByText('/api/query', { exact: true }).first().waitFor()
    await page.getByRole('checkbox', { name: 'Errors only' }).click()
    await see(page, 'No API requests match these filters.')
    await page.getByRole('checkbox', { name: 'Errors only' }).click()
    await page.getByRole('searchbox', { name: 'Search paths' }).fill('')

    await openTab(page, 'Feedback')
    await see(page, 'Customer Feedback')
    await page
      .getByRole('cell', { name: /Radar overlay drifts/ })
      .first()
      .waitFor()
    await see(page, 'Bug Report')
    await page
      .getByRole('button', { name: /details/i })
      .first()
      .click()
    await see(page, 'Submitted By')
    const mailto = await page.getByRole('link', { name: /Respond via Email/ }).getAttribute('href')
    expect(mailto).toMatch(/^mailto:visitor@example\.com\?subject=RE%3A%20Radar%20overlay%20drifts&body=/)
    expect(decodeURIComponent(mailto ?? '')).toContain('[Your response here]')
    await page.getByRole('dialog').getByRole('combobox').first().click()
    await page.getByRole('option', { name: /completed/i }).click()
    await see(page, 'Feedback updated successfully.')
    await screenshot(page, 'admin-feedback-desktop')
    expect(consoleErrors).toEqual([])
  })

  it('shows a thumbs-down answer and its comment in the Answers tab, at 1280 and 375 px', async () => {
    const question = 'how do i adjust the sonar gain on this unit'
    const comment = `The gain menu is elsewhere on mine (${Date.now()}).`
    const asker = await newPage(suite.browser, suite.server.url)
    await askAndRateDown(asker.page, question, comment)

    const desktop = await newPage(suite.browser, suite.server.url)
    await reviewThumbsDown(desktop.page, question, comment)
    await screenshot(desktop.page, 'admin-answers-desktop')
    expect(desktop.consoleErrors).toEqual([])

    const phone = await newPage(suite.browser, suite.server.url, PHONE)
    await reviewThumbsDown(phone.page, question, comment)
    await screenshot(phone.page, 'admin-answers-375')
    expect(phone.consoleErrors).toEqual([])
  })

  it('sends a signed-in non-admin away with Access Denied', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await register(page, 'Plain', `plain.${Date.now()}@example.com`)
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0)
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/')
    await see(page, 'Access Denied')
  })

  it('draws the dashboard charts within a 375 px screen', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, PHONE)
    await loginAsAdmin(page)
    await askQuestions(page)
    await page.goto('/admin')
    await see(page, 'Total Queries')
    await expectChartsDrawn(page)
    await screenshot(page, 'admin-dashboard-375')
    expect(consoleErrors).toEqual([])
  })

  it('keeps the users table usable at 375 px without page-level horizontal scroll', async () => {
    const { page } = await newPage(suite.browser, suite.server.url, PHONE)
    await loginAsAdmin(page)
    await page.goto('/admin?tab=users')
    await see(page, 'User Management')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'admin-users-375')
  })
})
