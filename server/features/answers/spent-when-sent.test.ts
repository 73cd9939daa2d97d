// A question is spent only when answer text reaches the reader, and the question with the text sent is kept
// whatever stops the answer: the reader leaving, the server stopping, or a crash (the state a kill -9 leaves
// is the state the database holds at that moment, checked here while the answer is still under way).
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { openDatabase } from '../../db/client'
import { conversations, queries, users } from '../../db/schema'
import { closeGracefully } from '../../lib/graceful-close'
import {
  createPostgresTestDatabase,
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  TEST_APP_URL,
  type TestContext,
  uniqueEmail,
} from '../../test/context'
import { type FakeReply, startFakeLlm } from '../../test/fake-llm'
import { spawnTsxScript } from '../../test/tsx-script'
import { PARTIAL_SAVE_INTERVAL_MS } from './answer-record'
import { sectionClassifierFor } from './section-classifier'
import { MODEL_FALLBACK_NOTE } from './service'

type Fake = Awaited<ReturnType<typeof startFakeLlm>>

/** A listening app whose model is the fake, with the catalogue loaded. */
async function listeningApp(fake: Fake) {
  const ctx = await createTestContext({
    content: true,
    env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: `${fake.url}/v1`, LLM_MODEL: 'test-model' },
  })
  // Learned before the first question, as the server does at start, so no question waits for it.
  await sectionClassifierFor(ctx.database.db)
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
  return { ctx, base }
}

/** A new user, and the catalogue's first sonar to ask about. */
async function asker(ctx: TestContext) {
  const user = await registerUser(ctx.app)
  const catalogue: Manual[] = (
    await injectAs(ctx.app, user.cookie, { method: 'GET', url: '/api/manuals' })
  ).json()
  const device = catalogue.find((m) => m.deviceType === 'sonar') as Manual
  return { cookie: user.cookie, userId: user.user.id as number, device }
}

/** Asks over a real connection; the reader can leave at any moment. */
function ask(base: string, who: { cookie: string; device: Manual }, path = '/api/query/stream') {
  const body = JSON.stringify({ manualId: who.device.id, query: 'how do i set the gain' })
  const req = httpRequest(`${base}${path}`, {
    method: 'POST',
    headers: {
      cookie: who.cookie,
      origin: TEST_APP_URL,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  })
  const state = { text: '', status: 0, ended: false }
  const finished = new Promise<typeof state>((resolve) => {
    req.on('error', () => resolve(state))
    req.on('response', (res) => {
      state.status = res.statusCode ?? 0
      res.on('data', (chunk: Buffer) => {
        state.text += chunk.toString()
      })
      res.on('end', () => {
        state.ended = true
        resolve(state)
      })
      res.on('close', () => resolve(state))
    })
  })
  req.end(body)
  return { state, finished, leave: () => req.destroy() }
}

async function usedBy(ctx: TestContext, userId: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId))
  return row?.queriesUsed
}

async function questionsOf(ctx: TestContext, userId: number) {
  return ctx.database.db.select().from(queries).where(eq(queries.userId, userId)).orderBy(desc(queries.id))
}

const longAnswer = (delayMs: number): FakeReply => ({
  kind: 'stream',
  pieces: Array.from({ length: 60 }, (_, i) => `Part ${i} of a long answer about gain. `),
  delayMs,
})

describe('a question answered by a model (listening server)', { timeout: 120_000 }, () => {
  let fake: Fake
  let ctx: TestContext
  let base: string

  beforeAll(async () => {
    fake = await startFakeLlm()
    ;({ ctx, base } = await listeningApp(fake))
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it('spends nothing while the model has not said a word, with the question already kept (what a crash leaves)', async () => {
    fake.script([{ kind: 'hang' }])
    const who = await asker(ctx)
    const asking = ask(base, who)
    await expect.poll(() => fake.requests.length, { timeout: 30_000 }).toBe(1)
    // The model is thinking: a crash now must leave the question, cut short, and nothing spent.
    expect(await usedBy(ctx, who.userId)).toBe(0)
    const [kept] = await questionsOf(ctx, who.userId)
    expect(kept).toMatchObject({
      question: 'how do i set the gain',
      answer: '',
      status: 'aborted',
      counted: false,
    })
    expect(kept?.conversationId).not.toBeNull()

    // The reader goes away before any text: still nothing spent, the question still kept, cut short.
    asking.leave()
    await expect.poll(() => fake.aborted.length, { timeout: 30_000 }).toBe(1)
    await expect.poll(async () => (await questionsOf(ctx, who.userId))[0]?.latencyMs).toBeGreaterThan(0)
    expect(await usedBy(ctx, who.userId)).toBe(0)
    expect((await questionsOf(ctx, who.userId))[0]).toMatchObject({
      status: 'aborted',
      answer: '',
      counted: false,
    })
  })

  it('spends nothing when the reader of POST /api/query leaves before the answer is sent', async () => {
    fake.script([longAnswer(20)])
    const who = await asker(ctx)
    const asking = ask(base, who, '/api/query')
    // The model is streaming, but /api/query sends nothing until the answer is whole.
    await expect.poll(() => fake.requests.length, { timeout: 30_000 }).toBe(1)
    asking.leave()
    await expect.poll(() => fake.aborted.length, { timeout: 30_000 }).toBe(1)
    await expect.poll(async () => (await questionsOf(ctx, who.userId))[0]?.latencyMs).toBeGreaterThan(0)
    expect(await usedBy(ctx, who.userId)).toBe(0)
    expect((await questionsOf(ctx, who.userId))[0]).toMatchObject({
      status: 'aborted',
      answer: '',
      counted: false,
    })
  })

  it('answers offline when the provider dies before its first word, spending one query', async () => {
    fake.script([{ kind: 'die' }])
    const who = await asker(ctx)
    const { status, text } = await ask(base, who).finished
    expect(status).toBe(200)
    expect(text).toContain('event: done')
    expect(text).toContain(JSON.stringify(MODEL_FALLBACK_NOTE).slice(1, 40))
    expect(fake.requests).toHaveLength(2) // one retry, then the offline answer
    expect(await usedBy(ctx, who.userId)).toBe(1)
    expect((await questionsOf(ctx, who.userId))[0]).toMatchObject({
      status: 'answered',
      composer: 'extractive-fallback',
      counted: true,
    })
  })

  it('saves the text sent as it streams: mid-answer, the record holds what the reader has (what a crash leaves)', async () => {
    fake.script([longAnswer(100)])
    const who = await asker(ctx)
    const asking = ask(base, who)
    await expect.poll(() => asking.state.text.includes('Part 6 '), { timeout: 30_000 }).toBe(true)
    // Within a save interval (and a generous margin for a loaded machine), the record has caught up.
    await expect
      .poll(async () => (await questionsOf(ctx, who.userId))[0]?.answer ?? '', {
        timeout: PARTIAL_SAVE_INTERVAL_MS + 5_000,
      })
      .toContain('Part 5 ')
    const [row] = await questionsOf(ctx, who.userId)
    expect(asking.state.ended).toBe(false)
    expect(row).toMatchObject({ status: 'aborted', counted: true })
    expect(row?.answer.startsWith('Part 0 of a long answer')).toBe(true)
    expect(await usedBy(ctx, who.userId)).toBe(1)
    asking.leave()
    await expect.poll(() => fake.aborted.length, { timeout: 30_000 }).toBe(1)
  })

  it('keeps the text sent when the reader leaves mid-answer, shown to the owner as cut short', async () => {
    fake.script([longAnswer(100)])
    const who = await asker(ctx)
    const asking = ask(base, who)
    await expect.poll(() => asking.state.text.includes('Part 2 '), { timeout: 30_000 }).toBe(true)
    asking.leave()
    await expect.poll(() => fake.aborted.length, { timeout: 30_000 }).toBe(1)
    await expect.poll(async () => (await questionsOf(ctx, who.userId))[0]?.latencyMs).toBeGreaterThan(0)
    const [row] = await questionsOf(ctx, who.userId)
    expect(row).toMatchObject({ status: 'aborted', counted: true })
    expect(row?.answer).toContain('Part 2 ')
    expect(row?.answer).not.toContain('Part 59')
    expect(await usedBy(ctx, who.userId)).toBe(1)

    const conversation = await injectAs(ctx.app, who.cookie, {
      method: 'GET',
      url: `/api/conversations/${row?.conversationId}`,
    })
    const [question, answer] = conversation.json().messages
    expect(question).toMatchObject({ role: 'user', content: 'how do i set the gain' })
    expect(answer).toMatchObject({ role: 'assistant', content: row?.answer, cutShort: true })
  })

  it('does not mark a whole answer cut short', async () => {
    fake.script([{ kind: 'stream', pieces: ['Press **Menu**, ', 'then **Gain**.'] }])
    const who = await asker(ctx)
    const { text } = await ask(base, who).finished
    const done = JSON.parse(/event: done\ndata: (.*)\n/.exec(text)?.[1] as string)
    const conversation = await injectAs(ctx.app, who.cookie, {
      method: 'GET',
      url: `/api/conversations/${done.conversationId}`,
    })
    const answer = conversation.json().messages[1]
    expect(answer).toMatchObject({ content: 'Press **Menu**, then **Gain**.' })
    expect(answer.cutShort).toBeUndefined()
  })

  it('gives the last query to exactly one of two questions asked at once, keeping nothing of the other', async () => {
    fake.script([{ kind: 'stream', pieces: ['Press **Menu**, ', 'then **Gain**.'], delayMs: 50 }])
    const who = await asker(ctx)
    await ctx.database.db.update(users).set({ queriesUsed: 19 }).where(eq(users.id, who.userId))
    const [first, second] = await Promise.all([ask(base, who).finished, ask(base, who).finished])
    expect([first?.status, second?.status].sort()).toEqual([200, 402])
    const refused = first?.status === 402 ? first : second
    expect(JSON.parse(refused?.text ?? '{}')).toMatchObject({ code: 'QUOTA_EXCEEDED' })
    expect(await usedBy(ctx, who.userId)).toBe(20)
    const kept = await questionsOf(ctx, who.userId)
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ status: 'answered', counted: true })
    const owned = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, who.userId))
    expect(owned).toHaveLength(1)
  })
})

describe('a server that stops while it answers (shutdown, grace period over)', { timeout: 120_000 }, () => {
  const cleanups: (() => Promise<void>)[] = []
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()?.()
  })

  async function stoppingServer(reply: FakeReply) {
    const fake = await startFakeLlm([reply])
    const { ctx, base } = await listeningApp(fake)
    cleanups.push(
      () => fake.close(),
      () => ctx.close(),
    )
    return { fake, ctx, base, who: await asker(ctx) }
  }

  it('before the first word: nothing spent, the question kept, cut short, before the server is closed', async () => {
    const { fake, ctx, base, who } = await stoppingServer({ kind: 'hang' })
    ask(base, who)
    await expect.poll(() => fake.requests.length, { timeout: 30_000 }).toBe(1)
    await closeGracefully(ctx.app, 300)
    // Read at once: the record was written before the close returned (the database closes next).
    const [row] = await questionsOf(ctx, who.userId)
    expect(row).toMatchObject({
      question: 'how do i set the gain',
      answer: '',
      status: 'aborted',
      counted: false,
    })
    expect(row?.latencyMs).toBeGreaterThan(0)
    expect(await usedBy(ctx, who.userId)).toBe(0)
  })

  it('mid-answer: the text sent kept, cut short and counted, before the server is closed', async () => {
    const { ctx, base, who } = await stoppingServer(longAnswer(100))
    const asking = ask(base, who)
    await expect.poll(() => asking.state.text.includes('Part 3 '), { timeout: 30_000 }).toBe(true)
    await closeGracefully(ctx.app, 300)
    const { text, ended } = await asking.finished
    expect(ended).toBe(false)
    const [row] = await questionsOf(ctx, who.userId)
    expect(row).toMatchObject({ status: 'aborted', counted: true })
    expect(row?.latencyMs).toBeGreaterThan(0)
    expect(row?.answer).toContain('Part 3 ')
    // Every piece the reader got is in the record (a piece in flight when the connection closed may be too).
    const received = [...text.matchAll(/event: delta\ndata: (.*)\n/g)].map(
      (m) => JSON.parse(m[1] as string).text,
    )
    expect(row?.answer.startsWith(received.join(''))).toBe(true)
    expect(await usedBy(ctx, who.userId)).toBe(1)
  })
})

describe('a server killed mid-answer (kill -9, no clean-up runs)', () => {
  const serverDir = join(import.meta.dirname, '..', '..')
  const module = (path: string) => JSON.stringify(join(serverDir, path))
  /** The app on its own database, in a process of its own; prints its port once it listens. */
  const serverScript = (env: Record<string, string>) => `
    const { loadConfig } = await import(${module('config.ts')})
    const { openDatabase } = await import(${module('db/client.ts')})
    const { resolveSessionSecret } = await import(${module('features/auth/session-secret.ts')})
    const { loadContent } = await import(${module('features/knowledge/load.ts')})
    const { createMailer } = await import(${module('mail/mailer.ts')})
    const { buildApp } = await import(${module('app.ts')})
    const config = loadConfig(${JSON.stringify(env)})
    const database = await openDatabase(config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir })
    config.sessionSecret = await resolveSessionSecret(config, database)
    await loadContent(database.db)
    const app = await buildApp({ config, database, mailer: createMailer(config.mail), logger: false,
      serveClient: false, maintenance: false })
    await app.listen({ port: 0, host: '127.0.0.1' })
    console.log('listening on ' + app.server.address().port)`

  const cleanups: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()?.()
  })

  it('leaves the question asked before the first word unspent, and the one mid-answer counted with the text sent', async () => {
    // The first question's model never says a word; the second's streams slowly.
    const fake = await startFakeLlm([{ kind: 'hang' }, longAnswer(100)])
    cleanups.push(() => fake.close())
    const dataDir = mkdtempSync(join(tmpdir(), 'sonar-kill-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const postgres = process.env.TEST_DATABASE_URL
      ? await createPostgresTestDatabase(process.env.TEST_DATABASE_URL)
      : undefined
    if (postgres) cleanups.push(() => postgres.drop())
    const env = {
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      LLM_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      LLM_MODEL: 'test-model',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    }
    const child = spawnTsxScript(serverScript(env))
    const exited = new Promise((resolve) => child.on('exit', resolve))
    cleanups.push(async () => {
      child.kill('SIGKILL')
      await exited
    })
    const port = await new Promise<number>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const found = /listening on (\d+)/.exec(out)
        if (found) resolve(Number(found[1]))
      })
      child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)))
    })
    const base = `http://127.0.0.1:${port}`
    const signUp = async () => {
      const response = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Nora',
          email: uniqueEmail(),
          password: STRONG_PASSWORD,
        }),
      })
      expect(response.status).toBe(201)
      const cookie = (response.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(
        ';',
      )[0] as string
      const catalogue: Manual[] = await (await fetch(`${base}/api/manuals`, { headers: { cookie } })).json()
      const { user } = (await response.json()) as { user: { id: number } }
      return { cookie, userId: user.id, device: catalogue.find((m) => m.deviceType === 'sonar') as Manual }
    }
    const thinking = await signUp()
    const reading = await signUp()

    ask(base, thinking)
    await expect.poll(() => fake.requests.length, { timeout: 30_000 }).toBe(1)
    const asking = ask(base, reading)
    await expect.poll(() => asking.state.text.includes('Part 8 '), { timeout: 30_000 }).toBe(true)
    child.kill('SIGKILL')
    await exited
    const received = [...asking.state.text.matchAll(/event: delta\ndata: (.*)\n/g)]
      .map((m) => JSON.parse(m[1] as string).text)
      .join('')

    const database = await openDatabase(
      postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir },
    )
    cleanups.push(() => database.close())
    const rowsOf = (userId: number) =>
      database.db.select().from(queries).where(eq(queries.userId, userId)).orderBy(desc(queries.id))
    const usedOf = async (userId: number) =>
      (await database.db.select().from(users).where(eq(users.id, userId)))[0]?.queriesUsed

    // Before the first word: the question is kept, cut short, and nothing was spent.
    expect(await usedOf(thinking.userId)).toBe(0)
    expect(await rowsOf(thinking.userId)).toMatchObject([
      { question: 'how do i set the gain', answer: '', status: 'aborted', counted: false },
    ])
    // Mid-answer: one query spent, tied to the kept row, which holds the text sent up to its last save.
    expect(await usedOf(reading.userId)).toBe(1)
    const [kept] = await rowsOf(reading.userId)
    expect(kept).toMatchObject({ question: 'how do i set the gain', status: 'aborted', counted: true })
    expect(kept?.answer).toMatch(/^Part 0 of a long answer/)
    expect(received.startsWith(kept?.answer as string)).toBe(true)
  }, 120_000)
})
