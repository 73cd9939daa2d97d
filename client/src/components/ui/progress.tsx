import type * as React from 'react'
import { cn } from '@/lib/utils'

/** A determinate progress bar; the value is clamped to 0..100, so an overrun still draws a full bar. */
export function Progress({
  value,
  className,
  indicatorClassName,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & { value: number; indicatorClassName?: string }) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0))
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width] duration-300', indicatorClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  )
}
