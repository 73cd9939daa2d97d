// @vitest-environment jsdom
import '@/test/dom'
import type { ConversationSummary } from '@contract/conversations'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApiCall, fakeApi, json, type Routes } from '@/test/fake-api'
import { renderApp } from '@/test/render'
import { ConversationList } from './conversation-list'

const summary = (
  id: number,
  title: string,
  extra: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  id,
  title,
  device: 'Garmin ECHOMAP UHD2 74sv',
  updatedAt: '2025-06-18T10:00:00.000Z',
  messageCount: 2,
  ...extra,
})

function renderList(routes: Routes) {
  const api = fakeApi(routes)
  renderApp(
    <ConversationList
      heading={<h2>Conversations</h2>}
      activeId={null}
      onOpen={() => {}}
      onNewChat={() => {}}
      onDeleted={() => {}}
    />,
    { route: '/agent' },
  )
  return api
}

const saved: Array<{ name: string; type: string }> = []
beforeEach(() => {
  saved.length = 0
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: this.href })
  })
})
afterEach(() => vi.restoreAllMocks())

describe('the conversation list', () => {
  it('shows where a search matched inside a conversation, the match marked', async () => {
    const user = userEvent.setup()
    renderList({
      'GET /api/conversations': (call: ApiCall) =>
        call.query.get('q')
          ? {
              conversations: [
                summary(3, 'Sounder settings', {
                  snippet: { in: 'answer', before: '…choose ', match: 'Auto High', after: ' for most days.' },
                }),
              ],
              nextCursor: null,
            }
          : { conversations: [summary(3, 'Sounder settings')], nextCursor: null },
    })
    await screen.findByRole('button', { name: /^Sounder settings/ }, { timeout: 5000 })
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'auto high')
    const mark = await screen.findByText('Auto High', { selector: 'mark' })
    const item = screen.getByRole('button', { name: /^Sounder settings/ })
    expect(item).toContainElement(mark)
    expect(item).toHaveTextContent('In an answer: …choose Auto High for most days.')
  })

  it('reads the next page with the cursor when asked', async () => {
    const user = userEvent.setup()
    const api = renderList({
      'GET /api/conversations': (call: ApiCall) =>
        call.query.get('cursor') === '8'
          ? { conversations: [summary(7, 'Older one')], nextCursor: null }
          : { conversations: [summary(9, 'Newest'), summary(8, 'Second')], nextCursor: 8 },
    })
    await user.click(await screen.findByRole('button', { name: 'Show more' }))
    expect(await screen.findByRole('button', { name: /^Older one/ })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    expect(api.callsTo('GET /api/conversations').map((c) => c.query.get('cursor'))).toEqual([null, '8'])
  })

  it('downloads Markdown and PDF from the menu, by keyboard, under the server’s file name', async () => {
    const user = userEvent.setup()
    const api = renderList({
      'GET /api/conversations': { conversations: [summary(4, 'Gain: auto?')], nextCursor: null },
      'GET /api/conversations/:id/export': (call: ApiCall) =>
        new Response(call.query.get('format') === 'pdf' ? '%PDF-1.3' : '# Gain', {
          headers: {
            'content-type': call.query.get('format') === 'pdf' ? 'application/pdf' : 'text/markdown',
            'content-disposition': `attachment; filename="Gain auto.${call.query.get('format') === 'pdf' ? 'pdf' : 'md'}"; filename*=UTF-8''Gain%20auto%C3%A9.${call.query.get('format') === 'pdf' ? 'pdf' : 'md'}`,
          },
        }),
    })
    const more = await screen.findByRole('button', { name: 'More for "Gain: auto?"' })
    more.focus()
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('menuitem', { name: 'Download as Markdown' }))
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Gain autoé.md']))

    more.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Gain autoé.md', 'Gain autoé.pdf']))
    expect(api.callsTo('GET /api/conversations/4/export').map((c) => c.query.get('format'))).toEqual([
      'markdown',
      'pdf',
    ])
  })

  it('says so when a download fails', async () => {
    const user = userEvent.setup()
    renderList({
      'GET /api/conversations': { conversations: [summary(5, 'Gone')], nextCursor: null },
      'GET /api/conversations/:id/export': json({ message: 'Conversation not found.' }, 404),
    })
    await user.click(await screen.findByRole('button', { name: 'More for "Gone"' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Download as PDF' }))
    expect(await screen.findByText('Conversation not found.')).toBeInTheDocument()
    expect(saved).toEqual([])
  })

  it('makes a share link, shows it once to copy, and stops sharing', async () => {
    const user = userEvent.setup()
    let shared = false
    const api = renderList({
      'GET /api/conversations': { conversations: [summary(6, 'Transducer mount')], nextCursor: null },
      'GET /api/conversations/:id/share': () => ({
        shared,
        sharedAt: shared ? '2025-06-18T10:00:00.000Z' : null,
      }),
      'POST /api/conversations/:id/share': () => {
        shared = true
        return json({ path: `/shared?token=${'t'.repeat(43)}`, sharedAt: '2025-06-18T10:00:00.000Z' }, 201)
      },
      'DELETE /api/conversations/:id/share': () => {
        shared = false
        return new Response(null, { status: 204 })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'More for "Transducer mount"' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Share link...' }))
    const dialog = await screen.findByRole('dialog', { name: 'Share conversation' })
    expect(await within(dialog).findByText('This conversation is not shared.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }))
    const link = await within(dialog).findByRole('textbox', { name: 'Share link' })
    expect(link).toHaveValue(
      `http://localhost:3000/shared?token=${'t'.repeat(43)}`.replace('localhost:3000', window.location.host),
    )
    expect(within(dialog).getByText(/shown only this once/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(link.getAttribute('value'))

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }))
    expect(await within(dialog).findByText(/Sharing stopped/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument()
    expect(api.callsTo('DELETE /api/conversations/6/share')).toHaveLength(1)
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeInTheDocument()
  })
})
