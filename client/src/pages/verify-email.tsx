import { CircleAlert, CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner'
import { useVerifyEmail } from '@/features/auth/api'
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card'
import { useDocumentTitle } from '@/features/config/api'
import { errorMessage } from '@/lib/api'

/** Where the confirmation mail's link lands: confirms the address once, then says so. */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm Email')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') || ''
  const verify = useVerifyEmail()
  const sent = useRef(false)
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    verify.mutate({ token })
  }, [token, verify])

  const failed = !token || verify.isError
  return (
    <AuthCard
      title="Confirm Email"
      footer={
        <Link to="/agent" className={textLinkClass}>
          Go to the Agent
        </Link>
      }
    >
      {verify.isPending && <PageSpinner />}
      {verify.isSuccess && (
        <p role="status" className="flex gap-3 text-sm">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          Your email address is confirmed. Thank you!
        </p>
      )}
      {failed && (
        <p role="alert" className="flex gap-3 text-sm text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {token
            ? errorMessage(verify.error, 'This confirmation link could not be used.')
            : 'This confirmation link is incomplete. Open the link from the email again.'}
        </p>
      )}
    </AuthCard>
  )
}
