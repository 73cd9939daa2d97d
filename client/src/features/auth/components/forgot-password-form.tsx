import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@contract/auth'
import { MailCheck } from 'lucide-react'
import { useZodForm } from '@/lib/use-zod-form'
import { useForgotPassword } from '../api'
import { EmailField } from './account-fields'
import { AuthForm, AuthSubmitButton } from './auth-form'

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword()
  const form = useZodForm(forgotPasswordRequestSchema, { email: '' } satisfies ForgotPasswordRequest)

  return (
    <AuthForm
      form={form}
      onValid={(request) => {
        if (!forgotPassword.isPending) forgotPassword.mutate(request)
      }}
    >
      {forgotPassword.isSuccess && (
        <div role="status" className="flex gap-3 rounded-lg border border-primary/40 bg-accent p-3 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <p>
            If an account exists for that email, a reset link is on its way. It expires in one hour; check
            your spam folder if it does not arrive.
          </p>
        </div>
      )}
      <EmailField control={form.control} name="email" />
      <AuthSubmitButton
        pending={forgotPassword.isPending}
        label="Send Reset Link"
        pendingLabel="Sending..."
      />
    </AuthForm>
  )
}
