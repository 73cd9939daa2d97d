import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { QUESTION_MAX_CHARS } from './question-composer'

type EditQuestionFormProps = {
  question: string
  onSend: (text: string) => void
  onCancel: () => void
}

/**
 * A question being edited in place (decision 0081): its text in a box that takes focus, 'Send' to ask it in
 * place of the original (what followed it leaves the conversation) and 'Cancel'. Enter sends, Shift+Enter
 * starts a new line and Escape cancels, as in the question box.
 */
export function EditQuestionForm({ question, onSend, onCancel }: EditQuestionFormProps) {
  const id = useId()
  const [text, setText] = useState(question)
  const boxRef = useRef<HTMLTextAreaElement>(null)
  const canSend = text.trim() !== ''

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    box.focus()
    box.setSelectionRange(box.value.length, box.value.length)
  }, [])

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (canSend) onSend(text.trim())
  }

  return (
    <form
      className="ml-auto grid w-full max-w-xl gap-2 rounded-2xl border border-border bg-card p-3 shadow-sm"
      onSubmit={submit}
      aria-label="Edit your question"
    >
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        Edit your question. Sending it replaces this question, its answer and everything after them.
      </label>
      <Textarea
        ref={boxRef}
        id={id}
        rows={2}
        maxLength={QUESTION_MAX_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            // Handled here: the chat's own Escape (stop an answer) has nothing to do while a question is edited.
            event.preventDefault()
            event.stopPropagation()
            onCancel()
            return
          }
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
          event.preventDefault()
          submit()
        }}
        className="max-h-60 min-h-16 field-sizing-content resize-none leading-6"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!canSend}>
          Send
        </Button>
      </div>
    </form>
  )
}
