import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

/** The words the badge shows, and what screen readers hear with the action (decision 0080). */
export const COMING_SOON = 'Coming soon'

/**
 * Marks one of SPEC.md's placeholder actions (it keeps its text, and its toast where SPEC.md gives one): a small
 * badge in plain words, part of the action's name inside a menu item, or its description beside a button.
 */
export function ComingSoonBadge({ id, className }: { id?: string; className?: string }) {
  return (
    <>
      {/* A space, so a name taken from the content reads 'Reset Free Queries Coming soon', not '…QueriesComing'. */}{' '}
      <Badge id={id} tone="info" className={cn('px-2 py-0 text-[11px] font-medium', className)}>
        {COMING_SOON}
      </Badge>
    </>
  )
}
