import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manuals, searchIndexState } from '../../db/schema'
import { seedAdminId } from '../../test/admin'
import { createTestContext, type TestContext } from '../../test/context'
import { createManual, deleteManual, importManuals } from '../devices/service'
import { searchIndexOf } from '../search-index'
import { correctSpelling } from './spelling'

// The features that write the search index do not import answers (decision 0059): they write through the search
// index (decisions 0062, 0065), which holds answers' caches of it and drops them, and the database's version of
// it moves with each write.
describe("answers' index statistics after another feature writes the index", () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  const version = async () => (await ctx.database.db.select().from(searchIndexState))[0]?.version

  it("are the app's search index, kept between questions while the index does not change", async () => {
    const { db } = ctx.database
    expect(ctx.app.searchIndex).toBe(searchIndexOf(db))
    expect(await searchIndexOf(db).stats()).toBe(await searchIndexOf(db).stats())
  })

  it('are read again at once when a device is added or deleted through its service', async () => {
    const { db } = ctx.database
    const actor = await seedAdminId(db)
    const before = await searchIndexOf(db).stats()
    expect(before.documentFrequency.get('zanzibarite')).toBeUndefined()
    expect((await correctSpelling(db, 'quilfeather alarm')).text).toBe('quilfeather alarm')
    const device = await createManual(db, actor, {
      brand: 'Acme',
      model: 'Z-1',
      deviceType: 'sonar',
      specifications: 'Type: fishfinder.\nKey features: zanzibarite imaging; the Quillfeather alarm.',
    })
    const added = await searchIndexOf(db).stats()
    expect(added.documents).toBe(before.documents + 1)
    expect(added.documentFrequency.get('zanzibarit')).toBe(1)
    expect((await correctSpelling(db, 'quilfeather alarm')).text).toBe('quillfeather alarm')
    await deleteManual(db, actor, device.id)
    expect((await searchIndexOf(db).stats()).documents).toBe(before.documents)
  })

  it("move the database's version once for each transaction that writes passages, however many", async () => {
    const { db } = ctx.database
    const actor = await seedAdminId(db)
    const start = Number(await version())
    const specifications = 'Type: radar.'
    await importManuals(db, actor, [
      { brand: 'Acme', model: 'V-1', deviceType: 'radar', specifications },
      { brand: 'Acme', model: 'V-2', deviceType: 'radar', specifications },
      { brand: 'Acme', model: 'V-3', deviceType: 'radar', specifications },
    ])
    expect(Number(await version())).toBe(start + 1)
    const device = await createManual(db, actor, {
      brand: 'Acme',
      model: 'V-4',
      deviceType: 'radar',
      specifications,
    })
    expect(Number(await version())).toBe(start + 2)
    // Deleting a device removes its passages through the index: one write.
    await deleteManual(db, actor, device.id)
    expect(Number(await version())).toBe(start + 3)
    // Passages that go by the foreign key's cascade alone (a device deleted by hand) move the version too.
    const other = await createManual(db, actor, {
      brand: 'Acme',
      model: 'V-5',
      deviceType: 'radar',
      specifications,
    })
    await db.delete(manuals).where(eq(manuals.id, other.id))
    expect(Number(await version())).toBe(start + 5)
  })
})
