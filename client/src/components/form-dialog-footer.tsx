import { Button, type ButtonProps } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'

type FormDialogFooterProps = {
  /** Closes the dialog. */
  onCancel: () => void
  submitLabel: string
  /** What the submit button says while the request runs. */
  pendingLabel?: string
  /** A request is running: the submit button waits (and says pendingLabel). */
  pending?: boolean
  /** Cancel waits too while the request runs. */
  lockCancel?: boolean
  /** The submit button's look: 'destructive' for a step that cannot be undone. */
  submitVariant?: ButtonProps['variant']
  className?: string
}

/** A form dialog's Cancel and submit buttons. */
export function FormDialogFooter({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  lockCancel,
  submitVariant,
  className,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" disabled={lockCancel ? pending : undefined} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={submitVariant} disabled={pending}>
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  )
}
