import { ShieldCheck } from 'lucide-react'
import { PageContainer } from '@/components/layout/page-container'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { RequireAdmin } from '@/features/auth/components/require-auth'
import { useDocumentTitle } from '@/features/config/api'

export function AdminPage() {
  useDocumentTitle('Admin Console')
  // The dashboard, devices, users, system and feedback tabs arrive with the Admin issue.
  return (
    <RequireAdmin>
      <PageContainer className="grid gap-6">
        <div className="flex items-center gap-3">
          <ShieldCheck className="size-8 text-primary" aria-hidden />
          <h1 className="text-3xl font-bold tracking-tight">Admin Console</h1>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Overview</CardTitle>
            <CardDescription>
              Manage users, device manuals, logs, statistics and customer feedback from here.
            </CardDescription>
          </CardHeader>
        </Card>
      </PageContainer>
    </RequireAdmin>
  )
}
