import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { samplePdf } from '../server/test/sample-pdfs'
import { scannedPdf } from '../server/test/scanned-pdf'
import { hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { loginAsAdmin, register, see } from './support/pages'
import { browserSuite } from './support/suite'

const PROCEDURE =
  'To calibrate the TrueHeading compass, open Settings > Sensors > Compass and turn the boat two full circles at 3 knots.'

/** A ten-page manual whose page 7 holds the one procedure the question is about. */
async function manualPdf(): Promise<string> {
  const filler = (n: number) => [
    { heading: `Chapter ${n}` },
    {
      paragraph: `This page describes the display layout, the keypad and the status bar in general terms (${n}).`,
    },
  ]
  const pages = Array.from({ length: 10 }, (_, i) =>
    i === 6 ? [{ heading: 'Compass calibration' }, { paragraph: PROCEDURE }] : filler(i + 1),
  )
  const bytes = await samplePdf({ pages, header: 'Seafarer X9 Operator Manual', footer: 'Page {page}' })
  const file = join(mkdtempSync(join(tmpdir(), 'sonar-manual-')), 'seafarer-x9-manual.pdf')
  writeFileSync(file, bytes)
  return file
}

/** Adds a device of our own from the Devices tab, so its manual is the only source about it. */
async function addDevice(page: Page, brand: string, model: string) {
  await page
    .getByRole('button', { name: /Add Device/ })
    .first()
    .click()
  await page.getByRole('dialog').getByLabel(/Brand/).fill(brand)
  await page.getByRole('dialog').getByLabel(/Model/).fill(model)
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add Device|Save/ })
    .last()
    .click()
  await see(page, 'Manual added successfully.')
}

describe.skipIf(!hasChromium)('uploaded manuals', () => {
  // On an empty DATA_DIR, as before decision 0095: from the run's template, CI twice did not list the device
  // just added (not seen when the file runs alone); left for the next session to explain.
  const suite = browserSuite({}, { template: null })

  it('an admin uploads a PDF manual; a user gets an answer quoting it that cites page 7 with a working link', async () => {
    const admin = await newPage(suite.browser, suite.server.url)
    await loginAsAdmin(admin.page)
    await admin.page.goto('/admin?tab=devices')
    await addDevice(admin.page, 'Seafarer', 'X9')
    // Searched for after it is added: a search typed before could be answered before the device existed.
    await admin.page.getByLabel('Search devices').fill('Seafarer')

    await admin.page.getByRole('button', { name: 'Manuals of Seafarer X9' }).click()
    await admin.page.getByLabel('Choose a manual file').setInputFiles(await manualPdf())
    await admin.page.getByLabel('Title (optional)').fill('Seafarer X9 Operator Manual')
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click()
    await admin.page
      .getByRole('dialog')
      .getByText('Ready', { exact: true })
      .first()
      .waitFor({ timeout: 30_000 })
    await screenshot(admin.page, 'manuals-dialog-desktop', false)

    const user = await newPage(suite.browser, suite.server.url)
    await register(user.page, 'Mariner')
    await user.page.getByPlaceholder('Search for your device...').click()
    await user.page.getByPlaceholder('Search for your device...').fill('seafarer')
    await user.page.getByRole('option', { name: /Seafarer X9/ }).click()
    await user.page.getByPlaceholder('Or type your own question...').fill('how do I calibrate the compass')
    await user.page.getByRole('button', { name: 'Send message' }).click()
    await user.page
      .locator('summary', { hasText: /Sources \(\d+\)/ })
      .first()
      .waitFor({ timeout: 15_000 })
    const answer = (await user.page.getByRole('log', { name: 'Messages' }).textContent()) ?? ''
    expect(answer).toContain('turn the boat two full circles at 3 knots')
    expect(answer).toContain('Seafarer X9 Operator Manual, p. 7')

    await user.page
      .locator('summary', { hasText: /Sources/ })
      .first()
      .click()
    const link = user.page.getByRole('link', { name: /Seafarer X9 Operator Manual, p\. 7/ }).first()
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/api\/manuals\/\d+\/documents\/\d+\/file#page=7$/)
    const file = await user.page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'include' })
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
      }
    }, href.split('#')[0] as string)
    expect(file).toEqual({ status: 200, type: 'application/pdf', cache: 'private, no-store' })
    await screenshot(user.page, 'manual-cited-answer-desktop', false)
  })

  it('a scanned manual is read by OCR in the production build, and the dialog says which pages', async () => {
    const scan = await scannedPdf([
      ['# Squelch', 'Turn the SQL knob clockwise until the hiss just stops.'],
      ['# Dual watch', 'Press DW to listen to channel 16 and one other channel.'],
    ])
    const file = join(mkdtempSync(join(tmpdir(), 'sonar-scan-')), 'kestrel-scan.pdf')
    writeFileSync(file, scan)
    for (const [viewport, name] of [
      [undefined, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const admin = await newPage(suite.browser, suite.server.url, viewport)
      await loginAsAdmin(admin.page)
      await admin.page.goto('/admin?tab=devices')
      await addDevice(admin.page, 'Kestrel', `Scan ${name}`)
      await admin.page.getByLabel('Search devices').fill(`Scan ${name}`)
      await admin.page.getByRole('button', { name: `Manuals of Kestrel Scan ${name}` }).click()
      await admin.page.getByLabel('Choose a manual file').setInputFiles(file)
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click()
      // OCR of two pages takes seconds on an idle machine, and much longer on a loaded one.
      await admin.page.getByRole('dialog').getByText('Pages 1, 2 read by OCR').waitFor({ timeout: 120_000 })
      await screenshot(admin.page, `manuals-dialog-ocr-${name}`, false)
      expect(await hasHorizontalScroll(admin.page)).toBe(false)
      await admin.context.close()
    }
  }, 300_000)
})
