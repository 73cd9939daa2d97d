// @vitest-environment jsdom
import '@/test/dom'
import type { LogEntry } from '@contract/admin'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type ApiCall, fakeApi } from '@/test/fake-api'
import { appConfig } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { SystemTab } from './system-tab'

const entry = (id: number, method: string, path: string, statusCode: number): LogEntry => ({
  id,
  timestamp: new Date(Date.UTC(2025, 3, 1, 10, 0, id)).toISOString(),
  statusCode,
  duration: 12,
  method,
  path,
  userId: null,
})
const log = [
  entry(5, 'GET', '/api/admin/logs', 200),
  entry(4, 'GET', '/api/usage', 200),
  entry(3, 'POST', '/api/query', 402),
  entry(2, 'DELETE', '/api/admin/users/a_b', 500),
  entry(1, 'GET', '/api/manuals', 200),
]

/** Decision 0074: the console's own reads are GETs under /api/admin answered below 400. */
const isConsoleRead = (e: LogEntry) =>
  e.method === 'GET' && e.statusCode < 400 && e.path.startsWith('/api/admin/')

/** The fake server's answer: the log narrowed as the real one narrows it, from the query parameters. */
function filteredLog({ query }: ApiCall): LogEntry[] {
  const path = query.get('path')?.toLowerCase()
  return log.filter(
    (e) =>
      (query.get('errorsOnly') !== 'true' || e.statusCode >= 400) &&
      (!query.get('method') || e.method === query.get('method')) &&
      (!path || e.path.toLowerCase().includes(path)) &&
      (query.get('includeConsoleReads') === 'true' || !isConsoleRead(e)),
  )
}

function renderSystemTab() {
  const api = fakeApi({ 'GET /api/config': appConfig(), 'GET /api/admin/logs': filteredLog })
  renderApp(<SystemTab />)
  return api
}

/** The paths the API Logs list shows, top to bottom. */
function shownPaths() {
  const list = screen.getByRole('region', { name: 'API logs' })
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.break-all')?.textContent)
}

/** The query strings the System tab asked the log with, in order. */
const logQueries = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET /api/admin/logs').map((call) => call.query.toString())

describe('System tab API log filters', () => {
  it('asks the server for errors only, and shows what it answers', async () => {
    const user = userEvent.setup()
    const api = renderSystemTab()
    await waitFor(() => expect(shownPaths()).toHaveLength(4))
    await user.click(screen.getByRole('checkbox', { name: 'Errors only' }))
    await waitFor(() => expect(shownPaths()).toEqual(['/api/query', '/api/admin/users/a_b']))
    expect(logQueries(api)).toEqual(['', 'errorsOnly=true'])
  })

  it('asks for one HTTP method', async () => {
    const user = userEvent.setup()
    const api = renderSystemTab()
    await waitFor(() => expect(shownPaths()).toHaveLength(4))
    await user.click(screen.getByRole('combobox', { name: 'HTTP method' }))
    await user.click(screen.getByRole('option', { name: 'DELETE' }))
    await waitFor(() => expect(shownPaths()).toEqual(['/api/admin/users/a_b']))
    expect(logQueries(api).at(-1)).toBe('method=DELETE')
  })

  it('searches paths once typing pauses, sending the text as typed', async () => {
    const user = userEvent.setup()
    const api = renderSystemTab()
    await waitFor(() => expect(shownPaths()).toHaveLength(4))
    await user.type(screen.getByRole('searchbox', { name: 'Search paths' }), 'USERS/A_')
    await waitFor(() => expect(shownPaths()).toEqual(['/api/admin/users/a_b']))
    // One request for the whole word, not one per key.
    expect(logQueries(api)).toEqual(['', 'path=USERS%2FA_'])
  })

  it("shows the Admin Console's own reads only when asked, with the other filters kept", async () => {
    const user = userEvent.setup()
    const api = renderSystemTab()
    await waitFor(() => expect(shownPaths()).toHaveLength(4))
    expect(shownPaths()).not.toContain('/api/admin/logs')
    const filters = screen.getByRole('group', { name: 'Filter API Logs' })
    await user.click(within(filters).getByRole('combobox', { name: 'HTTP method' }))
    await user.click(screen.getByRole('option', { name: 'GET' }))
    await waitFor(() => expect(shownPaths()).toEqual(['/api/usage', '/api/manuals']))
    await user.click(within(filters).getByRole('checkbox', { name: 'Show Admin Console reads' }))
    await waitFor(() => expect(shownPaths()).toEqual(['/api/admin/logs', '/api/usage', '/api/manuals']))
    expect(logQueries(api).at(-1)).toBe('method=GET&includeConsoleReads=true')
  })

  it('says no request matches when the filters leave nothing', async () => {
    const user = userEvent.setup()
    renderSystemTab()
    await waitFor(() => expect(shownPaths()).toHaveLength(4))
    await user.click(screen.getByRole('checkbox', { name: 'Errors only' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search paths' }), 'manuals')
    expect(await screen.findByText('No API requests match these filters.')).toBeInTheDocument()
  })
})

describe('System tab placeholders', () => {
  it('says plainly that Change, Update and Test Connection are coming soon, and they stay in the Tab order', async () => {
    renderSystemTab()
    for (const name of ['Change', 'Update', 'Test Connection']) {
      const button = await screen.findByRole('button', { name })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      expect(button).toHaveAccessibleDescription('Coming soon')
      expect(button).not.toBeDisabled()
    }
    expect(screen.getAllByText('Coming soon')).toHaveLength(3)
  })
})
