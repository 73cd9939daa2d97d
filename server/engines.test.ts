import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

// README promises the Node.js versions package.json's engines allow. A dependency that wants a newer one
// makes `npm install` print EBADENGINE and may not run there; such a package is held back by an override
// in package.json (cookie 1 and content-disposition 2 for Node 20) until the promise changes.

const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'))

interface LockedPackage {
  version?: string
  engines?: { node?: string } | string[]
}

describe('the Node.js versions package.json promises', () => {
  it('are the ones every locked package accepts: npm install prints no EBADENGINE', () => {
    const promised: string = read('package.json').engines.node
    const oldest = semver.minVersion(promised)?.version
    expect(oldest).toBeDefined()
    const lock: { packages: Record<string, LockedPackage> } = read('package-lock.json')
    const refusing = Object.entries(lock.packages).flatMap(([path, pkg]) => {
      const range = !pkg.engines || Array.isArray(pkg.engines) ? undefined : pkg.engines.node
      return range && !semver.satisfies(oldest as string, range)
        ? [`${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants Node ${range}`]
        : []
    })
    expect(refusing, `Node ${oldest} (package.json's engines: ${promised})`).toEqual([])
  })
})
