import {
  LayoutDashboard,
  MessageSquare,
  MessagesSquare,
  Server,
  ShieldCheck,
  Smartphone,
  Users,
} from 'lucide-react'
import { useSearchParams } from 'react-router'
import { PageContainer } from '@/components/layout/page-container'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useCurrentUser } from '@/features/auth'
import { ApiError } from '@/lib/api'
import { useAdminStats } from '../api'
import { AdminAccessRequired } from './admin-access-required'
import { AnswersTab } from './answers-tab'
import { DashboardTab } from './dashboard-tab'
import { DevicesTab } from './devices-tab'
import { FeedbackTab } from './feedback-tab'
import { SystemTab } from './system-tab'
import { UsersTab } from './users-tab'

/** SPEC.md section 2 'Admin Console': the tabs, in SPEC order; then Answers (decision 0026). */
const tabs = [
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, Panel: DashboardTab },
  { value: 'devices', label: 'Devices', icon: Smartphone, Panel: DevicesTab },
  { value: 'users', label: 'Users', icon: Users, Panel: UsersTab },
  { value: 'system', label: 'System', icon: Server, Panel: SystemTab },
  { value: 'feedback', label: 'Feedback', icon: MessageSquare, Panel: FeedbackTab },
  { value: 'answers', label: 'Answers', icon: MessagesSquare, Panel: AnswersTab },
] as const
type TabValue = (typeof tabs)[number]['value']

function isTab(value: string | null): value is TabValue {
  return tabs.some((tab) => tab.value === value)
}

/** True when the API says this session may not use the console (signed out, or no longer an admin). */
function lostAccess(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
}

export function AdminConsole() {
  const { user } = useCurrentUser()
  const stats = useAdminStats()
  // The open tab lives in the URL (?tab=users), so a reload or a shared link opens the same tab.
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab: TabValue = isTab(requested) ? requested : 'dashboard'

  if (user?.role !== 'admin' || lostAccess(stats.error)) return <AdminAccessRequired />

  return (
    // The page's own container: the same width and side padding as the top bar and footer, so edges line up.
    <PageContainer className="grid min-w-0 gap-6">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-8 shrink-0 text-primary" aria-hidden />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Console</h1>
          <p className="text-sm text-muted-foreground">
            Manage users, devices, logs, statistics and customer feedback.
          </p>
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'dashboard' ? {} : { tab: value }, {
            replace: true,
            preventScrollReset: true,
          })
        }
        className="min-w-0"
      >
        {/* On a phone the six tabs sit in two rows of three, icon over label, so every tab shows at once. */}
        <TabsList
          aria-label="Admin sections"
          className="max-md:grid max-md:h-auto max-md:w-full max-md:grid-cols-3"
        >
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="max-md:h-auto max-md:flex-col max-md:gap-1 max-md:px-1 max-md:py-2 max-md:text-xs"
            >
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  )
}
