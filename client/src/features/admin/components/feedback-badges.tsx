import { type FeedbackItem, feedbackTypeLabels } from '@contract/feedback'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { feedbackPriorityLabels, feedbackStatusLabels } from '@/features/feedback'

type Tone = NonNullable<BadgeProps['tone']>

const typeTones: Record<FeedbackItem['type'], Tone> = {
  bug: 'danger',
  enhancement: 'info',
  support: 'neutral',
}
const statusTones: Record<FeedbackItem['status'], Tone> = {
  pending: 'warning',
  'in-progress': 'info',
  completed: 'success',
  declined: 'neutral',
}
const priorityTones: Record<FeedbackItem['priority'], Tone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'danger',
}

/** SPEC.md section 2: 'Bug Report', 'Enhancement' or 'Support'. */
export function FeedbackTypeBadge({ type }: { type: FeedbackItem['type'] }) {
  return <Badge tone={typeTones[type]}>{feedbackTypeLabels[type]}</Badge>
}

export function FeedbackStatusBadge({ status }: { status: FeedbackItem['status'] }) {
  return <Badge tone={statusTones[status]}>{feedbackStatusLabels[status]}</Badge>
}

export function FeedbackPriorityBadge({ priority }: { priority: FeedbackItem['priority'] }) {
  return <Badge tone={priorityTones[priority]}>{feedbackPriorityLabels[priority]}</Badge>
}
