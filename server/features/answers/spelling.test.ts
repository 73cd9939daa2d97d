import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context'
import { correctSpelling } from './spelling'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ content: true })
})
afterAll(() => ctx.close())

describe('spelling corrected against the words of the index', () => {
  it.each([
    ['my tranducer cable is cut', 'my transducer cable is cut'],
    ['navionix card not reading', 'navionics card not reading'],
    ['hook2 looses the bottom', 'hook2 loses the bottom'],
    ['it wont turn on', "it won't turn on"],
  ])('%j reads as %j', async (typed, meant) => {
    expect((await correctSpelling(ctx.database.db, typed)).text).toBe(meant)
  })

  it('leaves words the index knows, and short words it cannot be sure of, alone', async () => {
    const typed = 'who won the super bowl with the gain on the sonar'
    expect(await correctSpelling(ctx.database.db, typed)).toEqual({ text: typed, corrections: [] })
  })
})
