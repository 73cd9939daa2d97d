import { Link } from 'react-router'
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { useDocumentTitle, useProductName } from '@/features/config/api'

export function LoginPage() {
  useDocumentTitle('Login')
  const product = useProductName()
  return (
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
  )
}
