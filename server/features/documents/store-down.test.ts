// The S3 store down (decision 0068): an upload is refused with nothing kept anywhere; a deletion still
// deletes, and the file it could not remove is swept at the next start once the store is back.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import { documents } from '../../db/schema'
import { createTestContext, injectAs, restartApp, signInAsAdmin, type TestContext } from '../../test/context'
import { documentUploadBody, postDocument, settledDocument } from '../../test/documents'
import { type LocalS3, startLocalS3 } from '../../test/s3'

describe('the S3 store down', () => {
  let s3: LocalS3
  let ctx: TestContext
  let admin: string
  let device: Manual
  const localFiles = () => {
    const dir = join(ctx.config.dataDir, 'documents')
    return existsSync(dir) ? readdirSync(dir) : []
  }
  const manual = (n: number) =>
    Buffer.from(`# Anchor watch ${n}\n\nThe anchor alarm sounds past the set radius.\n`)

  beforeAll(async () => {
    s3 = await startLocalS3()
    ctx = await createTestContext({ env: s3.env })
    admin = (await signInAsAdmin(ctx)).cookie
    device = (
      await injectAs(ctx.app, admin, {
        method: 'POST',
        url: '/api/manuals',
        payload: { brand: 'Keelhaul', model: 'S3', deviceType: 'chartplotter' },
      })
    ).json()
  })
  afterAll(async () => {
    await ctx?.close()
    await s3?.close()
  })

  it('refuses an upload while the store cannot be reached, keeping no row, object or temporary file', async () => {
    expect(ctx.config.fileStore.kind).toBe('s3')
    await s3.stop()
    try {
      const response = await postDocument(
        ctx.app,
        admin,
        device.id,
        documentUploadBody('anchor.md', manual(1)),
      )
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(500)
      expect(await ctx.database.db.select().from(documents)).toEqual([])
      expect(localFiles()).toEqual([])
    } finally {
      await s3.start()
    }
    expect(await s3.keys()).toEqual([])
  }, 60_000)

  it('deletes a document while the store is down; its file goes at the next start', async () => {
    const response = await postDocument(ctx.app, admin, device.id, documentUploadBody('anchor.md', manual(2)))
    expect(response.statusCode, response.body).toBe(201)
    const doc: ManualDocument = await settledDocument(ctx.app, admin, device.id, response.json().id, 20_000)
    expect(doc.status).toBe('ready')
    expect(await s3.keys()).toHaveLength(1)

    await s3.stop()
    let deleted: Awaited<ReturnType<typeof injectAs>>
    try {
      deleted = await injectAs(ctx.app, admin, {
        method: 'DELETE',
        url: `/api/admin/manuals/${device.id}/documents/${doc.id}`,
      })
    } finally {
      await s3.start()
    }
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await ctx.database.db.select().from(documents)).toEqual([])
    // The object outlived its row; the next start's sweep takes it.
    expect(await s3.keys()).toHaveLength(1)
    const restarted = await restartApp(ctx)
    await restarted.close()
    expect(await s3.keys()).toEqual([])
  }, 60_000)
})
