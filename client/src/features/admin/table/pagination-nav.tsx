import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { PageItem } from '../pagination'

type PaginationNavProps = {
  page: number
  totalPages: number
  /** The page numbers to offer, with 'ellipsis' for left-out runs. */
  items: readonly PageItem[]
  onPageChange: (page: number) => void
  /** Names the navigation landmark, e.g. 'Users pages', when a screen has several. */
  label: string
  className?: string
}

/** Previous, the page numbers and Next; the current page is marked for assistive technology. */
export function PaginationNav({
  page,
  totalPages,
  items,
  onPageChange,
  label,
  className,
}: PaginationNavProps) {
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center gap-1', className)}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          // Ellipses never repeat back to back, so their neighbour makes a stable key.
          <span
            key={`ellipsis-after-${items[index - 1]}`}
            className="px-1.5 text-muted-foreground"
            aria-hidden
          >
            ...
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-9 px-2"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  )
}
