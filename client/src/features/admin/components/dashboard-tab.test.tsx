// @vitest-environment jsdom
import '@/test/dom'
import type { DashboardCharts, LogEntry } from '@contract/admin'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApiCall, fakeApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'
import { DashboardTab } from './dashboard-tab'

/** 30 UTC days from 2025-03-01, questions on the 1st (4) and the 30th (2) only. */
function charts(overrides: Partial<DashboardCharts> = {}): DashboardCharts {
  return {
    from: '2025-03-01',
    to: '2025-03-30',
    questionsPerDay: Array.from({ length: 30 }, (_, i) => ({
      date: `2025-03-${String(i + 1).padStart(2, '0')}`,
      count: i === 0 ? 4 : i === 29 ? 2 : 0,
    })),
    outcomes: [
      { outcome: 'answered', count: 3 },
      { outcome: 'model-fallback', count: 1 },
      { outcome: 'aborted', count: 0 },
      { outcome: 'nothing-found', count: 1 },
      { outcome: 'declined', count: 1 },
    ],
    topDevices: [
      { device: 'Garmin ECHOMAP UHD2 93sv with a very long name', count: 4 },
      { device: 'Lowrance HDS Live 9', count: 2 },
    ],
    ...overrides,
  }
}

function renderDashboard(chartData: DashboardCharts | (() => DashboardCharts)) {
  const api = fakeApi({
    'GET /api/admin/stats': { totalQueries: 6, activeUsers: 2, averageResponseTime: 120 },
    'GET /api/admin/logs': [],
    'GET /api/admin/stats/charts': typeof chartData === 'function' ? chartData : () => chartData,
  })
  renderApp(<DashboardTab />)
  return api
}

beforeEach(() => {
  // jsdom lays nothing out (every box is 0 by 0), and a ResponsiveContainer draws nothing at that size.
  const laidOut = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 640,
    height: 240,
    top: 0,
    left: 0,
    right: 640,
    bottom: 240,
    x: 0,
    y: 0,
  } as DOMRect)
  return () => laidOut.mockRestore()
})

/** A chart's figure, found by its heading (the dashboard's lazy chart module can take over a second on a busy machine). */
const figure = (name: string) => screen.findByRole('figure', { name }, { timeout: 5_000 })

/** How many bars a chart drew: in its svg (questions per day), or as rows of bars (outcomes, devices). */
const bars = (chart: HTMLElement) =>
  chart.querySelectorAll('svg .recharts-bar-rectangle').length || chart.querySelectorAll('[data-bar]').length

/** Waits for a chart to draw `count` bars: recharts draws after its figure and table are in the page, once it has measured its box. */
const expectBars = (chart: HTMLElement, count: number) =>
  waitFor(() => expect(bars(chart)).toBe(count), { timeout: 5_000 })

/** The rows of the table behind a chart, as [label, count]. */
function tableRows(chart: HTMLElement) {
  return within(within(chart).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])
}

describe('Dashboard charts', () => {
  it('draws the questions of every one of the 30 days, 0 where there were none', async () => {
    renderDashboard(charts())
    const perDay = await figure('Questions per day')
    // A bar for each day with questions (a day with none has no bar to draw).
    await expectBars(perDay, 2)
    const rows = tableRows(perDay)
    expect(rows).toHaveLength(30)
    expect(rows[0]).toEqual(['March 1, 2025', '4'])
    expect(rows[1]).toEqual(['March 2, 2025', '0'])
    expect(rows[29]).toEqual(['March 30, 2025', '2'])
    expect(
      screen.getByText('6 questions answered or declined from March 1, 2025 to March 30, 2025 (UTC).'),
    ).toBeInTheDocument()
  })

  it('says beside both figures which questions they count: answered or declined, declined ones included', async () => {
    // The server gives the card and the charts one definition (decision 0075): 6 here, 6 over the window.
    renderDashboard(charts())
    const card = (await screen.findByRole('heading', { name: 'Total Queries' })).closest(
      '.rounded-xl',
    ) as HTMLElement
    await within(card).findByText('6')
    expect(within(card).getByText('Questions answered or declined, since the start')).toBeInTheDocument()
    const perDay = await figure('Questions per day')
    expect(within(perDay).getByText('Every question answered or declined, per UTC day.')).toBeInTheDocument()
    expect(
      screen.getByText('6 questions answered or declined from March 1, 2025 to March 30, 2025 (UTC).'),
    ).toBeInTheDocument()
  })

  it('counts one question in the singular', async () => {
    const oneDay = charts().questionsPerDay.map((day, i) => ({ ...day, count: i === 0 ? 1 : 0 }))
    renderDashboard(charts({ questionsPerDay: oneDay }))
    expect(
      await screen.findByText(
        '1 question answered or declined from March 1, 2025 to March 30, 2025 (UTC).',
        undefined,
        {
          timeout: 5_000,
        },
      ),
    ).toBeInTheDocument()
  })

  it('draws answers by outcome, every outcome named, and the top devices in order', async () => {
    renderDashboard(charts())
    const outcomes = await figure('Answers by outcome')
    await expectBars(outcomes, 5)
    expect(tableRows(outcomes)).toEqual([
      ['Answered', '3'],
      ['Model fallback', '1'],
      ['Aborted', '0'],
      ['Nothing found', '1'],
      ['Declined (off-topic)', '1'],
    ])
    const devices = await figure('Top devices')
    await expectBars(devices, 2)
    expect(tableRows(devices)).toEqual([
      ['Garmin ECHOMAP UHD2 93sv with a very long name', '4'],
      ['Lowrance HDS Live 9', '2'],
    ])
  })

  it('shows each device by its whole name beside its count, the longest bar for the most asked (issue 42)', async () => {
    renderDashboard(charts())
    const devices = await figure('Top devices')
    const rows = [...devices.querySelectorAll<HTMLElement>('[data-bar]')]
    // The name as written, never cut short with an ellipsis ('Garmin ECHOMAP UH…' before).
    expect(rows.map((row) => row.textContent)).toEqual([
      'Garmin ECHOMAP UHD2 93sv with a very long name4',
      'Lowrance HDS Live 92',
    ])
    const widths = rows.map((row) => (row.querySelector('[style]') as HTMLElement).style.width)
    expect(widths).toEqual(['100%', '50%'])
  })

  it('says so when no device was asked about', async () => {
    renderDashboard(charts({ topDevices: [] }))
    const devices = await figure('Top devices')
    expect(within(devices).getByText('No questions asked yet.')).toBeInTheDocument()
    expect(devices.querySelector('[data-bar]')).toBeNull()
  })

  it('fetches the charts again on Refresh', async () => {
    const user = userEvent.setup()
    let answers = 0
    const api = renderDashboard(() => {
      answers++
      return charts({ topDevices: [{ device: `Device seen on answer ${answers}`, count: 1 }] })
    })
    const devices = await figure('Top devices')
    expect(tableRows(devices)[0]?.[0]).toBe('Device seen on answer 1')
    const card = screen.getByRole('heading', { name: 'Last 30 days' }).closest('.min-w-0') as HTMLElement
    await user.click(within(card).getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(tableRows(devices)[0]?.[0]).toBe('Device seen on answer 2'))
    expect(api.callsTo('GET /api/admin/stats/charts')).toHaveLength(2)
  })

  it('shows a load error with Try again', async () => {
    fakeApi({
      'GET /api/admin/stats': { totalQueries: 0, activeUsers: 0, averageResponseTime: 0 },
      'GET /api/admin/logs': [],
      'GET /api/admin/stats/charts': () => new Response('Forbidden', { status: 403 }),
    })
    renderApp(<DashboardTab />)
    expect(await screen.findByText('Forbidden')).toBeInTheDocument()
    expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  })
})

describe("Recent API Logs and the Admin Console's own reads", () => {
  const entry = (id: number, method: string, path: string, statusCode: number): LogEntry => ({
    id,
    timestamp: new Date(Date.UTC(2025, 3, 1, 10, 0, id)).toISOString(),
    statusCode,
    duration: 5,
    method,
    path,
    userId: 1,
  })
  // Newest first: the console's polling on top, an owner's question and a refused probe beneath.
  const consoleReads = [
    entry(9, 'GET', '/api/admin/manuals/document-counts', 200),
    entry(8, 'GET', '/api/admin/logs', 200),
    entry(7, 'GET', '/api/admin/stats', 200),
  ]
  const others = [entry(6, 'POST', '/api/query', 200), entry(5, 'GET', '/api/admin/users', 403)]

  /** The paths the card's table shows, top to bottom. */
  function shownPaths() {
    const card = screen.getByRole('heading', { name: 'Recent API Logs' }).closest('.min-w-0') as HTMLElement
    return within(card)
      .queryAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]?.textContent)
  }

  it("leaves them out until 'Show Admin Console reads' is ticked, from the keyboard too", async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET /api/admin/stats': { totalQueries: 6, activeUsers: 2, averageResponseTime: 120 },
      'GET /api/admin/stats/charts': charts(),
      // The server leaves them out unless asked (decision 0074).
      'GET /api/admin/logs': ({ query }: ApiCall) =>
        query.get('includeConsoleReads') === 'true' ? [...consoleReads, ...others] : others,
    })
    renderApp(<DashboardTab />)
    await waitFor(() => expect(shownPaths()).toEqual(['/api/query', '/api/admin/users']))
    expect(api.callsTo('GET /api/admin/logs').map((call) => call.query.toString())).toEqual([''])

    const box = screen.getByRole('checkbox', { name: 'Show Admin Console reads' })
    expect(box).not.toBeChecked()
    box.focus()
    await user.keyboard(' ')
    expect(box).toBeChecked()
    await waitFor(() =>
      expect(shownPaths()).toEqual([
        '/api/admin/manuals/document-counts',
        '/api/admin/logs',
        '/api/admin/stats',
        '/api/query',
        '/api/admin/users',
      ]),
    )
    expect(api.callsTo('GET /api/admin/logs').at(-1)?.query.toString()).toBe('includeConsoleReads=true')
  })

  it("says the console's own reads are hidden when nothing else was logged", async () => {
    fakeApi({
      'GET /api/admin/stats': { totalQueries: 0, activeUsers: 0, averageResponseTime: 0 },
      'GET /api/admin/stats/charts': charts(),
      'GET /api/admin/logs': [],
    })
    renderApp(<DashboardTab />)
    expect(
      await screen.findByText("No API requests logged yet besides the Admin Console's own reads."),
    ).toBeInTheDocument()
  })
})
