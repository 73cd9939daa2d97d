import type { ReactNode } from 'react'
import { useState } from 'react'
import { AlertDialogFrame } from '@/components/dialog-frame'
import { AlertDialogCancel } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { formatAccountDate } from '@/lib/account-date'
import { useCancelSubscription } from '../api'

/**
 * SPEC.md section 2: cancelling keeps access until the current period ends. 'Keep Subscription' only closes;
 * 'Cancel Subscription' cancels, and the page reloads shortly after (SPEC.md section 4).
 */
export function CancelSubscriptionDialog({
  periodEnd,
  children,
}: {
  /** The end of the current billing period, when known. */
  periodEnd?: string | null
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const cancel = useCancelSubscription()
  const until = periodEnd ? formatAccountDate(periodEnd) : null
  return (
    <AlertDialogFrame
      open={open}
      onOpenChange={(next) => !cancel.isPending && setOpen(next)}
      trigger={children}
      title="Cancel your subscription?"
      description={
        <>
          Your access continues until the end of the current billing period
          {until && until !== 'N/A' ? ` (${until})` : ''}. After that your account returns to the free plan,
          and you will not be charged again.
        </>
      }
    >
      <AlertDialogCancel disabled={cancel.isPending}>Keep Subscription</AlertDialogCancel>
      <Button
        variant="destructive"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
      >
        {cancel.isPending ? 'Canceling...' : 'Cancel Subscription'}
      </Button>
    </AlertDialogFrame>
  )
}
