// Three instances on one PostgreSQL database, each with a DATA_DIR of its own as on three hosts (issue 41,
// decision 0068): a manual uploaded through A (web only, WORKERS=0) is read by B (the only one reading) and
// answered through C, cited, its file served by C; deleted through C, its file is gone from the store. Once
// with the files in the database, once in S3 (a local server speaking the S3 API).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import type { QueryResponse } from '../../../contract/query'
import { type Database, openDatabase } from '../../db/client'
import { rowsOf } from '../../db/rows'
import {
  createPostgresTestDatabase,
  createTestContext,
  injectAs,
  registerUser,
  signInAsAdmin,
  type TestContext,
} from '../../test/context'
import { documentUploadBody, postDocument, settledDocument } from '../../test/documents'
import { type LocalS3, startLocalS3 } from '../../test/s3'
import { samplePdf } from '../../test/sample-pdfs'

const postgresUrl = process.env.TEST_DATABASE_URL
const TITLE = 'Tidewater 5 Operator Handbook'

const handbook = () =>
  samplePdf({
    pages: [
      [{ heading: 'Welcome' }, { paragraph: 'Thank you for choosing the Tidewater 5 sounder.' }],
      [
        { heading: 'Brinewhistle alarm' },
        {
          paragraph:
            'The Brinewhistle alarm sounds when the boat drifts more than fifty metres from its anchor point. Turn it on from Alarms > Brinewhistle.',
        },
      ],
    ],
  })

for (const kind of ['database', 's3'] as const) {
  describe.skipIf(!postgresUrl)(
    `a manual on three instances, files in ${kind} (set TEST_DATABASE_URL to run)`,
    () => {
      let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>
      let s3: LocalS3 | undefined
      const databases: Database[] = []
      const instances: TestContext[] = []
      let a: TestContext
      let b: TestContext
      let c: TestContext
      let admin: string
      let device: Manual
      let doc: ManualDocument
      let data: Uint8Array

      /** What the store holds: the database's file pieces, or the bucket's keys. */
      const stored = async (): Promise<string[]> => {
        if (s3) return s3.keys()
        return rowsOf<{ name: string }>(
          await a.database.db.execute(sql`select distinct stored_name as name from document_file_chunks`),
        ).map((row) => row.name)
      }
      /** Each instance's own folder of documents: uploads being received, local copies, stored files. */
      const localFiles = () =>
        instances.flatMap((ctx) => {
          const dir = join(ctx.config.dataDir, 'documents')
          return existsSync(dir) ? readdirSync(dir) : []
        })

      beforeAll(async () => {
        created = await createPostgresTestDatabase(postgresUrl as string, 'sonar_files')
        if (kind === 's3') s3 = await startLocalS3()
        const instance = async (workers: string, content = false) => {
          const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })
          databases.push(database)
          const ctx = await createTestContext({
            database,
            content,
            env: { DATABASE_URL: created.url, WORKERS: workers, ...(s3?.env ?? {}) },
          })
          instances.push(ctx)
          return ctx
        }
        a = await instance('0', true)
        b = await instance('1')
        c = await instance('0')
        for (const ctx of instances) expect(ctx.config.fileStore.kind).toBe(kind)
        admin = (await signInAsAdmin(a)).cookie
        device = (
          await injectAs(a.app, admin, {
            method: 'POST',
            url: '/api/manuals',
            payload: { brand: 'Tidewater', model: `5 ${kind}`, deviceType: 'fishfinder' },
          })
        ).json()
      }, 120_000)
      afterAll(async () => {
        for (const ctx of instances) await ctx.close().catch(() => {})
        for (const database of databases) await database.close().catch(() => {})
        await created?.drop()
        await s3?.close()
      })

      it('is uploaded through A, which reads nothing, and read by B from the shared store', async () => {
        data = await handbook()
        const response = await postDocument(
          a.app,
          admin,
          device.id,
          documentUploadBody('tidewater-5.pdf', data, { title: TITLE }),
        )
        expect(response.statusCode, response.body).toBe(201)
        doc = await settledDocument(a.app, admin, device.id, response.json().id, 60_000)
        expect(doc).toMatchObject({ status: 'ready', error: null, pages: 2 })
        expect(doc.chunks).toBeGreaterThan(0)
        expect(await stored()).toHaveLength(1)
        // No instance keeps the file, nor an upload's temporary file or a reading's local copy.
        expect(localFiles()).toEqual([])
      })

      it('is answered through C from that manual, cited, and its file served by C', async () => {
        const { cookie } = await registerUser(c.app)
        const response = await injectAs(c.app, cookie, {
          method: 'POST',
          url: '/api/query',
          payload: { manualId: device.id, query: 'When does the Brinewhistle alarm sound?' },
        })
        expect(response.statusCode, response.body).toBe(200)
        const answer: QueryResponse = response.json()
        expect(answer.sources[0]).toMatchObject({ title: `${TITLE}, p. 2`, heading: 'Brinewhistle alarm' })
        expect(answer.sources[0]?.url).toBe(`/api/manuals/${device.id}/documents/${doc.id}/file#page=2`)
        expect(answer.response).toContain('drifts more than fifty metres from its anchor point')

        const file = await injectAs(c.app, cookie, {
          method: 'GET',
          url: `/api/manuals/${device.id}/documents/${doc.id}/file`,
        })
        expect(file.statusCode).toBe(200)
        expect(file.headers['content-type']).toBe('application/pdf')
        expect(Number(file.headers['content-length'])).toBe(data.length)
        expect(file.rawPayload.equals(Buffer.from(data))).toBe(true)
      })

      it('is deleted through C, its file gone from the store', async () => {
        const response = await injectAs(c.app, admin, {
          method: 'DELETE',
          url: `/api/admin/manuals/${device.id}/documents/${doc.id}`,
        })
        expect(response.statusCode, response.body).toBe(200)
        expect(await stored()).toEqual([])
        const gone = await injectAs(b.app, admin, {
          method: 'GET',
          url: `/api/manuals/${device.id}/documents/${doc.id}/file`,
        })
        expect(gone.statusCode).toBe(404)
      })

      it("takes a device's manuals' files from the store when the device is deleted through C", async () => {
        const upload = await postDocument(a.app, admin, device.id, documentUploadBody('again.pdf', data))
        expect(upload.statusCode, upload.body).toBe(201)
        await settledDocument(a.app, admin, device.id, upload.json().id, 60_000)
        expect(await stored()).toHaveLength(1)
        const deleted = await injectAs(c.app, admin, {
          method: 'DELETE',
          url: `/api/admin/manuals/${device.id}`,
        })
        expect(deleted.statusCode, deleted.body).toBe(200)
        expect(await stored()).toEqual([])
        expect(localFiles()).toEqual([])
      })
    },
  )
}
