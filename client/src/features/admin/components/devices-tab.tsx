import type { Manual } from '@contract/devices'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { SelectItem } from '@/components/ui/select'
import { TableHead } from '@/components/ui/table'
import { toast } from '@/components/ui/use-toast'
import { cn } from '@/lib/utils'
import { useDeleteManual, useManualList } from '../api'
import {
  DEFAULT_DEVICE_SORT,
  DEVICE_PAGE_SIZE,
  type DeviceTypeFilter,
  deviceSortValue,
  deviceTypeFilterOptions,
  deviceTypeLabel,
  filterDevices,
  specificationsPreview,
} from '../devices'
import { useDocumentCounts } from '../documents/api'
import { ManualsButton } from '../documents/components/manuals-button'
import { ManualsDialog } from '../documents/components/manuals-dialog'
import { ActionsCell, ActionsHead, Cell } from '../table/cells'
import { DataTable } from '../table/data-table'
import { PageFooter } from '../table/page-footer'
import { SelectAllHead, SelectableRow } from '../table/select-checkbox'
import { SortableHeads } from '../table/sortable-head'
import { BulkActionsMenu, FilterSelect, SearchInput } from '../table/table-toolbar'
import { useAdminTable } from '../table/use-admin-table'
import { AdminCard } from './admin-card'
import { ComingSoonBadge } from './coming-soon'
import { ConfirmDialog } from './confirm-dialog'
import { DeviceFormDialog } from './device-form-dialog'
import { DeviceImport } from './device-import'

/** The sortable columns, in their order. */
const sortableColumns = [
  { label: 'Brand', sortKey: 'brand' },
  { label: 'Model', sortKey: 'model' },
] as const

/** A row's icon-only action; its label names the device. */
function RowIconButton({
  label,
  destructive,
  onClick,
  children,
}: {
  label: string
  destructive?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8', destructive && 'text-destructive hover:text-destructive')}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}

export function DevicesTab() {
  const manuals = useManualList()
  const deleteManual = useDeleteManual()

  const table = useAdminTable({
    items: manuals.data,
    filterItems: filterDevices,
    initialFilter: 'all' as DeviceTypeFilter,
    sortValue: deviceSortValue,
    defaultSort: DEFAULT_DEVICE_SORT,
    pageSize: DEVICE_PAGE_SIZE,
    pageList: 'sliding',
  })
  const { visible, rows, selection } = table
  // The manual counts of the page's rows, in one call (not one per row).
  const documentCounts = useDocumentCounts(rows.map((device) => device.id))
  const countsByDevice = new Map(documentCounts.data?.map((counts) => [counts.manualId, counts]))
  // Devices deleted meanwhile no longer count as selected.
  const selectedCount = selection.selectedIds.length
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Manual | null>(null)
  const [deleting, setDeleting] = useState<Manual | null>(null)
  const [managing, setManaging] = useState<Manual | null>(null)

  return (
    <AdminCard
      title="Device Management"
      description="The device catalogue users choose from, and the specifications behind it."
      action={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Add Device
        </Button>
      }
      contentClassName="grid gap-4"
      dialogs={
        <>
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
        </>
      }
    >
      <DeviceImport />

      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          label="Search devices"
          placeholder="Search devices by brand or model..."
          value={table.search}
          onChange={table.setSearch}
        />
        <FilterSelect label="Filter by device type" value={table.filter} onValueChange={table.setFilter}>
          {deviceTypeFilterOptions(manuals.data).map((option) => (
            <SelectItem key={option} value={option}>
              {deviceTypeLabel(option)}
            </SelectItem>
          ))}
        </FilterSelect>
        <BulkActionsMenu selectedCount={selectedCount}>
          <DropdownMenuItem
            className="text-destructive focus:text-destructive [&_svg]:text-destructive"
            textValue="Delete Selected"
            onSelect={() =>
              toast({ title: 'Bulk Action', description: 'This feature will be implemented soon' })
            }
          >
            <Trash2 aria-hidden />
            Delete Selected
            <ComingSoonBadge className="ml-auto" />
          </DropdownMenuItem>
        </BulkActionsMenu>
      </div>

      <DataTable
        query={manuals}
        loadingLabel="Loading devices"
        columnCount={5}
        rows={rows}
        empty="No devices match your search"
        head={
          <>
            <SelectAllHead label="Select all devices on this page" selection={selection} />
            <SortableHeads table={table} columns={sortableColumns} />
            <TableHead>Specifications</TableHead>
            <ActionsHead />
          </>
        }
        renderRow={(device) => {
          const name = [device.brand, device.model].filter(Boolean).join(' ')
          return (
            <SelectableRow key={device.id} id={device.id} label={`Select ${name}`} selection={selection}>
              <Cell label="Brand" lead>
                <div className="font-medium md:whitespace-nowrap">{device.brand}</div>
                {device.deviceType && (
                  <div className="text-xs text-muted-foreground">{deviceTypeLabel(device.deviceType)}</div>
                )}
              </Cell>
              <Cell label="Model" className="md:whitespace-nowrap">
                {device.model}
              </Cell>
              <Cell
                label="Specifications"
                className="min-w-64 text-muted-foreground"
                title={device.specifications}
              >
                {specificationsPreview(device.specifications)}
              </Cell>
              <ActionsCell>
                <div className="flex justify-end gap-1">
                  <ManualsButton
                    device={device}
                    counts={countsByDevice.get(device.id)}
                    onOpen={() => setManaging(device)}
                  />
                  <RowIconButton label={`Edit ${name}`} onClick={() => setEditing(device)}>
                    <Pencil aria-hidden />
                  </RowIconButton>
                  <RowIconButton label={`Delete ${name}`} destructive onClick={() => setDeleting(device)}>
                    <Trash2 aria-hidden />
                  </RowIconButton>
                </div>
              </ActionsCell>
            </SelectableRow>
          )
        }}
        footer={visible.length > 0 && <PageFooter table={table} noun="devices" label="Device pages" />}
      />
    </AdminCard>
  )
}
