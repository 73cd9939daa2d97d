import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../contract/devices'
import { createTestContext, injectAs, registerUser, type TestContext } from '../test/context'
import { COMPRESS_THRESHOLD_BYTES } from './compression'

let ctx: TestContext
let cookie: string

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  cookie = (await registerUser(ctx.app)).cookie
})
afterAll(() => ctx?.close())

const BROWSER = 'gzip, deflate, br, zstd'
const get = (url: string, acceptEncoding?: string) =>
  injectAs(ctx.app, cookie, { url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe("the server's answers, compressed from 1 KB", () => {
  it('sends a large JSON answer (the device catalogue) as brotli to a browser, saying it varies', async () => {
    const plain = await get('/api/manuals')
    expect(plain.body.length).toBeGreaterThan(10 * COMPRESS_THRESHOLD_BYTES)
    const response = await get('/api/manuals', BROWSER)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.rawPayload.length).toBeLessThan(plain.body.length / 3)
    const manuals = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as Manual[]
    expect(manuals).toEqual(plain.json())
  })

  it('sends gzip to a client that accepts only gzip, and the JSON as it is to one that accepts nothing', async () => {
    const gzipped = await get('/api/openapi.json', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    const plain = await get('/api/openapi.json')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json())
  })

  it('sends a small answer as it is: compressing it would cost more than it saves', async () => {
    const response = await get('/api/auth/user', BROWSER)
    expect(response.statusCode).toBe(200)
    expect(response.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json().user).toBeTruthy()
  })

  it('never compresses the answer stream: each event leaves as it is written', async () => {
    const manualId = ((await get('/api/manuals')).json() as Manual[])[1]?.id
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query/stream',
      headers: { 'accept-encoding': BROWSER },
      payload: { manualId, query: 'how do i set the depth alarm' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES)
    // Plain text from the first byte: the 'start' event (decision 0081), then the answer's deltas.
    expect(response.body).toMatch(/^event: start\ndata: .*\n\nevent: delta\ndata: /)
    expect(response.body).toMatch(/event: done\ndata: .*\n\n$/)
  })

  it('takes request bodies as sent: a compressed one is refused, never unpacked past the body limit', async () => {
    const { email, password } = await registerUser(ctx.app)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email, password })),
    })
    expect(response.statusCode).toBe(400)
  })
})
