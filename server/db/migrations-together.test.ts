// Instances started together on one empty PostgreSQL database (a deploy of two, a load test) all come up:
// they migrate one at a time instead of racing each other's CREATE TABLEs.
import { describe, expect, it } from 'vitest'
import { createPostgresTestDatabase } from '../test/context'
import { openDatabase } from './client'

const postgresUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!postgresUrl)('migrations on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  it('lets four instances start together on an empty database', async () => {
    const created = await createPostgresTestDatabase(postgresUrl as string, 'sonar_migrate')
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })),
      )
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close()
      expect(opened.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'))
    } finally {
      await created.drop()
    }
  }, 120_000)
})
