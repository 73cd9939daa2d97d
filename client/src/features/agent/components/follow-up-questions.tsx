import { CornerDownRight } from 'lucide-react'
import { useId } from 'react'

/**
 * Questions to ask next, under the newest answer (decision 0082): each a button that asks it as a suggested
 * question is asked (SPEC.md section 2: it fills the input and is sent 100 ms later).
 */
export function FollowUpQuestions({
  questions,
  onAsk,
  disabled = false,
}: {
  questions: readonly string[]
  onAsk: (question: string) => void
  disabled?: boolean
}) {
  const headingId = useId()
  if (questions.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="pl-10.5 sm:pl-11">
      <h2 id={headingId} className="text-xs font-semibold text-muted-foreground">
        Ask next
      </h2>
      <ul className="mt-2 grid gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="flex w-full items-start gap-2 rounded-lg border border-border bg-card px-3 py-2 text-left text-sm text-foreground shadow-xs transition-colors hover:border-primary/50 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
            >
              <CornerDownRight className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span className="min-w-0 break-words">{question}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
