import type { Rating } from '@contract/conversations'
import { AlertCircle, Bot, Pencil, RefreshCw, RotateCcw, Sparkles } from 'lucide-react'
import { memo, useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { UpgradeDialog } from '@/features/billing'
import { answerBody, answerForCopy } from '../answer-text'
import type { ChatMessage } from '../chat'
import type { PendingTurn } from '../hooks/use-agent-chat'
import { AnswerMarkdown } from './answer-markdown'
import { AnswerRating } from './answer-rating'
import { AnswerSources } from './answer-sources'
import { CopyAnswerButton } from './copy-answer-button'
import { EditQuestionForm } from './edit-question-form'
import { RelatedSections } from './related-sections'

function UserBubble({ content, failed = false }: { content: string; failed?: boolean }) {
  return (
    <div className="flex justify-end pl-8 sm:pl-16">
      <div
        className={
          failed
            ? 'max-w-full rounded-2xl rounded-br-md border border-dashed border-destructive/50 bg-card px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap break-words text-foreground'
            : 'max-w-full rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap break-words text-primary-foreground shadow-sm'
        }
      >
        <span className="sr-only">You asked: </span>
        {content}
      </div>
    </div>
  )
}

function AssistantFrame({
  deviceLabel,
  busy = false,
  actions,
  children,
}: {
  deviceLabel?: string
  busy?: boolean
  /** Shown under the answer's bubble, e.g. its Copy button. */
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  // data-answer marks where an answer starts: the conversation scrolls a new one's start into view.
  return (
    <div className="flex gap-2.5 pr-2 sm:gap-3 sm:pr-10" aria-busy={busy || undefined} data-answer="">
      <span
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-navy text-navy-highlight"
        aria-hidden
      >
        <Bot className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="mb-1 text-xs font-medium text-muted-foreground">
          <span className="sr-only">The assistant answered</span>
          {deviceLabel && (
            <>
              <span className="sr-only"> about </span>
              <span aria-hidden>Assistant · </span>
              {deviceLabel}
            </>
          )}
        </p>
        <div className="rounded-2xl rounded-tl-md border border-border bg-card px-4 py-3 shadow-sm">
          {children}
        </div>
        {actions && <div className="mt-1 flex flex-wrap items-center">{actions}</div>}
      </div>
    </div>
  )
}

/** The small text buttons under a message (Copy, Edit, Regenerate, Retry). */
const ACTION_CLASS = 'h-8 gap-1.5 px-2 text-xs font-medium text-muted-foreground hover:text-foreground'

/** The owner's question, with an Edit action that turns it into a form to change and send it again. */
function UserMessage({
  message,
  onEdit,
}: {
  message: ChatMessage
  onEdit?: (id: string, text: string) => void
}) {
  const [editing, setEditing] = useState(false)
  // After Cancel, focus goes back to the Edit button the form stood in for.
  const editButtonRef = useRef<HTMLButtonElement>(null)
  const [returnFocus, setReturnFocus] = useState(false)
  useEffect(() => {
    if (!returnFocus) return
    editButtonRef.current?.focus()
    setReturnFocus(false)
  }, [returnFocus])
  if (editing && onEdit) {
    return (
      <EditQuestionForm
        question={message.content}
        onCancel={() => {
          setEditing(false)
          setReturnFocus(true)
        }}
        onSend={(text) => {
          setEditing(false)
          onEdit(message.id, text)
        }}
      />
    )
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-1">
      <UserBubble content={message.content} />
      {onEdit && (
        <div className="flex justify-end">
          <Button
            ref={editButtonRef}
            variant="ghost"
            size="sm"
            className={ACTION_CLASS}
            onClick={() => setEditing(true)}
            aria-label={`Edit question: ${message.content.slice(0, 80)}`}
          >
            <Pencil aria-hidden />
            <span aria-hidden>Edit</span>
          </Button>
        </div>
      )}
    </div>
  )
}

type ChatMessageViewProps = {
  message: ChatMessage
  /** A kept answer's rating was saved (offered only on answers the server kept). */
  onRated?: (answerId: number, rating: Rating) => void
  /** On a question that can be edited now: sends the edited text in its place. */
  onEdit?: (messageId: string, text: string) => void
  /** On the latest answer, when it can be regenerated now. */
  onRegenerate?: () => void
}

/** One settled message; memoised so a streaming answer re-renders only itself, not the whole history. */
export const ChatMessageView = memo(function ChatMessageView({
  message,
  onRated,
  onEdit,
  onRegenerate,
}: ChatMessageViewProps) {
  const sourcesId = useId()
  if (message.type === 'user') return <UserMessage message={message} onEdit={onEdit} />
  // The streamed text always ends in the server's own sources list, so a stopped answer drops it too.
  const unfinished = Boolean(message.stopped || message.cutShort)
  const body = answerBody(message.content, Boolean(message.sources?.length) || unfinished)
  const rating =
    message.answerId !== undefined && onRated ? (
      <AnswerRating answerId={message.answerId} rating={message.rating ?? null} onRated={onRated} />
    ) : undefined
  return (
    <AssistantFrame
      deviceLabel={message.deviceLabel}
      actions={
        body.trim() || rating || onRegenerate ? (
          <>
            {body.trim() && <CopyAnswerButton text={answerForCopy(body, message.sources)} />}
            {onRegenerate && (
              <Button variant="ghost" size="sm" className={ACTION_CLASS} onClick={onRegenerate}>
                <RefreshCw aria-hidden />
                Regenerate
              </Button>
            )}
            {rating}
          </>
        ) : undefined
      }
    >
      {body.trim() && <AnswerMarkdown content={body} sources={message.sources} sourcesId={sourcesId} />}
      {message.stopped && <p className="mt-2 text-xs text-muted-foreground italic first:mt-0">Stopped</p>}
      {message.cutShort && !message.stopped && (
        <p className="mt-2 text-xs text-muted-foreground italic first:mt-0">This answer was cut short.</p>
      )}
      {message.related && <RelatedSections related={message.related} />}
      {message.sources && <AnswerSources sources={message.sources} id={sourcesId} canOpenPages />}
    </AssistantFrame>
  )
})

/**
 * The question being answered, its answer growing as the stream arrives; or the question that failed, with
 * Retry (the same question asked again in its place).
 */
export function PendingTurnView({ turn, onRetry }: { turn: PendingTurn; onRetry?: () => void }) {
  if (turn.status === 'failed') {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <UserBubble content={turn.question} failed />
        <div className="flex flex-col items-end gap-2 pl-8 text-right text-sm sm:pl-16">
          <p className="flex max-w-full items-start gap-1.5 text-destructive">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">Not answered: {turn.error?.message}</span>
          </p>
          {turn.error?.retryable && onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              <RotateCcw aria-hidden />
              Retry
            </Button>
          )}
          {turn.error?.quotaExceeded && (
            <UpgradeDialog>
              <Button size="sm">
                <Sparkles aria-hidden />
                Upgrade
              </Button>
            </UpgradeDialog>
          )}
        </div>
      </div>
    )
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <UserBubble content={turn.question} />
      <AssistantFrame deviceLabel={turn.deviceLabel} busy>
        {turn.answer ? (
          <>
            <AnswerMarkdown content={answerBody(turn.answer, true)} />
            <Spinner label="The assistant is still answering" className="mt-2 justify-start [&_svg]:size-4" />
          </>
        ) : (
          <Spinner label="Thinking..." showLabel className="justify-start py-0.5" />
        )}
      </AssistantFrame>
    </div>
  )
}
