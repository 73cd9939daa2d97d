import { beforeEach, describe, expect, it } from 'vitest'
import type { AnswerDetails, AnswerGap, AnswerList, UnmetDevice } from '../../../contract/answer-review'
import { answerGaps, documents, manuals, queries } from '../../db/schema'
import { injectAs, registerUser, setUpTestApp } from '../../test/context'
import { type RecordedQuestion, recordedQuestion } from '../../test/questions'
import { composeDecline } from '../answers/extractive'
import type { DeviceContext } from '../answers/retrieval'
import { createManual } from '../devices/service'

const suite = setUpTestApp()
const { ctx } = suite

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number, minutes = 0) => new Date(Date.now() - days * DAY_MS - minutes * 60_000)

const question = (values: Partial<RecordedQuestion> = {}) =>
  recordedQuestion({ answer: 'Open the **Alarms** menu.', createdAt: daysAgo(0), ...values })

const device: DeviceContext = {
  id: 1,
  brand: 'Lowrance',
  model: 'HDS Live 9',
  deviceType: 'chartplotter',
  specifications: '',
  custom: false,
  general: false,
}

async function get<T>(url: string, cookie = suite.adminCookie): Promise<T> {
  const response = await injectAs(ctx.app, cookie, { method: 'GET', url })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as T
}

const questionsOf = (list: AnswerList) => list.items.map((item) => item.question)

beforeEach(async () => {
  await ctx.database.db.delete(queries)
})

describe('GET /api/admin/answers', () => {
  it('is for admins only: 401 signed out, 403 for a user', async () => {
    for (const url of [
      '/api/admin/answers',
      '/api/admin/answers/1',
      '/api/admin/answers/unmet-devices',
      '/api/admin/answers/gaps',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401)
      expect((await injectAs(ctx.app, suite.userCookie, { method: 'GET', url })).statusCode, url).toBe(403)
    }
  })

  it('lists newest first, a page at a time, with the total', async () => {
    await ctx.database.db
      .insert(queries)
      .values(
        Array.from({ length: 5 }, (_, i) => question({ question: `Q${i}`, createdAt: daysAgo(0, 10 - i) })),
      )
    const first = await get<AnswerList>('/api/admin/answers?page=1&pageSize=2')
    expect(questionsOf(first)).toEqual(['Q4', 'Q3'])
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 })
    expect(questionsOf(await get<AnswerList>('/api/admin/answers?page=3&pageSize=2'))).toEqual(['Q0'])
    const whole = await get<AnswerList>('/api/admin/answers')
    expect(questionsOf(whole)).toEqual(['Q4', 'Q3', 'Q2', 'Q1', 'Q0'])
    expect(whole.pageSize).toBe(20)
  })

  it('refuses a page size over 100 and an unknown filter value', async () => {
    for (const url of [
      '/api/admin/answers?pageSize=101',
      '/api/admin/answers?page=0',
      '/api/admin/answers?rating=sideways',
      '/api/admin/answers?outcome=maybe',
    ]) {
      const response = await injectAs(ctx.app, suite.adminCookie, { method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
    }
  })

  it('keeps thumbs down only', async () => {
    await ctx.database.db
      .insert(queries)
      .values([
        question({ question: 'liked', rating: 'up' }),
        question({ question: 'disliked', rating: 'down', ratingComment: 'Wrong menu' }),
        question({ question: 'unrated' }),
      ])
    const list = await get<AnswerList>('/api/admin/answers?rating=down')
    expect(questionsOf(list)).toEqual(['disliked'])
    expect(list.total).toBe(1)
    expect(list.items[0]).toMatchObject({ rating: 'down', ratingComment: 'Wrong menu' })
  })

  it('keeps one outcome, as the dashboard tells them apart', async () => {
    await ctx.database.db.insert(queries).values([
      question({ question: 'answered' }),
      question({
        question: 'off topic',
        status: 'declined',
        composer: 'gate',
        answer: composeDecline('off-topic', device),
      }),
      question({
        question: 'no match',
        status: 'declined',
        composer: 'gate',
        answer: composeDecline('no-match', device),
      }),
      question({
        question: 'not covered',
        status: 'declined',
        composer: 'gate',
        answer: composeDecline('not-covered', device, { subject: 'fog horn', nearest: [] }),
      }),
      question({ question: 'left', status: 'aborted' }),
      question({ question: 'fell back', composer: 'extractive-fallback' }),
    ])
    const only = async (outcome: string) =>
      questionsOf(await get<AnswerList>(`/api/admin/answers?outcome=${outcome}`))
    expect(await only('declined')).toEqual(['off topic'])
    expect(await only('nothing-found')).toEqual(['not covered', 'no match'])
    expect(await only('aborted')).toEqual(['left'])
    expect(await only('model-fallback')).toEqual(['fell back'])
    expect(await only('answered')).toEqual(['answered'])
    const all = await get<AnswerList>('/api/admin/answers')
    expect(Object.fromEntries(all.items.map((item) => [item.question, item.outcome]))).toEqual({
      answered: 'answered',
      'off topic': 'declined',
      'no match': 'nothing-found',
      'not covered': 'nothing-found',
      left: 'aborted',
      'fell back': 'model-fallback',
    })
  })

  it('keeps the devices whose label holds the search, case-insensitively and literally', async () => {
    await ctx.database.db
      .insert(queries)
      .values([
        question({ question: 'striker', deviceLabel: 'Garmin Striker 4' }),
        question({ question: 'hds', deviceLabel: 'Lowrance HDS Live 9' }),
        question({ question: 'percent', deviceLabel: 'Odd 100% Unit' }),
      ])
    expect(questionsOf(await get<AnswerList>('/api/admin/answers?device=striker'))).toEqual(['striker'])
    expect(questionsOf(await get<AnswerList>('/api/admin/answers?device=0%25'))).toEqual(['percent'])
    expect(questionsOf(await get<AnswerList>('/api/admin/answers?device=_'))).toEqual([])
    // Filters combine.
    expect((await get<AnswerList>('/api/admin/answers?device=striker&rating=down')).total).toBe(0)
  })

  it('names the asker, or none once the account is gone', async () => {
    const asker = await registerUser(ctx.app, { firstName: 'Ada', lastName: 'Keel' })
    await ctx.database.db
      .insert(queries)
      .values([
        question({ question: 'mine', userId: asker.user.id, createdAt: daysAgo(0, 3) }),
        question({ question: 'erased', userId: null, createdAt: daysAgo(0, 2) }),
        question({ question: 'removed', userId: 987_654, createdAt: daysAgo(0, 1) }),
      ])
    const list = await get<AnswerList>('/api/admin/answers')
    expect(list.items.map((item) => [item.question, item.user])).toEqual([
      ['removed', null],
      ['erased', null],
      ['mine', { id: asker.user.id, name: 'Ada Keel', email: asker.email }],
    ])
  })
})

describe('GET /api/admin/answers/{id}', () => {
  it('gives the whole answer, its sources, the rating and its comment', async () => {
    const [row] = await ctx.database.db
      .insert(queries)
      .values(
        question({
          question: 'How do I calibrate the keel offset?',
          answer: '1. Open **Settings**.\n2. Choose Keel Offset.',
          sources: [{ title: 'Striker manual', page: 12, excerpt: 'Keel offset...' }],
          rating: 'down',
          ratingComment: 'It was the wrong menu',
          ratedAt: daysAgo(0),
          deviceId: 42,
        }),
      )
      .returning()
    const details = await get<AnswerDetails>(`/api/admin/answers/${row?.id}`)
    expect(details).toMatchObject({
      id: row?.id,
      question: 'How do I calibrate the keel offset?',
      answer: '1. Open **Settings**.\n2. Choose Keel Offset.',
      sources: [{ title: 'Striker manual', page: 12, excerpt: 'Keel offset...' }],
      rating: 'down',
      ratingComment: 'It was the wrong menu',
      outcome: 'answered',
      deviceLabel: 'Garmin Striker 4',
      deviceId: 42,
      user: null,
    })
    expect(details.ratedAt).not.toBeNull()
  })

  it('answers 404 for a question that does not exist', async () => {
    const response = await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: '/api/admin/answers/999999',
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('GET /api/admin/answers/unmet-devices', () => {
  it('ranks devices without a ready manual by their questions of the last 30 days', async () => {
    const db = ctx.database.db
    const make = (brand: string) =>
      createManual(db, suite.adminId, { brand, model: 'U-1', deviceType: 'sonar', specifications: '' })
    const [busy, quiet, covered, pending, stale] = await Promise.all([
      make('Unmet Busy'),
      make('Unmet Quiet'),
      make('Unmet Covered'),
      make('Unmet Pending'),
      make('Unmet Stale'),
    ])
    const general = await make('General Device Question')
    const doc = (manualId: number, status: 'ready' | 'processing' | 'failed', n: number) => ({
      manualId,
      title: 'Manual',
      fileName: 'manual.pdf',
      storedName: `stored-${manualId}-${n}`,
      mimeType: 'application/pdf',
      sizeBytes: 1,
      contentHash: `hash-${manualId}-${n}`,
      status,
    })
    await db
      .insert(documents)
      .values([doc(covered.id, 'ready', 1), doc(pending.id, 'processing', 1), doc(pending.id, 'failed', 2)])
    const asked = (deviceId: number, count: number, days = 1) =>
      Array.from({ length: count }, () => question({ deviceId, createdAt: daysAgo(days) }))
    await db.insert(queries).values([
      ...asked(busy.id, 3),
      ...asked(busy.id, 5, 31),
      ...asked(quiet.id, 1),
      ...asked(covered.id, 9),
      ...asked(pending.id, 2, 29),
      ...asked(stale.id, 4, 40),
      ...asked(general.id, 7),
      // Failed before any text was sent: not a question in any of the admins' figures (decision 0075).
      ...Array.from({ length: 3 }, () =>
        question({ deviceId: quiet.id, createdAt: daysAgo(1), status: 'aborted', answer: '' }),
      ),
    ])
    const unmet = await get<UnmetDevice[]>('/api/admin/answers/unmet-devices')
    const ours = unmet.filter(
      (row) => row.device.brand.startsWith('Unmet') || row.device.brand === general.brand,
    )
    expect(ours.map((row) => [row.device.brand, row.questions])).toEqual([
      ['Unmet Busy', 3],
      ['Unmet Pending', 2],
      ['Unmet Quiet', 1],
    ])
    expect(ours[0]?.device).toMatchObject({ id: busy.id, model: 'U-1', deviceType: 'sonar' })
    await db.delete(manuals)
  })
})

describe('GET /api/admin/answers/gaps', () => {
  it('lists what nothing covers by device and subject, most asked first, then the latest', async () => {
    const db = ctx.database.db
    await db.delete(answerGaps)
    const gap = (deviceLabel: string, subject: string, question: string, days: number, minutes = 0) => ({
      deviceId: null,
      deviceLabel,
      subject,
      question,
      createdAt: daysAgo(days, minutes),
    })
    await db.insert(answerGaps).values([
      gap('Standard Horizon GX2400', 'fog horn', 'fog horn every two minutes?', 2),
      gap('Standard Horizon GX2400', 'Fog Horn', 'how do i blow the fog horn', 0, 5),
      gap('Standard Horizon GX2400', 'fog horn', 'fog horn on auto', 1),
      gap('Icom IC-M424G', 'squelch', 'how do i set the squelch', 0, 1),
      gap('Garmin STRIKER 4', 'geocaching', 'can i go geocaching', 0, 30),
      gap('Garmin STRIKER 4', 'geocaching', 'geocaching on the striker', 0, 20),
      // Another device's fog horn is another gap; one asked over 30 days ago is not listed.
      gap('Icom IC-M424G', 'fog horn', 'icom fog horn', 3),
      gap('Icom IC-M424G', 'weather alert', 'old question', 40),
    ])
    const list = await get<AnswerGap[]>('/api/admin/answers/gaps')
    expect(list.map((g) => [g.deviceLabel, g.subject.toLowerCase(), g.questions])).toEqual([
      ['Standard Horizon GX2400', 'fog horn', 3],
      ['Garmin STRIKER 4', 'geocaching', 2],
      ['Icom IC-M424G', 'squelch', 1],
      ['Icom IC-M424G', 'fog horn', 1],
    ])
    expect(list[0]?.lastQuestion).toBe('how do i blow the fog horn')
    expect(Date.parse(list[0]?.lastAskedAt ?? '')).toBeGreaterThan(daysAgo(0, 6).getTime())
  })
})
