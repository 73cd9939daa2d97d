import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '@/lib/utils'

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border-input bg-secondary text-secondary-foreground',
        info: 'border-info-line bg-info-surface text-info-ink',
        success: 'border-success-line bg-success-surface text-success-ink',
        warning: 'border-warning-line bg-warning-surface text-warning-ink',
        danger: 'border-danger-line bg-danger-surface text-danger-ink',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
)

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />
}
