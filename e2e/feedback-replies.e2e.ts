import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../server/test/smtp'
import { axeViolations } from './support/axe'
import { DESKTOP, hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { loginAsAdmin, see } from './support/pages'
import { browserSuite } from './support/suite'

// Decision 0086: an admin answers feedback from the details dialog by keyboard alone, the reply reaches a
// local mail server as 'RE: <subject>', the thread shows it, and the Feedback tab exports CSV; at 1280 and
// 375 px, with axe-core in the light, dark and red night themes.

const smtp = await startSmtpServer()
afterAll(() => smtp.close())

/** Sends the contact form's request from the page (same origin), as a visitor's browser would. */
async function sendFeedback(page: Page, email: string, subject: string) {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/feedback', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    {
      name: 'Visiting Skipper',
      email,
      type: 'bug',
      subject,
      message: 'The radar overlay drifts from the chart when turning.',
    },
  )
  expect(status).toBe(201)
}

/** The Feedback tab, then the details of `subject`, opened from the keyboard. */
async function openDetails(page: Page, subject: string) {
  await page.goto('/admin')
  await see(page, 'Admin Console')
  await page.getByRole('tab', { name: 'Feedback' }).click()
  await see(page, 'Customer Feedback')
  const details = page.getByRole('button', { name: new RegExp(`^Details of "${subject}"`) })
  await details.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Feedback Details' })
  await dialog.waitFor()
  return dialog
}

describe.skipIf(!hasChromium)('replying to feedback and exporting it', () => {
  const suite = browserSuite({ SMTP_URL: smtp.url, MAIL_FROM: 'Sonar Assistant <help@example.com>' })

  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px: reply by keyboard, see the thread, export the CSV`, async () => {
      const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, viewport)
      const email = `visitor.${viewport.width}.${Date.now()}@example.com`
      const subject = `Radar overlay drifts ${viewport.width}`
      await page.goto('/contact')
      await sendFeedback(page, email, subject)
      await loginAsAdmin(page)
      const dialog = await openDetails(page, subject)
      await dialog.getByText('No replies yet.').waitFor()

      // Keyboard only: into the reply box, type, Tab past the status select to Send Reply.
      await dialog.getByLabel('Reply to Visiting Skipper').focus()
      await page.keyboard.type('Thanks: a fix for the overlay is in the next update.')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Send Reply')
      await page.keyboard.press('Enter')
      await see(page, 'Reply sent')

      const mail = await smtp.waitForMail(email, /a fix for the overlay/)
      expect(mail.to).toEqual([email])
      expect(mail.text).toMatch(new RegExp(`^Subject: RE: ${subject}\\r?$`, 'm'))

      const replies = dialog.getByRole('list', { name: 'Replies, oldest first' })
      await replies.getByText('a fix for the overlay').waitFor()
      await replies.getByText('Sent', { exact: true }).waitFor()
      await dialog.getByRole('heading', { name: 'Replies (1)' }).waitFor()
      // The status moved to In Progress, the default.
      expect(await dialog.getByRole('combobox', { name: 'Status', exact: true }).textContent()).toContain(
        'In Progress',
      )
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `feedback-reply-${viewport.width}`)
      // The reply box's end: the status to set and Send Reply, scrolled to inside the dialog.
      await dialog.getByRole('button', { name: 'Send Reply' }).scrollIntoViewIfNeeded()
      await screenshot(page, `feedback-reply-form-${viewport.width}`, false)

      for (const theme of ['light', 'dark', 'red'] as const) {
        await page.evaluate((value) => localStorage.setItem('sonar-theme', value), theme)
        await page.reload()
        const reopened = await openDetails(page, subject)
        await reopened.getByRole('list', { name: 'Replies, oldest first' }).waitFor()
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
        expect(await axeViolations(page), `${theme} at ${viewport.width} px`).toEqual([])
        await screenshot(page, `feedback-reply-${theme}-${viewport.width}`, false)
        await page.keyboard.press('Escape')
        await reopened.waitFor({ state: 'hidden' })
      }
      await page.evaluate(() => localStorage.removeItem('sonar-theme'))

      // Export CSV: what the table shows, searched down to this entry.
      await page.getByRole('searchbox', { name: 'Search feedback' }).fill(subject)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('sonar-feedback.csv')
      const csv = readFileSync((await download.path()) as string, 'utf8')
      expect(csv.startsWith('\uFEFF')).toBe(true)
      const lines = csv.slice(1).split('\r\n')
      expect(lines[0]).toBe('ID,Created At,Name,Email,Type,Status,Priority,Subject,Message,Replies')
      expect(lines).toHaveLength(3)
      expect(lines[1]).toContain(`,Visiting Skipper,${email},bug,in-progress,medium,${subject},`)
      expect(lines[1]).toMatch(/,1$/)
      await see(page, 'Export Successful')
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `feedback-export-${viewport.width}`, false)
      expect(consoleErrors).toEqual([])
    }, 240_000)
  }
})
