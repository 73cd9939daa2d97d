import type { ReactNode } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import type { AdminTableSelection } from './use-admin-table'

type SelectAllHeadProps = {
  /** The accessible name, e.g. 'Select all users on this page'. */
  label: string
  selection: AdminTableSelection
}

/** The header's select-all box: it covers the current page only (SPEC.md section 2). */
export function SelectAllHead({ label, selection }: SelectAllHeadProps) {
  return (
    <TableHead className="w-10">
      <Checkbox
        aria-label={label}
        checked={selection.pageState}
        disabled={selection.pageIds.length === 0}
        onCheckedChange={(checked) => selection.togglePage(checked === true)}
      />
    </TableHead>
  )
}

type SelectableRowProps = {
  id: number
  /** The selection box's accessible name, e.g. 'Select Ada Lovelace'. */
  label: string
  selection: AdminTableSelection
  /** The row's other cells. */
  children: ReactNode
}

/** A row that starts with its own selection box and is highlighted while selected. */
export function SelectableRow({ id, label, selection, children }: SelectableRowProps) {
  const selected = selection.isSelected(id)
  return (
    <TableRow data-state={selected ? 'selected' : undefined}>
      <TableCell>
        <Checkbox
          aria-label={label}
          checked={selected}
          onCheckedChange={(checked) => selection.toggle(id, checked === true)}
        />
      </TableCell>
      {children}
    </TableRow>
  )
}
