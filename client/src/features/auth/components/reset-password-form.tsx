import { type ResetPasswordForm as ResetPasswordValues, resetPasswordFormSchema } from '@contract/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { toast } from '@/components/ui/use-toast'
import { useResetPassword } from '../api'
import { PasswordField, passwordRules } from './account-fields'

/** Sets a new password for the account the emailed token belongs to. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const resetPassword = useResetPassword()
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' } satisfies ResetPasswordValues,
  })

  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={form.handleSubmit(({ password }) => {
          if (!token) {
            toast({ variant: 'destructive', title: 'Error', description: 'Reset token is missing' })
            return
          }
          if (!resetPassword.isPending) resetPassword.mutate({ token, newPassword: password })
        })}
      >
        <PasswordField
          control={form.control}
          name="password"
          label="New Password"
          autoComplete="new-password"
          description={passwordRules}
        />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </Form>
  )
}
