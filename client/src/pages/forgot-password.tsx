import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { PasswordRecoveryCard } from '@/features/auth/components/password-recovery-card'

export function ForgotPasswordPage() {
  return (
    <PasswordRecoveryCard
      title="Forgot Password"
      description="Enter the email address of your account and we'll send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </PasswordRecoveryCard>
  )
}
