import { Navigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { firstPageOf, useLogout } from '@/features/auth/api'
import { AuthCard } from '@/features/auth/components/auth-card'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { SetPasswordForm } from '@/features/auth/components/set-password-form'
import { useDocumentTitle } from '@/features/config/api'

/**
 * Where an account made with a printed one-time password (the first admin's) is held until it chooses its
 * own (decision 0028). The frame sends such an account here from every page; anyone else goes on: an
 * administrator to the console, an owner to the agent.
 */
export function SetPasswordPage() {
  useDocumentTitle('Set a new password')
  const logout = useLogout()
  return (
    <RequireAuth description="Please log in to set your password." beforePasswordChange>
      {(user) =>
        user.passwordChangeRequired ? (
          <AuthCard
            title="Set a new password"
            description="You signed in with a one-time password. Choose your own password to continue."
            footer={
              <>
                <p className="text-muted-foreground">
                  Signed in as <span className="font-medium text-foreground">{user.email}</span>
                </p>
                <Button
                  variant="link"
                  className="h-auto p-0"
                  disabled={logout.isPending}
                  onClick={() => logout.mutate()}
                >
                  {logout.isPending ? 'Logging out...' : 'Log out'}
                </Button>
              </>
            }
          >
            <SetPasswordForm />
          </AuthCard>
        ) : (
          <Navigate to={firstPageOf({ user })} replace />
        )
      }
    </RequireAuth>
  )
}
