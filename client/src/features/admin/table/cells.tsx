import type * as React from 'react'
import { Fragment } from 'react'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'

/*
 * The Admin Console's tables under 768 px (SPEC.md section 9's mobile breakpoint): the same table, restyled
 * as a stack of cards, so every row action sits inside the screen and the page never scrolls sideways.
 * Each card leads with its row's main cell, lists the other cells under their column's name (data-label,
 * shown by CSS) and ends with the row's actions; the header row becomes a bar of the sort buttons and the
 * select-all box. From 768 px up nothing of this applies: the table is the desktop table.
 */

/** The table itself: header row as a sort bar, body as a stack of cards, on a phone. */
export function StackedTable({
  head,
  children,
  className,
}: {
  /** The header cells. */
  head: React.ReactNode
  /** The body rows. */
  children: React.ReactNode
  className?: string
}) {
  return (
    <Table className={cn('max-md:block', className)}>
      {/* Headers without a control (Specifications, Actions) have nothing to offer above cards. */}
      <TableHeader className="max-md:mb-3 max-md:block max-md:[&:not(:has(button))]:hidden">
        <TableRow className="md:[&>th]:px-2 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-1 max-md:border-0 max-md:hover:bg-transparent max-md:[&>th]:flex max-md:[&>th]:h-8 max-md:[&>th]:items-center max-md:[&>th]:px-1.5 max-md:[&>th:not(:has(button))]:hidden">
          {head}
        </TableRow>
      </TableHeader>
      {/* Dense columns on a desktop, so the widest table (users) fits the page's width. */}
      <TableBody className="md:[&>tr>td]:px-2 max-md:grid max-md:gap-3">{children}</TableBody>
    </Table>
  )
}

/** A body row; a card on a phone (the ring is inset: the table's sideways scroller would clip one outside). */
export function DataRow({ className, ...props }: React.ComponentProps<typeof TableRow>) {
  return (
    <TableRow
      className={cn(
        'max-md:relative max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border-0 max-md:p-3 max-md:ring-1 max-md:ring-border max-md:ring-inset',
        className,
      )}
      {...props}
    />
  )
}

type CellProps = React.ComponentProps<typeof TableCell> & {
  /** The column's name, shown before the value on a phone. */
  label: string
  /** The row's main cell (a name, a subject): first in the card, as its heading, without the label. */
  lead?: boolean
}

/** A body cell that knows its column's name, for the card a phone shows. */
export function Cell({ label, lead, className, children, ...props }: CellProps) {
  return (
    <TableCell
      data-label={label}
      data-lead={lead || undefined}
      className={cn(
        'max-md:min-w-0 max-md:max-w-none max-md:p-0 max-md:whitespace-normal',
        lead
          ? 'max-md:-order-1 max-md:block'
          : 'max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:items-baseline max-md:gap-3 max-md:before:font-sans max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    >
      <div className="min-w-0 max-md:[overflow-wrap:anywhere]">{children}</div>
    </TableCell>
  )
}

/**
 * From 768 px up the actions column is pinned to the table's right edge: a table wider than its box (a
 * tablet, a long email address) scrolls under it, and the actions stay in view. Opaque backgrounds that
 * match the row's (hovered, selected) keep the cells scrolling beneath from showing through.
 */
const pinnedRight =
  'md:sticky md:right-0 md:bg-card md:[tr:hover>&]:bg-[color-mix(in_oklab,var(--muted)_60%,var(--card))] md:[tr[data-state=selected]>&]:bg-accent'

/** The actions column's header; most tables name it for screen readers only. */
export function ActionsHead({ srOnly }: { srOnly?: boolean }) {
  return (
    <TableHead className={cn('text-right', pinnedRight)}>
      {srOnly ? <span className="sr-only">Actions</span> : 'Actions'}
    </TableHead>
  )
}

/** The row's actions: the last column (pinned) on a desktop, the card's bottom line on a phone. */
export function ActionsCell({ className, ...props }: React.ComponentProps<typeof TableCell>) {
  return (
    <TableCell
      data-actions=""
      className={cn(
        'text-right',
        pinnedRight,
        'max-md:flex max-md:justify-end max-md:border-t max-md:px-0 max-md:pt-2 max-md:pb-0',
        className,
      )}
      {...props}
    />
  )
}

/** The one row an empty table shows: its message, across every column. */
export function EmptyRow({ columnCount, children }: { columnCount: number; children: React.ReactNode }) {
  return (
    <TableRow className="max-md:block">
      <TableCell colSpan={columnCount} className="py-10 text-center text-muted-foreground max-md:block">
        {children}
      </TableCell>
    </TableRow>
  )
}

/**
 * An email address that may wrap after its '@' and dots, where a reader expects a break, and nowhere else:
 * a long address then fits a narrow column without widening the table or breaking mid-word.
 */
export function EmailAddress({ address }: { address: string }) {
  // 'ada@example.com' -> 'ada@', 'example.', 'com'
  const parts = address.match(/[^@.]*[@.]|[^@.]+$/g) ?? [address]
  return parts.map((part, index) => (
    // The parts of one address never change order, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
