// The text the full-text index reads (migration 0011, search_text): a number written in a range ('12-24 V',
// '50/200 kHz') or with its unit ('12V') is indexed as the number, as a question's words are read.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from './client'
import { rowsOf } from './rows'
import { knowledgeChunks } from './schema'

let database: Database

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
})
afterAll(() => database.close())

async function lexemes(text: string): Promise<string[]> {
  const result = await database.db.execute<{ lexeme: string }>(
    sql`select lexeme from unnest(to_tsvector('english', search_text(${text}))) order by lexeme`,
  )
  return rowsOf<{ lexeme: string }>(result).map((r) => r.lexeme)
}

describe('the text the index reads', () => {
  it('splits numbers from ranges and units, and leaves names and words alone', async () => {
    expect(await lexemes('Power supply 12-24 V DC')).toEqual(expect.arrayContaining(['12', '24', 'v', 'dc']))
    expect(await lexemes('50/200/455 kHz')).toEqual(expect.arrayContaining(['50', '200', '455', 'khz']))
    expect(await lexemes('can i hook it to 24v')).toEqual(expect.arrayContaining(['24', 'v']))
    expect(await lexemes('a 1kW sounder')).toEqual(expect.arrayContaining(['1', 'kw']))
    expect(await lexemes('ACCU-FISH on the HDS9')).toEqual(expect.arrayContaining(['accu-fish', 'hds9']))
  })

  it("is what the passages' index holds", async () => {
    await database.db.insert(knowledgeChunks).values({
      id: 'test:range',
      kind: 'guide',
      sourceId: 'test',
      sourceTitle: 'Test',
      title: 'Supply voltage',
      headings: '',
      body: 'Runs on 12-24 V DC and 50/200 kHz transducers.',
      contentHash: 'x',
    })
    const result = await database.db.execute<{ found: boolean }>(
      sql`select tsv @@ to_tsquery('simple', '24 & 200') as found from knowledge_chunks where id = 'test:range'`,
    )
    expect(rowsOf<{ found: boolean }>(result)[0]?.found).toBe(true)
  })
})
