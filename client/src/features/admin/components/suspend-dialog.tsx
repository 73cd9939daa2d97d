import { type AdminUser, SUSPENSION_REASON_MAX } from '@contract/admin'
import { useEffect, useId, useState } from 'react'
import { DialogFrame } from '@/components/dialog-frame'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { fullNameOf } from '@/features/auth'

type SuspendDialogProps = {
  user: AdminUser | null
  onOpenChange: (open: boolean) => void
  onConfirm: (reason: string) => void
}

/**
 * Suspending a user (decision 0085): what it does, an optional reason kept for admins (the user is not
 * shown it), and the destructive confirmation.
 */
export function SuspendUserDialog({ user, onOpenChange, onConfirm }: SuspendDialogProps) {
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const hintId = useId()
  useEffect(() => {
    if (user) setReason('')
  }, [user])
  return (
    <DialogFrame
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Suspend User"
      description={
        user
          ? `Suspend "${fullNameOf(user)}" (${user.email})? They are signed out everywhere at once and cannot sign in until reinstated.`
          : ''
      }
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm(reason.trim())
          onOpenChange(false)
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={SUSPENSION_REASON_MAX}
            aria-describedby={hintId}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            Kept for admins in the user's details and the audit log; the user is not shown it.
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive">
            Suspend
          </Button>
        </div>
      </form>
    </DialogFrame>
  )
}
