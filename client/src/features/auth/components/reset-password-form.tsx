import { type ResetPasswordForm as ResetPasswordValues, resetPasswordFormSchema } from '@contract/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/use-toast'
import { useResetPassword } from '../api'

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
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" required {...field} />
              </FormControl>
              <FormDescription>
                At least 8 characters, with an uppercase letter, a lowercase letter and a number.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirm Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" required {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </Form>
  )
}
