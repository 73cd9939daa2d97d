// Readiness and graceful shutdown, on a listening server: what a load balancer and a user in the middle of
// an answer see when the instance is told to stop.
import { afterAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { closeGracefully } from '../../lib/graceful-close'
import { createTestContext, injectAs, registerUser, TEST_APP_URL, type TestContext } from '../../test/context'
import { startFakeLlm } from '../../test/fake-llm'
import { Readiness } from './readiness'

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** A listening app whose model streams an answer slowly: `pieces` pieces, `delayMs` apart. */
async function slowlyAnsweringServer(pieces: number, delayMs: number) {
  const fake = await startFakeLlm([
    { kind: 'stream', pieces: Array.from({ length: pieces }, (_, i) => `part ${i} `), delayMs },
  ])
  const ctx = await createTestContext({
    content: true,
    env: {
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'test-model',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${fake.url}/v1`,
    },
  })
  cleanups.push(
    () => fake.close(),
    () => ctx.close(),
  )
  const { cookie } = await registerUser(ctx.app)
  const catalogue: Manual[] = (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })).json()
  const device = catalogue.find((m) => m.deviceType === 'sonar') as Manual
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const address = ctx.app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return { ctx, url, cookie, device }
}

/** Starts a streaming answer and resolves once its first bytes arrived; `body` settles with the rest. */
async function startStreamingAnswer(url: string, cookie: string, device: Manual) {
  const response = await fetch(`${url}/api/query/stream`, {
    method: 'POST',
    headers: { cookie, origin: TEST_APP_URL, 'content-type': 'application/json' },
    body: JSON.stringify({ manualId: device.id, query: 'How do I set the sensitivity?', history: [] }),
  })
  expect(response.status).toBe(200)
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ''
  const first = await reader.read()
  text += decoder.decode(first.value)
  const body = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return { text, complete: true }
        text += decoder.decode(value, { stream: true })
      }
    } catch {
      return { text, complete: false }
    }
  })()
  return { body }
}

const ready = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/ready' })

describe('GET /api/ready', () => {
  it('answers 503 while starting, 200 once ready, and 503 from the moment shutdown begins', () => {
    const readiness = new Readiness()
    expect(readiness.state).toBe('starting')
    readiness.markReady()
    expect(readiness.state).toBe('ready')
    readiness.markStopping()
    readiness.markReady()
    expect(readiness.state).toBe('stopping')
  })

  it('tells a load balancer the state, while /api/health stays the liveness check', async () => {
    const ctx = await createTestContext()
    cleanups.push(() => ctx.close())
    const readiness = ctx.app.readiness
    expect((await ready(ctx)).json()).toEqual({ status: 'ready' })

    readiness.markStopping()
    const stopping = await ready(ctx)
    expect(stopping.statusCode).toBe(503)
    expect(stopping.headers['cache-control']).toBe('no-store')
    expect(stopping.json()).toEqual({
      status: 'stopping',
      message: 'Shutting down: finishing the answers in flight',
      code: 'NOT_READY',
    })
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('answers 503 while the database does not answer', async () => {
    const ctx = await createTestContext()
    await ctx.database.close()
    const down = await ready(ctx)
    expect(down.statusCode).toBe(503)
    expect(down.json()).toMatchObject({ status: 'error', code: 'NOT_READY' })
    await ctx.close()
  })
})

describe('graceful shutdown', () => {
  it('lets an answer in flight finish, and takes no new connection meanwhile', async () => {
    // About 1.5 s of streaming, well inside the grace period.
    const { ctx, url, cookie, device } = await slowlyAnsweringServer(15, 100)
    const answer = await startStreamingAnswer(url, cookie, device)

    ctx.app.readiness.markStopping()
    const closed = closeGracefully(ctx.app, 10_000)
    await expect(fetch(`${url}/api/health`)).rejects.toThrow()

    const { text, complete } = await answer.body
    expect(complete).toBe(true)
    expect(text).toContain('event: done')
    expect(text).toContain('part 14')
    await closed
  })

  it('closes an answer still running when the grace period ends, and the close does not hang', async () => {
    // About 30 s of streaming, far beyond a 300 ms grace period.
    const { ctx, url, cookie, device } = await slowlyAnsweringServer(300, 100)
    const answer = await startStreamingAnswer(url, cookie, device)

    const startedClosing = Date.now()
    await closeGracefully(ctx.app, 300)
    expect(Date.now() - startedClosing).toBeLessThan(10_000)
    const { text, complete } = await answer.body
    expect(text).not.toContain('event: done')
    expect(complete).toBe(false)
  })
})
