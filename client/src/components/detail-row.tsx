import type { ReactNode } from 'react'

type DetailLook = {
  /** The row's classes. */
  className?: string
  /** The label's classes (the card look by default; admin dialogs use smaller labels). */
  labelClassName?: string
  valueClassName?: string
}

/** The smaller label of the admin console's detail dialogs. */
export const smallDetailLabel = 'text-xs text-muted-foreground'

/** One labelled value of a record's details, inside a <dl>. */
export function DetailRow({
  label,
  children,
  className = 'min-w-0',
  labelClassName = 'text-sm text-muted-foreground',
  valueClassName = 'mt-0.5 break-words font-medium',
}: DetailLook & { label: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  )
}

/** A <dl> of labelled values, one DetailRow each, in the order given. */
export function DetailList({
  rows,
  className,
  ...look
}: Omit<DetailLook, 'className'> & { rows: { label: string; value: ReactNode }[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <DetailRow key={row.label} label={row.label} {...look}>
          {row.value}
        </DetailRow>
      ))}
    </dl>
  )
}
