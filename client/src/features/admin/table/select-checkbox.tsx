import { type ReactNode, useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { TableCell, TableHead } from '@/components/ui/table'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { DataRow } from './cells'
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
  /** Why the row may not be selected, when the table says so (shown on hover and on keyboard focus). */
  unselectableReason?: string
  /** The row's other cells. */
  children: ReactNode
}

/** A row that starts with its own selection box and is highlighted while selected. */
export function SelectableRow({ id, label, selection, unselectableReason, children }: SelectableRowProps) {
  const selected = selection.isSelected(id)
  return (
    // On a phone the box sits at the card's top left, beside the lead cell.
    <DataRow data-state={selected ? 'selected' : undefined} className="max-md:[&>[data-lead]]:pl-7">
      <TableCell className="max-md:absolute max-md:top-3.5 max-md:left-3 max-md:p-0">
        {selection.isSelectable(id) ? (
          <Checkbox
            aria-label={label}
            checked={selected}
            onCheckedChange={(checked) => selection.toggle(id, checked === true)}
          />
        ) : (
          <UnselectableBox label={label} reason={unselectableReason ?? 'This row cannot be selected'} />
        )}
      </TableCell>
      {children}
    </DataRow>
  )
}

/**
 * The box of a row that may not be selected: dimmed and inert, yet still focusable (aria-disabled rather than
 * disabled), so keyboard and screen-reader users reach it and learn why, as mouse users do from its tooltip.
 */
function UnselectableBox({ label, reason }: { label: string; reason: string }) {
  const reasonId = useId()
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <Checkbox
            aria-label={label}
            aria-disabled
            aria-describedby={reasonId}
            checked={false}
            className="cursor-not-allowed opacity-50"
            onClick={(event) => event.preventDefault()}
          />
        </TooltipTrigger>
        <TooltipContent>{reason}</TooltipContent>
      </Tooltip>
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </>
  )
}
