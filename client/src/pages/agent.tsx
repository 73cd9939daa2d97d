import { AgentScreen } from '@/features/agent/components/agent-screen'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { useDocumentTitle } from '@/features/config/api'

export function AgentPage() {
  useDocumentTitle('Agent')
  return <RequireAuth>{(user) => <AgentScreen user={user} />}</RequireAuth>
}
