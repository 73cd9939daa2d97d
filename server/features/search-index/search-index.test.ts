import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../db/client'
import { SearchIndex, UNHEARD_MAX_AGE_MS } from './search-index'

/** The caches need no database: these tests only keep and drop values. */
const noDatabase = {} as Db

describe('a search index', () => {
  afterEach(() => vi.restoreAllMocks())
  const later = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(Date.now() + ms)

  it('keeps a value until the index changes, however long, while it hears every change', async () => {
    const index = new SearchIndex(noDatabase)
    let loads = 0
    const load = async () => ++loads
    expect(await index.cached('stats', load)).toBe(1)
    later(10 * UNHEARD_MAX_AGE_MS)
    expect(await index.cached('stats', load)).toBe(1)
    index.changed()
    expect(await index.cached('stats', load)).toBe(2)
  })

  it('keeps a value at most 5 minutes while it cannot hear changes (its listening connection is down)', async () => {
    const index = new SearchIndex(noDatabase)
    let loads = 0
    const load = async () => ++loads
    await index.cached('stats', load)
    index.disconnected()
    later(UNHEARD_MAX_AGE_MS - 1000)
    expect(await index.cached('stats', load)).toBe(1)
    later(UNHEARD_MAX_AGE_MS + 1000)
    expect(await index.cached('stats', load)).toBe(2)
  })

  it('drops its values on a notice, and on reconnecting only when the version moved', async () => {
    const index = new SearchIndex(noDatabase)
    index.connected(7, 100)
    const first = index.cached('stats', async () => 'first')
    index.disconnected()
    index.connected(7, 101)
    expect(index.cached('stats', async () => 'second')).toBe(first)
    index.disconnected()
    index.connected(8, 102)
    expect(await index.cached('stats', async () => 'third')).toBe('third')
    index.heard(9)
    expect(index.knownVersion).toBe(9)
    expect(await index.cached('stats', async () => 'fourth')).toBe('fourth')
  })

  it('does not keep a load that began before a change, nor one that failed', async () => {
    const index = new SearchIndex(noDatabase)
    let release: (value: string) => void = () => {}
    const old = index.cached('stats', () => new Promise<string>((resolve) => (release = resolve)))
    index.changed()
    release('old')
    expect(await old).toBe('old')
    expect(await index.cached('stats', async () => 'new')).toBe('new')
    await expect(index.cached('broken', async () => Promise.reject(new Error('down')))).rejects.toThrow()
    expect(await index.cached('broken', async () => 'up')).toBe('up')
  })

  it('builds again from content only when its signature changes', async () => {
    const index = new SearchIndex(noDatabase)
    const first = index.builtFrom('classifier', 'a', async () => 'learned from a')
    index.changed()
    expect(index.builtFrom('classifier', 'a', async () => 'again')).toBe(first)
    expect(await index.builtFrom('classifier', 'b', async () => 'learned from b')).toBe('learned from b')
  })
})
