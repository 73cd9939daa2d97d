import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/utils'

/** An announced loading indicator; `label` is read by screen readers and shown when `showLabel`. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  className,
}: {
  label?: string
  showLabel?: boolean
  className?: string
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 text-muted-foreground', className)}
    >
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  )
}

export { PageSpinner } from './page-spinner'
