import { PageContainer } from '@/components/layout/page-container'
import { YourDataCard } from '@/features/account/components/your-data-card'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { BillingHistory } from '@/features/billing/components/billing-history'
import { useDocumentTitle } from '@/features/config/api'
import { AccountInformation } from '@/features/profile/components/account-information'
import { SecurityCard } from '@/features/profile/components/security-card'
import { SubscriptionCard } from '@/features/profile/components/subscription-card'

export function ProfilePage() {
  useDocumentTitle('Profile')
  return (
    <RequireAuth loadingLabel="Loading user data...">
      {(user) => (
        <PageContainer className="grid max-w-4xl gap-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Your Profile</h1>
            <p className="mt-1 text-muted-foreground">
              Manage your account, password, subscription and data.
            </p>
          </div>
          <AccountInformation user={user} />
          <SecurityCard />
          <SubscriptionCard user={user} />
          <BillingHistory />
          <YourDataCard user={user} />
        </PageContainer>
      )}
    </RequireAuth>
  )
}
