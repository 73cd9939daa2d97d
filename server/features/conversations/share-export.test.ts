// Search in the contents of conversations, export (Markdown, PDF) and share links, through the API on the
// real database (decision 0083).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ConversationPage,
  CreatedShare,
  SharedConversation,
  ShareStatus,
} from '../../../contract/conversations'
import { conversationShares, conversations, queries } from '../../db/schema'
import { hashToken } from '../../lib/tokens'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { conversationPdf } from './export'
import { CONVERSATION_EXPORTS_PER_USER } from './routes'

let ctx: TestContext
let clientDir: string
let owner: { cookie: string; id: number; email: string }
let other: { cookie: string; id: number }

const SHARED_LIMIT = 12

beforeAll(async () => {
  // A stand-in for the built client, so GET /shared answers with the page as it does in production.
  clientDir = mkdtempSync(join(tmpdir(), 'sonar-client-'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Sonar</title><div id="root"></div>')
  ctx = await createTestContext({
    clientDir,
    limits: { sharedLinksPerIp: { max: SHARED_LIMIT, timeWindowMs: 60_000 } },
  })
  const a = await registerUser(ctx.app)
  owner = { cookie: a.cookie, id: a.user.id, email: a.email }
  const b = await registerUser(ctx.app)
  other = { cookie: b.cookie, id: b.user.id }
})
afterAll(async () => {
  await ctx.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const SOURCE = {
  title: 'ECHOMAP UHD2 Owner’s Manual',
  heading: 'Sonar Gain',
  page: 42,
  excerpt: 'Select Gain.',
}

/** A conversation written straight to the database, so its answers' words are known. */
async function conversation(
  userId: number,
  title: string,
  turns: Array<[question: string, answer: string]>,
  updatedAt = new Date(),
): Promise<number> {
  const db = ctx.database.db
  const [row] = await db
    .insert(conversations)
    .values({ userId, title, deviceLabel: 'Garmin ECHOMAP UHD2 74sv', deviceId: null, updatedAt })
    .returning({ id: conversations.id })
  const id = row?.id as number
  for (const [question, answer] of turns) {
    await db.insert(queries).values({
      userId,
      conversationId: id,
      deviceLabel: 'Garmin ECHOMAP UHD2 74sv',
      question,
      answer,
      sources: [SOURCE],
      composer: 'extractive',
      latencyMs: 5,
    })
  }
  return id
}

const as = (who: { cookie: string } | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  injectAs(ctx.app, who?.cookie, { method, url })
const page = async (url: string, who: { cookie: string } = owner) => {
  const response = await as(who, 'GET', url)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as ConversationPage
}
const search = (q: string, who: { cookie: string } = owner) =>
  page(`/api/conversations?q=${encodeURIComponent(q)}`, who)

describe('searching the contents of conversations', () => {
  it('finds a word of an answer, with a snippet of where it matched, in the owner’s conversations only', async () => {
    const id = await conversation(owner.id, 'Sounder settings', [
      ['how do i clean the screen', 'Use a soft cloth.'],
      [
        'how do i set gain',
        '## Gain\n\n1. Press **Menu**.\n2. Select *Sonar Setup* > Gain and choose Auto High.',
      ],
    ])
    await conversation(other.id, 'Theirs', [['auto high?', 'Auto High sets the gain automatically.']])
    const found = await search('auto high')
    expect(found.conversations.map((c) => c.id)).toEqual([id])
    // The snippet is the answer as read (no markdown marks), the match as it is written.
    expect(found.conversations[0]?.snippet).toEqual({
      in: 'answer',
      before: '…Press Menu. Select Sonar Setup > Gain and choose ',
      match: 'Auto High',
      after: '.',
    })
    // Found by its title only: no snippet.
    const byTitle = await search('sounder')
    expect(byTitle.conversations.map((c) => [c.id, c.snippet])).toEqual([[id, undefined]])
  })

  it('takes %, _ and \\ literally', async () => {
    const id = await conversation(owner.id, 'Percent', [
      ['battery at 100%?', 'A full battery reads 12.7 V_dc.'],
    ])
    expect((await search('100%')).conversations.map((c) => c.id)).toEqual([id])
    expect((await search('V_dc')).conversations.map((c) => c.id)).toEqual([id])
    expect((await search('12%7')).conversations).toEqual([])
    expect((await search('1_0')).conversations).toEqual([])
    expect((await search('\\')).conversations).toEqual([])
  })

  it('refuses control characters and an overlong search', async () => {
    const nul = await as(owner, 'GET', `/api/conversations?q=${encodeURIComponent('gain\u0000')}`)
    expect(nul.statusCode).toBe(400)
    expect(nul.json()).toMatchObject({ field: 'q' })
    const terminal = await as(owner, 'GET', `/api/conversations?q=${encodeURIComponent('\u001b[2J')}`)
    expect(terminal.statusCode).toBe(400)
    const long = await as(owner, 'GET', `/api/conversations?q=${'a'.repeat(201)}`)
    expect(long.statusCode).toBe(400)
  })

  it('pages by cursor, newest first, with no conversation twice or left out', async () => {
    const user = await registerUser(ctx.app)
    const ids: number[] = []
    for (let i = 0; i < 5; i++) {
      ids.push(await conversation(user.user.id, `Anchor ${i}`, [[`anchor question ${i}`, 'Drop it slowly.']]))
    }
    const seen: number[] = []
    let url = '/api/conversations?q=anchor&limit=2'
    for (;;) {
      const next = await page(url, user)
      expect(next.conversations.length).toBeLessThanOrEqual(2)
      seen.push(...next.conversations.map((c) => c.id))
      if (next.nextCursor === null) break
      url = `/api/conversations?q=anchor&limit=2&cursor=${next.nextCursor}`
    }
    expect(seen).toEqual([...ids].reverse())
    // Another user's cursor reads nothing of theirs.
    const foreign = await page(`/api/conversations?cursor=${ids[4]}`, owner)
    expect(foreign.conversations).toEqual([])
    expect((await as(user, 'GET', '/api/conversations?limit=101')).statusCode).toBe(400)
  })
})

describe('exporting a conversation', () => {
  let id: number
  beforeAll(async () => {
    id = await conversation(owner.id, 'Gain: auto / manual?', [
      [
        'how do i set the *gain*',
        '## Gain\n\n1. Press **Menu**.\n2. Select Gain.\n\n| Mode | Use |\n|---|---|\n| Auto | most days |\n\n---\n\n**Sources**\n1. ECHOMAP UHD2 Owner’s Manual',
      ],
    ])
  })

  it('downloads Markdown named from the title, with the device, dates, question, answer and sources', async () => {
    const response = await as(owner, 'GET', `/api/conversations/${id}/export?format=markdown`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Gain auto manual.md"; filename*=UTF-8''Gain%20auto%20manual.md`,
    )
    const text = response.body
    expect(text).toContain('# Gain: auto / manual?')
    expect(text).toContain('- **Device:** Garmin ECHOMAP UHD2 74sv')
    expect(text).toMatch(/- \*\*Started:\*\* \w+ \d{1,2}, \d{4}, \d\d:\d\d UTC/)
    // The question as typed (its asterisks are not emphasis), the answer's own markdown as written.
    expect(text).toContain('## Question\n\nhow do i set the \\*gain\\*')
    expect(text).toContain('## Gain\n\n1. Press **Menu**.\n2. Select Gain.')
    expect(text).toContain('| Auto | most days |')
    // The answer's own closing sources list gives way to the export's, which says where in the manual.
    expect(text).toContain('**Sources**\n\n1. ECHOMAP UHD2 Owner’s Manual (Sonar Gain, page 42)')
    expect(text.match(/\*\*Sources\*\*/g)).toHaveLength(1)
    expect(text).not.toContain(owner.email)
  })

  it('downloads a PDF with the same content', async () => {
    const response = await as(owner, 'GET', `/api/conversations/${id}/export?format=pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toContain('filename="Gain auto manual.pdf"')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload))
    const { text } = await extractText(pdf, { mergePages: true })
    for (const expected of [
      'Gain: auto / manual?',
      'Garmin ECHOMAP UHD2 74sv',
      'how do i set the *gain*',
      'Press Menu.',
      'ECHOMAP UHD2 Owner’s Manual (Sonar Gain, page 42)',
      'page 1 of 1',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/Mode\s+\|\s+Use\s+Auto\s+\|\s+most days/)
  })

  it('is the owner’s only, needs a known format, and a signed-in user', async () => {
    expect((await as(other, 'GET', `/api/conversations/${id}/export?format=pdf`)).statusCode).toBe(404)
    expect((await as(other, 'GET', `/api/conversations/${id}/export?format=markdown`)).statusCode).toBe(404)
    expect((await as(null, 'GET', `/api/conversations/${id}/export?format=pdf`)).statusCode).toBe(401)
    const bad = await as(owner, 'GET', `/api/conversations/${id}/export?format=docx`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ field: 'format' })
  })
})

describe('share links', () => {
  const tokenOf = (created: CreatedShare) => new URL(created.path, 'http://x').searchParams.get('token') ?? ''
  const open = (token: string, remoteAddress = '198.51.100.1') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/shared-conversation?token=${encodeURIComponent(token)}`,
      remoteAddress,
    })
  const share = async (id: number) => {
    const response = await as(owner, 'POST', `/api/conversations/${id}/share`)
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as CreatedShare
  }

  it('shows anyone with the link a read-only snapshot, nothing private, not to be indexed', async () => {
    const id = await conversation(owner.id, 'Transducer mount', [['where do i mount it', 'On the transom.']])
    const created = await share(id)
    expect(created.path).toMatch(/^\/shared\?token=[A-Za-z0-9_-]{43}$/)
    // Only the hash is kept.
    const token = tokenOf(created)
    const [row] = await ctx.database.db
      .select()
      .from(conversationShares)
      .where(eq(conversationShares.conversationId, id))
    expect(row?.tokenHash).toBe(hashToken(token))
    expect(JSON.stringify(row)).not.toContain(token)

    // The conversation grows after it was shared: the link still shows the copy made then.
    await ctx.database.db.insert(queries).values({
      userId: owner.id,
      conversationId: id,
      deviceLabel: 'x',
      question: 'a later private question',
      answer: 'later',
      sources: [],
      composer: 'extractive',
      latencyMs: 1,
    })
    const response = await open(token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-robots-tag']).toContain('noindex')
    expect(response.headers['cache-control']).toBe('no-store')
    const copy: SharedConversation = response.json()
    expect(copy).toEqual({
      title: 'Transducer mount',
      device: 'Garmin ECHOMAP UHD2 74sv',
      sharedAt: created.sharedAt,
      messages: [
        { role: 'user', content: 'where do i mount it' },
        { role: 'assistant', content: 'On the transom.', sources: [SOURCE] },
      ],
    })
    expect(response.body).not.toContain(owner.email)
    expect(response.body).not.toMatch(/userId|answerId|"id"/)

    const status: ShareStatus = (await as(owner, 'GET', `/api/conversations/${id}/share`)).json()
    expect(status).toEqual({ shared: true, sharedAt: created.sharedAt })
    expect(JSON.stringify(status)).not.toContain(token)
  })

  it('answers the page itself with the link’s status: 200, 404, then 410 once revoked', async () => {
    const id = await conversation(owner.id, 'Page status', [['q', 'a']])
    const token = tokenOf(await share(id))
    const pageLoad = (t: string) =>
      ctx.app.inject({ method: 'GET', url: `/shared?token=${t}`, remoteAddress: '198.51.100.2' })
    const live = await pageLoad(token)
    expect(live.statusCode).toBe(200)
    expect(live.headers['content-type']).toContain('text/html')
    expect(live.headers['x-robots-tag']).toContain('noindex')
    expect(live.headers['referrer-policy']).toBe('no-referrer')
    expect(live.body).toContain('<div id="root">')
    expect((await pageLoad('A'.repeat(43))).statusCode).toBe(404)
    expect((await pageLoad('not-a-token')).statusCode).toBe(404)

    expect((await as(owner, 'DELETE', `/api/conversations/${id}/share`)).statusCode).toBe(204)
    const revoked = await pageLoad(token)
    expect(revoked.statusCode).toBe(410)
    expect(revoked.body).toContain('<div id="root">')
    const api = await open(token, '198.51.100.2')
    expect(api.statusCode).toBe(410)
    expect(api.json()).toMatchObject({ code: 'SHARE_REVOKED' })
    expect((await as(owner, 'GET', `/api/conversations/${id}/share`)).json()).toEqual({
      shared: false,
      sharedAt: null,
    })
    // Nothing left to revoke.
    expect((await as(owner, 'DELETE', `/api/conversations/${id}/share`)).statusCode).toBe(404)
  })

  it('makes a new link replace the old one, and deleting the conversation ends its links', async () => {
    const id = await conversation(owner.id, 'Replace', [['q', 'a']])
    const first = tokenOf(await share(id))
    const second = tokenOf(await share(id))
    expect(second).not.toBe(first)
    expect((await open(first, '198.51.100.3')).statusCode).toBe(410)
    expect((await open(second, '198.51.100.3')).statusCode).toBe(200)
    // Two at once: one live link in the end.
    await Promise.all([share(id), share(id)])
    const live = await ctx.database.db
      .select()
      .from(conversationShares)
      .where(eq(conversationShares.conversationId, id))
    expect(live.filter((r) => r.revokedAt === null)).toHaveLength(1)

    expect((await as(owner, 'DELETE', `/api/conversations/${id}`)).statusCode).toBe(204)
    expect((await open(second, '198.51.100.3')).statusCode).toBe(404)
  })

  it('lets no one but the owner see, make or revoke a conversation’s link', async () => {
    const id = await conversation(owner.id, 'Mine', [['q', 'a']])
    const token = tokenOf(await share(id))
    expect((await as(other, 'GET', `/api/conversations/${id}/share`)).statusCode).toBe(404)
    expect((await as(other, 'POST', `/api/conversations/${id}/share`)).statusCode).toBe(404)
    expect((await as(other, 'DELETE', `/api/conversations/${id}/share`)).statusCode).toBe(404)
    expect((await as(null, 'POST', `/api/conversations/${id}/share`)).statusCode).toBe(401)
    expect((await as(null, 'DELETE', `/api/conversations/${id}/share`)).statusCode).toBe(401)
    // Still live.
    expect((await open(token, '198.51.100.4')).statusCode).toBe(200)
  })

  it('throttles each address, so tokens cannot be walked through', async () => {
    const address = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i < SHARED_LIMIT + 1; i++) {
      statuses.push((await open(`${'B'.repeat(42)}${i % 10}`, address)).statusCode)
    }
    expect(statuses.slice(0, SHARED_LIMIT).every((s) => s === 404)).toBe(true)
    expect(statuses[SHARED_LIMIT]).toBe(429)
    // Another address is not held back.
    expect((await open('C'.repeat(43), '203.0.113.78')).statusCode).toBe(404)
  })
})

describe('hostile input to export and share links', () => {
  it('exports a long conversation of awkward text whole, in both formats', async () => {
    // Three hundred turns (a question per minute over five hours), each answer with a table, a long unbroken
    // word, right-to-left text, emoji and a control character the question box would refuse.
    const answer = (n: number) =>
      `## Turn ${n}\n\n1. Press **Menu**.\n2. Select ${'Gain'.repeat(60)}.\n\n| Mode | Use |\n|---|---|\n| Auto | דוגמה 🐟 \u0007 |\n\n${'Wide water. '.repeat(80)}`
    const turns = Array.from({ length: 300 }, (_, n): [string, string] => [`question ${n} 🐟`, answer(n)])
    const id = await conversation(owner.id, `Long \u202e ${'day '.repeat(60)}`, turns)

    const markdown = await as(owner, 'GET', `/api/conversations/${id}/export?format=markdown`)
    expect(markdown.statusCode).toBe(200)
    expect(markdown.body).toContain('question 299 🐟')
    expect(markdown.body).toContain('## Turn 299')
    // The file name is the title, cut to a name a file system takes, without the direction override.
    const disposition = String(markdown.headers['content-disposition'])
    expect(disposition).not.toContain('\u202e')
    expect(/filename="([^"]*)"/.exec(disposition)?.[1]?.length ?? 0).toBeLessThanOrEqual(120)

    const pdf = await as(owner, 'GET', `/api/conversations/${id}/export?format=pdf`)
    expect(pdf.statusCode).toBe(200)
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload))
    expect(document.numPages).toBeGreaterThan(50)
    const { text } = await extractText(document, { mergePages: true })
    expect(text).toContain('question 299')
    expect(text).toContain(`page ${document.numPages} of ${document.numPages}`)
  })

  it('lays a long PDF out a message at a time, so the server answers others meanwhile', async () => {
    const messages = Array.from({ length: 40 }, (_, n) => [
      { role: 'user' as const, content: `question ${n}` },
      { role: 'assistant' as const, content: `1. Press **Menu**.\n2. ${'Select Gain. '.repeat(40)}` },
    ]).flat()
    const now = new Date().toISOString()
    const long = {
      id: 1,
      title: 'Long',
      device: { id: null, label: 'Garmin ECHOMAP UHD2 74sv' },
      createdAt: now,
      updatedAt: now,
      messages,
    } as unknown as Parameters<typeof conversationPdf>[0]
    // Turns of the event loop while the PDF is made: one per message when it yields, none when it does not.
    let turns = 0
    let making = true
    const count = () => {
      if (!making) return
      turns++
      setImmediate(count)
    }
    setImmediate(count)
    const pdf = await conversationPdf(long, { appName: 'Sonar Assistant', exportedAt: now })
    making = false
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(turns).toBeGreaterThanOrEqual(messages.length - 1)
  })

  it('throttles each account’s exports, not another’s', async () => {
    const heavy = await registerUser(ctx.app)
    const id = await conversation(heavy.user.id, 'Often', [['q', 'a']])
    const statuses: number[] = []
    for (let i = 0; i <= CONVERSATION_EXPORTS_PER_USER.max; i++) {
      const url = `/api/conversations/${id}/export?format=markdown`
      statuses.push((await injectAs(ctx.app, heavy.cookie, { method: 'GET', url })).statusCode)
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    const mine = await conversation(other.id, 'Mine', [['q', 'a']])
    expect((await as(other, 'GET', `/api/conversations/${mine}/export?format=markdown`)).statusCode).toBe(200)
  })

  it('answers encoded, malformed and oversized ids and tokens with 4xx, never a server error', async () => {
    const id = await conversation(owner.id, 'Encoded', [['q', 'a']])
    const token = tokenOf(await shareAs(id))
    // An encoded digit is the same address: the same conversation, still the owner's only.
    const encodedId = `%3${String(id).slice(0, 1)}${String(id).slice(1)}`
    expect(
      (await as(owner, 'GET', `/api/conversations/${encodedId}/export?format=markdown`)).statusCode,
    ).toBe(200)
    expect(
      (await as(other, 'GET', `/api/conversations/${encodedId}/export?format=markdown`)).statusCode,
    ).toBe(404)
    for (const url of [
      `/api/conversations/${id}%2F..%2F1/export?format=pdf`,
      `/api/conversations/..%2F${id}/export?format=markdown`,
      `/api/conversations/${id}/export?format=pdf%00`,
      `/api/conversations/${id}/export?format=%F0%9F%90%9F`,
      `/api/conversations/${'9'.repeat(400)}/export?format=pdf`,
      `/api/conversations/-1/share`,
      `/api/conversations/${id}.5/share`,
    ]) {
      const response = await as(owner, 'GET', url)
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, url).toBeLessThan(500)
    }
    for (const bad of [
      '%00',
      `${token}%00`,
      '%E2%80%AE'.repeat(20),
      'A'.repeat(5000),
      `${token}%0d%0aSet-Cookie:x=1`,
    ]) {
      const api = await ctx.app.inject({
        method: 'GET',
        url: `/api/shared-conversation?token=${bad}`,
        remoteAddress: '198.51.100.9',
      })
      expect(api.statusCode, bad.slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(api.statusCode, bad.slice(0, 40)).toBeLessThan(500)
      expect(api.headers['set-cookie']).toBeUndefined()
      const pageLoad = await ctx.app.inject({
        method: 'GET',
        url: `/shared?token=${bad}`,
        remoteAddress: '198.51.100.10',
      })
      expect(pageLoad.statusCode, bad.slice(0, 40)).toBeLessThan(500)
    }
    // The real token, percent-encoded character by character, is the same token.
    const encoded = [...token].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')
    const same = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared-conversation?token=${encoded}`,
      remoteAddress: '198.51.100.11',
    })
    expect(same.statusCode).toBe(200)
  })
})

async function shareAs(id: number) {
  const response = await as(owner, 'POST', `/api/conversations/${id}/share`)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as CreatedShare
}

function tokenOf(created: CreatedShare) {
  return new URL(created.path, 'http://x').searchParams.get('token') ?? ''
}
