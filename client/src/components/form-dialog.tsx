import type { FormEventHandler, ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { DialogFrame } from '@/components/dialog-frame'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Form } from '@/components/ui/form'

type FormDialogProps<TValues extends FieldValues, TContext, TTransformed> = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  /** The content panel's classes (its width, say). */
  className?: string
  form: UseFormReturn<TValues, TContext, TTransformed>
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The submit button's text, and its text while the request runs. */
  submitLabel: string
  pendingLabel: string
  pending: boolean
  /** The fields. */
  children: ReactNode
}

/** A dialog holding one form: its fields, then Cancel (closes) and the submit button. */
export function FormDialog<TValues extends FieldValues, TContext, TTransformed>({
  open,
  onOpenChange,
  title,
  description,
  className = 'grid-cols-[minmax(0,1fr)]',
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: FormDialogProps<TValues, TContext, TTransformed>) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
    >
      <Form {...form}>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          {children}
          <FormDialogFooter
            className="pt-2"
            onCancel={() => onOpenChange(false)}
            pending={pending}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
          />
        </form>
      </Form>
    </DialogFrame>
  )
}
