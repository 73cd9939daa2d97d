import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { samplePdf } from '../server/test/sample-pdfs'
import { axeViolations } from './support/axe'
import { hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { loginAsAdmin, register, see } from './support/pages'
import { browserSuite } from './support/suite'

// The page viewer (decision 0090): an answer cites an uploaded PDF manual; on a 375 px phone, 'Open page'
// shows that page inside the app, drawn by pdf.js from a PDF of that page alone, the cited passage
// highlighted, zoomable, with the pages before and after; Escape gives focus back.

const PROCEDURE =
  'To pair the Kittiwake remote, hold the MOB and ENTER keys together for five seconds until the display flashes twice, then press PAIR on the remote within thirty seconds.'

/** An eight-page manual, pages i and ii before page 1, whose sixth PDF page (printed 4) holds the procedure. */
async function manualPdf(): Promise<string> {
  const filler = (n: number) => [
    { heading: `Chapter ${n}` },
    {
      paragraph: `This page describes the display layout, the keypad and the status bar in general terms (${n}).`,
    },
  ]
  const pages = Array.from({ length: 8 }, (_, i) =>
    i === 5 ? [{ heading: 'Pairing the remote' }, { paragraph: PROCEDURE }] : filler(i + 1),
  )
  const bytes = await samplePdf({
    pages,
    header: 'Kittiwake 5 Operator Manual',
    footer: 'Page {page}',
    romanFrontPages: 2,
  })
  const file = join(mkdtempSync(join(tmpdir(), 'sonar-manual-page-')), 'kittiwake-5-manual.pdf')
  writeFileSync(file, bytes)
  return file
}

async function uploadManual(admin: Page) {
  await loginAsAdmin(admin)
  await admin.goto('/admin?tab=devices')
  await admin
    .getByRole('button', { name: /Add Device/ })
    .first()
    .click()
  await admin.getByRole('dialog').getByLabel(/Brand/).fill('Kittiwake')
  await admin.getByRole('dialog').getByLabel(/Model/).fill('5')
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /Add Device|Save/ })
    .last()
    .click()
  await see(admin, 'Manual added successfully.')
  // Searched for after it is added, as manuals.e2e.ts does: a search typed before could be answered first.
  await admin.getByLabel('Search devices').fill('Kittiwake')
  await admin.getByRole('button', { name: 'Manuals of Kittiwake 5' }).click()
  await admin.getByLabel('Choose a manual file').setInputFiles(await manualPdf())
  await admin.getByLabel('Title (optional)').fill('Kittiwake 5 Operator Manual')
  await admin.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click()
  await admin.getByRole('dialog').getByText('Ready', { exact: true }).first().waitFor({ timeout: 60_000 })
}

/** The highlight boxes, each as its place on the page sheet: inside it, and of some size. */
function highlightsOnSheet(page: Page) {
  return page.evaluate(() => {
    const sheet = document.querySelector('[role="dialog"] [data-page-sheet]')
    if (!sheet) return null
    const frame = sheet.getBoundingClientRect()
    return [...sheet.querySelectorAll('[data-highlight]')].map((box) => {
      const r = box.getBoundingClientRect()
      return {
        inside:
          r.left >= frame.left - 0.5 &&
          r.right <= frame.right + 0.5 &&
          r.top >= frame.top - 0.5 &&
          r.bottom <= frame.bottom + 0.5,
        width: r.width,
        height: r.height,
        visible: getComputedStyle(box).visibility === 'visible' && Number(getComputedStyle(box).opacity) > 0,
      }
    })
  })
}

/** The first highlight box is within what the page's frame shows (scrolled to it), not only on the sheet. */
function firstHighlightInView(page: Page) {
  return page.evaluate(() => {
    const sheet = document.querySelector('[role="dialog"] [data-page-sheet]')
    const box = sheet?.querySelector('[data-highlight]')?.getBoundingClientRect()
    const frame = sheet?.parentElement?.getBoundingClientRect()
    if (!box || !frame) return false
    return (
      box.top >= frame.top && box.bottom <= frame.bottom && box.left >= frame.left && box.left < frame.right
    )
  })
}

/** The page is drawn at its shown size (not a smaller drawing stretched while the zoom settles). */
function drawnSharp(page: Page) {
  return page.evaluate(() => {
    const sheet = document.querySelector('[role="dialog"] [data-page-sheet]')
    const canvas = sheet?.querySelector('canvas')
    if (!sheet || !canvas) return false
    return canvas.width >= sheet.getBoundingClientRect().width * window.devicePixelRatio * 0.95
  })
}

/** How many of the drawn page's pixels are not white: the page was drawn, not left blank. */
function inkedPixels(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector(
      '[role="dialog"] [data-page-sheet] canvas',
    ) as HTMLCanvasElement | null
    if (!canvas) return 0
    const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] }
    let inked = 0
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 200) inked++
    return inked
  })
}

describe.skipIf(!hasChromium)('the page viewer', () => {
  const suite = browserSuite()

  it('opens the cited page of an uploaded manual on a phone, its passage highlighted, zoomed, paged and closed', async () => {
    const admin = await newPage(suite.browser, suite.server.url)
    await uploadManual(admin.page)
    await admin.context.close()

    const { page, context, consoleErrors } = await newPage(suite.browser, suite.server.url, PHONE)
    await register(page, 'Petra')
    await page.getByRole('button', { name: 'Close notification' }).first().click()
    const search = page.getByPlaceholder('Search for your device...')
    await search.click()
    await search.fill('kittiwake')
    await page.getByRole('option', { name: /Kittiwake 5/ }).click()
    await page.getByPlaceholder('Or type your own question...').fill('how do I pair the remote')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page
      .locator('summary', { hasText: /Sources \(\d+\)/ })
      .first()
      .waitFor({ timeout: 30_000 })
    const answer = (await page.getByRole('log', { name: 'Messages' }).textContent()) ?? ''
    expect(answer).toContain('Kittiwake 5 Operator Manual, p. 4')

    await page
      .locator('summary', { hasText: /Sources/ })
      .first()
      .click()
    const open = page.getByRole('button', { name: 'Open page 4 of Kittiwake 5 Operator Manual' }).first()
    await open.scrollIntoViewIfNeeded()
    await screenshot(page, 'manual-page-sources-375', false)
    expect(await axeViolations(page, { also: ['label-content-name-mismatch'] })).toEqual([])
    const requested: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/documents/')) requested.push(new URL(request.url()).pathname)
    })
    await open.click()

    const dialog = page.getByRole('dialog', { name: 'Kittiwake 5 Operator Manual' })
    await dialog.waitFor()
    await dialog.locator('[data-page-sheet] canvas').waitFor({ timeout: 30_000 })
    await dialog.locator('[data-highlight]').first().waitFor({ timeout: 10_000 })
    await expect.poll(() => inkedPixels(page)).toBeGreaterThan(500)
    // Only the cited page came down, as a PDF of its own: the sixth of the file.
    expect(requested).toEqual([expect.stringMatching(/^\/api\/documents\/\d+\/pages\/6$/)])
    await expect
      .poll(async () => (await dialog.getByText(/the page the answer cites/).textContent()) ?? '')
      .toContain('p. 4, the page the answer cites (page 6 of 8 in the PDF), its passage highlighted.')

    const boxes = (await highlightsOnSheet(page)) ?? []
    expect(boxes.length).toBeGreaterThanOrEqual(2) // the procedure runs over several lines
    for (const box of boxes) {
      expect(box).toMatchObject({ inside: true, visible: true })
      expect(box.width).toBeGreaterThan(5)
      expect(box.height).toBeGreaterThan(2)
    }
    const sheetWidth = async () => (await dialog.locator('[data-page-sheet]').boundingBox())?.width ?? 0
    // A phone's dialog opens the page zoomed in, readable, scrolled to the passage; the page itself never
    // wider than the phone.
    await dialog.getByText('200%').waitFor()
    expect(await sheetWidth()).toBeGreaterThan(600)
    expect(await firstHighlightInView(page)).toBe(true)
    expect(await hasHorizontalScroll(page)).toBe(false)
    await expect.poll(() => drawnSharp(page)).toBe(true)
    await screenshot(page, 'manual-page-375', false)
    expect(await axeViolations(page, { also: ['label-content-name-mismatch'] })).toEqual([])

    // Zoomed out to the whole page, fitted to the phone, the highlight still on its words; then in a step.
    for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Zoom out' }).click()
    await dialog.getByText('100%').waitFor()
    expect(await dialog.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true)
    const fitted = await sheetWidth()
    expect(fitted).toBeGreaterThan(300)
    expect(fitted).toBeLessThanOrEqual(375)
    expect(((await highlightsOnSheet(page)) ?? []).every((box) => box.inside)).toBe(true)
    await expect.poll(() => drawnSharp(page)).toBe(true)
    await screenshot(page, 'manual-page-fitted-375', false)
    await dialog.getByRole('button', { name: 'Zoom in' }).click()
    await dialog.getByText('125%').waitFor()
    await expect.poll(sheetWidth).toBeGreaterThan(fitted * 1.2)
    expect(await hasHorizontalScroll(page)).toBe(false)

    // The next page, fetched on its own, has no highlight; the previous one is the cited page again.
    await dialog.getByRole('button', { name: /Next/ }).click()
    await dialog.getByText('Page 7 of 8 in the PDF.').waitFor()
    await dialog.locator('[data-page-sheet] canvas').waitFor()
    expect(await dialog.locator('[data-highlight]').count()).toBe(0)
    await dialog.getByRole('button', { name: /Previous/ }).click()
    await dialog.locator('[data-highlight]').first().waitFor()
    expect(requested.at(-2)).toMatch(/\/pages\/7$/)

    // Escape closes it; focus goes back to the button that opened it.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(consoleErrors).toEqual([])
    await context.close()
  }, 180_000)
})
