// Two instances on one PostgreSQL database (decision 0062): an index write through one reaches the other's
// caches within a second by LISTEN/NOTIFY; a notice missed while the other's listening connection was down is
// made up for when it reconnects; closing the app ends that connection.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { seedAdminId } from '../../test/admin'
import { createPostgresTestDatabase, createTestContext, type TestContext } from '../../test/context'
import { sectionClassifierFor } from '../answers/section-classifier'
import { correctSpelling } from '../answers/spelling'
import { createManual } from '../devices/service'
import { searchIndexOf } from './search-index'

const postgresUrl = process.env.TEST_DATABASE_URL
const WITHIN_A_SECOND = { timeout: 1000, interval: 20 }

describe.skipIf(!postgresUrl)('the search index on two instances (set TEST_DATABASE_URL to run)', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>
  let databaseA: Database
  let databaseB: Database
  let a: TestContext
  let b: TestContext
  let actor: number

  beforeAll(async () => {
    created = await createPostgresTestDatabase(postgresUrl as string, 'sonar_index')
    databaseA = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })
    databaseB = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })
    a = await createTestContext({ database: databaseA, content: true })
    b = await createTestContext({ database: databaseB })
    actor = await seedAdminId(databaseA.db)
  }, 120_000)
  afterAll(async () => {
    // The last test closed the apps already; close() ends what is left (the mailer, the data folder).
    await a?.close().catch(() => {})
    await b?.close().catch(() => {})
    await databaseA?.close().catch(() => {})
    await databaseB?.close().catch(() => {})
    await created?.drop()
  })

  /** The backends listening for the index's changes on the test database. */
  const listeners = async () =>
    rowsOf<{ pid: number }>(
      await databaseA.db.execute(
        sql`select pid from pg_stat_activity
            where datname = current_database() and application_name = 'sonar-notices'`,
      ),
    ).map((r) => Number(r.pid))

  it('each instance listens on a connection of its own', async () => {
    expect(a.app.searchIndex.listenerPid).toBeTypeOf('number')
    expect(b.app.searchIndex.listenerPid).toBeTypeOf('number')
    expect(a.app.searchIndex.listenerPid).not.toBe(b.app.searchIndex.listenerPid)
    expect((await listeners()).sort()).toEqual(
      [a.app.searchIndex.listenerPid, b.app.searchIndex.listenerPid].sort(),
    )
  })

  it("shows a device written through instance A in instance B's statistics, guides and lexicon within a second", async () => {
    const { db } = databaseB
    // B has read the index and keeps what it worked out from it.
    const before = await searchIndexOf(db).stats()
    expect(before.documentFrequency.get('zanzibarit')).toBeUndefined()
    expect(await searchIndexOf(db).stats()).toBe(before)
    const guidesRead = sectionClassifierFor(db)
    const classifier = await guidesRead
    expect((await correctSpelling(db, 'quilfeather alarm')).text).toBe('quilfeather alarm')

    await createManual(databaseA.db, actor, {
      brand: 'Acme',
      model: 'Two Instances',
      deviceType: 'sonar',
      specifications: 'Key features: zanzibarite imaging; the Quillfeather alarm sounds at the set depth.',
    })

    await expect
      .poll(
        async () => (await searchIndexOf(db).stats()).documentFrequency.get('zanzibarit'),
        WITHIN_A_SECOND,
      )
      .toBe(1)
    expect((await searchIndexOf(db).stats()).documents).toBe(before.documents + 1)
    // The guides are read again; the classifier is not learned again, since they did not change.
    expect(sectionClassifierFor(db)).not.toBe(guidesRead)
    expect(await sectionClassifierFor(db)).toBe(classifier)
    expect((await correctSpelling(db, 'quilfeather alarm')).text).toBe('quillfeather alarm')
  })

  it('is not left stale by a notice missed while its listening connection was down', async () => {
    const { db } = databaseB
    const before = await searchIndexOf(db).stats()
    expect(before.documentFrequency.get('xylocarpa')).toBeUndefined()
    const lost = b.app.searchIndex.listenerPid as number
    expect(lost).toBeTypeOf('number')

    // B's listening backend ends (a failover, an idle timeout); A writes before B is back.
    await databaseA.db.execute(sql`select pg_terminate_backend(${lost}::int, 5000)`)
    await databaseA.db.execute(sql`insert into knowledge_chunks (id, kind, source_id, source_title, title, body, content_hash)
      values ('missed:1', 'guide', 'missed', 'Missed', 'Missed notice', 'A xylocarpa passage.', 'missed-1')`)
    // The write committed while B was not listening: its notice went to no one on B.
    expect(b.app.searchIndex.listenerPid).toBeUndefined()
    expect(b.app.searchIndex.isHearing).toBe(false)

    // B reconnects (with backoff), sees that the version moved, and drops what it kept.
    await expect
      .poll(() => b.app.searchIndex.listenerPid, { timeout: 5000, interval: 20 })
      .toBeTypeOf('number')
    expect(b.app.searchIndex.listenerPid).not.toBe(lost)
    expect(b.app.searchIndex.isHearing).toBe(true)
    expect((await searchIndexOf(db).stats()).documentFrequency.get('xylocarpa')).toBe(1)
  })

  it('ends its listening connection when the app closes', async () => {
    const pidA = a.app.searchIndex.listenerPid
    const pidB = b.app.searchIndex.listenerPid
    expect(await listeners()).toEqual(expect.arrayContaining([pidA, pidB]))
    await b.app.close()
    await expect.poll(listeners, { timeout: 2000, interval: 20 }).toEqual([pidA])
    expect(b.app.searchIndex.listenerPid).toBeUndefined()
    await a.app.close()
    await expect.poll(listeners, { timeout: 2000, interval: 20 }).toEqual([])
    // No reconnect is pending: the connection stays closed.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await listeners()).toEqual([])
  })
})
