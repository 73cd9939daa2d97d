import { type FeedbackItem, feedbackPriorities, feedbackStatuses } from '@contract/feedback'
import { Mail } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useProductName } from '@/features/config/api'
import { useUpdateFeedback } from '@/features/feedback/api'
import {
  type FeedbackPriority,
  type FeedbackStatus,
  feedbackPriorityLabels,
  feedbackStatusLabels,
} from '@/features/feedback/feedback-list'
import { feedbackReplyMailto } from '@/features/feedback/mailto'
import { formatDate } from '../format'
import { FeedbackTypeBadge } from './feedback-badges'

type FeedbackDetailsDialogProps = {
  item: FeedbackItem | null
  onOpenChange: (open: boolean) => void
}

/**
 * SPEC.md section 2 'details dialog'. Status and priority save as soon as they change (any value to any
 * value, section 4), so there is no separate Save step to forget.
 */
export function FeedbackDetailsDialog({ item, onOpenChange }: FeedbackDetailsDialogProps) {
  const id = useId()
  const product = useProductName()
  const updateFeedback = useUpdateFeedback()

  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Feedback Details</DialogTitle>
          <DialogDescription>
            Review the message, set its status and priority, or reply by email.
          </DialogDescription>
        </DialogHeader>
        {item && (
          <div className="grid gap-4">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Submitted By</dt>
                <dd className="break-words font-medium">{item.name}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Email</dt>
                <dd className="break-words font-medium">{item.email}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Date</dt>
                <dd className="font-medium">{formatDate(item.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Type</dt>
                <dd>
                  <FeedbackTypeBadge type={item.type} />
                </dd>
              </div>
              <div className="min-w-0 sm:col-span-2">
                <dt className="text-xs text-muted-foreground">Subject</dt>
                <dd className="break-words font-medium">{item.subject}</dd>
              </div>
              <div className="min-w-0 sm:col-span-2">
                <dt className="text-xs text-muted-foreground">Message</dt>
                <dd className="mt-1 max-h-64 overflow-y-auto rounded-md bg-muted p-3 text-sm break-words whitespace-pre-wrap">
                  {item.message}
                </dd>
              </div>
            </dl>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-status`}>Status</Label>
                <Select
                  value={item.status}
                  disabled={updateFeedback.isPending}
                  onValueChange={(status) =>
                    updateFeedback.mutate({ id: item.id, changes: { status: status as FeedbackStatus } })
                  }
                >
                  <SelectTrigger id={`${id}-status`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {feedbackStatuses.map((status) => (
                      <SelectItem key={status} value={status}>
                        {feedbackStatusLabels[status]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-priority`}>Priority</Label>
                <Select
                  value={item.priority}
                  disabled={updateFeedback.isPending}
                  onValueChange={(priority) =>
                    updateFeedback.mutate({
                      id: item.id,
                      changes: { priority: priority as FeedbackPriority },
                    })
                  }
                >
                  <SelectTrigger id={`${id}-priority`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {feedbackPriorities.map((priority) => (
                      <SelectItem key={priority} value={priority}>
                        {feedbackPriorityLabels[priority]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
          </div>
        )}
        <DialogFooter className="pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {item && (
            <Button asChild>
              <a href={feedbackReplyMailto(item, product)}>
                <Mail aria-hidden />
                Respond via Email
              </a>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
