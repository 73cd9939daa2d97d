import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_PAGES } from '../../contract/pages'
import { createTestContext, type TestContext } from '../test/context'

/** A built client in miniature: the app's page and one fingerprinted asset. */
const APP_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1.js"></script></body></html>'
let clientDir: string
let ctx: TestContext

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'sonar-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), APP_HTML)
  writeFileSync(join(clientDir, 'assets', 'app-1.js'), 'console.log(1)')
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
  it.each([...CLIENT_PAGES])('%s answers the app with 200', async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe(APP_HTML)
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
