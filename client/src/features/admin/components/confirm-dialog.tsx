import { AlertDialogFrame } from '@/components/dialog-frame'
import { AlertDialogAction, AlertDialogCancel } from '@/components/ui/alert-dialog'
import { buttonVariants } from '@/components/ui/button'

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** The question SPEC.md words, e.g. 'Are you sure you want to delete this device?' */
  description: string
  confirmLabel?: string
  onConfirm: () => void
}

/** A destructive action's confirmation; the action runs (and reports by toast) once the admin agrees. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <AlertDialogCancel>Cancel</AlertDialogCancel>
      <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
        {confirmLabel}
      </AlertDialogAction>
    </AlertDialogFrame>
  )
}
