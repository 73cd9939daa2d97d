// An uploaded manual without PDF page labels, read through the API: answers cite the number printed on the
// page (the footer's), link to the PDF page, quote a troubleshooting row whole, and never cite the contents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import type { QueryResponse } from '../../../contract/query'
import {
  createTestContext,
  injectAs,
  registerUser,
  signInAsAdmin,
  type TestContext,
} from '../../test/context'
import { documentUploadBody, postDocument, settledDocument } from '../../test/documents'
import { chapterPage, contentsPage, layoutPdf, type PageDrawing, tablePage } from '../../test/layout-pdfs'

const TITLE = 'Kestrel 5 Owner Manual'
const CODE = '190-04411-00_0B'
let ctx: TestContext
let admin: string
let device: Manual
let doc: ManualDocument

/** Cover, contents, a blank page, then chapters numbered from 1 on PDF page 4, and a troubleshooting table. */
function manual(): Promise<Uint8Array> {
  const chapters: { chapter: string; heading?: string; text: string }[] = [
    {
      chapter: 'Getting started',
      heading: 'Getting started',
      text: 'Hold the power key for two seconds to start the Kestrel 5. The welcome screen shows the software version.',
    },
    {
      chapter: 'Getting started',
      text: 'The brightness of the Kestrel 5 screen is set from the Brightness page, in ten steps.',
    },
    {
      chapter: 'Sonar',
      heading: 'Sonar',
      text: 'The Whitecap filter of the Kestrel 5 hides the speckle that waves make near the surface. Turn it on from Sonar Menu > Whitecap.',
    },
    {
      chapter: 'Sonar',
      text: 'Bottom lock of the Kestrel 5 draws the bottom as a flat line so fish close to it stand apart.',
    },
  ]
  const pages: PageDrawing[] = [
    () => [{ text: TITLE, x: 60, y: 600, size: 28, bold: true }],
    contentsPage([
      ['Getting started', 1],
      ['Whitecap filter', 3],
      ['Bottom lock', 4],
      ['Troubleshooting', 5],
    ]),
    () => [{ text: 'This page intentionally left blank.', x: 60, y: 600 }],
    ...chapters.map((c, i) =>
      chapterPage({
        index: i + 4,
        printed: i + 1,
        header: `${TITLE} ${c.chapter}`,
        code: CODE,
        heading: c.heading,
        paragraphs: [c.text],
      }),
    ),
    tablePage(
      'Troubleshooting',
      ['Problem', 'Possible cause', 'Solution'],
      [
        [
          'The Kestrel 5 resets when the outboard starts',
          'Voltage drops below 10 V while cranking',
          'Wire the unit to the house battery or fit a voltage stabiliser.',
        ],
        ['No Whitecap option', 'Old software', 'Update the software from the Kestrel website.'],
        ['Screen fogs inside', 'Moisture from storage', 'Store the unit indoors over winter.'],
      ],
      [160, 160, 172],
    ),
  ]
  return layoutPdf(pages)
}

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  admin = (await signInAsAdmin(ctx)).cookie
  device = (
    await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/api/manuals',
      payload: { brand: 'Kestrel', model: '5 Printed', deviceType: 'fishfinder' },
    })
  ).json()
  const created = await postDocument(
    ctx.app,
    admin,
    device.id,
    documentUploadBody('kestrel-5.pdf', await manual(), { title: TITLE }),
  )
  expect(created.statusCode, created.body).toBe(201)
  doc = await settledDocument(ctx.app, admin, device.id, (created.json() as ManualDocument).id, 20_000)
})
afterAll(() => ctx.close())

async function ask(query: string): Promise<QueryResponse> {
  const { cookie } = await registerUser(ctx.app)
  const response = await injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/query',
    payload: { manualId: device.id, query },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('a manual without page labels', () => {
  it('is read', () => {
    expect(doc).toMatchObject({ status: 'ready', pages: 8 })
  })

  it('cites the page number printed on the page, and links to the PDF page', async () => {
    const answer = await ask('how do i turn on the whitecap filter on my kestrel')
    expect(answer.sources[0]).toMatchObject({ title: `${TITLE}, p. 3`, page: 6, heading: 'Sonar' })
    expect(answer.sources[0]?.url).toMatch(/#page=6$/)
    expect(answer.response).toContain('Sonar Menu > Whitecap')
    expect(answer.response).not.toContain(CODE)
  })

  it('answers a symptom from its troubleshooting row, whole, citing its printed page', async () => {
    const answer = await ask('kestrel resets when i start the outboard')
    expect(answer.sources[0]).toMatchObject({ title: `${TITLE}, p. 5`, page: 8 })
    expect(answer.response).toContain('Voltage drops below 10 V while cranking')
    expect(answer.response).toContain('Wire the unit to the house battery')
  })

  it('never cites the table of contents', async () => {
    for (const question of [
      'whitecap filter, bottom lock and troubleshooting',
      'getting started with whitecap filter',
    ]) {
      const answer = await ask(question)
      expect(answer.sources.map((s) => s.page)).not.toContain(2)
    }
  })
})
