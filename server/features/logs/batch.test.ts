import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiLogBatch, type ApiLogBatchOptions } from './batch'
import type { ApiLogRow } from './service'

const row = (path: string): ApiLogRow => ({ statusCode: 200, duration: 1, method: 'GET', path, userId: null })

/** A batch writing into an array; `fail` decides which writes throw. */
function batchInto(options: Partial<ApiLogBatchOptions> & { fail?: (rows: ApiLogRow[]) => unknown } = {}) {
  const written: string[][] = []
  const errors: { error: unknown; lostRows: number }[] = []
  const batch = new ApiLogBatch({
    write: async (rows) => {
      const failure = options.fail?.(rows)
      if (failure) throw failure
      written.push(rows.map((r) => r.path))
    },
    onError: (error, lostRows) => errors.push({ error, lostRows }),
    ...options,
  })
  return { batch, written, errors }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('ApiLogBatch', () => {
  it('writes nothing on the request path: the rows of 250 ms go out together', async () => {
    const { batch, written } = batchInto()
    batch.add(row('/a'))
    batch.add(row('/b'))
    expect(written).toEqual([])
    expect(batch.size).toBe(2)
    await vi.advanceTimersByTimeAsync(249)
    expect(written).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(written).toEqual([['/a', '/b']])
    expect(batch.size).toBe(0)
  })

  it('writes a full batch at once, and at most maxBatch rows per statement', async () => {
    const { batch, written } = batchInto({ maxBatch: 3 })
    for (const p of ['/1', '/2', '/3', '/4']) batch.add(row(p))
    await vi.advanceTimersByTimeAsync(0)
    expect(written).toEqual([['/1', '/2', '/3']])
    await batch.flush()
    expect(written).toEqual([['/1', '/2', '/3'], ['/4']])
  })

  it('flush resolves once everything added before it is written, in order', async () => {
    const { batch, written } = batchInto()
    batch.add(row('/a'))
    const first = batch.flush()
    batch.add(row('/b'))
    await batch.flush()
    await first
    expect(written).toEqual([['/a'], ['/b']])
  })

  it('on close writes what waits, and every later row at once', async () => {
    const { batch, written } = batchInto()
    batch.add(row('/a'))
    await batch.close()
    expect(written).toEqual([['/a']])
    batch.add(row('/late'))
    await batch.flush()
    expect(written).toEqual([['/a'], ['/late']])
  })

  it('loses only the row the database refuses, and reports it', async () => {
    const dataError = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' })
    const { batch, written, errors } = batchInto({
      fail: (rows) => (rows.some((r) => r.path === '/bad') ? dataError : null),
    })
    for (const p of ['/a', '/bad', '/c']) batch.add(row(p))
    await batch.flush()
    expect(written).toEqual([['/a'], ['/c']])
    expect(errors).toEqual([{ error: dataError, lostRows: 1 }])
  })

  it('reports a batch lost to an unavailable database, without retrying it row by row', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    const writes = vi.fn()
    const { batch, errors } = batchInto({
      fail: (rows) => {
        writes(rows.length)
        return down
      },
    })
    for (const p of ['/a', '/b']) batch.add(row(p))
    await batch.flush()
    expect(writes).toHaveBeenCalledTimes(1)
    expect(errors).toEqual([{ error: down, lostRows: 2 }])
    expect(batch.size).toBe(0)
  })

  it('drops and counts rows beyond its backlog while the database falls behind', async () => {
    let release = () => {}
    const blocked = new Promise<void>((resolve) => {
      release = resolve
    })
    const errors: number[] = []
    const batch = new ApiLogBatch({
      write: () => blocked,
      onError: (_error, lostRows) => errors.push(lostRows),
      maxBatch: 2,
      maxBacklog: 4,
    })
    for (let i = 0; i < 7; i++) batch.add(row(`/${i}`))
    expect(batch.size).toBe(4)
    release()
    await batch.flush()
    expect(errors).toEqual([3])
  })
})
