import { type ResetPasswordForm as ResetPasswordValues, resetPasswordFormSchema } from '@contract/auth'
import { toast } from '@/components/ui/use-toast'
import { useZodForm } from '@/lib/use-zod-form'
import { useResetPassword } from '../api'
import { NewPasswordField, PasswordField } from './account-fields'
import { AuthForm, AuthSubmitButton } from './auth-form'

/** Sets a new password for the account the emailed token belongs to. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const resetPassword = useResetPassword()
  const form = useZodForm(resetPasswordFormSchema, {
    password: '',
    confirmPassword: '',
  } satisfies ResetPasswordValues)

  return (
    <AuthForm
      form={form}
      onValid={({ password }) => {
        if (!token) {
          toast({ variant: 'destructive', title: 'Error', description: 'Reset token is missing' })
          return
        }
        if (!resetPassword.isPending) resetPassword.mutate({ token, newPassword: password })
      }}
    >
      <NewPasswordField
        control={form.control}
        name="password"
        label="New Password"
        owner={token ? { resetToken: token } : {}}
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
      />
      <AuthSubmitButton
        pending={resetPassword.isPending}
        label="Reset Password"
        pendingLabel="Resetting..."
      />
    </AuthForm>
  )
}
