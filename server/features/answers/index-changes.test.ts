import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedAdminId } from '../../test/admin'
import { createTestContext, type TestContext } from '../../test/context'
import { createManual, deleteManual } from '../devices/service'
import { corpusFrequencies } from './retrieval'

// The features that write the search index do not import answers (decision 0059): they call
// knowledge's knowledgeChanged(), where retrieval registers the reset of its caches.
describe("answers' index statistics after another feature writes the index", () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('are read again at once when a device is added or deleted through its service', async () => {
    const { db } = ctx.database
    const actor = await seedAdminId(db)
    const before = await corpusFrequencies(db)
    expect(before.documentFrequency.get('zanzibarite')).toBeUndefined()
    const device = await createManual(db, actor, {
      brand: 'Acme',
      model: 'Z-1',
      deviceType: 'sonar',
      specifications: 'Type: fishfinder.\nKey features: zanzibarite imaging.',
    })
    const added = await corpusFrequencies(db)
    expect(added.documents).toBe(before.documents + 1)
    expect(added.documentFrequency.get('zanzibarit')).toBe(1)
    await deleteManual(db, actor, device.id)
    expect((await corpusFrequencies(db)).documents).toBe(before.documents)
  })
})
