import { ChevronDown, Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'

type SearchInputProps = {
  /** The accessible name, e.g. 'Search users'. */
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}

/** The search box above an admin table; it takes the toolbar's spare width. */
export function SearchInput({ label, placeholder, value, onChange }: SearchInputProps) {
  return (
    <div className="relative min-w-0 flex-1 basis-56">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

type FilterSelectProps<V extends string> = {
  /** The accessible name, e.g. 'Filter users'. */
  label: string
  value: V
  onValueChange: (value: V) => void
  /** Shown in the closed select; by default the chosen item's text. */
  valueLabel?: ReactNode
  className?: string
  /** The SelectItems, one for each value of V. */
  children: ReactNode
}

/** The filter beside an admin table's search box. */
export function FilterSelect<V extends string>({
  label,
  value,
  onValueChange,
  valueLabel,
  className,
  children,
}: FilterSelectProps<V>) {
  return (
    // The items are built from V's values, so whatever Radix hands back is one of them.
    <Select value={value} onValueChange={(next) => onValueChange(next as V)}>
      <SelectTrigger aria-label={label} className={cn('w-auto min-w-36', className)}>
        <SelectValue>{valueLabel}</SelectValue>
      </SelectTrigger>
      <SelectContent>{children}</SelectContent>
    </Select>
  )
}

type BulkActionsMenuProps = {
  /** How many rows are selected; shown on the button as 'Bulk Actions (N)' once there are any. */
  selectedCount: number
  /** The menu's items. */
  children: ReactNode
}

/** The 'Bulk Actions' menu beside an admin table's filters. */
export function BulkActionsMenu({ selectedCount, children }: BulkActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          Bulk Actions{selectedCount > 0 && ` (${selectedCount})`}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  )
}
