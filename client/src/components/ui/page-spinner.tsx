import { LoaderCircle } from 'lucide-react'

/**
 * A full-area spinner for pages waiting on the session or on their own chunk. It is part of the first bundle
 * (Layout's Suspense fallback), so it spells its classes out rather than merging them with cn, whose
 * tailwind-merge would join the first bundle.
 */
export function PageSpinner({ label, showLabel = Boolean(label) }: { label?: string; showLabel?: boolean }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label ?? 'Loading'}</span>
    </div>
  )
}
