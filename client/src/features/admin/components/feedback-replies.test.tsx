// @vitest-environment jsdom
import '@/test/dom'
import type { FeedbackItem, FeedbackReply, FeedbackReplyRequest } from '@contract/feedback'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, json } from '@/test/fake-api'
import { feedbackItems } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { FeedbackTab } from './feedback-tab'

/** The machine may be busy: a toast or a refetch can take more than the default second. */
const slow = { timeout: 5000 }

const item: FeedbackItem = {
  ...(feedbackItems(1)[0] as FeedbackItem),
  name: 'Ola Nordmann',
  email: 'ola@example.com',
  subject: 'Depth reading',
  replyCount: 3,
}

function reply(id: number, overrides: Partial<FeedbackReply> = {}): FeedbackReply {
  return {
    id,
    feedbackId: item.id,
    createdAt: `2026-11-2${id}T10:00:00.000Z`,
    authorName: 'Chief Admin',
    toEmail: item.email,
    subject: item.subject,
    message: `Reply number ${id}`,
    delivery: 'sent',
    sentAt: `2026-11-2${id}T10:00:01.000Z`,
    error: null,
    ...overrides,
  }
}

const thread = [
  reply(1),
  reply(2, { delivery: 'failed', sentAt: null, error: 'Mailbox unavailable' }),
  reply(3, { delivery: 'outbox', sentAt: null }),
]

async function openDialog(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/admin/feedback': [item], ...routes })
  const user = userEvent.setup()
  renderApp(<FeedbackTab />)
  await user.click(await screen.findByRole('button', { name: /^Details.*"Depth reading"/ }, slow))
  const dialog = await screen.findByRole('dialog', { name: 'Feedback Details' })
  return { api, user, dialog }
}

const entries = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Replies, oldest first' })).getAllByRole('listitem')

describe('Feedback details: the reply thread', () => {
  it('lists the replies oldest first, each with who, when and what became of its email', async () => {
    const { dialog } = await openDialog({ 'GET /api/admin/feedback/:id/replies': thread })
    await within(dialog).findByText('Reply number 1', undefined, slow)
    expect(within(dialog).getByRole('heading', { name: 'Replies (3)' })).toBeInTheDocument()
    const [first, second, third] = entries(dialog)
    expect(entries(dialog).map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Reply number 1',
      'Reply number 2',
      'Reply number 3',
    ])
    expect(first).toHaveTextContent('Chief Admin')
    expect(first).toHaveTextContent('Sent')
    expect(first).toHaveTextContent('Emailed to ola@example.com')
    expect(within(first as HTMLElement).queryByRole('button', { name: /Resend/ })).toBeNull()
    expect(second).toHaveTextContent('Not sent: Mailbox unavailable')
    expect(within(second as HTMLElement).getByRole('button', { name: /Resend/ })).toBeInTheDocument()
    expect(third).toHaveTextContent('Not emailed')
    expect(third).toHaveTextContent('Kept, not emailed: no mail server is configured')
  })

  it('resends a reply that was not sent and shows it as sent', async () => {
    let stored = thread
    const resent = reply(2, { delivery: 'sent', sentAt: '2026-11-29T12:00:00.000Z' })
    const { api, user, dialog } = await openDialog({
      'GET /api/admin/feedback/:id/replies': () => stored,
      'POST /api/admin/feedback/1/replies/2/resend': () => {
        stored = stored.map((r) => (r.id === 2 ? resent : r))
        return { reply: resent, item }
      },
    })
    await within(dialog).findByText('Reply number 2', undefined, slow)
    await user.click(within(entries(dialog)[1] as HTMLElement).getByRole('button', { name: /Resend/ }))
    expect(await screen.findByText('Reply sent', undefined, slow)).toBeInTheDocument()
    expect(api.callsTo('POST /api/admin/feedback/1/replies/2/resend')).toHaveLength(1)
    expect(entries(dialog)[1]).toHaveTextContent('Emailed to ola@example.com')
    expect(within(entries(dialog)[1] as HTMLElement).queryByRole('button', { name: /Resend/ })).toBeNull()
  })
})

describe('Feedback details: the reply form', () => {
  /** The server's thread: GET reads it, POST adds to it, as the real routes do. */
  function server(start: FeedbackReply[], delivery: FeedbackReply['delivery'], error: string | null = null) {
    const stored = [...start]
    let current = item
    return {
      'GET /api/admin/feedback': () => [current],
      'GET /api/admin/feedback/:id/replies': () => [...stored],
      'POST /api/admin/feedback/1/replies': (call: { body: unknown }) => {
        const body = call.body as FeedbackReplyRequest
        const added = reply(stored.length + 4, { message: body.message, delivery, error, sentAt: null })
        stored.push(added)
        current = { ...item, status: body.status ?? 'in-progress', replyCount: stored.length }
        return json({ reply: added, item: current }, 201)
      },
    }
  }

  it('refuses an empty reply with the schema message and sends nothing', async () => {
    const { api, user, dialog } = await openDialog(server([], 'sent'))
    await within(dialog).findByText('No replies yet.', undefined, slow)
    await user.type(within(dialog).getByLabelText('Reply to Ola Nordmann'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }))
    expect(
      await within(dialog).findByText('Write a reply before sending.', undefined, slow),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /api/admin/feedback/1/replies')).toHaveLength(0)
  })

  it("sends the reply with status 'in-progress' by default, adds it last to the thread and clears the box", async () => {
    const { api, user, dialog } = await openDialog(server([reply(1)], 'sent'))
    await within(dialog).findByText('Reply number 1', undefined, slow)
    const box = within(dialog).getByLabelText('Reply to Ola Nordmann')
    expect(within(dialog).getByText(/Emailed to ola@example.com with the subject "RE: Depth reading"/))
    await user.type(box, 'We are on it.')
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }))
    expect(await screen.findByText('Reply sent', undefined, slow)).toBeInTheDocument()
    expect(api.callsTo('POST /api/admin/feedback/1/replies')[0]?.body).toEqual({
      message: 'We are on it.',
      status: 'in-progress',
    })
    const messages = entries(dialog).map((li) => li.querySelector('p')?.textContent)
    expect(messages).toEqual(['Reply number 1', 'We are on it.'])
    expect(box).toHaveValue('')
  })

  it('sends the status the admin picks', async () => {
    const { api, user, dialog } = await openDialog(server([], 'sent'))
    await within(dialog).findByText('No replies yet.', undefined, slow)
    await user.type(within(dialog).getByLabelText('Reply to Ola Nordmann'), 'Fixed in 2.1.')
    await user.click(within(dialog).getByRole('combobox', { name: 'Status after replying' }))
    await user.click(screen.getByRole('option', { name: 'Completed' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }))
    await screen.findByText('Reply sent', undefined, slow)
    expect(api.callsTo('POST /api/admin/feedback/1/replies')[0]?.body).toEqual({
      message: 'Fixed in 2.1.',
      status: 'completed',
    })
    // The item's own status select shows the new status.
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Completed')
  })

  it('says plainly when the reply was kept but not emailed (no mail server)', async () => {
    const { user, dialog } = await openDialog(server([], 'outbox'))
    await within(dialog).findByText('No replies yet.', undefined, slow)
    await user.type(within(dialog).getByLabelText('Reply to Ola Nordmann'), 'Hello there.')
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }))
    expect(await screen.findByText('Reply kept, not emailed', undefined, slow)).toBeInTheDocument()
    expect(screen.queryByText('Reply sent')).toBeNull()
    expect(entries(dialog)[0]).toHaveTextContent('Not emailed')
  })

  it("shows the mail server's error when the email failed, and the reply stays with Resend", async () => {
    const { user, dialog } = await openDialog(server([], 'failed', 'Mailbox unavailable'))
    await within(dialog).findByText('No replies yet.', undefined, slow)
    await user.type(within(dialog).getByLabelText('Reply to Ola Nordmann'), 'Hello there.')
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }))
    expect(await screen.findByText('Reply not sent', undefined, slow)).toBeInTheDocument()
    expect(screen.getByText(/The reply was kept but the email was not sent: Mailbox unavailable/))
    expect(entries(dialog)[0]).toHaveTextContent('Not sent: Mailbox unavailable')
    expect(within(entries(dialog)[0] as HTMLElement).getByRole('button', { name: /Resend/ }))
  })
})
