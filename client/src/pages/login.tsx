import { Link } from 'react-router'
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { SignedOutOnly } from '@/features/auth/components/signed-out-only'
import { useDocumentTitle, useProductName } from '@/features/config/api'

export function LoginPage() {
  useDocumentTitle('Login')
  const product = useProductName()
  return (
    <SignedOutOnly>
      <AuthCard
        title="Welcome Back"
        description={`Log in to your ${product} account`}
        footer={
          <Link to="/register" className={textLinkClass}>
            Don't have an account? Create one
          </Link>
        }
      >
        <LoginForm />
      </AuthCard>
    </SignedOutOnly>
  )
}
