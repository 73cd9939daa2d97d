// @vitest-environment jsdom
import '@/test/dom'
import type { AuditEntry } from '@contract/audit'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type ApiCall, fakeApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'
import { formatDateTime } from '../format'
import { AuditLogCard } from './audit-log-card'

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: new Date(Date.UTC(2026, 10, 29, 10, id)).toISOString(),
  actorId: 1,
  actorEmail: 'chief@example.com',
  action: 'user.suspend',
  targetType: 'user',
  targetId: String(100 + id),
  summary: `Suspended skipper${id}@example.com (Skipper ${id})`,
  details: { reason: 'Chargeback' },
  ip: '203.0.113.9',
  ...overrides,
})

/** The card over 25 entries, newest first; `latest` changes the newest one. */
function renderAudit(latest: Partial<AuditEntry> = {}) {
  const api = fakeApi({
    'GET /api/admin/audit': ({ query }: ApiCall) => {
      const page = Number(query.get('page'))
      const all = Array.from({ length: 25 }, (_, i) => entry(25 - i, i === 0 ? latest : {}))
      const q = query.get('q')
      const matching = q ? all.filter((e) => e.summary.includes(q)) : all
      return {
        entries: matching.slice((page - 1) * 20, page * 20),
        total: matching.length,
        page,
        pageSize: 20,
        actors: [
          { id: 1, email: 'chief@example.com' },
          { id: 2, email: 'mate@example.com' },
        ],
      }
    },
  })
  renderApp(<AuditLogCard />)
  return api
}

describe('the audit log in the System tab (decision 0085)', () => {
  it('lists who did what, when and from where, newest first, a page at a time', async () => {
    const user = userEvent.setup()
    renderAudit()
    const list = await screen.findByRole('list', { name: 'Audit log entries' })
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
    expect(items).toHaveLength(20)
    expect(items[0]).toHaveTextContent('Suspended skipper25@example.com')
    expect(items[0]).toHaveTextContent('User suspended')
    expect(items[0]).toHaveTextContent('By chief@example.com from 203.0.113.9')
    expect(items[0]).toHaveTextContent('reason: Chargeback')
    expect(screen.getByText('Showing 1 to 20 of 25 entries')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Showing 21 to 25 of 25 entries')).toBeInTheDocument()
  })

  it('writes a moment in a change as the console writes dates, not as the server stores it', async () => {
    renderAudit({
      action: 'user.reinstate',
      summary: 'Reinstated skipper25@example.com (Skipper 25)',
      details: {
        suspendedAt: '2026-11-29T09:30:00.000Z',
        subscriptionEndDate: { from: '2026-12-01T00:00:00.000Z', to: null },
        reason: 'Chargeback',
      },
    })
    const list = await screen.findByRole('list', { name: 'Audit log entries' })
    const newest = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)[0]
    expect(newest).toHaveTextContent(`suspendedAt: ${formatDateTime('2026-11-29T09:30:00.000Z')}`)
    expect(newest).toHaveTextContent(
      `subscriptionEndDate: ${formatDateTime('2026-12-01T00:00:00.000Z')} → none`,
    )
    expect(newest).toHaveTextContent('reason: Chargeback')
    expect(newest).not.toHaveTextContent('T09:30')
  })

  it('searches by text and narrows by admin and action, from page 1', async () => {
    const user = userEvent.setup()
    const api = renderAudit()
    await screen.findByRole('list', { name: 'Audit log entries' })
    await user.type(screen.getByRole('searchbox', { name: 'Search the audit log' }), 'skipper7@')
    expect(await screen.findByText('Showing 1 to 1 of 1 entries', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(api.callsTo('GET /api/admin/audit').at(-1)?.query.get('q')).toBe('skipper7@')

    await user.click(screen.getByRole('combobox', { name: 'Filter by admin' }))
    await user.click(await screen.findByRole('option', { name: 'mate@example.com' }))
    await waitFor(() => expect(api.callsTo('GET /api/admin/audit').at(-1)?.query.get('actorId')).toBe('2'))

    await user.click(screen.getByRole('combobox', { name: 'Filter by action' }))
    await user.click(await screen.findByRole('option', { name: 'Reset link sent' }))
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/audit').at(-1)?.query.get('action')).toBe('user.reset-link'),
    )
    expect(api.callsTo('GET /api/admin/audit').at(-1)?.query.get('page')).toBe('1')
  })
})
