import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { queries, users } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { startFakeLlm } from '../../test/fake-llm'

type Fake = Awaited<ReturnType<typeof startFakeLlm>>

async function usedBy(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id))
  return row?.queriesUsed
}

function lastQuery(ctx: TestContext, userId: number) {
  return ctx.database.db
    .select()
    .from(queries)
    .where(eq(queries.userId, userId))
    .orderBy(desc(queries.id))
    .limit(1)
}

async function queryCount(ctx: TestContext, userId: number) {
  const rows = await ctx.database.db.select().from(queries).where(eq(queries.userId, userId))
  return rows.length
}

/** A new user who will ask about the catalogue's first sonar. */
async function askerWithSonar(ctx: TestContext) {
  const user = await registerUser(ctx.app)
  const catalogue: Manual[] = (
    await injectAs(ctx.app, user.cookie, { method: 'GET', url: '/api/manuals' })
  ).json()
  const device = catalogue.find((m) => m.deviceType === 'sonar') as Manual
  return { cookie: user.cookie, userId: user.user.id as number, device }
}

describe('control characters in questions (offline composer)', () => {
  let ctx: TestContext
  let cookie: string
  let userId: number
  let device: Manual

  beforeAll(async () => {
    ctx = await createTestContext({ content: true })
    ;({ cookie, userId, device } = await askerWithSonar(ctx))
  })
  afterAll(() => ctx.close())

  it.each(['/api/query', '/api/query/stream'])(
    '%s refuses a question with NUL before spending a query or streaming anything',
    async (url) => {
      const before = await usedBy(ctx, userId)
      for (const query of ['how do i set the gain\u0000', 'gain\u0007 settings', 'x\u001b[31m']) {
        const response = await injectAs(ctx.app, cookie, {
          method: 'POST',
          url,
          payload: { manualId: device.id, query },
        })
        expect(response.statusCode, JSON.stringify(query)).toBe(400)
        expect(response.headers['content-type']).toContain('application/json')
        expect(response.json()).toMatchObject({
          field: 'query',
          message: 'Query must not contain control characters',
        })
      }
      expect(await usedBy(ctx, userId)).toBe(before)
    },
  )

  it('refuses control characters in history and custom device fields, naming them', async () => {
    const history = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: device.id, query: 'gain', history: [{ role: 'user', content: 'a\u0000' }] },
    })
    expect(history.statusCode).toBe(400)
    expect(history.json().field).toBe('history.0.content')
    const custom = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: -1, query: 'gain', customDevice: { brand: 'Gar\u0000min', model: 'X' } },
    })
    expect(custom.statusCode).toBe(400)
    expect(custom.json().field).toBe('customDevice.brand')
  })

  it('keeps tabs and newlines, which are ordinary text', async () => {
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: device.id, query: 'how do i\tset the\ngain' },
    })
    expect(response.statusCode).toBe(200)
  })

  it('counts a streamed answer even when its final record fails: the text sent stays, cut short', async () => {
    const before = await usedBy(ctx, userId)
    const recorded = await queryCount(ctx, userId)
    // The whole answer is recorded last; a trigger refuses that one write, after the answer was sent.
    await ctx.database.db.execute(sql`create function refuse_whole_answer() returns trigger
      language plpgsql as $$ begin raise exception 'the record is refused'; end $$`)
    await ctx.database.db.execute(sql`create trigger refuse_whole_answer before update on queries
      for each row when (new.status = 'answered') execute function refuse_whole_answer()`)
    let response: Awaited<ReturnType<typeof injectAs>>
    try {
      response = await injectAs(ctx.app, cookie, {
        method: 'POST',
        url: '/api/query/stream',
        payload: { manualId: device.id, query: 'how do i adjust the sensitivity' },
      })
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_whole_answer on queries`)
      await ctx.database.db.execute(sql`drop function refuse_whole_answer`)
    }
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('event: delta')
    expect(response.body).toContain('event: done')
    expect(await usedBy(ctx, userId)).toBe((before ?? 0) + 1)
    expect(await queryCount(ctx, userId)).toBe(recorded + 1)
    const [row] = await lastQuery(ctx, userId)
    const firstDelta = /event: delta\ndata: (.*)\n/.exec(response.body)?.[1] as string
    expect(row).toMatchObject({ status: 'aborted', counted: true })
    expect(row?.answer.startsWith(JSON.parse(firstDelta).text)).toBe(true)
  })

  it('spends nothing when nothing was sent: a failed record on /api/query is an error that costs nothing', async () => {
    const before = await usedBy(ctx, userId)
    await ctx.database.db.execute(sql`alter table queries rename to queries_away`)
    let status: number
    try {
      status = (
        await injectAs(ctx.app, cookie, {
          method: 'POST',
          url: '/api/query',
          payload: { manualId: device.id, query: 'how do i adjust the sensitivity' },
        })
      ).statusCode
    } finally {
      await ctx.database.db.execute(sql`alter table queries_away rename to queries`)
    }
    expect(status).toBe(500)
    expect(await usedBy(ctx, userId)).toBe(before)
  })
})

describe('a reader who leaves mid-answer (model composer, listening server)', () => {
  let fake: Fake
  let ctx: TestContext
  let cookie: string
  let userId: number
  let device: Manual
  let base: string

  beforeAll(async () => {
    fake = await startFakeLlm()
    ctx = await createTestContext({
      content: true,
      env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: `${fake.url}/v1`, LLM_MODEL: 'test-model' },
    })
    ;({ cookie, userId, device } = await askerWithSonar(ctx))
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  /** Opens the stream, waits for the first piece of the answer, then drops the connection. */
  function askAndLeave(path: string, leaveAfterFirstDelta: boolean) {
    return new Promise<void>((resolve, reject) => {
      const body = JSON.stringify({ manualId: device.id, query: 'how do i set the gain' })
      const req = httpRequest(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      })
      req.on('error', () => resolve())
      req.on('response', (res) => {
        res.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('event: delta')) {
            req.destroy()
            resolve()
          }
        })
        res.on('end', () => reject(new Error('the answer ended before the reader left')))
      })
      req.end(body)
      if (!leaveAfterFirstDelta) {
        // Leave once the model has the question and is still thinking: nothing has been sent yet.
        void expect
          .poll(() => fake.requests.length)
          .toBe(1)
          .then(() => {
            req.destroy()
            resolve()
          }, reject)
      }
    })
  }

  it('cancels the model request, records the query as aborted and still counts it (text was sent)', async () => {
    const pieces = Array.from({ length: 40 }, (_, i) => `Part ${i} of a long answer about gain. `)
    fake.script([{ kind: 'stream', pieces, delayMs: 100 }])
    const before = await usedBy(ctx, userId)
    await askAndLeave('/api/query/stream', true)
    await expect.poll(() => fake.aborted.length, { timeout: 5000 }).toBe(1)
    // Only one model request: an abort is neither retried nor answered offline.
    expect(fake.requests).toHaveLength(1)
    await expect
      .poll(async () => {
        const [row] = await ctx.database.db
          .select()
          .from(queries)
          .where(eq(queries.userId, userId))
          .orderBy(desc(queries.id))
          .limit(1)
        return row?.status
      })
      .toBe('aborted')
    const [row] = await ctx.database.db
      .select()
      .from(queries)
      .where(eq(queries.userId, userId))
      .orderBy(desc(queries.id))
      .limit(1)
    expect(row?.answer).toContain('Part 0')
    expect(row?.answer).not.toContain('Part 39')
    expect(await usedBy(ctx, userId)).toBe((before ?? 0) + 1)
  })

  it('gives the query back when the reader leaves before any text was sent', async () => {
    fake.script([{ kind: 'stream', pieces: ['late'], delayMs: 2000 }])
    const before = await usedBy(ctx, userId)
    await askAndLeave('/api/query', false)
    await expect.poll(() => fake.aborted.length, { timeout: 5000 }).toBe(1)
    await expect.poll(() => usedBy(ctx, userId)).toBe(before)
  })
})
