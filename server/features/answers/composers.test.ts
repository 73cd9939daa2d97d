import { desc } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { queries } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { type FakeReply, startFakeLlm } from '../../test/fake-llm'
import { MODEL_FALLBACK_NOTE } from './service'

type Fake = Awaited<ReturnType<typeof startFakeLlm>>
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** One app per provider, shared by its tests; each test scripts what the fake model answers. */
const apps = new Map<string, Awaited<ReturnType<typeof start>>>()
async function setup(provider: 'openai' | 'anthropic', replies: FakeReply[]) {
  const app = apps.get(provider) ?? (await start(provider))
  apps.set(provider, app)
  app.fake.script(replies)
  return app
}

async function start(provider: 'openai' | 'anthropic') {
  const fake = await startFakeLlm()
  const env: Record<string, string> =
    provider === 'openai'
      ? {
          LLM_PROVIDER: 'openai',
          LLM_MODEL: 'test-model',
          OPENAI_API_KEY: 'sk-test',
          OPENAI_BASE_URL: `${fake.url}/v1`,
        }
      : {
          LLM_PROVIDER: 'anthropic',
          LLM_MODEL: 'test-model',
          ANTHROPIC_API_KEY: 'ak-test',
          ANTHROPIC_BASE_URL: fake.url,
        }
  const ctx = await createTestContext({ content: true, env })
  cleanups.push(
    () => ctx.close(),
    () => fake.close(),
  )
  const { cookie } = await registerUser(ctx.app)
  const catalogue: Manual[] = (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })).json()
  const device = catalogue.find((m) => m.deviceType === 'sonar') as Manual
  return { ctx, fake, cookie, device }
}

function streamEvents(body: string) {
  return [...body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({
    event: m[1] as string,
    data: JSON.parse(m[2] as string),
  }))
}

async function askStream(
  ctx: TestContext,
  cookie: string,
  device: Manual,
  query: string,
  history: unknown[] = [],
) {
  const response = await injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/query/stream',
    payload: { manualId: device.id, query, history },
  })
  expect(response.statusCode).toBe(200)
  return streamEvents(response.body)
}

async function lastQuery(ctx: TestContext) {
  const [row] = await ctx.database.db.select().from(queries).orderBy(desc(queries.id)).limit(1)
  return row
}

function expectGroundedPrompt(fake: Fake, device: Manual, system: string) {
  expect(system).toContain(`${device.brand} ${device.model}`)
  expect(system).toContain('Answer ONLY from the numbered passages')
  expect(system).toMatch(/\[1\] .+/)
  expect(system.toLowerCase()).toContain('clutter')
  // The rules for what the passages do not cover: decline off-topic in one sentence, use the conversation.
  expect(system).toContain("If the question is not about boats' marine electronics")
  expect(system).toContain('decline in one sentence')
  expect(system).toContain('in the context of the conversation')
  expect(system).toContain('If the passages do not answer the question, say so plainly')
  expect(fake.requests).toHaveLength(1)
}

describe('openai composer (through the real SDK, against a local server)', () => {
  it('streams the model answer, with the device, passages and history in the prompt', async () => {
    const { ctx, fake, cookie, device } = await setup('openai', [
      { kind: 'stream', pieces: ['Turn up ', 'Surface Noise ', 'rejection [1].'] },
    ])
    const history = [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello! Ask me anything.' },
    ]
    const events = await askStream(ctx, cookie, device, 'how do i get rid of surface clutter', history)
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([
      'Turn up ',
      'Surface Noise ',
      'rejection [1].',
    ])
    const done = events.at(-1)
    expect(done?.event).toBe('done')
    expect(done?.data.response).toBe('Turn up Surface Noise rejection [1].')
    expect(done?.data.sources).toHaveLength(1) // only the cited passage

    const request = fake.requests[0]
    expect(request?.path).toBe('/v1/chat/completions')
    expect(request?.headers.authorization).toBe('Bearer sk-test')
    expect(request?.body).toMatchObject({ model: 'test-model', stream: true })
    const messages = request?.body.messages as { role: string; content: string }[]
    expect(messages[0]?.role).toBe('system')
    expectGroundedPrompt(fake, device, messages[0]?.content ?? '')
    expect(messages.slice(1)).toEqual([
      ...history,
      { role: 'user', content: 'how do i get rid of surface clutter' },
    ])
    expect(await lastQuery(ctx)).toMatchObject({ composer: 'openai', model: 'test-model' })
  })

  it('declines an off-topic question before the model: no request to it, no query spent', async () => {
    const { ctx, fake, cookie, device } = await setup('openai', [{ kind: 'stream', pieces: ['Use worms.'] }])
    const events = await askStream(ctx, cookie, device, 'best bait for bass in cold water')
    const done = events.at(-1)
    expect(done?.event).toBe('done')
    expect(done?.data.declined).toBe(true)
    expect(done?.data.response).toMatch(/^That's outside what I can help with/)
    expect(fake.requests).toHaveLength(0)
    expect(await lastQuery(ctx)).toMatchObject({ status: 'declined', composer: 'gate', model: null })
  })

  it("streams the model's own one-sentence decline when the passages do not answer", async () => {
    const decline = "The guides I have for this sonar don't cover that; ask me about its settings instead."
    const { ctx, fake, cookie, device } = await setup('openai', [{ kind: 'stream', pieces: [decline] }])
    const events = await askStream(
      ctx,
      cookie,
      device,
      'how do i set the gain on the sonar for night fishing',
    )
    expect(events.at(-1)?.data.response).toBe(decline)
    expect(fake.requests).toHaveLength(1)
  })

  it('retries once, then answers offline with a note when the model keeps failing', async () => {
    const { ctx, fake, cookie, device } = await setup('openai', [
      { kind: 'error', status: 500 },
      { kind: 'error', status: 500 },
    ])
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: device.id, query: 'how do i get rid of surface clutter' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().response.startsWith(MODEL_FALLBACK_NOTE)).toBe(true)
    expect(response.json().response.toLowerCase()).toContain('surface clutter')
    expect(fake.requests).toHaveLength(2)
    expect(await lastQuery(ctx)).toMatchObject({ composer: 'extractive-fallback' })
  })

  it('replaces a half-streamed answer when the first attempt breaks off and the retry succeeds', async () => {
    const { ctx, fake, cookie, device } = await setup('openai', [
      { kind: 'cut', pieces: ['Partial ', 'answer ', 'that ', 'breaks'] },
      { kind: 'stream', pieces: ['Complete ', 'answer [2].'] },
    ])
    const events = await askStream(ctx, cookie, device, 'how do i get rid of surface clutter')
    const replaceAt = events.findIndex((e) => e.event === 'replace')
    expect(replaceAt).toBeGreaterThan(0)
    expect(events[replaceAt]?.data.text).toBe('')
    const after = events.slice(replaceAt + 1).filter((e) => e.event === 'delta')
    // The one passage cited ([2] in the prompt) is the answer's only source: its marker reads [1] (decision 0082).
    expect(after.map((e) => e.data.text).join('')).toBe('Complete answer [1].')
    expect(events.at(-1)?.data.response).toBe('Complete answer [1].')
    expect(events.at(-1)?.data.sources).toHaveLength(1)
    expect(fake.requests).toHaveLength(2)
  })
})

describe('anthropic composer (through the real SDK, against a local server)', () => {
  it('streams the model answer with the grounded system prompt', async () => {
    const { ctx, fake, cookie, device } = await setup('anthropic', [
      { kind: 'stream', pieces: ['Open the sonar menu ', 'and raise Surface Clarity [1].'] },
    ])
    const events = await askStream(ctx, cookie, device, 'how do i get rid of surface clutter')
    expect(events.at(-1)?.data.response).toBe('Open the sonar menu and raise Surface Clarity [1].')
    const request = fake.requests[0]
    expect(request?.path).toBe('/v1/messages')
    // Newer SDKs send the key as a bearer token, older ones as x-api-key.
    expect(`${request?.headers['x-api-key'] ?? ''} ${request?.headers.authorization ?? ''}`).toContain(
      'ak-test',
    )
    expect(request?.body).toMatchObject({ model: 'test-model', stream: true })
    expectGroundedPrompt(fake, device, String(request?.body.system))
    expect(request?.body.messages).toEqual([{ role: 'user', content: 'how do i get rid of surface clutter' }])
    expect(await lastQuery(ctx)).toMatchObject({ composer: 'anthropic', model: 'test-model' })
  })

  it('falls back to the offline answer when the API refuses twice', async () => {
    const { ctx, fake, cookie, device } = await setup('anthropic', [{ kind: 'error', status: 529 }])
    const events = await askStream(ctx, cookie, device, 'what do fish arches mean')
    expect(events.at(-1)?.data.response.startsWith(MODEL_FALLBACK_NOTE)).toBe(true)
    expect(fake.requests).toHaveLength(2)
  })
})
