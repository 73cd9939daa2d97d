import { PageContainer } from '@/components/layout/page-container'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { ManageSubscription } from '@/features/billing/components/manage-subscription'
import { useDocumentTitle } from '@/features/config/api'

export function BillingManagePage() {
  useDocumentTitle('Manage subscription')
  return (
    <RequireAuth description="Please log in to manage your subscription.">
      <PageContainer className="max-w-3xl">
        <ManageSubscription />
      </PageContainer>
    </RequireAuth>
  )
}
