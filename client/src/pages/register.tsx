import { FREE_QUERY_LIMIT } from '@contract/usage'
import { Link } from 'react-router'
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card'
import { RegisterForm } from '@/features/auth/components/register-form'
import { SignedOutOnly } from '@/features/auth/components/signed-out-only'
import { useAppConfig, useDocumentTitle } from '@/features/config/api'

export function RegisterPage() {
  useDocumentTitle('Create Account')
  const { data: config } = useAppConfig()
  const freeQueries = config?.features.freeQueryLimit ?? FREE_QUERY_LIMIT
  return (
    <SignedOutOnly>
      <AuthCard
        title="Create Account"
        description={`Start your free trial with ${freeQueries} AI-guided queries.`}
        footer={
          <>
            <Link to="/login" className={textLinkClass}>
              Already have an account? Log in
            </Link>
            <p className="text-xs text-muted-foreground">
              By creating an account you agree to our{' '}
              <Link to="/terms" className={textLinkClass}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className={textLinkClass}>
                Privacy Policy
              </Link>
              .
            </p>
          </>
        }
      >
        <RegisterForm />
      </AuthCard>
    </SignedOutOnly>
  )
}
