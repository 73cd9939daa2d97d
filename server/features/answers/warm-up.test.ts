// The warm-up an instance runs before it says it is ready (decision 0070): what the first question would
// wait for is learned and read by then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context'
import { searchIndexOf } from '../search-index'
import { warmUpAnswers } from './warm-up'

const notCached = () => Promise.reject(new Error('not cached: the warm-up left it for the first question'))

describe('warming up the answers', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ content: true })
  }, 120_000)
  afterAll(() => ctx?.close())

  it('leaves the section classifier learned, the lexicon read and the corpus statistics cached', async () => {
    const index = searchIndexOf(ctx.database.db)
    index.invalidate()
    await warmUpAnswers(ctx.database.db)
    await expect(index.cached('guides-checked', notCached)).resolves.toBeDefined()
    await expect(index.cached('lexicon', notCached)).resolves.toBeUndefined()
    await expect(index.cached('corpus-stats', notCached)).resolves.toBeDefined()
  }, 60_000)

  it('warms up an instance whose catalogue has no general device', async () => {
    const empty = await createTestContext()
    try {
      await expect(warmUpAnswers(empty.database.db)).resolves.toBeUndefined()
      await expect(
        searchIndexOf(empty.database.db).cached('guides-checked', notCached),
      ).resolves.toBeDefined()
    } finally {
      await empty.close()
    }
  }, 60_000)
})
