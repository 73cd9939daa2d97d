// Regenerate, edit and resend, retry: a new answer in place of a kept one, through the API against the real
// database (decision 0081).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Conversation } from '../../../contract/conversations'
import type { Manual } from '../../../contract/devices'
import { CONVERSATION_CHANGED_CODE, type QueryResponse } from '../../../contract/query'
import { conversations, queries, users } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { recordQuestion } from '../answers/answer-record'

let ctx: TestContext
let owner: { cookie: string; id: number }
let sonar: Manual

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  const registered = await registerUser(ctx.app)
  owner = { cookie: registered.cookie, id: registered.user.id as number }
  const catalogue: Manual[] = (
    await injectAs(ctx.app, owner.cookie, { method: 'GET', url: '/api/manuals' })
  ).json()
  sonar = catalogue.find((m) => m.deviceType === 'fishfinder') as Manual
})
afterAll(() => ctx.close())

const post = (payload: Record<string, unknown>, cookie = owner.cookie) =>
  injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/query',
    payload: { manualId: sonar.id, ...payload },
  })

async function ask(payload: Record<string, unknown>): Promise<QueryResponse> {
  const response = await post(payload)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function stored(id: number | undefined): Promise<Conversation> {
  return (await injectAs(ctx.app, owner.cookie, { method: 'GET', url: `/api/conversations/${id}` })).json()
}

const turns = (conversation: Conversation) =>
  conversation.messages.map((m) => (m.role === 'user' ? m.content : m.answerId))

async function used(): Promise<number | undefined> {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id))
  return row?.queriesUsed
}

async function row(id: number | undefined) {
  const [found] = await ctx.database.db
    .select()
    .from(queries)
    .where(eq(queries.id, id as number))
  return found
}

describe('a new answer in place of a kept one', () => {
  it('regenerates the last answer: the conversation keeps the new one only, and one query is spent', async () => {
    const first = await ask({ query: 'how do i set the sonar gain' })
    const second = await ask({ query: 'how do i turn on fish symbols', conversationId: first.conversationId })
    const before = await used()
    const again = await ask({
      query: 'how do i turn on fish symbols',
      conversationId: first.conversationId,
      replaceFrom: second.answerId,
    })
    expect(again.conversationId).toBe(first.conversationId)
    expect(again.answerId).not.toBe(second.answerId)
    expect(turns(await stored(first.conversationId))).toEqual([
      'how do i set the sonar gain',
      first.answerId,
      'how do i turn on fish symbols',
      again.answerId,
    ])
    // A whole answer asked again is a new question (decision 0075): spent; the replaced one still counts.
    expect(await used()).toBe((before ?? 0) + 1)
    expect(await row(second.answerId)).toMatchObject({ conversationId: null, counted: true })
  })

  it('edits an earlier question: it and everything after it leave the conversation', async () => {
    const first = await ask({ query: 'how do i set the depth alarm' })
    const second = await ask({ query: 'how do i record sonar', conversationId: first.conversationId })
    const third = await ask({ query: 'and play it back?', conversationId: first.conversationId })
    const before = await used()
    const edited = await ask({
      query: 'how do i change the units to feet',
      conversationId: first.conversationId,
      replaceFrom: second.answerId,
    })
    expect(turns(await stored(first.conversationId))).toEqual([
      'how do i set the depth alarm',
      first.answerId,
      'how do i change the units to feet',
      edited.answerId,
    ])
    expect(await used()).toBe((before ?? 0) + 1)
    expect((await row(third.answerId))?.conversationId).toBeNull()
    // The list counts what the conversation keeps.
    const list = (await injectAs(ctx.app, owner.cookie, { method: 'GET', url: '/api/conversations' })).json()
      .conversations
    expect(list.find((c: { id: number }) => c.id === first.conversationId)?.messageCount).toBe(4)
  })

  it('edits the first question into one that is declined: replaced too, and nothing spent', async () => {
    const first = await ask({ query: 'how do i set the fish alarm' })
    const before = await used()
    const declined = await ask({
      query: 'who won the super bowl',
      conversationId: first.conversationId,
      replaceFrom: first.answerId,
    })
    expect(declined.declined).toBe(true)
    expect(turns(await stored(first.conversationId))).toEqual(['who won the super bowl', declined.answerId])
    expect(await used()).toBe(before)
  })

  it('of two regenerates at once, keeps one answer: the other is refused and spends nothing', async () => {
    const first = await ask({ query: 'how do i save a waypoint' })
    const before = await used()
    const regenerate = () =>
      post({
        query: 'how do i save a waypoint',
        conversationId: first.conversationId,
        replaceFrom: first.answerId,
      })
    const responses = await Promise.all([regenerate(), regenerate()])
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const refused = responses.find((r) => r.statusCode === 409)
    expect(refused?.json()).toMatchObject({ code: CONVERSATION_CHANGED_CODE })
    const kept = responses.find((r) => r.statusCode === 200)?.json() as QueryResponse
    expect(turns(await stored(first.conversationId))).toEqual(['how do i save a waypoint', kept.answerId])
    expect(await used()).toBe((before ?? 0) + 1)
  })

  it('retries an answer that was cut short without spending a second query', async () => {
    const first = await ask({ query: 'how do i reset to factory settings' })
    // As the stream leaves an answer that failed part-way: cut short, its query spent with the text sent.
    await ctx.database.db
      .update(queries)
      .set({ status: 'aborted', answer: 'To reset' })
      .where(eq(queries.id, first.answerId as number))
    const before = await used()
    const retried = await ask({
      query: 'how do i reset to factory settings',
      conversationId: first.conversationId,
      replaceFrom: first.answerId,
    })
    expect(await used()).toBe(before)
    expect(await row(first.answerId)).toMatchObject({ conversationId: null, counted: false })
    expect(await row(retried.answerId)).toMatchObject({ status: 'answered', counted: true })
    // Another question in its place is a new question: spent.
    await ctx.database.db
      .update(queries)
      .set({ status: 'aborted' })
      .where(eq(queries.id, retried.answerId as number))
    await ask({
      query: 'how do i change the backlight',
      conversationId: first.conversationId,
      replaceFrom: retried.answerId,
    })
    expect(await used()).toBe((before ?? 0) + 1)
  })

  it('refuses an answer to replace that is not in the conversation, and one without its conversation', async () => {
    const mine = await ask({ query: 'how do i turn on the fish alarm' })
    const elsewhere = await ask({ query: 'how do i mark a waypoint' })
    const before = await used()
    const wrong = await post({
      query: 'and then?',
      conversationId: mine.conversationId,
      replaceFrom: elsewhere.answerId,
    })
    expect(wrong.statusCode).toBe(409)
    const alone = await post({ query: 'and then?', replaceFrom: mine.answerId })
    expect(alone.statusCode).toBe(400)
    expect(alone.json()).toMatchObject({ field: 'replaceFrom' })
    const stranger = await registerUser(ctx.app)
    const theirs = await post(
      { query: 'and then?', conversationId: mine.conversationId, replaceFrom: mine.answerId },
      stranger.cookie,
    )
    expect(theirs.statusCode).toBe(404)
    expect(await used()).toBe(before)
    expect(turns(await stored(mine.conversationId))).toEqual([
      'how do i turn on the fish alarm',
      mine.answerId,
    ])
  })

  it('names where the answer is kept in a start event, before its first text', async () => {
    const first = await ask({ query: 'how do i set the sonar range' })
    const response = await injectAs(ctx.app, owner.cookie, {
      method: 'POST',
      url: '/api/query/stream',
      payload: {
        manualId: sonar.id,
        query: 'how do i set the sonar range',
        conversationId: first.conversationId,
        replaceFrom: first.answerId,
      },
    })
    expect(response.statusCode).toBe(200)
    const events = response.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
      }))
    expect(events[0]?.event).toBe('start')
    expect(events[1]?.event).toBe('delta')
    const done = events.find((e) => e.event === 'done')?.data
    expect(events[0]?.data).toEqual({ conversationId: done.conversationId, answerId: done.answerId })
    expect(done.conversationId).toBe(first.conversationId)
  })

  it('takes a question whose answer failed before any text out of its conversation', async () => {
    const device = {
      deviceId: sonar.id,
      deviceLabel: 'Sonar',
      customDevice: null,
      boatId: null,
      boatDeviceId: null,
    }
    const question = { userId: owner.id, device, composer: 'extractive', model: null }
    const started = await recordQuestion(ctx.database.db, { ...question, question: 'how do i pair it' })
    await started.unanswered(12)
    // The conversation it started had nothing else: it goes.
    expect(
      await ctx.database.db.select().from(conversations).where(eq(conversations.id, started.conversationId)),
    ).toEqual([])
    expect(await row(started.answerId)).toMatchObject({ conversationId: null, status: 'aborted', answer: '' })
    // In a conversation with answers, only the question leaves.
    const kept = await ask({ query: 'how do i set the sonar gain' })
    const failed = await recordQuestion(ctx.database.db, {
      ...question,
      question: 'and the noise rejection?',
      conversationId: kept.conversationId,
    })
    await failed.unanswered(12)
    expect(turns(await stored(kept.conversationId))).toEqual(['how do i set the sonar gain', kept.answerId])
  })
})
