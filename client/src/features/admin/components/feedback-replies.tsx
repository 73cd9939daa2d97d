import {
  FEEDBACK_REPLY_MAX_LENGTH,
  type FeedbackItem,
  type FeedbackReply,
  type FeedbackReplyDelivery,
  feedbackReplyRequestSchema,
  feedbackStatuses,
} from '@contract/feedback'
import { RotateCw, Send } from 'lucide-react'
import { useId } from 'react'
import { LabelledField } from '@/components/form-field'
import { SelectField } from '@/components/select-field'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Form, FormControl } from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import {
  feedbackStatusLabels,
  useFeedbackReplies,
  useReplyToFeedback,
  useResendReply,
} from '@/features/feedback'
import { useZodForm } from '@/lib/use-zod-form'
import { formatDateTime } from '../format'

const deliveryBadges: Record<
  FeedbackReplyDelivery,
  { label: string; tone: NonNullable<BadgeProps['tone']> }
> = {
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Not sent', tone: 'danger' },
  outbox: { label: 'Not emailed', tone: 'warning' },
  sending: { label: 'Sending...', tone: 'info' },
}

/** The replies to a feedback item, oldest first (newest last), each with what became of its email. */
export function FeedbackThread({ item }: { item: FeedbackItem }) {
  const headingId = useId()
  const replies = useFeedbackReplies(item.id)
  const resend = useResendReply()
  const count = replies.data?.length ?? item.replyCount

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Replies ({count})
      </h3>
      {replies.isPending ? (
        <p className="text-sm text-muted-foreground">Loading replies...</p>
      ) : replies.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p className="text-destructive">The replies could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void replies.refetch()}>
            Try again
          </Button>
        </div>
      ) : replies.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No replies yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Replies, oldest first">
          {replies.data.map((reply) => (
            <ReplyEntry
              key={reply.id}
              reply={reply}
              resending={resend.isPending && resend.variables?.replyId === reply.id}
              onResend={() => resend.mutate({ feedbackId: item.id, replyId: reply.id })}
            />
          ))}
        </ol>
      )}
    </section>
  )
}

function ReplyEntry({
  reply,
  resending,
  onResend,
}: {
  reply: FeedbackReply
  resending: boolean
  onResend: () => void
}) {
  const badge = deliveryBadges[reply.delivery]
  const canResend = reply.delivery === 'failed' || reply.delivery === 'outbox'
  return (
    <li className="grid min-w-0 gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{reply.authorName}</span>
        <span aria-hidden>·</span>
        <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{reply.message}</p>
      <DeliveryNote reply={reply} />
      {canResend && (
        <div>
          <Button variant="outline" size="sm" disabled={resending} onClick={onResend}>
            <RotateCw aria-hidden />
            {resending ? 'Resending...' : 'Resend'}
            <span className="sr-only"> the reply of {formatDateTime(reply.createdAt)}</span>
          </Button>
        </div>
      )}
    </li>
  )
}

function DeliveryNote({ reply }: { reply: FeedbackReply }) {
  if (reply.delivery === 'sent') {
    return (
      <p className="text-xs break-words text-muted-foreground">
        Emailed to {reply.toEmail}
        {reply.sentAt && ` on ${formatDateTime(reply.sentAt)}`}.
      </p>
    )
  }
  if (reply.delivery === 'failed') {
    return (
      <p className="text-xs break-words text-destructive">
        Not sent: {reply.error ?? 'the mail server did not accept it.'}
      </p>
    )
  }
  if (reply.delivery === 'outbox') {
    return (
      <p className="text-xs break-words text-muted-foreground">
        Kept, not emailed: no mail server is configured (development outbox).
      </p>
    )
  }
  return null
}

/**
 * The reply box: the text (the contract's limits), and the status the item moves to, In Progress unless
 * the admin picks another. The reply is kept whatever happens to its email; the toast says which.
 */
export function FeedbackReplyForm({ item }: { item: FeedbackItem }) {
  const send = useReplyToFeedback()
  const form = useZodForm(feedbackReplyRequestSchema, { message: '', status: 'in-progress' })
  const length = form.watch('message')?.length ?? 0

  const submit = form.handleSubmit((reply) => {
    if (send.isPending) return
    send.mutate(
      { id: item.id, reply },
      { onSuccess: () => form.reset({ message: '', status: reply.status }) },
    )
  })

  return (
    <Form {...form}>
      <form noValidate className="grid gap-3" onSubmit={submit} aria-label="Reply by email">
        <LabelledField
          control={form.control}
          name="message"
          label={`Reply to ${item.name}`}
          description={
            <>
              Emailed to {item.email} with the subject "RE: {item.subject}"; their message is quoted below
              your reply. {length} / {FEEDBACK_REPLY_MAX_LENGTH} characters.
            </>
          }
        >
          {(field) => (
            <FormControl>
              <Textarea {...field} value={field.value ?? ''} rows={5} className="min-h-28" />
            </FormControl>
          )}
        </LabelledField>
        <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
          <SelectField
            control={form.control}
            name="status"
            label="Status after replying"
            options={feedbackStatuses}
            optionLabel={(status) => feedbackStatusLabels[status as FeedbackItem['status']]}
          />
          <Button type="submit" disabled={send.isPending}>
            <Send aria-hidden />
            {send.isPending ? 'Sending...' : 'Send Reply'}
          </Button>
        </div>
      </form>
    </Form>
  )
}
