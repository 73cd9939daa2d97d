import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conversationSchema } from '../../../contract/conversations'
import type { Manual } from '../../../contract/devices'
import { type QueryResponse, queryResponseSchema } from '../../../contract/query'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { startFakeLlm } from '../../test/fake-llm'
import { CitationRenumbering, cited, renumberCitations, withoutCitations } from './citations'
import { questionFromTitle } from './follow-up-questions'

const markersIn = (text: string) => [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))

function streamEvents(body: string) {
  return [...body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({
    event: m[1] as string,
    data: JSON.parse(m[2] as string),
  }))
}

describe('citation markers', () => {
  it("end a part's last prose line, quoted or not, and never a table row", () => {
    expect(cited('1. Open Menu.\n2. Press OK.', '[1]')).toBe('1. Open Menu.\n2. Press OK. [1]')
    expect(cited('> Quoted line.\n>\n> Last line.', '[2]')).toBe('> Quoted line.\n>\n> Last line. [2]')
    expect(cited('The values:\n\n| a | b |\n|---|---|\n| 1 | 2 |', '[1]')).toBe(
      'The values: [1]\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    )
    expect(cited('| a |\n|---|', '[1]')).toBe('| a |\n|---|\n\n[1]')
  })

  it("are renumbered as the model's answer streams, in the order first cited, a split marker held back", () => {
    const renumbering = new CitationRenumbering(4)
    const sent = [
      'Raise the gain [',
      '3]. Then check',
      ' the cable [9][1',
      '] and [3, 4].',
      ' See [2',
      ']',
    ].map((piece) => renumbering.push(piece))
    sent.push(renumbering.end())
    expect(sent[0]).toBe('Raise the gain')
    expect(sent.join('')).toBe('Raise the gain [1]. Then check the cable [2] and [1][3]. See [4]')
    expect(renumbering.cited).toEqual([3, 1, 4, 2])
  })

  it('naming no passage are removed with the space before them', () => {
    expect(renumberCitations('Nothing here [5] or [0].', 2)).toEqual({ text: 'Nothing here or.', cited: [] })
    // A Markdown link's text is not a marker.
    expect(renumberCitations('See [1](https://example.com).', 2).text).toBe('See [1](https://example.com).')
  })

  it('are taken out of earlier answers before they are read again', () => {
    expect(withoutCitations('Press OK. [1]\n\n- Gain [2][3]')).toBe('Press OK.\n\n- Gain')
  })
})

describe('a section title as a follow-up question', () => {
  it.each([
    ['Setting radar gain', 'How do I set radar gain?'],
    ['Using auto routing', 'How do I use auto routing?'],
    ['Calibrating the compass on a Garmin handheld', 'How do I calibrate the compass on a Garmin handheld?'],
    ['Getting and programming an MMSI', 'How do I get and program an MMSI?'],
    ['Recording your own depth contours', 'How do I record my own depth contours?'],
    ['Controlling a Minn Kota with i-Pilot Link', 'How do I control a Minn Kota with i-Pilot Link?'],
    ['Understanding apparent and true wind', 'Can you explain apparent and true wind?'],
    ['What fish arches mean', 'What do fish arches mean?'],
    ['Why sonar depth differs from the chart', 'Can you explain why sonar depth differs from the chart?'],
    ['Radar will not transmit', 'Radar will not transmit: what should I check?'],
    ['Grounding and the shield wire', 'What should I know about grounding and the shield wire?'],
    ['Trolling motor and pump noise', 'Trolling motor and pump noise: what should I check?'],
    ['Class A vs Class B AIS', 'What should I know about Class A vs Class B AIS?'],
  ])('%s', (title, question) => {
    expect(questionFromTitle(title)).toBe(question)
  })

  it("asks a manual's heading of the manual", () => {
    expect(questionFromTitle('Sensitivity', true)).toBe('What does the manual say about sensitivity?')
  })
})

describe('answers with inline citations and follow-up questions (offline composer)', () => {
  let ctx: TestContext
  let cookie: string
  let sonar: Manual
  beforeAll(async () => {
    ctx = await createTestContext({ content: true })
    cookie = (await registerUser(ctx.app)).cookie
    const catalogue: Manual[] = (
      await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })
    ).json()
    sonar = catalogue.find((m) => m.deviceType === 'sonar' || m.deviceType === 'fishfinder') as Manual
  })
  afterAll(() => ctx.close())

  const ask = async (query: string, conversationId?: number): Promise<QueryResponse> => {
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: sonar.id, query, ...(conversationId ? { conversationId } : {}) },
    })
    expect(response.statusCode).toBe(200)
    return queryResponseSchema.parse(response.json())
  }

  it('cite each source where its text is, numbered as the sources, and the stored conversation shows the same', async () => {
    const answer = await ask('how do i get rid of the clutter near the surface')
    const markers = markersIn(answer.response.split(/^---$/m)[0] as string)
    expect(markers.length).toBeGreaterThan(0)
    // Every source is cited and every marker names a source.
    expect(new Set(markers)).toEqual(new Set(answer.sources.map((_, i) => i + 1)))
    // The lead's marker follows its text, before the closing sources list.
    expect(answer.response).toMatch(/\S \[1\]\n\n---\n\*\*Sources\*\*\n1\. /)

    const stored = conversationSchema.parse(
      (
        await injectAs(ctx.app, cookie, { method: 'GET', url: `/api/conversations/${answer.conversationId}` })
      ).json(),
    )
    const kept = stored.messages.at(-1)
    expect(kept?.content).toBe(answer.response)
    expect(kept?.sources).toEqual(answer.sources)
  })

  it('offer two or three follow-up questions from sections that exist, which are answered when asked', async () => {
    const answer = await ask('how do i set the sensitivity')
    const followUps = answer.followUps ?? []
    expect(followUps.length).toBeGreaterThanOrEqual(2)
    expect(followUps.length).toBeLessThanOrEqual(3)
    for (const question of followUps) expect(question).toMatch(/^[A-Z].*\?$/)
    const next = await ask(followUps[0] as string, answer.conversationId)
    expect(next.declined).toBeUndefined()
    expect(next.sources.length).toBeGreaterThan(0)
  })

  it('offer none after a decline', async () => {
    const declined = await ask('what is the best pizza topping')
    expect(declined.declined).toBe(true)
    expect(declined.followUps).toBeUndefined()
  })

  it('stream with their markers and follow-ups: the deltas make the same answer /api/query gives', async () => {
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query/stream',
      payload: { manualId: sonar.id, query: 'what do fish arches mean' },
    })
    const events = streamEvents(response.body)
    const done = queryResponseSchema.parse(events.at(-1)?.data)
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('')
    expect(streamed).toBe(done.response)
    expect(markersIn(streamed)).toContain(1)
    expect(done.followUps?.length).toBeGreaterThanOrEqual(2)
  })
})

describe('answers with inline citations (model composer)', () => {
  let ctx: TestContext
  let cookie: string
  let device: Manual
  let fake: Awaited<ReturnType<typeof startFakeLlm>>
  beforeAll(async () => {
    fake = await startFakeLlm()
    ctx = await createTestContext({
      content: true,
      env: {
        LLM_PROVIDER: 'openai',
        LLM_MODEL: 'test-model',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${fake.url}/v1`,
      },
    })
    cookie = (await registerUser(ctx.app)).cookie
    const catalogue: Manual[] = (
      await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })
    ).json()
    device = catalogue.find((m) => m.deviceType === 'sonar') as Manual
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  /** The passages' headers as numbered in the prompt the fake model was sent. */
  const promptPassages = () => {
    const messages = fake.requests[0]?.body.messages as { role: string; content: string }[]
    const system = messages[0]?.content ?? ''
    return new Map([...system.matchAll(/^\[(\d+)\] (.+)$/gm)].map((m) => [Number(m[1]), m[2] as string]))
  }

  it("streams the model's markers checked and renumbered as its sources, and stores them so", async () => {
    fake.script([{ kind: 'stream', pieces: ['Raise the gain [', '2] slowly. Check', ' the cable [1][7].'] }])
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query/stream',
      payload: { manualId: device.id, query: 'how do I set the gain' },
    })
    const events = streamEvents(response.body)
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('')
    expect(streamed).toBe('Raise the gain [1] slowly. Check the cable [2].')
    const done = queryResponseSchema.parse(events.at(-1)?.data)
    expect(done.response).toBe(streamed)
    // Source 1 is the prompt's passage [2]; source 2 its passage [1].
    const given = promptPassages()
    expect(given.get(2)).toContain(done.sources[0]?.title)
    expect(given.get(1)).toContain(done.sources[1]?.title)
    expect(done.sources).toHaveLength(2)

    const stored = conversationSchema.parse(
      (
        await injectAs(ctx.app, cookie, { method: 'GET', url: `/api/conversations/${done.conversationId}` })
      ).json(),
    )
    expect(stored.messages.at(-1)?.content).toBe(streamed)
  })

  it('gives a model earlier answers without their markers, and offers no follow-ups after an answer citing nothing', async () => {
    fake.script([{ kind: 'stream', pieces: ["The passages I have don't cover that."] }])
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query',
      payload: {
        manualId: device.id,
        query: 'and what about the transducer?',
        history: [
          { role: 'user', content: 'how do I set the gain' },
          { role: 'assistant', content: 'Raise the gain [1] slowly. Check the cable [2].' },
        ],
      },
    })
    const answer = queryResponseSchema.parse(response.json())
    expect(answer.followUps).toBeUndefined()
    const messages = fake.requests[0]?.body.messages as { role: string; content: string }[]
    expect(messages.find((m) => m.role === 'assistant')?.content).toBe(
      'Raise the gain slowly. Check the cable.',
    )
  })
})
