import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_PAGES } from '../../contract/pages'
import { precompress } from '../../scripts/precompress'
import { createTestContext, type TestContext } from '../test/context'

/** A built client in miniature: the app's page, a tiny asset and a larger one, compressed as the build does. */
const APP_HTML = `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/app-2.js">'.repeat(20)}</head><body><div id="root"></div><script src="/assets/app-1.js"></script></body></html>`
const APP_JS = Array.from(
  { length: 200 },
  (_, i) => `export const line${i} = 'the landing page, line ${i}'`,
).join('\n')
/** The build's copy of the page for /login, which also preloads its scripts. */
const LOGIN_HTML = APP_HTML.replace('</head>', '<link rel="modulepreload" href="/assets/login-1.js"></head>')
let clientDir: string
let ctx: TestContext

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'sonar-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), APP_HTML)
  writeFileSync(join(clientDir, 'assets', 'app-1.js'), 'console.log(1)')
  writeFileSync(join(clientDir, 'assets', 'app-2.js'), APP_JS)
  writeFileSync(join(clientDir, 'assets', 'app-2.js.map'), JSON.stringify({ version: 3, sources: [APP_JS] }))
  mkdirSync(join(clientDir, 'pages'))
  writeFileSync(join(clientDir, 'pages', 'login.html'), LOGIN_HTML)
  precompress(clientDir)
  ctx = await createTestContext({ clientDir }) // METRICS_TOKEN unset: /metrics is off
})
afterAll(async () => {
  await ctx?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => ctx.app.inject({ method, url })

describe('what does not exist answers 404', () => {
  it.each(['/metrics', '/api/nope', '/api', '/api/nope/deeper', '/api/%6Eope'])(
    '%s answers a JSON 404',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' })
    },
  )

  it.each(['/nope', '/agent/extra', '/admin/users', '/index', '/wp-login.php', '/assets/missing.js'])(
    "%s answers the app's 404 page with status 404",
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toBe(APP_HTML)
    },
  )

  it('answers a POST to a page path, which is no page load, with a JSON 404', async () => {
    const response = await get('/agent', 'POST')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe("the client's pages", () => {
  // A shared conversation's page answers with its link's status (404 without a live one), tested with the
  // share links in server/features/conversations/share-export.test.ts.
  it.each(CLIENT_PAGES.filter((page) => page !== '/shared'))('%s answers the app with 200', async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe(url === '/login' ? LOGIN_HTML : APP_HTML)
  })

  it("sends a page the build's copy made for it, which preloads its scripts, however the path is spelled", async () => {
    for (const url of ['/login', '/Login/', '/login?next=%2Fagent']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(LOGIN_HTML)
    }
    expect((await get('/pages/login.html')).statusCode).toBe(404)
  })

  it('matches a page as the router does: with a query, a trailing slash, any case, or by HEAD', async () => {
    for (const url of ['/agent?x=1', '/agent/', '/Agent', '/billing/manage/']) {
      expect((await get(url)).statusCode, url).toBe(200)
    }
    expect((await get('/agent', 'HEAD')).statusCode).toBe(200)
    expect((await get('/nope', 'HEAD')).statusCode).toBe(404)
  })

  it('keeps the token of a reset link from leaking through the Referer', async () => {
    const response = await get('/reset-password?token=abc')
    expect(response.statusCode).toBe(200)
    expect(response.headers['referrer-policy']).toBe('no-referrer')
  })

  it("serves the build's files, fingerprinted ones cached for good", async () => {
    const response = await get('/assets/app-1.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toBe('console.log(1)')
  })
})

describe('compressed at build time, sent as the request accepts', () => {
  const fetchAs = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

  it('sends the brotli copy to a browser that accepts it, with the same type and cache headers', async () => {
    const response = await fetchAs('/assets/app-2.js', 'gzip, deflate, br, zstd')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript\b/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 4)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS)
  })

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await fetchAs('/assets/app-2.js', 'gzip')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS)
  })

  it('sends the file as it is to a client that accepts no encoding, still saying it varies', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await fetchAs('/assets/app-2.js', acceptEncoding)
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined()
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(response.body).toBe(APP_JS)
    }
  })

  it('sends a file that compression would not shrink as it is', async () => {
    const response = await fetchAs('/assets/app-1.js', 'br, gzip')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe('console.log(1)')
  })

  it("sends the app's page compressed on every page path, with its status and no-cache", async () => {
    for (const [url, status, html] of [
      ['/', 200, APP_HTML],
      ['/login', 200, LOGIN_HTML],
      ['/nope', 404, APP_HTML],
    ] as const) {
      const response = await fetchAs(url, 'br')
      expect(response.statusCode, url).toBe(status)
      expect(response.headers['content-encoding'], url).toBe('br')
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html)
    }
  })

  it('never compresses a file as it is sent: one the build left uncompressed goes as it is', async () => {
    const response = await fetchAs('/assets/app-2.js.map', 'br, gzip')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json().version).toBe(3)
  })

  it('gives the compressed copies no URL of their own', async () => {
    for (const url of ['/assets/app-2.js.br', '/assets/app-2.js.gz', '/index.html.br']) {
      const response = await fetchAs(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).toBe(APP_HTML)
    }
  })
})
