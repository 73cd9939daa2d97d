import { SendHorizontal, Square } from 'lucide-react'
import { type Ref, useId } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'

/** The server refuses longer questions (contract/query.ts). */
export const QUESTION_MAX_CHARS = 2000

type QuestionComposerProps = {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  placeholder: string
  /** The accessible name when the placeholder is not enough of one. */
  label: string
  disabled?: boolean
  busy?: boolean
  /** Stops the answer being streamed: while there is one, a Stop button takes the send button's place. */
  onStop?: () => void
  textareaRef?: Ref<HTMLTextAreaElement>
  className?: string
}

/**
 * A question box with its send button: Enter sends, Shift+Enter starts a new line (and Enter while an input
 * method is composing, e.g. Japanese, only confirms the composition). It grows with its text up to a few lines.
 */
export function QuestionComposer({
  value,
  onChange,
  onSend,
  placeholder,
  label,
  disabled = false,
  busy = false,
  onStop,
  textareaRef,
  className,
}: QuestionComposerProps) {
  const id = useId()
  const canSend = !disabled && !busy && value.trim() !== ''
  return (
    <form
      className={cn('flex items-end gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault()
        if (canSend) onSend()
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        ref={textareaRef}
        id={id}
        rows={1}
        maxLength={QUESTION_MAX_CHARS}
        enterKeyHint="send"
        placeholder={placeholder}
        disabled={disabled || busy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
          event.preventDefault()
          if (canSend) onSend()
        }}
        className="max-h-40 min-h-11 field-sizing-content resize-none py-2.5 leading-6"
      />
      {onStop ? (
        <Button
          type="button"
          size="icon"
          variant="outline"
          className="size-11 rounded-lg border-primary/40 text-primary hover:text-primary"
          onClick={onStop}
          aria-label="Stop answering"
          title="Stop answering"
        >
          <Square className="fill-current" aria-hidden />
        </Button>
      ) : (
        <Button
          type="submit"
          size="icon"
          className="size-11 rounded-lg"
          disabled={!canSend}
          aria-label="Send message"
        >
          {busy ? (
            <Spinner
              label="Sending"
              className="text-primary-foreground [&_svg]:size-4 [&_svg]:text-current"
            />
          ) : (
            <SendHorizontal aria-hidden />
          )}
        </Button>
      )}
    </form>
  )
}
