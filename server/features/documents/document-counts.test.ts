import { describe, expect, it } from 'vitest'
import type { DocumentCounts, DocumentStatus } from '../../../contract/documents'
import { documents } from '../../db/schema'
import { injectAs, registerUser, setUpAdminTestApp } from '../../test/context'
import { createManual } from '../devices/service'

const suite = setUpAdminTestApp()
const { ctx } = suite

let counter = 0

async function device() {
  return createManual(ctx.database.db, suite.adminId, {
    brand: `Counted ${++counter}`,
    model: 'DC-1',
    deviceType: 'sonar',
    specifications: '',
  })
}

/** Document rows as the reading leaves them (no file is read: only the counts are asked). */
async function addDocuments(manualId: number, statuses: DocumentStatus[]) {
  await ctx.database.db.insert(documents).values(
    statuses.map((status, i) => ({
      manualId,
      title: `Manual ${i}`,
      fileName: `manual-${i}.txt`,
      storedName: `counted-${manualId}-${i}`,
      mimeType: 'text/plain',
      sizeBytes: 10,
      contentHash: `hash-${manualId}-${i}`,
      status,
    })),
  )
}

const countsOf = (ids: string) =>
  injectAs(ctx.app, suite.adminCookie, {
    method: 'GET',
    url: `/api/admin/manuals/document-counts?ids=${ids}`,
  })

const none = { processing: 0, ready: 0, failed: 0, needs_ocr: 0 }

describe('GET /api/admin/manuals/document-counts', () => {
  it("answers a page of devices' manual counts by status in one call, in the order asked", async () => {
    const busy = await device()
    const empty = await device()
    const mixed = await device()
    await addDocuments(busy.id, ['processing', 'ready'])
    await addDocuments(mixed.id, ['ready', 'ready', 'failed', 'needs_ocr'])

    const response = await countsOf(`${mixed.id},${empty.id},${busy.id}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json() as DocumentCounts[]).toEqual([
      { manualId: mixed.id, total: 4, byStatus: { ...none, ready: 2, failed: 1, needs_ocr: 1 } },
      { manualId: empty.id, total: 0, byStatus: none },
      { manualId: busy.id, total: 2, byStatus: { ...none, processing: 1, ready: 1 } },
    ])
    // Each device's own list stays: the Manuals dialog reads it.
    const list = await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: `/api/admin/manuals/${busy.id}/documents`,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json()).toHaveLength(2)
  })

  it('leaves out devices that do not exist and counts a repeated id once', async () => {
    const one = await device()
    await addDocuments(one.id, ['ready'])
    const response = await countsOf(`${one.id},2147483000,${one.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([{ manualId: one.id, total: 1, byStatus: { ...none, ready: 1 } }])
  })

  it('refuses a missing, malformed or too long list of ids (400), and non-admins', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',')
    for (const ids of ['', 'abc', '1,,2', '0', '-3', tooMany]) {
      const response = await countsOf(ids)
      expect(response.statusCode, ids).toBe(400)
    }
    const noIds = await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: '/api/admin/manuals/document-counts',
    })
    expect(noIds.statusCode).toBe(400)
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/manuals/document-counts?ids=1' })
    expect(anonymous.statusCode).toBe(401)
    const { cookie } = await registerUser(ctx.app)
    const user = await injectAs(ctx.app, cookie, {
      method: 'GET',
      url: '/api/admin/manuals/document-counts?ids=1',
    })
    expect(user.statusCode).toBe(403)
  })
})
