import type { User } from '@contract/user'
import { AgentScreen } from '@/features/agent/components/agent-screen'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { useBoats } from '@/features/boats/api'
import { useDocumentTitle } from '@/features/config/api'

/** The agent, offered the owner's boats first (issue 43); a failed read of them leaves just the catalogue. */
function AgentWithBoats({ user }: { user: User }) {
  const boats = useBoats()
  return <AgentScreen user={user} boats={boats.data} boatsPending={boats.isPending} />
}

export function AgentPage() {
  useDocumentTitle('Agent')
  return <RequireAuth>{(user) => <AgentWithBoats user={user} />}</RequireAuth>
}
