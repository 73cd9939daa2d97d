import { beforeEach, describe, expect, it } from 'vitest'
import { CHART_DAYS, type DashboardCharts, type Stats } from '../../../contract/admin'
import type { AnswerList } from '../../../contract/answer-review'
import { queries } from '../../db/schema'
import { injectAs, setUpTestApp } from '../../test/context'
import { type RecordedQuestion, recordedQuestion } from '../../test/questions'
import { composeDecline } from '../answers/extractive'
import type { DeviceContext } from '../answers/retrieval'
import { getDashboardCharts } from './service'

const suite = setUpTestApp()
const { ctx } = suite

const DAY_MS = 24 * 60 * 60 * 1000
/** Noon (UTC) of the UTC day `n` days before today: well inside that day whatever the clock says. */
function noonDaysAgo(n: number): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - n, 12))
}
const isoDay = (at: Date) => at.toISOString().slice(0, 10)

const question = (values: Partial<RecordedQuestion> = {}) =>
  recordedQuestion({ createdAt: noonDaysAgo(0), ...values })

const device: DeviceContext = {
  id: 1,
  brand: 'Lowrance',
  model: 'HDS Live 9',
  deviceType: 'chartplotter',
  specifications: '',
  custom: false,
  general: false,
}
const generalDevice: DeviceContext = {
  ...device,
  id: 2,
  brand: 'General Device Question',
  model: '',
  general: true,
}
/** A declined row exactly as the answers service records one (composer 'gate'). */
const declined = (text: string, values: Partial<RecordedQuestion> = {}) =>
  question({ status: 'declined', composer: 'gate', answer: text, ...values })

async function chartsAsAdmin(): Promise<DashboardCharts> {
  const response = await injectAs(ctx.app, suite.adminCookie, {
    method: 'GET',
    url: '/api/admin/stats/charts',
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}

beforeEach(async () => {
  await ctx.database.db.delete(queries)
})

describe('GET /api/admin/stats/charts', () => {
  it('is for admins only: 401 signed out, 403 for a user', async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats/charts' })
    expect(signedOut.statusCode).toBe(401)
    const user = await injectAs(ctx.app, suite.userCookie, { method: 'GET', url: '/api/admin/stats/charts' })
    expect(user.statusCode).toBe(403)
  })

  it('gives every UTC day of the last 30, oldest first, with 0 where nobody asked', async () => {
    await ctx.database.db
      .insert(queries)
      .values([
        question({ createdAt: noonDaysAgo(0) }),
        question({ createdAt: noonDaysAgo(0) }),
        question({ createdAt: noonDaysAgo(0), status: 'declined', composer: 'gate' }),
        question({ createdAt: noonDaysAgo(2) }),
        question({ createdAt: noonDaysAgo(CHART_DAYS - 1) }),
        question({ createdAt: noonDaysAgo(CHART_DAYS) }),
        question({ createdAt: noonDaysAgo(45) }),
      ])
    const charts = await chartsAsAdmin()
    expect(charts.questionsPerDay).toHaveLength(CHART_DAYS)
    const days = charts.questionsPerDay.map((day) => day.date)
    expect(days[0]).toBe(isoDay(noonDaysAgo(CHART_DAYS - 1)))
    expect(days.at(-1)).toBe(isoDay(noonDaysAgo(0)))
    expect(charts).toMatchObject({ from: days[0], to: days.at(-1) })
    // Consecutive days, none missing or doubled.
    for (let i = 1; i < days.length; i++) {
      expect(Date.parse(days[i] as string) - Date.parse(days[i - 1] as string)).toBe(DAY_MS)
    }
    const counts = Object.fromEntries(charts.questionsPerDay.map((day) => [day.date, day.count]))
    expect(counts[isoDay(noonDaysAgo(0))]).toBe(3)
    expect(counts[isoDay(noonDaysAgo(2))]).toBe(1)
    expect(counts[isoDay(noonDaysAgo(1))]).toBe(0)
    expect(counts[isoDay(noonDaysAgo(CHART_DAYS - 1))]).toBe(1)
    // The 30- and 45-day-old questions are outside the window.
    expect(charts.questionsPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(5)
  })

  it('counts questions by outcome, telling nothing-found declines from off-topic ones', async () => {
    await ctx.database.db.insert(queries).values([
      question(),
      question({ composer: 'openai', model: 'gpt-4o-mini' }),
      question({ composer: 'extractive-fallback', model: 'gpt-4o-mini' }),
      question({ composer: 'extractive-fallback', model: 'gpt-4o-mini' }),
      question({ status: 'aborted' }),
      // A reader who left during a fallback answer still counts as aborted.
      question({ status: 'aborted', composer: 'extractive-fallback' }),
      declined(composeDecline('no-match', device)),
      declined(composeDecline('no-match', generalDevice), { deviceLabel: 'General Device Question' }),
      declined(composeDecline('no-match', { ...device, custom: true, brand: 'Off_Brand', model: '100%' })),
      declined(composeDecline('off-topic', device)),
      declined(composeDecline('off-topic', generalDevice)),
      // Too old to count.
      question({ status: 'aborted', createdAt: noonDaysAgo(CHART_DAYS + 3) }),
    ])
    const charts = await chartsAsAdmin()
    expect(charts.outcomes).toEqual([
      { outcome: 'answered', count: 2 },
      { outcome: 'model-fallback', count: 2 },
      { outcome: 'aborted', count: 2 },
      { outcome: 'nothing-found', count: 3 },
      { outcome: 'declined', count: 2 },
    ])
  })

  it('lists every outcome with 0 and no days or devices of questions when there are none', async () => {
    const charts = await chartsAsAdmin()
    expect(charts.outcomes.map((o) => o.count)).toEqual([0, 0, 0, 0, 0])
    expect(charts.questionsPerDay.every((day) => day.count === 0)).toBe(true)
    expect(charts.questionsPerDay).toHaveLength(CHART_DAYS)
    expect(charts.topDevices).toEqual([])
  })

  it('ranks the 10 devices asked about most, most first, ties by name', async () => {
    // Device N is asked about N times; B-tie and A-tie both 5 times; one device only outside the window.
    const rows: RecordedQuestion[] = []
    for (let n = 1; n <= 12; n++) {
      for (let i = 0; i < n; i++)
        rows.push(question({ deviceLabel: `Device ${n}`, createdAt: noonDaysAgo(i) }))
    }
    for (const label of ['B-tie', 'A-tie']) {
      for (let i = 0; i < 5; i++) rows.push(question({ deviceLabel: label, createdAt: noonDaysAgo(3) }))
    }
    for (let i = 0; i < 50; i++)
      rows.push(question({ deviceLabel: 'Old Device', createdAt: noonDaysAgo(40) }))
    await ctx.database.db.insert(queries).values(rows)
    const charts = await chartsAsAdmin()
    expect(charts.topDevices).toEqual([
      { device: 'Device 12', count: 12 },
      { device: 'Device 11', count: 11 },
      { device: 'Device 10', count: 10 },
      { device: 'Device 9', count: 9 },
      { device: 'Device 8', count: 8 },
      { device: 'Device 7', count: 7 },
      { device: 'Device 6', count: 6 },
      { device: 'A-tie', count: 5 },
      { device: 'B-tie', count: 5 },
      { device: 'Device 5', count: 5 },
    ])
  })

  it('cuts the window at UTC midnight, 29 days before today', async () => {
    const now = new Date('2025-03-30T23:30:00.000Z')
    const firstDay = new Date('2025-03-01T00:00:00.000Z')
    await ctx.database.db
      .insert(queries)
      .values([
        question({ createdAt: new Date(firstDay.getTime() - 1) }),
        question({ createdAt: firstDay }),
        question({ createdAt: new Date('2025-03-30T23:59:59.999Z') }),
        question({ createdAt: new Date('2025-03-31T00:00:00.000Z') }),
      ])
    const charts = await getDashboardCharts(ctx.database.db, now)
    expect(charts.from).toBe('2025-03-01')
    expect(charts.to).toBe('2025-03-30')
    expect(charts.questionsPerDay[0]).toEqual({ date: '2025-03-01', count: 1 })
    expect(charts.questionsPerDay.at(-1)).toEqual({ date: '2025-03-30', count: 1 })
    expect(charts.questionsPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(2)
  })
})

describe('one definition of a question (decision 0075)', () => {
  /** Every figure of questions an admin reads: the card, each chart's total, the Answers tab's total. */
  async function figures() {
    const get = async <T>(url: string): Promise<T> => {
      const response = await injectAs(ctx.app, suite.adminCookie, { method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      return response.json() as T
    }
    const stats = await get<Stats>('/api/admin/stats')
    const charts = await chartsAsAdmin()
    const answers = await get<AnswerList>('/api/admin/answers')
    const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0)
    return {
      card: stats.totalQueries,
      perDay: sum(charts.questionsPerDay),
      outcomes: sum(charts.outcomes),
      devices: sum(charts.topDevices),
      answersTab: answers.total,
    }
  }

  it('counts what was answered or declined, the same in every figure', async () => {
    await ctx.database.db.insert(queries).values([
      question({ deviceLabel: 'Lowrance HDS Live 9' }),
      question({ composer: 'extractive-fallback', model: 'gpt-4o-mini' }),
      // Cut short once text had reached the reader: answered in part.
      question({ status: 'aborted', answer: 'Open the alarm' }),
      declined(composeDecline('no-match', device), { deviceLabel: 'Lowrance HDS Live 9' }),
      declined(composeDecline('off-topic', device)),
      // An admin's question is a question too.
      question({ userId: suite.adminId }),
      // Being answered, or failed before any text was sent: recorded so, it reached nobody.
      question({ status: 'aborted', answer: '' }),
    ])
    const all = await figures()
    expect(all).toEqual({ card: 6, perDay: 6, outcomes: 6, devices: 6, answersTab: 6 })
    const charts = await chartsAsAdmin()
    expect(charts.outcomes).toEqual([
      { outcome: 'answered', count: 2 },
      { outcome: 'model-fallback', count: 1 },
      { outcome: 'aborted', count: 1 },
      { outcome: 'nothing-found', count: 1 },
      { outcome: 'declined', count: 1 },
    ])
  })

  it('differs only by the window: the card counts since the start, the charts the last 30 days', async () => {
    await ctx.database.db
      .insert(queries)
      .values([
        question(),
        declined(composeDecline('off-topic', device)),
        question({ createdAt: noonDaysAgo(CHART_DAYS + 10) }),
        declined(composeDecline('off-topic', device), { createdAt: noonDaysAgo(CHART_DAYS + 10) }),
      ])
    expect(await figures()).toEqual({ card: 4, perDay: 2, outcomes: 2, devices: 2, answersTab: 4 })
  })
})
