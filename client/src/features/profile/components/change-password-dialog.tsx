import { type ChangePasswordForm, changePasswordFormSchema } from '@contract/auth'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { DialogFrame } from '@/components/dialog-frame'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { NewPasswordField, PasswordField } from '@/features/auth'
import { useZodForm } from '@/lib/use-zod-form'
import { useChangePassword } from '../api'

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** SPEC.md section 2 'Security' and section 5 'Change password': the rules and messages come from the contract. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false)
  const changePassword = useChangePassword()
  const form = useZodForm(changePasswordFormSchema, emptyForm)

  const onOpenChange = (next: boolean) => {
    if (changePassword.isPending) return
    setOpen(next)
    // Passwords never linger in a closed dialog.
    if (!next) form.reset(emptyForm)
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline">
          <KeyRound aria-hidden />
          Change Password
        </Button>
      }
      title="Change Password"
      description="Enter your current password, then choose a new one."
    >
      <Form {...form}>
        <form
          noValidate
          className="grid gap-5"
          onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => {
            if (changePassword.isPending) return
            changePassword.mutate(
              { currentPassword, newPassword },
              {
                onSuccess: () => {
                  setOpen(false)
                  form.reset(emptyForm)
                },
              },
            )
          })}
        >
          <PasswordField
            control={form.control}
            name="currentPassword"
            label="Current Password"
            autoComplete="current-password"
            toggleLabel="current password"
          />
          <NewPasswordField
            control={form.control}
            name="newPassword"
            label="New Password"
            toggleLabel="new password"
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label="Confirm New Password"
            autoComplete="new-password"
            toggleLabel="password confirmation"
          />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={changePassword.isPending}
            lockCancel
            submitLabel="Change Password"
            pendingLabel="Changing..."
          />
        </form>
      </Form>
    </DialogFrame>
  )
}
