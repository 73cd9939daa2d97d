import type { Usage } from '@contract/usage'
import { Infinity as InfinityIcon } from 'lucide-react'
import { Progress } from '@/components/ui/progress'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useCurrentUser } from '@/features/auth'
import { cn } from '@/lib/utils'
import { type ProfileUsage, profileUsage } from './usage-status'

const toneClasses: Record<ProfileUsage['tone'], { bar: string; text: string }> = {
  info: { bar: 'bg-info', text: 'text-info' },
  warning: { bar: 'bg-warning', text: 'text-warning' },
  danger: { bar: 'bg-destructive', text: 'text-destructive' },
}

/** The profile's usage block (SPEC.md section 4 'Usage colouring'): counts, a capped bar and what it means. */
export function UsageMeter({ usage }: { usage: Usage }) {
  const { user } = useCurrentUser()
  const admin = user?.role === 'admin'
  const view = profileUsage(usage, { admin })
  const tone = toneClasses[view.tone]
  if (view.percent === null) {
    return (
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">{view.usedLabel}</p>
        <p className="flex items-center gap-2 font-medium">
          <InfinityIcon className="size-5 text-primary" aria-hidden />
          Unlimited
        </p>
        <p className={cn('text-sm', tone.text)}>{view.message}</p>
        {/* An admin's questions are not counted (decision 0028): a count would only mislead. */}
        {!admin && (
          <p className="text-xs text-muted-foreground">
            {usage.queriesUsed} {usage.queriesUsed === 1 ? 'query' : 'queries'} asked this period
          </p>
        )}
      </div>
    )
  }
  return (
    <div className="grid gap-2" data-tone={view.tone}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-muted-foreground">{view.usedLabel}</p>
        <p className="font-medium tabular-nums">
          {usage.queriesUsed} / {usage.limit} used
        </p>
      </div>
      <Tooltip>
        <TooltipTrigger asChild>
          <Progress
            value={view.percent}
            aria-label={`${view.usedLabel}: ${view.detail}`}
            indicatorClassName={tone.bar}
          />
        </TooltipTrigger>
        <TooltipContent>{view.detail}</TooltipContent>
      </Tooltip>
      <p className={cn('text-sm font-medium', tone.text)}>{view.message}</p>
      <p className="text-xs text-muted-foreground">
        {view.limitLabel}: {usage.limit} queries
      </p>
    </div>
  )
}
