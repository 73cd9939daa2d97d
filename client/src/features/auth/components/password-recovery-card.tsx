import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/features/config'
import { AuthCard, textLinkClass } from './auth-card'

/** The forgot and reset password screens: titled like their page, with a way back to the login. */
export function PasswordRecoveryCard({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        <Link to="/login" className={textLinkClass}>
          Back to Login
        </Link>
      }
    >
      {children}
    </AuthCard>
  )
}
