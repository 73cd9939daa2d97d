import {
  Anchor,
  ArrowDownToLine,
  CircleHelp,
  Compass,
  Cpu,
  Map as MapIcon,
  Navigation,
  Radar,
  Ship,
  Waves,
} from 'lucide-react'
import { cn } from '@/lib/utils'
import { WHOLE_BOAT_TYPE } from '../boat-devices'
import { type Device, isGeneralDevice } from '../devices'

const ICONS = {
  sonar: Waves,
  fishfinder: Waves,
  depthfinder: ArrowDownToLine,
  chartplotter: MapIcon,
  gps: Navigation,
  navigation: Compass,
  radar: Radar,
  autopilot: Anchor,
  [WHOLE_BOAT_TYPE]: Ship,
} as const

/** A small tile telling device kinds apart at a glance in the picker and the device chip. */
export function DeviceIcon({
  device,
  className,
}: {
  device: Pick<Device, 'brand' | 'deviceType'>
  className?: string
}) {
  const Icon = isGeneralDevice(device)
    ? CircleHelp
    : (ICONS[device.deviceType.toLowerCase() as keyof typeof ICONS] ?? Cpu)
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-primary',
        className,
      )}
      aria-hidden
    >
      <Icon className="size-4" />
    </span>
  )
}
