import { Bot } from 'lucide-react'
import { PageContainer } from '@/components/layout/page-container'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { useDocumentTitle, useProductName } from '@/features/config/api'

function AgentPlaceholder() {
  const product = useProductName()
  // The device picker and the conversation arrive with the Agent issue; this is the card they start from.
  return (
    <PageContainer className="max-w-3xl">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <Bot className="size-6" aria-hidden />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {product}
          </CardTitle>
          <CardDescription className="text-base">
            Get help with your marine electronics by chatting with our intelligent assistant
          </CardDescription>
        </CardHeader>
      </Card>
    </PageContainer>
  )
}

export function AgentPage() {
  useDocumentTitle('Agent')
  return (
    <RequireAuth>
      <AgentPlaceholder />
    </RequireAuth>
  )
}
