import { AdminConsole } from '@/features/admin/components/admin-console'
import { RequireAdmin } from '@/features/auth/components/require-auth'
import { useDocumentTitle } from '@/features/config/api'

export function AdminPage() {
  useDocumentTitle('Admin Console')
  // RequireAdmin sends visitors to /login and non-admins to /; the console re-checks for the rare rest.
  return (
    <RequireAdmin>
      <AdminConsole />
    </RequireAdmin>
  )
}
