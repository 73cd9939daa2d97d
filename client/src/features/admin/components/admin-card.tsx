import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'

type AdminCardProps = {
  title: string
  /** The title's heading level on its tab. */
  titleAs?: 'h2' | 'h3'
  description: ReactNode
  /** The button at the header's end (Add, Refresh). */
  action: ReactNode
  contentClassName?: string
  children: ReactNode
  /** The card's dialogs, after its content. */
  dialogs?: ReactNode
}

/** An Admin Console card: title and description with an action beside them, then the content. */
export function AdminCard({
  title,
  titleAs = 'h2',
  description,
  action,
  contentClassName,
  children,
  dialogs,
}: AdminCardProps) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as={titleAs}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {dialogs}
    </Card>
  )
}

/** Fetches a list again; its icon spins while that runs. */
export function RefreshButton({
  query,
  size,
}: {
  query: { refetch: () => Promise<unknown>; isFetching: boolean }
  size?: 'sm'
}) {
  return (
    <Button variant="outline" size={size} onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshCw className={cn(query.isFetching && 'animate-spin')} aria-hidden />
      Refresh
    </Button>
  )
}
