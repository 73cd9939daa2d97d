import type * as React from 'react'
import { cn } from '@/lib/utils'

/** The width and padding most pages share. */
export function PageContainer({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12', className)} {...props} />
}
