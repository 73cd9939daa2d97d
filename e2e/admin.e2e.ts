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
    await page.goto('/admin')
    await see(page, 'Admin Console')

    await seeAll(page, ['Total Queries', 'Active Users', 'Avg Response Time', 'Recent API Logs'])
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

  it('sends a signed-in non-admin away with Access Denied', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await register(page, 'Plain', `plain.${Date.now()}@example.com`)
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0)
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/')
    await see(page, 'Access Denied')
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
