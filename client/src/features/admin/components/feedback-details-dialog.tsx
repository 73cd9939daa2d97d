import { type FeedbackItem, feedbackPriorities, feedbackStatuses } from '@contract/feedback'
import { Mail } from 'lucide-react'
import { useId } from 'react'
import { DialogFrame } from '@/components/dialog-frame'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useProductName } from '@/features/config'
import {
  feedbackPriorityLabels,
  feedbackReplyMailto,
  feedbackStatusLabels,
  useUpdateFeedback,
} from '@/features/feedback'
import { formatDateTime } from '../format'
import { FeedbackTypeBadge } from './feedback-badges'
import { FeedbackReplyForm, FeedbackThread } from './feedback-replies'

type FeedbackDetailsDialogProps = {
  item: FeedbackItem | null
  onOpenChange: (open: boolean) => void
}

/**
 * SPEC.md section 2 'details dialog'. Status and priority save as soon as they change (any value to any
 * value, section 4), so there is no separate Save step to forget. Below them, the replies sent from the app
 * and the reply box (decision 0086); 'Respond via Email' still opens the mail client as SPEC.md says.
 */
export function FeedbackDetailsDialog({ item, onOpenChange }: FeedbackDetailsDialogProps) {
  const id = useId()
  const product = useProductName()
  const updateFeedback = useUpdateFeedback()

  return (
    <DialogFrame
      open={item !== null}
      onOpenChange={onOpenChange}
      title="Feedback Details"
      description="Review the message, set its status and priority, and reply by email."
      className="grid-cols-[minmax(0,1fr)] sm:max-w-2xl"
    >
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
              <dd className="font-medium">{formatDateTime(item.createdAt)}</dd>
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
            <ChoiceSelect
              id={`${id}-status`}
              label="Status"
              value={item.status}
              options={feedbackStatuses}
              optionLabels={feedbackStatusLabels}
              disabled={updateFeedback.isPending}
              onChange={(status) => updateFeedback.mutate({ id: item.id, changes: { status } })}
            />
            <ChoiceSelect
              id={`${id}-priority`}
              label="Priority"
              value={item.priority}
              options={feedbackPriorities}
              optionLabels={feedbackPriorityLabels}
              disabled={updateFeedback.isPending}
              onChange={(priority) => updateFeedback.mutate({ id: item.id, changes: { priority } })}
            />
          </div>
          <div className="grid gap-4 border-t border-border pt-4">
            <FeedbackThread item={item} />
            <FeedbackReplyForm key={item.id} item={item} />
          </div>
        </div>
      )}
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
        {item && (
          // Outlined: the reply box's Send Reply is the dialog's main action; this opens the mail client.
          <Button asChild variant="outline">
            <a href={feedbackReplyMailto(item, product)}>
              <Mail aria-hidden />
              Respond via Email
            </a>
          </Button>
        )}
      </DialogFooter>
    </DialogFrame>
  )
}

type ChoiceSelectProps<T extends string> = {
  id: string
  label: string
  value: T
  options: readonly T[]
  optionLabels: Record<T, string>
  disabled: boolean
  onChange: (value: T) => void
}

/** A labelled select over a fixed list of values; a choice saves at once. */
function ChoiceSelect<T extends string>({
  id,
  label,
  value,
  options,
  optionLabels,
  disabled,
  onChange,
}: ChoiceSelectProps<T>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} disabled={disabled} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {optionLabels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
