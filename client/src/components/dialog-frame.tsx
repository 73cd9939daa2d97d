import type { ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'

type FrameProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the dialog, when the dialog has one of its own. */
  trigger?: ReactNode
  title: ReactNode
  description: ReactNode
}

/** A dialog's frame: the optional trigger, then the title and description above the body. */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: FrameProps & {
  /** The content panel's classes (its width, say). */
  className?: string
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** A confirmation's frame: the optional trigger, the question, and the answer buttons (`children`) beneath. */
export function AlertDialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: FrameProps & {
  /** The footer's buttons. */
  children: ReactNode
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>{children}</AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
