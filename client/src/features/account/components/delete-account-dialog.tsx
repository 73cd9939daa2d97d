import { type DeleteAccountRequest, deleteAccountRequestSchema } from '@contract/account'
import type { User } from '@contract/user'
import { Trash2, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { DialogFrame } from '@/components/dialog-frame'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { PasswordField, throttledMessage } from '@/features/auth'
import { hasPaidPlan } from '@/features/billing'
import { ApiError, errorMessage } from '@/lib/api'
import { useZodForm } from '@/lib/use-zod-form'
import { useDeleteAccount } from '../api'

const emptyForm: DeleteAccountRequest = { password: '' }

/**
 * 'Delete my account': the password again, then the deletion. The server's refusal shows where it belongs:
 * under the password field when it names it, above the buttons otherwise (a payment provider outage).
 */
export function DeleteAccountDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false)
  const deleteAccount = useDeleteAccount()
  const form = useZodForm(deleteAccountRequestSchema, emptyForm)
  const serverError = form.formState.errors.root?.server?.message
  const paidPlan = hasPaidPlan(user) ? (user.subscription === 'premium' ? 'Premium' : 'Basic') : null

  const onOpenChange = (next: boolean) => {
    if (deleteAccount.isPending) return
    setOpen(next)
    // The password never lingers in a closed dialog.
    if (!next) form.reset(emptyForm)
  }

  const onSubmit = form.handleSubmit((request) => {
    if (deleteAccount.isPending) return
    deleteAccount.mutate(request, {
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'password') {
          form.setError('password', { message: error.message }, { shouldFocus: true })
          return
        }
        form.setError('root.server', {
          message: throttledMessage(error) ?? errorMessage(error, 'Failed to delete your account'),
        })
      },
    })
  })

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" className="border-destructive/40 text-destructive hover:text-destructive">
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      }
      title="Delete your account?"
      description="This cannot be undone. Enter your password to confirm that you want your account and its data deleted."
    >
      <Form {...form}>
        <form noValidate className="grid gap-5" onSubmit={onSubmit}>
          {paidPlan && (
            <p className="flex items-start gap-2 rounded-lg border border-warning-line bg-warning-surface p-3 text-sm text-warning-ink">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              Your {paidPlan} subscription is cancelled at once, with no refund for the rest of the billing
              period.
            </p>
          )}
          <PasswordField
            control={form.control}
            name="password"
            label="Password"
            autoComplete="current-password"
            toggleLabel="password"
          />
          {serverError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {serverError}
            </p>
          )}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={deleteAccount.isPending}
            lockCancel
            submitVariant="destructive"
            submitLabel="Delete my account"
            pendingLabel="Deleting..."
          />
        </form>
      </Form>
    </DialogFrame>
  )
}
