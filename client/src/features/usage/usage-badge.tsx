import { Gauge } from 'lucide-react'
import { Link } from 'react-router'
import { badgeVariants } from '@/components/ui/badge'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { useUsage } from './api'
import { usageStatus } from './usage-status'

/** The top bar's query counter; it links to the profile, where usage is explained in full. */
export function UsageBadge({ className }: { className?: string }) {
  const { data: usage } = useUsage()
  if (!usage) return null
  const status = usageStatus(usage)
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          to="/profile"
          aria-label={`${status.label}: ${status.text}. ${status.detail}. ${status.allowance}`}
          data-tone={status.tone}
          className={cn(
            badgeVariants({ tone: status.tone }),
            'py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
            className,
          )}
        >
          <Gauge className="size-3.5" aria-hidden />
          {status.text}
        </Link>
      </TooltipTrigger>
      <TooltipContent>
        <p className="font-semibold">{status.label}</p>
        <p>{status.detail}</p>
        <p className="mt-1 text-navy-muted-foreground">{status.allowance}</p>
      </TooltipContent>
    </Tooltip>
  )
}
