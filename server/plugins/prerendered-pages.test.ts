import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_TITLES, renderPage } from '../../client/src/app/prerender'
import {
  CLIENT_PAGES,
  PRERENDER_VARIANTS,
  PRERENDERED_PAGES,
  pageHtmlFile,
  prerenderedHtmlFile,
} from '../../contract/pages'
import { precompress } from '../../scripts/precompress'
import { pageDocument } from '../../scripts/prerender'
import { createTestContext, type TestContext } from '../test/context'

// A built client in miniature whose public pages are pre-rendered as the build does (scripts/prerender.ts,
// decision 0087): the real pages rendered by the client's own pre-rendering entry into each page's copy of
// index.html, then compressed.
const shell = (extra = '') =>
  `<!doctype html><html><head><title>Sonar Assistant</title>${extra}</head><body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body></html>`
const APP_HTML = shell()
const pageCopy = (page: string) => shell(`<link rel="modulepreload" crossorigin href="/assets/${page}-1.js">`)

let clientDir: string
let ctx: TestContext
const documents = new Map<string, string>()

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'sonar-prerendered-'))
  mkdirSync(join(clientDir, 'assets'))
  mkdirSync(join(clientDir, 'pages'))
  writeFileSync(join(clientDir, 'index.html'), APP_HTML)
  writeFileSync(join(clientDir, 'assets', 'app-1.js'), 'console.log(1)')
  for (const page of CLIENT_PAGES) {
    if (page !== '/') writeFileSync(join(clientDir, pageHtmlFile(page)), pageCopy(page.slice(1)))
  }
  for (const page of PRERENDERED_PAGES) {
    const template = page === '/' ? APP_HTML : pageCopy(page.slice(1))
    for (const variant of PRERENDER_VARIANTS) {
      const html = pageDocument(
        template,
        await renderPage(page, variant),
        variant,
        PAGE_TITLES[page],
        '/assets/paint-first-1.js',
      )
      documents.set(`${page} ${variant}`, html)
      writeFileSync(join(clientDir, prerenderedHtmlFile(page, variant)), html)
    }
  }
  precompress(clientDir)
  ctx = await createTestContext({ clientDir })
})
afterAll(async () => {
  await ctx?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const SESSION = { cookie: 'sid=s%3Aanything.signed' }
const load = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers })

/** The text a reader sees in an HTML document: tags dropped, entities for quotes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')

describe('the public pages arrive rendered', () => {
  it.each([
    [
      '/',
      ['Your AI-powered guide to marine electronics', 'Create Account', 'Start Free Trial', 'How it works'],
    ],
    [
      '/login',
      ['Welcome Back', 'Email', 'Password', 'Forgot password?', "Don't have an account? Create one"],
    ],
    ['/register', ['Create Account', 'First Name', 'Last Name', 'Already have an account? Log in']],
    ['/pricing', ['Plans and pricing', 'Basic', 'Premium', '$9.99', '$18.99', 'Billing questions']],
  ])('%s: a visitor gets the page itself, signed out, before any script runs', async (url, texts) => {
    const response = await load(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toMatch(/cookie/i)
    const text = textOf(response.body)
    for (const expected of texts) expect(text, expected).toContain(expected)
    // The top bar as a visitor sees it, and the markers the client hydrates by.
    expect(text).toContain('Sign Up')
    expect(response.body).toContain('<div id="root" data-prerendered="visitor" inert>')
    expect(response.body).toBe(documents.get(`${url} visitor`))
  })

  it('gives each page its title, as the page sets it once running', async () => {
    expect((await load('/login')).body).toContain('<title>Login · Sonar Assistant</title>')
    expect((await load('/register')).body).toContain('<title>Create Account · Sonar Assistant</title>')
    expect((await load('/pricing')).body).toContain('<title>Pricing · Sonar Assistant</title>')
    expect((await load('/')).body).toContain('<title>Home · Sonar Assistant</title>')
  })

  it("loads the page copy's scripts after the first paint, through the paint-first loader", async () => {
    const body = (await load('/login')).body
    expect(body).toContain(
      '<script defer src="/assets/paint-first-1.js" data-entry="/assets/app-1.js" data-preload="/assets/login-1.js"></script>',
    )
    expect(body).not.toContain('<script type="module"')
    expect(body).not.toContain('rel="modulepreload"')
  })

  it('matches the path as the router does (case, trailing slash, query)', async () => {
    for (const url of ['/Login', '/login/', '/login?next=%2Fagent']) {
      expect(textOf((await load(url)).body), url).toContain('Welcome Back')
    }
  })

  it('sends the build-time brotli copy to a browser that accepts it', async () => {
    const response = await load('/login', { 'accept-encoding': 'br, gzip' })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/cookie/i)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(documents.get('/login visitor'))
  })
})

describe('a request with a session cookie', () => {
  // The client renders these itself (decision 0087 'Amended': hydrating the session variant raced the session
  // check), from the same page file as before pre-rendering; caches still keep the two apart.
  it.each(PRERENDERED_PAGES)('%s: gets the app, not pre-rendered HTML', async (url) => {
    const response = await load(url, SESSION)
    expect(response.statusCode).toBe(200)
    expect(response.headers.vary).toMatch(/cookie/i)
    expect(response.body).not.toContain('data-prerendered')
    expect(response.body).toContain('<div id="root"></div>')
  })
})

describe('every other page gets the app shell', () => {
  // A shared conversation's page answers with its link's status (404 without a live link): client-pages.test.ts.
  it.each(
    CLIENT_PAGES.filter(
      (page) => page !== '/shared' && !(PRERENDERED_PAGES as readonly string[]).includes(page),
    ),
  )('%s', async (url) => {
    const response = await load(url)
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(pageCopy(url.slice(1)))
    expect(response.body).not.toContain('data-prerendered')
    expect(response.headers.vary ?? '').not.toMatch(/cookie/i)
  })

  it('an unknown path: the shell with 404', async () => {
    const response = await load('/nope')
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe(APP_HTML)
  })

  it('the pre-rendered copies have no URL of their own', async () => {
    for (const url of ['/pages/login.visitor.html', '/pages/landing.session.html']) {
      const response = await load(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).toBe(APP_HTML)
    }
  })
})
