import type { Manual } from '@contract/devices'
import { ChevronDown, Pencil, Plus, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { SelectItem } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/use-toast'
import { useDeleteManual, useManualList } from '../api'
import {
  DEFAULT_DEVICE_SORT,
  DEVICE_PAGE_SIZE,
  type DeviceSortKey,
  type DeviceTypeFilter,
  deviceSortValue,
  deviceTypeFilters,
  deviceTypeLabel,
  filterDevices,
  specificationsPreview,
} from '../devices'
import { ManualsButton } from '../documents/components/manuals-button'
import { ManualsDialog } from '../documents/components/manuals-dialog'
import { clampPage, pageCount, pageSlice, shownRange, slidingPageWindow } from '../pagination'
import { pageSelectionState, togglePageSelection, toggleSelection } from '../selection'
import { nextSort, type SortState, sortItems } from '../sorting'
import { ConfirmDialog } from './confirm-dialog'
import { DeviceFormDialog } from './device-form-dialog'
import { DeviceImport } from './device-import'
import { PaginationNav } from './pagination-nav'
import { QueryState } from './query-state'
import { SortableHead } from './sortable-head'
import { FilterSelect, SearchInput } from './table-toolbar'

export function DevicesTab() {
  const manuals = useManualList()
  const deleteManual = useDeleteManual()

  const [search, setSearch] = useState('')
  const [type, setType] = useState<DeviceTypeFilter>('all')
  const [sort, setSort] = useState<SortState<DeviceSortKey>>(DEFAULT_DEVICE_SORT)
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<Set<number>>(() => new Set())
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Manual | null>(null)
  const [deleting, setDeleting] = useState<Manual | null>(null)
  const [managing, setManaging] = useState<Manual | null>(null)

  const all = manuals.data ?? []
  const visible = useMemo(
    () => sortItems(filterDevices(all, search, type), sort, deviceSortValue),
    [all, search, type, sort],
  )
  const totalPages = pageCount(visible.length, DEVICE_PAGE_SIZE)
  const currentPage = clampPage(page, totalPages)
  const rows = pageSlice(visible, currentPage, DEVICE_PAGE_SIZE)
  const { from, to } = shownRange(currentPage, DEVICE_PAGE_SIZE, visible.length)
  const pageIds = rows.map((device) => device.id)
  // Devices deleted meanwhile no longer count as selected.
  const selectedCount = all.filter((device) => selected.has(device.id)).length
  const onSort = (key: DeviceSortKey) => setSort((current) => nextSort(current, key))

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Device Management</CardTitle>
          <CardDescription>
            The device catalogue users choose from, and the specifications behind it.
          </CardDescription>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Add Device
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DeviceImport />

        <div className="flex flex-wrap items-center gap-3">
          <SearchInput
            label="Search devices"
            placeholder="Search devices by brand or model..."
            value={search}
            onChange={(value) => {
              setSearch(value)
              setPage(1)
            }}
          />
          <FilterSelect
            label="Filter by device type"
            value={type}
            onValueChange={(value) => {
              setType(value)
              setPage(1)
            }}
          >
            {deviceTypeFilters.map((option) => (
              <SelectItem key={option} value={option}>
                {deviceTypeLabel(option)}
              </SelectItem>
            ))}
          </FilterSelect>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">
                Bulk Actions{selectedCount > 0 && ` (${selectedCount})`}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem
                className="text-destructive focus:text-destructive [&_svg]:text-destructive"
                onSelect={() =>
                  toast({ title: 'Bulk Action', description: 'This feature will be implemented soon' })
                }
              >
                <Trash2 aria-hidden />
                Delete Selected
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>

        {manuals.data ? (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <Checkbox
                      aria-label="Select all devices on this page"
                      checked={pageSelectionState(pageIds, selected)}
                      disabled={rows.length === 0}
                      onCheckedChange={(checked) =>
                        setSelected((current) => togglePageSelection(pageIds, current, checked === true))
                      }
                    />
                  </TableHead>
                  <SortableHead label="Brand" sortKey="brand" sort={sort} onSort={onSort} />
                  <SortableHead label="Model" sortKey="model" sort={sort} onSort={onSort} />
                  <TableHead>Specifications</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                      No devices match your search
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((device) => {
                    const name = [device.brand, device.model].filter(Boolean).join(' ')
                    const isSelected = selected.has(device.id)
                    return (
                      <TableRow key={device.id} data-state={isSelected ? 'selected' : undefined}>
                        <TableCell>
                          <Checkbox
                            aria-label={`Select ${name}`}
                            checked={isSelected}
                            onCheckedChange={(checked) =>
                              setSelected((current) => toggleSelection(current, device.id, checked === true))
                            }
                          />
                        </TableCell>
                        <TableCell>
                          <div className="font-medium whitespace-nowrap">{device.brand}</div>
                          {device.deviceType && (
                            <div className="text-xs text-muted-foreground">
                              {deviceTypeLabel(device.deviceType)}
                            </div>
                          )}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{device.model}</TableCell>
                        <TableCell className="min-w-64 text-muted-foreground" title={device.specifications}>
                          {specificationsPreview(device.specifications)}
                        </TableCell>
                        <TableCell>
                          <div className="flex justify-end gap-1">
                            <ManualsButton device={device} onOpen={() => setManaging(device)} />
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-8"
                              aria-label={`Edit ${name}`}
                              onClick={() => setEditing(device)}
                            >
                              <Pencil aria-hidden />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-8 text-destructive hover:text-destructive"
                              aria-label={`Delete ${name}`}
                              onClick={() => setDeleting(device)}
                            >
                              <Trash2 aria-hidden />
                            </Button>
                          </div>
                        </TableCell>
                      </TableRow>
                    )
                  })
                )}
              </TableBody>
            </Table>
            {visible.length > 0 && (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  Showing {from} to {to} of {visible.length} devices
                </p>
                <PaginationNav
                  label="Device pages"
                  page={currentPage}
                  totalPages={totalPages}
                  items={slidingPageWindow(currentPage, totalPages)}
                  onPageChange={setPage}
                />
              </div>
            )}
          </>
        ) : (
          <QueryState
            isPending={manuals.isPending}
            error={manuals.error}
            onRetry={() => void manuals.refetch()}
            loadingLabel="Loading devices"
          />
        )}
      </CardContent>

      <DeviceFormDialog open={adding} onOpenChange={setAdding} />
      <DeviceFormDialog
        open={editing !== null}
        device={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
      />
      <ManualsDialog
        device={managing}
        onOpenChange={(open) => {
          if (!open) setManaging(null)
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete Device"
        description="Are you sure you want to delete this device?"
        onConfirm={() => {
          if (deleting) deleteManual.mutate(deleting.id)
        }}
      />
    </Card>
  )
}
