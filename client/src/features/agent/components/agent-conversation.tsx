import { ChevronDown } from 'lucide-react'
import { type Ref, useLayoutEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import type { ChatMessage } from '../chat'
import { type Device, deviceLabel } from '../devices'
import type { PendingTurn } from '../hooks/use-agent-chat'
import { ChatMessageView, PendingTurnView } from './chat-messages'
import { DeviceIcon } from './device-icon'
import { QuestionComposer } from './question-composer'

/** Within this many pixels of the end, the view keeps following new text; further up, the reader is left be. */
const FOLLOW_THRESHOLD_PX = 96

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
  busy: boolean
  composerRef: Ref<HTMLTextAreaElement>
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
  busy,
  composerRef,
}: AgentConversationProps) {
  const scrollerRef = useRef<HTMLDivElement>(null)
  const followRef = useRef(true)
  const question = pending?.question

  // A new question always brings the end into view; a growing answer only while the reader is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a question is asked
  useLayoutEffect(() => {
    followRef.current = true
  }, [question, messages.length])

  // The conversation fills the viewport under the top bar; if the page was scrolled down to reach a
  // suggestion, bring the device bar back into view when the conversation takes over.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0 })
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the conversation's content grows
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (scroller && followRef.current) scroller.scrollTop = scroller.scrollHeight
  }, [messages.length, pending?.answer, pending?.status, question])

  return (
    <section aria-label="Conversation" className="flex h-[calc(100dvh-4rem)] min-h-80 flex-col">
      <h1 className="sr-only">{product}</h1>
      <div className="z-10 shrink-0 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-2 sm:px-6">
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

      <div
        ref={scrollerRef}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
        onScroll={(event) => {
          const { scrollHeight, scrollTop, clientHeight } = event.currentTarget
          followRef.current = scrollHeight - scrollTop - clientHeight < FOLLOW_THRESHOLD_PX
        }}
      >
        <div
          role="log"
          aria-live="polite"
          aria-label="Messages"
          className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6"
        >
          {messages.map((message) => (
            <ChatMessageView key={message.id} message={message} />
          ))}
          {pending && <PendingTurnView turn={pending} />}
        </div>
      </div>

      <div className="shrink-0 border-t border-border bg-card">
        <div className="mx-auto max-w-3xl px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
          <QuestionComposer
            textareaRef={composerRef}
            label={device ? `Your question about ${deviceLabel(device)}` : 'Your question'}
            placeholder={device ? 'Ask about your device...' : 'Select a device first'}
            value={input}
            onChange={onInputChange}
            onSend={onSend}
            disabled={!device}
            busy={busy}
          />
          <p className="mt-2 hidden text-center text-xs text-muted-foreground sm:block">
            Enter sends, Shift+Enter starts a new line. Check critical settings against your manual.
          </p>
        </div>
      </div>
    </section>
  )
}
