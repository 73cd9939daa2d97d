import type { Rating } from '@contract/conversations'
import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { cn } from '@/lib/utils'
import { useRateAnswer } from '../conversations-api'

type AnswerRatingProps = {
  answerId: number
  /** The saved rating, which the buttons show as pressed. */
  rating: Rating | null
  onRated: (answerId: number, rating: Rating) => void
}

const ratingButton = 'size-8 text-muted-foreground hover:text-foreground aria-pressed:text-primary'

/**
 * 'Helpful' / 'Not helpful' under an answer. A rating is saved at once; 'Not helpful' then offers an
 * optional comment, sent as a second rating (which replaces the first on the server).
 */
export function AnswerRating({ answerId, rating, onRated }: AnswerRatingProps) {
  const rate = useRateAnswer(answerId)
  const [commenting, setCommenting] = useState(false)
  const [comment, setComment] = useState('')
  const [thanked, setThanked] = useState(false)
  const downRef = useRef<HTMLButtonElement>(null)
  const commentId = useId()

  function save(next: Rating, text?: string, onSaved?: () => void) {
    rate.mutate(text ? { rating: next, comment: text } : { rating: next }, {
      onSuccess: (saved) => {
        onRated(answerId, saved.rating)
        onSaved?.()
      },
      onError: (error) => errorToast(errorMessage(error, 'Could not save your rating. Please try again.')),
    })
  }

  function closeComment() {
    setCommenting(false)
    setComment('')
    // The box is gone; focus goes back to the button that opened it.
    downRef.current?.focus()
  }

  function sendComment(event: FormEvent) {
    event.preventDefault()
    const text = comment.trim()
    if (!text) return closeComment()
    save('down', text, () => {
      setThanked(true)
      closeComment()
    })
  }

  return (
    <>
      <div className="flex items-center">
        <Button
          variant="ghost"
          size="icon"
          className={ratingButton}
          aria-label="Helpful"
          aria-pressed={rating === 'up'}
          disabled={rate.isPending}
          onClick={() => {
            setCommenting(false)
            save('up')
          }}
        >
          <ThumbsUp className={cn(rating === 'up' && 'fill-current')} aria-hidden />
        </Button>
        <Button
          ref={downRef}
          variant="ghost"
          size="icon"
          className={ratingButton}
          aria-label="Not helpful"
          aria-pressed={rating === 'down'}
          aria-expanded={commenting}
          aria-controls={commenting ? commentId : undefined}
          disabled={rate.isPending}
          onClick={() => save('down', undefined, () => setCommenting(true))}
        >
          <ThumbsDown className={cn(rating === 'down' && 'fill-current')} aria-hidden />
        </Button>
        <span role="status" aria-live="polite" className="ml-1 text-xs text-muted-foreground">
          {thanked ? 'Thanks for your feedback' : ''}
        </span>
      </div>
      {commenting && (
        <form id={commentId} onSubmit={sendComment} className="mt-1 grid basis-full gap-2">
          <Label htmlFor={`${commentId}-text`} className="text-xs text-muted-foreground">
            What was wrong with this answer? (optional)
          </Label>
          <Textarea
            id={`${commentId}-text`}
            value={comment}
            maxLength={2000}
            onChange={(event) => setComment(event.target.value)}
            className="min-h-16"
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={closeComment}>
              Skip
            </Button>
            <Button type="submit" size="sm" disabled={rate.isPending}>
              Send
            </Button>
          </div>
        </form>
      )}
    </>
  )
}
