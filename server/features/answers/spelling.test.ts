import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows'
import { knowledgeChunks, searchTerms } from '../../db/schema'
import { seedAdminId } from '../../test/admin'
import { createTestContext, type TestContext } from '../../test/context'
import { createManual } from '../devices/service'
import { searchIndexOf } from '../search-index'
import { correctSpelling, knownTermsQuery } from './spelling'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  await searchIndexOf(ctx.database.db).rebuildLexicon()
})
afterAll(() => ctx.close())

describe('spelling corrected against the words of the index', () => {
  it.each([
    ['my tranducer cable is cut', 'my transducer cable is cut'],
    ['navionix card not reading', 'navionics card not reading'],
    ['hook2 looses the bottom', 'hook2 loses the bottom'],
    ['it wont turn on', "it won't turn on"],
    ['which freq is better for deep water', 'which frequency is better for deep water'],
  ])('%j reads as %j', async (typed, meant) => {
    expect((await correctSpelling(ctx.database.db, typed)).text).toBe(meant)
  })

  it('looks the words up by the key of search_terms, not its trigram index (10-18 ms a question on PostgreSQL)', async () => {
    const db = ctx.database.db
    // The planner's choice on a table of this size, as PostgreSQL and PGlite gather it.
    await db.execute(sql`analyze search_terms`)
    const words = ['how', 'do', 'i', 'set', 'the', 'depth', 'alarm', 'on', 'my', 'qwzxv']
    const plan = JSON.stringify(
      rowsOf(await db.execute(sql`explain (format json) ${knownTermsQuery(words)}`)),
    )
    expect(plan).toContain('search_terms_pkey')
    expect(plan).not.toContain('search_terms_trgm_idx')
    const found = rowsOf<{ term: string }>(await db.execute(knownTermsQuery(words))).map((r) => r.term)
    expect(found).toEqual(expect.arrayContaining(['alarm', 'depth', 'set']))
    expect(found).not.toContain('qwzxv')
  })

  it('corrects at most 24 words of a question, so a wall of made-up words costs little', async () => {
    const rows = await ctx.database.db
      .select({ term: searchTerms.term })
      .from(searchTerms)
      .where(sql`length(${searchTerms.term}) between 9 and 14 and ${searchTerms.term} ~ '^[a-z]+$'`)
      .orderBy(searchTerms.term)
      .limit(30)
    expect(rows).toHaveLength(30)
    // Each indexed word with one letter doubled at its end: close enough to be corrected back.
    const typed = rows.map((r) => `${r.term}${r.term.at(-1)}`).join(' ')
    const { corrections } = await correctSpelling(ctx.database.db, typed)
    expect(corrections.map((c) => c.to)).toEqual(rows.slice(0, 24).map((r) => r.term))
  })

  it("learns the words of what is indexed later (a new device's specifications)", async () => {
    expect((await correctSpelling(ctx.database.db, 'quilfeather alarm')).text).toBe('quilfeather alarm')
    await createManual(ctx.database.db, await seedAdminId(ctx.database.db), {
      brand: 'Acme',
      model: 'Seawolf 9',
      deviceType: 'sonar',
      specifications: 'Alarms: the Quillfeather alarm sounds at the set depth.',
    })
    expect((await correctSpelling(ctx.database.db, 'quilfeather alarm')).text).toBe('quillfeather alarm')
  })

  it('is rebuilt safely by several instances at once', async () => {
    const { db } = ctx.database
    const index = searchIndexOf(db)
    await Promise.all([index.rebuildLexicon(), index.rebuildLexicon(), index.rebuildLexicon()])
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchTerms)
    expect(Number(row?.n)).toBeGreaterThan(1000)
    expect((await correctSpelling(db, 'tranducer')).text).toBe('transducer')
  })

  it('is rebuilt once for each version of the index, not on every change an instance hears of', async () => {
    const { db } = ctx.database
    const index = searchIndexOf(db)
    await index.rebuildLexicon()
    // A word no passage has: it stays only as long as the lexicon is not rebuilt.
    await db.insert(searchTerms).values({ term: 'zzmarkerword', occurrences: 1 })
    const hasMarker = async () =>
      (await db.select().from(searchTerms).where(sql`${searchTerms.term} = 'zzmarkerword'`)).length === 1
    try {
      // A change heard that the lexicon is already built for (another instance rebuilt it first): checked,
      // not rebuilt.
      index.invalidate()
      await correctSpelling(db, 'tranducer')
      expect(await hasMarker()).toBe(true)

      // Another instance indexes a passage: the index's version moves, and its notice reaches this instance.
      await db.insert(knowledgeChunks).values({
        id: 'other-instance:1',
        kind: 'guide',
        sourceId: 'other-instance',
        sourceTitle: 'Written elsewhere',
        title: 'Written elsewhere',
        body: 'A passage another instance wrote.',
        contentHash: 'other-instance-1',
      })
      index.invalidate()
      await correctSpelling(db, 'tranducer')
      expect(await hasMarker()).toBe(false)
    } finally {
      await db.delete(knowledgeChunks).where(sql`${knowledgeChunks.id} = 'other-instance:1'`)
      index.changed()
    }
  })

  it("leaves another form of an indexed word alone: 'outlast' where the passages say 'outlasts'", async () => {
    await createManual(ctx.database.db, await seedAdminId(ctx.database.db), {
      brand: 'Acme',
      model: 'Stormbird 5',
      deviceType: 'other',
      specifications: 'Immersion: the handset outlasts 1 m of water; it outlasts a drop onto the deck too.',
    })
    const typed = 'will the handset outlast a dunking'
    expect(await correctSpelling(ctx.database.db, typed)).toEqual({ text: typed, corrections: [] })
  })

  it.each([
    'boat keeps weaving back n forth on auto',
    'went camping and now the unit wont start',
    'cable is run n clipped',
    'screen is rolling',
  ])('does not turn a common English word into another indexed one: %j', async (typed) => {
    const { corrections } = await correctSpelling(ctx.database.db, typed)
    expect(
      corrections.filter((c) => /^[a-z]+$/.test(c.from) && c.from.length >= 4 && !c.to.includes("'")),
    ).toEqual([])
  })

  it("reads 'w/o' as without, and 'w' alone as with", async () => {
    const { text } = await correctSpelling(
      ctx.database.db,
      'how do i shut that up w/o missing calls, w the squelch',
    )
    expect(text).toBe('how do i shut that up without missing calls, with the squelch')
  })

  it('leaves words the index knows, and short words it cannot be sure of, alone', async () => {
    const typed = 'who won the super bowl with the gain on the sonar'
    expect(await correctSpelling(ctx.database.db, typed)).toEqual({ text: typed, corrections: [] })
  })
})
