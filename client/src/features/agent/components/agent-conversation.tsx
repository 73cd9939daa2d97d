import type { Rating } from '@contract/conversations'
import { ChevronDown, Keyboard } from 'lucide-react'
import { type ReactNode, type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { ChatMessage } from '../chat'
import { type Device, deviceLabel } from '../devices'
import type { PendingTurn } from '../hooks/use-agent-chat'
import { ChatMessageView, PendingTurnView } from './chat-messages'
import { DeviceIcon } from './device-icon'
import { FollowUpQuestions } from './follow-up-questions'
import { isNearBottom, JumpToLatest } from './jump-to-latest'
import { QuestionAllowance } from './question-allowance'
import { QuestionComposer } from './question-composer'

/** A new answer's start is brought this far below the top of the conversation, so its heading shows too. */
const ANSWER_TOP_GAP_PX = 12

/**
 * Where the conversation should be scrolled to show the newest answer from its start: the answer's top near
 * the top of the view, or the end while the whole answer fits below that. Never further down, so a long
 * answer is read from its beginning instead of being chased to its end as it streams in.
 */
function answerStartTop(scroller: HTMLElement, showEnd: boolean): number {
  const end = Math.max(0, scroller.scrollHeight - scroller.clientHeight)
  const answers = scroller.querySelectorAll<HTMLElement>('[data-answer]')
  const latest = answers[answers.length - 1]
  if (showEnd || !latest) return end
  const start =
    latest.getBoundingClientRect().top -
    scroller.getBoundingClientRect().top +
    scroller.scrollTop -
    ANSWER_TOP_GAP_PX
  return Math.min(Math.max(0, start), end)
}

type AgentConversationProps = {
  product: string
  device: Device | null
  messages: ChatMessage[]
  pending: PendingTurn | null
  onOpenDevices: () => void
  deviceButtonRef: Ref<HTMLButtonElement>
  input: string
  onInputChange: (value: string) => void
  onSend: () => void
  /** Stops the answer being streamed (offered while `pending` is streaming). */
  onStop?: () => void
  busy: boolean
  composerRef: Ref<HTMLTextAreaElement>
  /** Shown first in the device bar: the narrow screen's Conversations button. */
  barStart?: ReactNode
  /** An answer's rating was saved. */
  onRated?: (answerId: number, rating: Rating) => void
  /** Asks a follow-up question offered under the newest answer. */
  onAsk?: (question: string) => void
  /** Regenerates the latest answer (offered when it can be now). */
  onRegenerate?: () => void
  canRegenerate?: boolean
  /** Sends an edited question in place of the one asked (offered where `canEdit` says it can be now). */
  onEdit?: (messageId: string, text: string) => void
  canEdit?: (messageId: string) => boolean
  /** Asks a failed question again. */
  onRetry?: () => void
  /** Opens the list of keyboard shortcuts. */
  onShowShortcuts?: () => void
}

/**
 * The conversation (SPEC.md section 2 'Once a conversation exists'): a device bar on top, the messages in
 * between, the question box at the bottom, together filling the viewport under the app's top bar.
 */
export function AgentConversation({
  product,
  device,
  messages,
  pending,
  onOpenDevices,
  deviceButtonRef,
  input,
  onInputChange,
  onSend,
  onStop,
  busy,
  composerRef,
  barStart,
  onRated,
  onAsk,
  onRegenerate,
  canRegenerate = false,
  onEdit,
  canEdit,
  onRetry,
  onShowShortcuts,
}: AgentConversationProps) {
  const sectionRef = useRef<HTMLElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  // Set by 'Jump to latest', or by the reader scrolling back to the end: the view keeps to the end as the
  // answer grows (SPEC.md: it auto-scrolls to the newest message), until the reader scrolls up again.
  const stickRef = useRef(false)
  // The reader has scrolled up, away from the end, themselves; and whether something new came meanwhile.
  const [readingAbove, setReadingAbove] = useState(false)
  const [unseen, setUnseen] = useState(false)
  // Whether the view keeps the newest answer's start in place: set when a question is asked, cleared when
  // the reader scrolls the conversation themselves (left be until the next question).
  const followRef = useRef(true)
  // Where the view last put the scroll position, to tell the reader's own scrolling from the view's.
  const placedRef = useRef<number | null>(null)
  const question = pending?.question
  const streaming = pending?.status === 'streaming'

  useLayoutEffect(() => {
    if (!streaming) return
    followRef.current = true
    stickRef.current = false
    setReadingAbove(false)
    setUnseen(false)
  }, [streaming])

  // The conversation fills the viewport under the top bar; if the page was scrolled down to reach a
  // suggestion, bring the device bar back into view when the conversation takes over.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0 })
  }, [])

  // A new answer is shown from its start, as it starts and as it settles; a failure shows at the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the conversation's content changes
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    if (stickRef.current) {
      scroller.scrollTop = Math.max(0, scroller.scrollHeight - scroller.clientHeight)
    } else if (followRef.current) {
      scroller.scrollTop = answerStartTop(scroller, pending?.status === 'failed')
    } else {
      // The reader is reading above: the view stays where they are, and 'Jump to latest' offers the rest.
      if (!isNearBottom(scroller)) setUnseen(true)
      return
    }
    placedRef.current = scroller.scrollTop
  }, [messages.length, pending?.answer, pending?.status, question])

  const jumpToLatest = useCallback(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    stickRef.current = true
    followRef.current = false
    scroller.scrollTop = Math.max(0, scroller.scrollHeight - scroller.clientHeight)
    placedRef.current = scroller.scrollTop
    setReadingAbove(false)
    setUnseen(false)
    // The button goes with the click: focus goes on to the question box, or to Stop while an answer comes.
    const next = sectionRef.current?.querySelector<HTMLElement>(
      'textarea:not(:disabled), button[aria-label="Stop answering"]',
    )
    next?.focus()
  }, [])

  const lastIndex = messages.length - 1

  return (
    <section
      ref={sectionRef}
      aria-label="Conversation"
      className="flex h-[calc(100dvh-4rem-var(--notice-height,0px))] min-h-80 flex-col"
    >
      <h1 className="sr-only">{product}</h1>
      <div className="z-10 shrink-0 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-2 sm:px-6">
          {barStart}
          <span className="hidden text-sm text-muted-foreground sm:inline">Device</span>
          <Button
            ref={deviceButtonRef}
            variant="outline"
            className="h-11 min-w-0 shrink justify-start gap-2.5 px-2 pr-3 sm:max-w-md"
            onClick={onOpenDevices}
            aria-haspopup="dialog"
            aria-label={device ? `Device: ${deviceLabel(device)}. Change device` : 'Select device'}
          >
            {device && <DeviceIcon device={device} className="size-7" />}
            <span className="min-w-0 truncate font-semibold">
              {device ? deviceLabel(device) : 'Select device'}
            </span>
            <ChevronDown className="text-muted-foreground" aria-hidden />
          </Button>
        </div>
      </div>

      {/* The Jump to latest button floats over the scroller's end, just above the question box. */}
      <div className="relative flex min-h-0 flex-1 flex-col">
        {/* relative: the scroller contains its absolutely placed labels (sr-only), which would otherwise
          lengthen the whole page. */}
        <div
          ref={scrollerRef}
          className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
          onScroll={(event) => {
            const scroller = event.currentTarget
            const placed = placedRef.current
            if (placed !== null && Math.abs(scroller.scrollTop - placed) <= 1) return
            followRef.current = false
            // Back at the end, the view keeps to it again; above it, it stays where the reader is.
            const atEnd = isNearBottom(scroller)
            stickRef.current = atEnd
            setReadingAbove(!atEnd)
            if (atEnd) setUnseen(false)
          }}
        >
          <div
            role="log"
            aria-live="polite"
            aria-label="Messages"
            className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6"
          >
            {messages.map((message, index) => (
              <ChatMessageView
                key={message.id}
                message={message}
                onRated={onRated}
                onEdit={message.type === 'user' && canEdit?.(message.id) ? onEdit : undefined}
                onRegenerate={index === lastIndex && canRegenerate ? onRegenerate : undefined}
              />
            ))}
            {pending && <PendingTurnView turn={pending} onRetry={onRetry} />}
            {!pending && onAsk && messages.at(-1)?.followUps && (
              <FollowUpQuestions questions={messages.at(-1)?.followUps ?? []} onAsk={onAsk} disabled={busy} />
            )}
          </div>
        </div>
        {readingAbove && (streaming || unseen) && <JumpToLatest onClick={jumpToLatest} />}
      </div>

      <div className="shrink-0 border-t border-border bg-card">
        <div className="mx-auto max-w-3xl px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
          <QuestionAllowance busy={busy}>
            <QuestionComposer
              textareaRef={composerRef}
              label={device ? `Your question about ${deviceLabel(device)}` : 'Your question'}
              placeholder={device ? 'Ask about your device...' : 'Select a device first'}
              value={input}
              onChange={onInputChange}
              onSend={onSend}
              onStop={streaming ? onStop : undefined}
              disabled={!device}
              busy={busy}
            />
          </QuestionAllowance>
          <div className="mt-1 flex items-center justify-center gap-x-2 text-xs text-muted-foreground">
            <p className="hidden sm:block">
              Enter sends, Shift+Enter starts a new line. Check critical settings against your manual.
            </p>
            {onShowShortcuts && (
              <Button
                variant="link"
                size="sm"
                className="h-8 shrink-0 gap-1 px-1 text-xs text-muted-foreground"
                onClick={onShowShortcuts}
                aria-haspopup="dialog"
              >
                <Keyboard aria-hidden />
                Keyboard shortcuts
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
