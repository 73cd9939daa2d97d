// The search index finds, counts, explains and writes passages (decision 0065), on a real database: PGlite, or
// PostgreSQL with TEST_DATABASE_URL. Made-up words ('quorblat') keep the counts exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { manuals, searchIndexState } from '../../db/schema'
import { createTestContext, type TestContext } from '../../test/context'
import type { SearchIndex } from './search-index'
import type { IndexWriter, PassageRow } from './write'

const guide = (id: string, brands: string[], title: string, body: string): PassageRow => ({
  id: `guide:${id}`,
  kind: 'guide',
  sourceId: id.split('/')[0] as string,
  sourceTitle: 'Test guide',
  title,
  headings: '',
  body,
  brands,
  contentHash: `${id}-1`,
})

const manual = (deviceId: number, n: number, title: string, body: string): PassageRow => ({
  id: `document:${900 + deviceId}:${n}`,
  kind: 'manual',
  sourceId: `document:${900 + deviceId}`,
  sourceTitle: 'Owner manual',
  title,
  body,
  deviceId,
  page: n,
  contentHash: `m-${deviceId}-${n}`,
})

describe('the search index', () => {
  let ctx: TestContext
  let db: Db
  let index: SearchIndex
  let acme: number
  let general: number

  const version = async () => Number((await db.select().from(searchIndexState))[0]?.version)
  const put = (rows: PassageRow[]) =>
    index.write((writer) =>
      db.transaction(async (tx) => {
        for (const row of rows) await writer.put(tx, row)
      }),
    )

  beforeAll(async () => {
    ctx = await createTestContext()
    db = ctx.database.db
    index = ctx.app.searchIndex
    const [a, g] = await db
      .insert(manuals)
      .values([
        { brand: 'Acme', model: 'Q-1', deviceType: 'sonar', specifications: '' },
        { brand: 'Generalia', model: 'Any', deviceType: 'general', specifications: '' },
      ])
      .returning({ id: manuals.id })
    acme = a?.id as number
    general = g?.id as number
    await put([
      guide('alarms/quorblat', [], 'Quorblat alarm', 'Set the quorblat alarm depth in the alarms menu.'),
      guide(
        'alarms/acme-quorblat',
        ['acme'],
        'Acme alarm menu',
        'On Acme units the quorblat alarm is under Alarms.',
      ),
      guide(
        'alarms/zenith-quorblat',
        ['zenith'],
        'Zenith alarms',
        'Zenith puts the quorblat alarm in Settings.',
      ),
      guide('alarms/next', [], 'Testing the siren', 'Press Test to hear the siren.'),
      manual(acme, 1, 'Alarms', 'The quorblat alarm sounds twice.'),
      manual(acme, 2, 'Quorblat', 'Quorblat quorblat: the quorblat sensor.'),
      manual(general, 1, 'General alarms', 'A quorblat alarm on any device.'),
      {
        id: `device:${general}`,
        kind: 'device',
        sourceId: `device:${general}`,
        sourceTitle: 'General specifications',
        title: 'General specifications',
        body: 'Quorblat ready.',
        deviceId: general,
        contentHash: 'd-general',
      },
    ])
  })
  afterAll(() => ctx.close())

  const ids = (found: { id: string }[]) => found.map((c) => c.id).sort()

  describe('search', () => {
    it("finds a device's own passages and the guides of no maker or of its maker, not another maker's", async () => {
      const found = await index.search({
        lexemes: ['quorblat'],
        scope: { general: false, deviceId: acme, brand: 'acme' },
        limit: 80,
        ownLimit: 40,
      })
      expect(ids(found)).toEqual(
        [
          'guide:alarms/acme-quorblat',
          'guide:alarms/quorblat',
          `document:${900 + acme}:1`,
          `document:${900 + acme}:2`,
        ].sort(),
      )
      // Best rank first; each candidate says where the query's lexemes are (A: title, C: body).
      expect(found.map((c) => c.rank)).toEqual([...found.map((c) => c.rank)].sort((x, y) => y - x))
      const titled = found.find((c) => c.id === 'guide:alarms/quorblat')
      expect(titled?.hits).toEqual([{ l: 'quorblat', w: expect.arrayContaining(['A', 'C']) }])
      expect(titled?.titleLength).toBe(2)
      expect(titled?.length).toBeGreaterThan(2)
      expect(titled?.brands).toEqual([])
    })

    it("finds every guide and the general pseudo-device's manuals for a general question, not its specifications", async () => {
      const found = await index.search({
        lexemes: ['quorblat'],
        scope: { general: true, deviceId: general },
        limit: 80,
        ownLimit: 0,
      })
      expect(ids(found)).toEqual(
        [
          'guide:alarms/acme-quorblat',
          'guide:alarms/quorblat',
          'guide:alarms/zenith-quorblat',
          `document:${900 + general}:1`,
        ].sort(),
      )
    })

    it("keeps the device's own passages apart from the limit, and adds the passages asked for by id", async () => {
      const found = await index.search({
        lexemes: ['quorblat'],
        scope: { general: false, deviceId: acme, brand: 'acme' },
        limit: 1,
        ownLimit: 1,
        alsoIds: ['guide:alarms/next', 'guide:alarms/zenith-quorblat'],
      })
      // One best match in scope, then the device's best own passage not already in, then the next section
      // (matching nothing); the other maker's guide is out of scope even when asked for.
      expect(found).toHaveLength(3)
      expect(found[1]?.deviceId).toBe(acme)
      expect(found[0]?.id).not.toBe(found[1]?.id)
      expect(found[2]).toMatchObject({ id: 'guide:alarms/next', hits: null })
    })

    it('finds nothing for no lexemes', async () => {
      expect(
        await index.search({
          lexemes: [],
          scope: { general: true, deviceId: general },
          limit: 5,
          ownLimit: 5,
        }),
      ).toEqual([])
    })

    it("makes a question's lexemes as it makes a passage's, part by part in order", async () => {
      expect(await index.analyse({ question: 'Setting the alarms', device: 'sonar' })).toEqual([
        { part: 'question', lexeme: 'alarm' },
        { part: 'question', lexeme: 'set' },
        { part: 'device', lexeme: 'sonar' },
      ])
    })

    it('reads a guide section and passages by id', async () => {
      expect(await index.guideSection('alarms/next')).toMatchObject({
        kind: 'guide',
        title: 'Testing the siren',
      })
      expect(await index.guideSection('alarms/none')).toBeNull()
      expect(ids(await index.passages([`document:${900 + acme}:2`, 'guide:none']))).toEqual([
        `document:${900 + acme}:2`,
      ])
    })
  })

  describe('stats', () => {
    it('counts the passages and in how many each lexeme occurs, kept until the index is written', async () => {
      const stats = await index.stats()
      expect(stats.documentFrequency.get('quorblat')).toBe(7)
      expect(stats.documentFrequency.get('siren')).toBe(1)
      expect(await index.stats()).toBe(stats)
      await put([guide('alarms/more', [], 'More quorblat', 'Quorblat again.')])
      // The write itself dropped the statistics: no writer calls changed().
      const after = await index.stats()
      expect(after).not.toBe(stats)
      expect(after.documents).toBe(stats.documents + 1)
      expect(after.documentFrequency.get('quorblat')).toBe(8)
    })
  })

  describe('explain', () => {
    it('says which lexemes a passage holds, where, how rare they are and what each adds', async () => {
      const stats = await index.stats()
      const explained = await index.explain(
        ['quorblat', 'sensor', 'siren', 'quorblat'],
        `document:${900 + acme}:2`,
      )
      expect(explained?.missing).toEqual(['siren'])
      expect(explained?.matched.map((t) => t.lexeme)).toEqual(['quorblat', 'sensor'])
      const [quorblat, sensor] = explained?.matched ?? []
      // 'Quorblat' / 'Quorblat quorblat: the quorblat sensor.': once in the title, three times in the body.
      expect(quorblat?.fields).toEqual({ title: 1, headings: 0, body: 3 })
      expect(quorblat?.frequency).toBe(3 + 3 * 1)
      expect(quorblat?.documentFrequency).toBe(stats.documentFrequency.get('quorblat'))
      expect(sensor?.fields).toEqual({ title: 0, headings: 0, body: 1 })
      // BM25 with k1 = 1.2, b = 0.75, worked out here from the statistics.
      const length = explained?.length as number
      const bm25 = (df: number, tf: number) =>
        Math.log(1 + (stats.documents - df + 0.5) / (df + 0.5)) *
        ((tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / stats.averageLength)))
      expect(quorblat?.contribution).toBeCloseTo(
        bm25(stats.documentFrequency.get('quorblat') as number, 6),
        12,
      )
      expect(sensor?.contribution).toBeCloseTo(bm25(1, 1), 12)
      // A rare word says more than a common one.
      expect(sensor?.inverseDocumentFrequency).toBeGreaterThan(quorblat?.inverseDocumentFrequency as number)
      expect(explained?.score).toBeCloseTo((quorblat?.contribution ?? 0) + (sensor?.contribution ?? 0), 12)
    })

    it('explains nothing for a passage not in the index', async () => {
      expect(await index.explain(['quorblat'], 'guide:none')).toBeNull()
    })
  })

  describe('write', () => {
    it('moves the index version once per transaction, and removes by source, by device and by kind', async () => {
      const start = await version()
      await index.write((writer) =>
        db.transaction(async (tx) => {
          await writer.insert(tx, [
            manual(acme, 3, 'Extra', 'Quorblat extra.'),
            manual(acme, 4, 'Spare', 'More.'),
          ])
          await writer.put(tx, guide('alarms/extra', [], 'Extra', 'Extra quorblat.'))
        }),
      )
      expect(await version()).toBe(start + 1)
      expect((await index.passages([`document:${900 + acme}:3`, 'guide:alarms/extra'])).length).toBe(2)

      await index.write((writer) => writer.removeSource(db, `document:${900 + general}`))
      expect(await index.passages([`document:${900 + general}:1`])).toEqual([])
      await index.write((writer) => writer.removeDevice(db, general))
      expect(await index.passages([`device:${general}`])).toEqual([])
      const kept = [...(await index.contentHashes('guide')).keys()].filter(
        (id) => id !== 'guide:alarms/extra',
      )
      const removed = await index.write((writer) =>
        db.transaction((tx) => writer.removeKindExcept(tx, 'guide', kept)),
      )
      expect(removed).toEqual(['guide:alarms/extra'])
      expect(await version()).toBe(start + 4)
      expect((await index.stats()).documentFrequency.get('extra')).toBe(1)
    })

    it('drops the caches after a failed write too, and a writer cannot be kept past its write', async () => {
      const stats = await index.stats()
      let kept: IndexWriter | undefined
      await expect(
        index.write(async (writer) => {
          kept = writer
          throw new Error('failed half-way')
        }),
      ).rejects.toThrow('failed half-way')
      expect(await index.stats()).not.toBe(stats)
      await expect(kept?.put(db, guide('alarms/late', [], 'Late', 'Late.'))).rejects.toThrow(
        /after its write/,
      )
      expect(await index.passages(['guide:alarms/late'])).toEqual([])
    })
  })
})
