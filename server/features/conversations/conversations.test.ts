// Conversations kept on the server and answer ratings, through the API against the real database.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Conversation, ConversationPage } from '../../../contract/conversations'
import type { Manual } from '../../../contract/devices'
import type { QueryResponse } from '../../../contract/query'
import { conversations, queries } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { keepInConversation } from './service'

let ctx: TestContext
let owner: string
let other: string
let sonar: Manual
let plotter: Manual

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  owner = (await registerUser(ctx.app)).cookie
  other = (await registerUser(ctx.app)).cookie
  const catalogue: Manual[] = (await injectAs(ctx.app, owner, { method: 'GET', url: '/api/manuals' })).json()
  const find = (type: string) => {
    const found = catalogue.find((m) => m.deviceType === type)
    if (!found) throw new Error(`no ${type} in the catalogue`)
    return found
  }
  sonar = find('fishfinder')
  plotter = find('chartplotter')
})
afterAll(() => ctx.close())

async function ask(payload: Record<string, unknown>, who = owner): Promise<QueryResponse> {
  const response = await injectAs(ctx.app, who, { method: 'POST', url: '/api/query', payload })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const get = (url: string, who = owner) => injectAs(ctx.app, who, { method: 'GET', url })

describe('conversations', () => {
  it('starts one with the first question, titled from it, and continues it with the next', async () => {
    const first = await ask({ manualId: sonar.id, query: 'how do i set the sonar gain' })
    expect(first.conversationId).toEqual(expect.any(Number))
    expect(first.answerId).toEqual(expect.any(Number))
    const second = await ask({
      manualId: sonar.id,
      query: 'and what if it still shows noise after that?',
      conversationId: first.conversationId,
    })
    expect(second.conversationId).toBe(first.conversationId)
    expect(second.answerId).not.toBe(first.answerId)

    const conversation: Conversation = (await get(`/api/conversations/${first.conversationId}`)).json()
    expect(conversation.title).toBe('how do i set the sonar gain')
    expect(conversation.device).toMatchObject({ manualId: sonar.id, customDevice: null })
    expect(conversation.messages.map((m) => [m.role, m.role === 'user' ? m.content : m.answerId])).toEqual([
      ['user', 'how do i set the sonar gain'],
      ['assistant', first.answerId],
      ['user', 'and what if it still shows noise after that?'],
      ['assistant', second.answerId],
    ])
    expect(conversation.messages[1]?.content).toBe(first.response)
    expect(conversation.messages[1]?.sources).toEqual(first.sources)
  })

  it('reads a follow-up with the stored conversation, not the history the client sends', async () => {
    const first = await ask({ manualId: plotter.id, query: 'how do i set the shallow water alarm' })
    // The client's history says something else entirely; the stored conversation is about the alarm.
    const followUp = await ask({
      manualId: plotter.id,
      query: 'how do i turn it off?',
      conversationId: first.conversationId,
      history: [
        { role: 'user', content: 'how do i update the software' },
        { role: 'assistant', content: 'Put the update file on a card.' },
      ],
    })
    expect(followUp.response).toMatch(/alarm/i)
    expect(followUp.response).not.toMatch(/update/i)
  })

  it('keeps a declined question in the conversation, with no query spent', async () => {
    const declined = await ask({ manualId: sonar.id, query: 'who won the super bowl' })
    expect(declined.declined).toBe(true)
    const conversation: Conversation = (await get(`/api/conversations/${declined.conversationId}`)).json()
    expect(conversation.messages).toHaveLength(2)
  })

  it('keeps a custom device with its conversation', async () => {
    const customDevice = { brand: 'Hook', model: 'Reveal 5 Custom', deviceType: 'fishfinder' }
    const answer = await ask({ manualId: -1, customDevice, query: 'how do i turn on fish symbols' })
    const conversation: Conversation = (await get(`/api/conversations/${answer.conversationId}`)).json()
    expect(conversation.device).toMatchObject({ manualId: null, customDevice })
  })

  it('lists the user’s own, newest first, with their message counts, and searches titles and questions', async () => {
    const older = await ask({
      manualId: sonar.id,
      query: 'why does my transducer lose the bottom at 50% throttle',
    })
    await ask({ manualId: sonar.id, query: 'and at idle?', conversationId: older.conversationId })
    const newer = await ask({ manualId: plotter.id, query: 'how do i mark a waypoint' })
    const list = ((await get('/api/conversations')).json() as ConversationPage).conversations
    expect(list[0]?.id).toBe(newer.conversationId)
    expect(list.find((c) => c.id === older.conversationId)?.messageCount).toBe(4)
    expect(list.every((c, i) => i === 0 || c.updatedAt <= (list[i - 1]?.updatedAt ?? ''))).toBe(true)

    // A question's words find its conversation (not only the title's); '%' and '_' are taken literally.
    const search = async (q: string, who = owner) =>
      ((await get(`/api/conversations?q=${encodeURIComponent(q)}`, who)).json() as ConversationPage)
        .conversations
    // (Answers are searched too: another conversation's answer may speak of idling as well.)
    const byQuestion = await search('AND AT IDLE')
    expect(byQuestion.map((c) => c.id)).toEqual([older.conversationId])
    expect(byQuestion[0]?.snippet).toEqual({ in: 'question', before: '', match: 'and at idle', after: '?' })
    expect((await search('50%')).map((c) => c.id)).toEqual([older.conversationId])
    // As wildcards '5_%' would match '50%'; taken literally it matches nothing ('_' alone now also finds
    // answers that hold an underscore, since answers are searched too).
    expect(await search('5_%')).toEqual([])

    // Another user sees none of them, and finds none of them.
    const theirs = ((await get('/api/conversations', other)).json() as ConversationPage).conversations
    expect(theirs).toEqual([])
    expect(await search('at idle', other)).toEqual([])
  })

  it('renames and deletes; the deleted conversation’s questions still count in the statistics', async () => {
    const answer = await ask({ manualId: sonar.id, query: 'what does the fish alarm do' })
    const id = answer.conversationId as number
    const renamed = await injectAs(ctx.app, owner, {
      method: 'PATCH',
      url: `/api/conversations/${id}`,
      payload: { title: '  Fish alarm  ' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().title).toBe('Fish alarm')
    const empty = await injectAs(ctx.app, owner, {
      method: 'PATCH',
      url: `/api/conversations/${id}`,
      payload: { title: '   ' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ field: 'title' })

    const deleted = await injectAs(ctx.app, owner, { method: 'DELETE', url: `/api/conversations/${id}` })
    expect(deleted.statusCode).toBe(204)
    expect((await get(`/api/conversations/${id}`)).statusCode).toBe(404)
    const [kept] = await ctx.database.db
      .select()
      .from(queries)
      .where(eq(queries.id, answer.answerId as number))
    expect(kept).toMatchObject({ conversationId: null, question: 'what does the fish alarm do' })

    // It cannot be continued.
    const again = await injectAs(ctx.app, owner, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: sonar.id, query: 'what does the fish alarm do', conversationId: id },
    })
    expect(again.statusCode).toBe(404)
  })

  it("answers 404 for another user's conversation, whatever is asked of it", async () => {
    const mine = await ask({ manualId: sonar.id, query: 'how do i record sonar' })
    const url = `/api/conversations/${mine.conversationId}`
    expect((await get(url, other)).statusCode).toBe(404)
    expect(
      (await injectAs(ctx.app, other, { method: 'PATCH', url, payload: { title: 'mine now' } })).statusCode,
    ).toBe(404)
    expect((await injectAs(ctx.app, other, { method: 'DELETE', url })).statusCode).toBe(404)
    const continued = await injectAs(ctx.app, other, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: sonar.id, query: 'and then?', conversationId: mine.conversationId },
    })
    expect(continued.statusCode).toBe(404)
    // Still the owner's, untouched.
    const conversation: Conversation = (await get(url)).json()
    expect(conversation.messages).toHaveLength(2)
  })

  it('keeps both of two questions sent at once into one conversation', async () => {
    const first = await ask({ manualId: sonar.id, query: 'how do i turn on the fish alarm' })
    const [a, b] = await Promise.all([
      ask({ manualId: sonar.id, query: 'and the depth alarm?', conversationId: first.conversationId }),
      ask({ manualId: sonar.id, query: 'and the temperature alarm?', conversationId: first.conversationId }),
    ])
    expect([a.conversationId, b.conversationId]).toEqual([first.conversationId, first.conversationId])
    const conversation: Conversation = (await get(`/api/conversations/${first.conversationId}`)).json()
    expect(
      conversation.messages
        .filter((m) => m.role === 'user')
        .map((m) => m.content)
        .sort(),
    ).toEqual(
      ['and the depth alarm?', 'and the temperature alarm?', 'how do i turn on the fish alarm'].sort(),
    )
  })

  it('keeps an answer whose conversation was deleted while it was written in a new one', async () => {
    const answer = await ask({ manualId: sonar.id, query: 'how do i save a waypoint' })
    const id = answer.conversationId as number
    const [stored] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, id))
    await injectAs(ctx.app, owner, { method: 'DELETE', url: `/api/conversations/${id}` })
    const kept = await ctx.database.db.transaction((tx) =>
      keepInConversation(tx, {
        userId: stored?.userId as number,
        conversationId: id,
        question: 'and rename it?',
        device: {
          deviceId: sonar.id,
          deviceLabel: 'Sonar',
          customDevice: null,
          boatId: null,
          boatDeviceId: null,
        },
      }),
    )
    expect(kept).not.toBe(id)
    const [created] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, kept))
    expect(created).toMatchObject({ userId: stored?.userId, title: 'and rename it?' })
  })

  it('needs a signed-in user and a valid id', async () => {
    expect((await get('/api/conversations', '')).statusCode).toBe(401)
    expect((await get('/api/conversations/abc')).statusCode).toBe(400)
    expect((await get('/api/conversations/99999999999')).statusCode).toBe(400)
    expect((await get('/api/conversations/2147483647')).statusCode).toBe(404)
  })
})

describe('rating an answer', () => {
  const rate = (answerId: unknown, payload: Record<string, unknown>, who = owner) =>
    injectAs(ctx.app, who, { method: 'POST', url: `/api/answers/${answerId}/feedback`, payload })

  it('keeps the rating with the answer; a second rating replaces the first', async () => {
    const answer = await ask({ manualId: sonar.id, query: 'how do i change the units to feet' })
    const down = await rate(answer.answerId, { rating: 'down', comment: 'It did not say where the menu is.' })
    expect(down.statusCode).toBe(200)
    expect(down.json()).toEqual({
      answerId: answer.answerId,
      rating: 'down',
      comment: 'It did not say where the menu is.',
    })
    const up = await rate(answer.answerId, { rating: 'up' })
    expect(up.json()).toEqual({ answerId: answer.answerId, rating: 'up', comment: null })
    const conversation: Conversation = (await get(`/api/conversations/${answer.conversationId}`)).json()
    expect(conversation.messages[1]?.rating).toBe('up')
  })

  it("answers 404 for someone else's answer and changes nothing; checks the rating", async () => {
    const answer = await ask({ manualId: sonar.id, query: 'how do i reset to factory settings' })
    expect((await rate(answer.answerId, { rating: 'down' }, other)).statusCode).toBe(404)
    const [row] = await ctx.database.db
      .select()
      .from(queries)
      .where(eq(queries.id, answer.answerId as number))
    expect(row?.rating).toBeNull()
    const bad = await rate(answer.answerId, { rating: 'meh' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ field: 'rating' })
    expect((await rate(answer.answerId, { rating: 'up' }, '')).statusCode).toBe(401)
  })
})
