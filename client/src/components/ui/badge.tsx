import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '@/lib/utils'

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border-slate-300 bg-slate-100 text-slate-800',
        info: 'border-sky-300 bg-sky-100 text-sky-900',
        success: 'border-emerald-300 bg-emerald-100 text-emerald-900',
        warning: 'border-amber-300 bg-amber-100 text-amber-900',
        danger: 'border-red-300 bg-red-100 text-red-900',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
)

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />
}
