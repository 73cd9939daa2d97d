import { Check, Plus, Search } from 'lucide-react'
import { type ReactNode, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'
import type { BoatDeviceGroup } from '../boat-devices'
import { searchDevices } from '../device-search'
import {
  type Device,
  deviceKey,
  deviceTypeLabel,
  isCustomDevice,
  isGeneralDevice,
  isWholeBoat,
} from '../devices'
import { DeviceIcon } from './device-icon'

type Option = { kind: 'device'; device: Device } | { kind: 'add' }

const NO_BOATS: BoatDeviceGroup[] = []

/** A run of the list under one heading: a boat's choices, or the catalogue (headed only after boats). */
type Section = { key: string; label?: string; devices: Device[]; start: number }

/** What a choice says under its name. */
function optionDetail(device: Device): string {
  if (isGeneralDevice(device)) return 'Questions not about one device'
  if (isWholeBoat(device)) return 'The whole boat: its devices and how they connect'
  return device.model
}

export type DevicePickerProps = {
  devices: Device[]
  /** The owner's boats (issue 43), offered before the catalogue, one group each. */
  boatGroups?: BoatDeviceGroup[]
  /** The catalogue's loading state; custom devices and 'Add Custom Device' are offered whatever it is. */
  status: 'pending' | 'error' | 'success'
  onRetry: () => void
  search: string
  onSearchChange: (search: string) => void
  /** The chosen device's deviceKey: a catalogue device and the same device on a boat are different choices. */
  selectedKey?: string
  onSelect: (device: Device) => void
  onAddCustom: () => void
  /** 'dropdown' opens under the search box on focus (the welcome card); 'inline' is always open (the modal). */
  variant: 'dropdown' | 'inline'
  label: ReactNode
  labelClassName?: string
  /** Shown at the end of the label's line (the welcome card's 'Cancel' while re-choosing). */
  labelAction?: ReactNode
  /** What to say when the search matches nothing; it gets the search text, trimmed. */
  emptyMessage: (search: string) => string
  autoFocus?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The device search of SPEC.md section 2: a combobox (WAI-ARIA 1.2 pattern with aria-activedescendant, so
 * focus stays in the search box while arrow keys move through the list) over the devices, filtered as the
 * user types (section 5 'Device search'), ending with 'Add Custom Device'. The list is capped at 40vh. An
 * owner's boats come first (issue 43), each a group: the boat as a whole, then its devices; the catalogue
 * follows under 'All devices'.
 */
export function DevicePicker({
  devices,
  boatGroups = NO_BOATS,
  status,
  onRetry,
  search,
  onSearchChange,
  selectedKey,
  onSelect,
  onAddCustom,
  variant,
  label,
  labelClassName,
  labelAction,
  emptyMessage,
  autoFocus,
  inputRef,
}: DevicePickerProps) {
  const id = useId()
  const inputId = `${id}-search`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const [open, setOpen] = useState(variant === 'inline')
  // -1: nothing highlighted, so Enter never picks a device the user did not point at.
  const [active, setActive] = useState(-1)
  // Enter on typed text before the catalogue arrived: the search it was pressed on, taken once the list is in.
  const [enterWhileLoading, setEnterWhileLoading] = useState<string | null>(null)
  // Whether the highlight was moved with the arrow keys (then Enter means that option, even 'Add Custom').
  const movedByKeys = useRef(false)
  const containerRef = useRef<HTMLDivElement>(null)

  const sections = useMemo<Section[]>(() => {
    const found: Section[] = []
    let start = 0
    for (const group of boatGroups) {
      const matches = searchDevices(group.devices, search)
      if (matches.length === 0) continue
      found.push({ key: `boat-${group.boatId}`, label: `Devices on ${group.name}`, devices: matches, start })
      start += matches.length
    }
    const catalogue = searchDevices(devices, search)
    if (catalogue.length > 0 || found.length === 0)
      found.push({
        key: 'catalogue',
        label: found.length > 0 ? 'All devices' : undefined,
        devices: catalogue,
        start,
      })
    return found
  }, [boatGroups, devices, search])
  const results = useMemo(() => sections.flatMap((section) => section.devices), [sections])
  const options = useMemo<Option[]>(
    () => [...results.map((device): Option => ({ kind: 'device', device })), { kind: 'add' }],
    [results],
  )
  const activeIndex = Math.min(active, options.length - 1)
  const expanded = variant === 'inline' || open
  const trimmedSearch = search.trim()
  const noMatches = status !== 'pending' && results.length === 0 && trimmedSearch !== ''

  useEffect(() => {
    if (!expanded || activeIndex < 0) return
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' })
  }, [expanded, activeIndex, id])

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once, when the catalogue's state changes
  useEffect(() => {
    if (enterWhileLoading === null || status === 'pending') return
    setEnterWhileLoading(null)
    const best = results[0]
    if (status === 'success' && enterWhileLoading === search && best) choose({ kind: 'device', device: best })
  }, [status])

  function choose(option: Option) {
    if (variant === 'dropdown') setOpen(false)
    setActive(-1)
    if (option.kind === 'add') onAddCustom()
    else onSelect(option.device)
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        movedByKeys.current = true
        if (!expanded) setOpen(true)
        setActive((index) => (Math.min(index, count - 1) + 1) % count)
        break
      case 'ArrowUp':
        event.preventDefault()
        movedByKeys.current = true
        if (!expanded) setOpen(true)
        setActive((index) => {
          const current = Math.min(index, count - 1)
          return current <= 0 ? count - 1 : current - 1
        })
        break
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined
        if (!option) return
        event.preventDefault()
        // Typed before the list arrived: the user meant the best match, not 'Add Custom Device' (the only
        // option while loading). Taken when the list is in, unless the search changes first.
        if (status === 'pending' && !movedByKeys.current && trimmedSearch !== '') {
          setEnterWhileLoading(search)
          break
        }
        choose(option)
        break
      }
      case 'Escape':
        // In the modal, Escape is left to the dialog, which closes.
        if (variant === 'dropdown' && open) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        }
        break
    }
  }

  function renderOption(option: Option, index: number) {
    const isActive = index === activeIndex
    const common = {
      id: optionId(index),
      'data-active': isActive || undefined,
      // Keep focus in the search box: a click must not blur it (and close the list) first.
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      onMouseMove: () => {
        if (!isActive) setActive(index)
      },
      onClick: () => choose(option),
    } as const
    if (option.kind === 'add') {
      return (
        <div
          key="add-custom-device"
          role="option"
          tabIndex={-1}
          {...common}
          aria-selected={false}
          className={cn(
            'sticky bottom-0 mt-1 flex cursor-pointer items-center gap-3 rounded-md border-t border-border bg-popover px-2 py-2.5 text-sm font-medium text-primary',
            isActive && 'bg-accent',
          )}
        >
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-md border border-dashed border-primary/50"
            aria-hidden
          >
            <Plus className="size-4" />
          </span>
          Add Custom Device
        </div>
      )
    }
    const { device } = option
    const selected = deviceKey(device) === selectedKey
    return (
      <div
        key={deviceKey(device)}
        role="option"
        tabIndex={-1}
        {...common}
        aria-selected={selected}
        className={cn(
          'flex scroll-mb-14 cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
          isActive && 'bg-accent text-accent-foreground',
        )}
      >
        <DeviceIcon device={device} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{device.brand}</span>
          <span className="block text-xs break-words text-muted-foreground">{optionDetail(device)}</span>
        </span>
        {isCustomDevice(device) ? (
          <Badge tone="info" className="px-2 text-[11px]">
            Custom
          </Badge>
        ) : (
          !isGeneralDevice(device) && (
            <Badge className="px-2 text-[11px] font-medium">{deviceTypeLabel(device.deviceType)}</Badge>
          )
        )}
        <Check className={cn('size-4 shrink-0 text-primary', !selected && 'invisible')} aria-hidden />
      </div>
    )
  }

  return (
    <div className="grid gap-2" ref={containerRef}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={inputId} className={labelClassName}>
          {label}
        </Label>
        {labelAction}
      </div>
      <div className="relative">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            autoFocus={autoFocus}
            placeholder="Search for your device..."
            className="h-11 pl-9"
            value={search}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onChange={(event) => {
              onSearchChange(event.target.value)
              setOpen(true)
              setEnterWhileLoading(null)
              movedByKeys.current = false
              // Typing highlights the best match, so Enter takes it.
              setActive(event.target.value.trim() ? 0 : -1)
            }}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              // Focus moving within the picker (its Try again button) keeps the list open.
              if (variant === 'dropdown' && !containerRef.current?.contains(event.relatedTarget)) {
                setOpen(false)
                setActive(-1)
              }
            }}
          />
        </div>

        {expanded && (
          <div
            className={cn(
              'overflow-hidden rounded-lg border border-border bg-popover text-popover-foreground',
              variant === 'dropdown'
                ? 'absolute inset-x-0 top-full z-30 mt-1.5 shadow-lg data-[state=open]:animate-fade-in'
                : 'mt-3',
            )}
            data-state="open"
          >
            <div className="max-h-[40vh] overflow-y-auto overscroll-contain">
              {status === 'pending' && <Spinner label="Loading devices..." showLabel className="py-6" />}
              {status === 'error' && (
                <div className="flex flex-wrap items-center justify-center gap-x-2 px-3 py-5 text-center text-sm">
                  <span className="text-muted-foreground">We couldn't load the device list.</span>
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={onRetry}
                  >
                    Try again
                  </Button>
                </div>
              )}
              {noMatches && (
                <p role="status" className="px-3 py-5 text-center text-sm break-words text-muted-foreground">
                  {emptyMessage(trimmedSearch)}
                </p>
              )}
              <div id={listId} role="listbox" aria-label="Devices" className="p-1">
                {sections.map((section) =>
                  section.label ? (
                    // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group" (WAI-ARIA)
                    <div
                      key={section.key}
                      role="group"
                      aria-labelledby={`${id}-${section.key}`}
                      className="pb-1"
                    >
                      <div
                        role="presentation"
                        id={`${id}-${section.key}`}
                        className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                      >
                        {section.label}
                      </div>
                      {section.devices.map((device, offset) =>
                        renderOption({ kind: 'device', device }, section.start + offset),
                      )}
                    </div>
                  ) : (
                    section.devices.map((device, offset) =>
                      renderOption({ kind: 'device', device }, section.start + offset),
                    )
                  ),
                )}
                {renderOption({ kind: 'add' }, options.length - 1)}
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
