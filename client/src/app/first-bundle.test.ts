import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// What index.html loads before anything else: main.tsx and every module it imports statically (dynamic
// import() excluded, type-only imports too), read from the sources, so a regression shows without a build.
// `npm run bench:bundle` measures the same thing in bytes; this keeps heavy code from creeping into it.

const root = resolve(import.meta.dirname, '../../..')
const src = join(root, 'client/src')

/** The packages the first bundle may use: React, the router, TanStack Query, lucide icons and clsx. */
const ALLOWED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'lucide-react',
  'clsx',
]

function resolveModule(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2))
  else if (specifier.startsWith('@contract/')) base = join(root, 'contract', specifier.slice(10))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return null
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return base.endsWith('.css') ? null : base
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** The value imports and re-exports of a module: `import type` and `{ type X }`-only lists are left out. */
function staticImports(code: string): string[] {
  const found: string[] = []
  for (const match of code.matchAll(/^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gm)) {
    const [, typeOnly, clause = '', specifier = ''] = match
    const names = /\{([^}]*)\}/.exec(clause)?.[1]
    const onlyTypes =
      names !== undefined &&
      !/^[\s,]*$/.test(names) &&
      names.split(',').every((n) => /^\s*(type\s|$)/.test(n))
    if (!typeOnly && !(onlyTypes && !clause.replace(/\{[^}]*\}/, '').trim())) found.push(specifier)
  }
  for (const match of code.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1] ?? '')
  return found
}

/** A module and every module it imports statically, and the packages they import (with one importer each). */
function staticClosure(entry: string) {
  const files = new Set<string>()
  const packages = new Map<string, string>()
  const queue = [join(src, entry)]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (files.has(file)) continue
    files.add(file)
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier)
      if (target === null) {
        if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !specifier.startsWith('@contract/'))
          packages.set(packageOf(specifier), relative(root, file))
      } else if (/\.tsx?$/.test(target)) queue.push(target)
    }
  }
  return { files: [...files].map((file) => relative(root, file)), packages }
}

describe('the first bundle (what the landing page loads)', () => {
  const { files, packages } = staticClosure('main.tsx')

  it('reaches the shell through static imports', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'client/src/app/app.tsx',
        'client/src/app/layout/top-bar.tsx',
        'client/src/pages/landing.tsx',
      ]),
    )
  })

  it('uses no package beyond React, the router, TanStack Query, lucide icons and clsx', () => {
    // zod, Radix UI, tailwind-merge, react-hook-form, react-markdown, Stripe, date-fns... load with the pages.
    const extra = [...packages].filter(([name]) => !ALLOWED_PACKAGES.includes(name))
    expect(extra.map(([name, importer]) => `${name} (imported by ${importer})`)).toEqual([])
  })

  const FIRST_BUNDLE_CONSTANTS = ['contract/theme.ts', 'contract/limits.ts', 'contract/pages.ts']
  it('holds no other page, no feature screen and no contract schema', () => {
    const heavy = files.filter(
      (file) =>
        (file.startsWith('client/src/pages/') && file !== 'client/src/pages/landing.tsx') ||
        /^client\/src\/features\/(admin|agent|billing|profile|feedback)\//.test(file) ||
        // contract/theme.ts (the frame applies the theme, decision 0078), contract/limits.ts (the free
        // trial's allowance) and contract/pages.ts (the page list and the pre-rendered pages' marks, which
        // the frame reads to hydrate, decision 0087) are plain constants, no schema.
        (file.startsWith('contract/') && !FIRST_BUNDLE_CONSTANTS.includes(file)) ||
        file === 'client/src/lib/utils.ts',
    )
    expect(heavy).toEqual([])
  })
})

describe('the sign-in pages (what they load beyond the first bundle)', () => {
  /** Radix primitives that open a layer (a list, a dialog, a menu): each brings popper or scroll-lock code. */
  const LAYERED = /^@radix-ui\/react-(select|dialog|alert-dialog|dropdown-menu|popover|tooltip|scroll-area)$/

  it.each(['login', 'register', 'forgot-password', 'reset-password', 'contact'])(
    '%s loads no select, dialog or menu',
    (page) => {
      const { packages } = staticClosure(`pages/${page}.tsx`)
      const layered = [...packages].filter(([name]) => LAYERED.test(name))
      expect(layered.map(([name, importer]) => `${name} (imported by ${importer})`)).toEqual([])
    },
  )
})
