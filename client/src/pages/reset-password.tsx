import { CircleAlert } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { textLinkClass } from '@/features/auth/components/auth-card'
import { PasswordRecoveryCard } from '@/features/auth/components/password-recovery-card'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') || null
  return (
    <PasswordRecoveryCard title="Reset Password" description="Choose a new password for your account.">
      {!token && (
        <div
          role="alert"
          className="mb-5 flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid gap-1">
            <p>Invalid or missing reset token. Please request a new password reset link.</p>
            <Link to="/forgot-password" className={textLinkClass}>
              Request a new reset link
            </Link>
          </div>
        </div>
      )}
      <ResetPasswordForm token={token} />
    </PasswordRecoveryCard>
  )
}
