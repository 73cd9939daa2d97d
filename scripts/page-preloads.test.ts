import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { pagePreloads } from './page-preloads'

const INDEX_HTML =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>'

/** A chunk as the build describes it, with only what pagePreloads reads. */
const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    ...fields,
  }) as Rolldown.OutputChunk

/** The entry (with React), the login page's chunk and what it shares with the entry and with other pages. */
const bundle = {
  'index.html': { type: 'asset', fileName: 'index.html', source: INDEX_HTML },
  'assets/index-1.js': chunk('assets/index-1.js', { isEntry: true, imports: ['assets/react-1.js'] }),
  'assets/react-1.js': chunk('assets/react-1.js', {}),
  'assets/login-1.js': chunk('assets/login-1.js', {
    isDynamicEntry: true,
    facadeModuleId: '/repo/client/src/pages/login.tsx',
    imports: ['assets/index-1.js', 'assets/form-1.js'],
  }),
  'assets/form-1.js': chunk('assets/form-1.js', { imports: ['assets/react-1.js', 'assets/zod-1.js'] }),
  'assets/zod-1.js': chunk('assets/zod-1.js', {}),
  'assets/billing-1.js': chunk('assets/billing-1.js', {
    isDynamicEntry: true,
    facadeModuleId: '/repo/client/src/pages/billing-manage.tsx',
  }),
} as unknown as Rolldown.OutputBundle

describe("the pages' own copies of index.html", () => {
  const copies = pagePreloads(bundle)

  it("preloads every script the page's chunk needs that the first bundle does not load already", () => {
    const login = copies.get('pages/login.html') ?? ''
    const preloaded = [...login.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    )
    expect(preloaded).toEqual(['/assets/login-1.js', '/assets/form-1.js', '/assets/zod-1.js'])
    expect(login.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(
      INDEX_HTML,
    )
  })

  it('names each copy after its page, and writes none for the landing page, which is in the first bundle', () => {
    expect([...copies.keys()].sort()).toEqual(['pages/billing-manage.html', 'pages/login.html'])
  })

  it('gives the landing page a copy that preloads the chunk below its hero, when it has one (decision 0087)', () => {
    const withSections = {
      ...bundle,
      'assets/landing-sections-1.js': chunk('assets/landing-sections-1.js', {
        isDynamicEntry: true,
        facadeModuleId: '/repo/client/src/pages/landing-sections.tsx',
        imports: ['assets/index-1.js'],
      }),
    } as unknown as Rolldown.OutputBundle
    const landing = pagePreloads(withSections).get('pages/landing.html') ?? ''
    expect(landing).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-sections-1.js">')
    expect(landing).not.toContain('href="/assets/index-1.js">')
  })
})
