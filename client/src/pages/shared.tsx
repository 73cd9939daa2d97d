import { useSearchParams } from 'react-router'
import { SharedConversationView } from '@/features/shared-conversation'

/** /shared?token=: a shared conversation, read-only, for anyone with the link (decision 0083). */
export function SharedPage() {
  const [searchParams] = useSearchParams()
  return <SharedConversationView token={searchParams.get('token')?.trim() ?? ''} />
}
