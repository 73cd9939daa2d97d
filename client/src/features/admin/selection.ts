/** Row selection in the admin tables is a set of ids (SPEC.md section 4 'Admin tables'). */

/** The select-all box: checked when the whole page is selected, mixed when part of it is. */
export function pageSelectionState(
  pageIds: readonly number[],
  selected: ReadonlySet<number>,
): boolean | 'indeterminate' {
  const count = pageIds.filter((id) => selected.has(id)).length
  if (count === 0) return false
  return count === pageIds.length ? true : 'indeterminate'
}

/** Select-all covers the current page only: it adds or removes that page's ids and keeps the rest. */
export function togglePageSelection(
  pageIds: readonly number[],
  selected: ReadonlySet<number>,
  checked: boolean,
): Set<number> {
  const next = new Set(selected)
  for (const id of pageIds) {
    if (checked) next.add(id)
    else next.delete(id)
  }
  return next
}

export function toggleSelection(selected: ReadonlySet<number>, id: number, checked: boolean): Set<number> {
  const next = new Set(selected)
  if (checked) next.add(id)
  else next.delete(id)
  return next
}
