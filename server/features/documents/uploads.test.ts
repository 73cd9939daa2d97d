// How an upload reaches the document store: streamed into a temporary file in its folder as it arrives
// (never whole in memory), and that file either becomes the document's or is removed, whatever went wrong.
import { readdirSync, statSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { injectAs, setUpAdminTestApp } from '../../test/context'
import { documentUploadBody, postDocument, UPLOAD_BOUNDARY } from '../../test/documents'
import { sampleManual } from '../../test/sample-pdfs'

const suite = setUpAdminTestApp()
const { ctx } = suite
let device: Manual

beforeAll(async () => {
  device = (
    await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/manuals',
      payload: { brand: 'Streamline', model: 'U1', deviceType: 'chartplotter' },
    })
  ).json()
})
afterAll(() => ctx.close())

const storeDir = () => join(ctx.config.dataDir, 'documents')
/** The store's temporary files of uploads being received. */
const receiving = () => {
  try {
    return readdirSync(storeDir()).filter((name) => name.startsWith('upload-'))
  } catch {
    return []
  }
}
const storedFiles = () => {
  try {
    return readdirSync(storeDir()).filter((name) => !name.startsWith('upload-'))
  } catch {
    return []
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('an upload', () => {
  it('is written to disk as it arrives, and removed when the client goes away', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = ctx.app.server.address() as AddressInfo
    const body = documentUploadBody('streamed.pdf', await sampleManual(40))
    const half = Math.floor(body.length / 2)
    const sent = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/admin/manuals/${device.id}/documents`,
      headers: {
        cookie: suite.adminCookie,
        'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
        'content-length': String(body.length),
      },
    })
    sent.on('error', () => {}) // the request is cut on purpose
    sent.write(body.subarray(0, half))
    // Half the body has been sent: the server has half a file on disk, and waits for the rest.
    const temporary = () => receiving().map((name) => statSync(join(storeDir(), name)).size)
    await until(() => (temporary()[0] ?? 0) > half / 2, 'half the file is on disk')
    expect(temporary()).toHaveLength(1)
    sent.destroy()
    await until(() => receiving().length === 0, 'the temporary file is removed')
    expect(storedFiles()).toEqual([])
  }, 60_000)

  it('over the limit is refused with a 413 and leaves no file behind', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20)
    big.write('%PDF-1.7\n')
    const response = await postDocument(
      ctx.app,
      suite.adminCookie,
      device.id,
      documentUploadBody('huge.pdf', big),
    )
    expect(response.statusCode).toBe(413)
    expect(receiving()).toEqual([])
    expect(storedFiles()).toEqual([])
  }, 60_000)

  it('refused for what it is, or for the form around it, leaves no file behind', async () => {
    const manual = await sampleManual(3)
    const refusals: [string, Buffer, number][] = [
      ['not a PDF', documentUploadBody('renamed.pdf', Buffer.from('plain text')), 400],
      ['damaged', documentUploadBody('damaged.pdf', Buffer.from('%PDF-1.7\nno objects')), 400],
      ['empty', documentUploadBody('empty.md', Buffer.alloc(0)), 400],
      ['a title too long', documentUploadBody('titled.pdf', manual, { title: 'x'.repeat(500) }), 400],
    ]
    for (const [what, body, status] of refusals) {
      const response = await postDocument(ctx.app, suite.adminCookie, device.id, body)
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status)
      expect(receiving(), what).toEqual([])
    }
    expect(storedFiles()).toEqual([])

    // Accepted once: the temporary file became the stored one. The same file again is a 409, and goes.
    const first = await postDocument(
      ctx.app,
      suite.adminCookie,
      device.id,
      documentUploadBody('ok.pdf', manual),
    )
    expect(first.statusCode, first.body).toBe(201)
    expect(storedFiles()).toHaveLength(1)
    const again = await postDocument(
      ctx.app,
      suite.adminCookie,
      device.id,
      documentUploadBody('again.pdf', manual),
    )
    expect(again.statusCode).toBe(409)
    expect(receiving()).toEqual([])
    expect(storedFiles()).toHaveLength(1)
  }, 60_000)
})
