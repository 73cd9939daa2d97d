import type { QuestionOutcome } from '@contract/admin'
import type { AnswerRating } from '@contract/answer-review'
import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { outcomeLabel, ratingLabel } from '../answers'

const outcomeTones: Record<QuestionOutcome, BadgeProps['tone']> = {
  answered: 'success',
  'model-fallback': 'warning',
  aborted: 'neutral',
  'nothing-found': 'info',
  declined: 'danger',
}

/** How a question ended, in words. */
export function OutcomeBadge({ outcome }: { outcome: QuestionOutcome }) {
  return <Badge tone={outcomeTones[outcome]}>{outcomeLabel(outcome)}</Badge>
}

/** The asker's thumbs up or down, with its meaning for assistive technology; a dash when unrated. */
export function RatingIcon({ rating }: { rating: AnswerRating | null }) {
  const label = ratingLabel(rating)
  if (rating === null) {
    return (
      <span className="text-muted-foreground" title={label}>
        <span aria-hidden>–</span>
        <span className="sr-only">{label}</span>
      </span>
    )
  }
  const Icon = rating === 'up' ? ThumbsUp : ThumbsDown
  return (
    <span className={rating === 'up' ? 'text-success' : 'text-destructive'} title={label}>
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  )
}
