import { Link } from 'react-router'
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { useDocumentTitle } from '@/features/config/api'

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password')
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email address of your account and we'll send you a link to reset your password."
      footer={
        <Link to="/login" className={textLinkClass}>
          Back to Login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
