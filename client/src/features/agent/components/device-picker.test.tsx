// @vitest-environment jsdom
import '@/test/dom'
import { GENERAL_DEVICE_BRAND } from '@contract/devices'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { manual } from '@/test/fixtures'
import type { Device } from '../devices'
import { DevicePicker } from './device-picker'

// Garmin's list as the server orders it (by model): the older ECHOMAP comes before the UHD2.
const catalogue: Device[] = [
  manual({ id: 1, brand: GENERAL_DEVICE_BRAND, model: 'General Question', deviceType: 'other' }),
  // Listed ahead of the Lowrance by its brand, though it only starts with that model's name.
  manual({ id: 7, brand: 'Acme', model: 'HDS Live 12 Sun Cover', deviceType: 'other' }),
  manual({ id: 2, brand: 'Garmin', model: 'AIS 800', deviceType: 'other' }),
  manual({ id: 3, brand: 'Garmin', model: 'ECHOMAP UHD 73sv', deviceType: 'chartplotter' }),
  manual({ id: 4, brand: 'Garmin', model: 'ECHOMAP UHD2 93sv', deviceType: 'chartplotter' }),
  manual({ id: 5, brand: 'Garmin', model: 'GPSMAP 8610', deviceType: 'chartplotter' }),
  manual({ id: 6, brand: 'Lowrance', model: 'HDS Live 12', deviceType: 'chartplotter' }),
]

/** The welcome card's picker; `loaded: false` is the catalogue still on its way. */
function Picker({
  onSelect,
  onAddCustom = () => {},
  loaded = true,
}: {
  onSelect: (device: Device) => void
  onAddCustom?: () => void
  loaded?: boolean
}) {
  const [search, setSearch] = useState('')
  return (
    <DevicePicker
      devices={loaded ? catalogue : []}
      status={loaded ? 'success' : 'pending'}
      onRetry={() => {}}
      search={search}
      onSearchChange={setSearch}
      onSelect={onSelect}
      onAddCustom={onAddCustom}
      variant="dropdown"
      label="First, select your device model:"
      emptyMessage={(text) => `No devices found for "${text}"`}
    />
  )
}

async function typeAndPressEnter(text: string) {
  const user = userEvent.setup()
  const onSelect = vi.fn()
  render(<Picker onSelect={onSelect} />)
  const box = screen.getByRole('combobox', { name: 'First, select your device model:' })
  await user.click(box)
  await user.type(box, text)
  const shown = within(screen.getByRole('listbox', { name: 'Devices' }))
    .getAllByRole('option')
    .map((option) => option.textContent)
  await user.keyboard('{Enter}')
  return { onSelect, shown }
}

describe('DevicePicker: Enter takes the best match', () => {
  it("picks the ECHOMAP UHD2 for 'ECHOMAP UHD2', though the older ECHOMAP is listed before it", async () => {
    const { onSelect, shown } = await typeAndPressEnter('ECHOMAP UHD2')
    expect(shown[0]).toContain('ECHOMAP UHD2 93sv')
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 4, model: 'ECHOMAP UHD2 93sv' })
  })

  it("lists the ECHOMAPs first for 'garmin echomap' and picks the first", async () => {
    const { onSelect, shown } = await typeAndPressEnter('garmin echomap')
    expect(shown.slice(0, 3)).toEqual([
      expect.stringContaining('ECHOMAP UHD 73sv'),
      expect.stringContaining('ECHOMAP UHD2 93sv'),
      expect.stringContaining('AIS 800'),
    ])
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 3 })
  })

  it('picks the exact model over a longer one that starts with it and is listed first', async () => {
    const { onSelect, shown } = await typeAndPressEnter('hds live 12')
    expect(shown[0]).toContain('Lowrance')
    expect(shown[1]).toContain('HDS Live 12 Sun Cover')
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 6 })
  })
})

/** Types `text` and presses Enter while the catalogue loads; `arrive` then brings it in. */
async function typeAndPressEnterWhileLoading(text: string) {
  const user = userEvent.setup()
  const onSelect = vi.fn()
  const onAddCustom = vi.fn()
  const { rerender } = render(<Picker onSelect={onSelect} onAddCustom={onAddCustom} loaded={false} />)
  const box = screen.getByRole('combobox', { name: 'First, select your device model:' })
  await user.click(box)
  await user.type(box, text)
  await user.keyboard('{Enter}')
  const arrive = () => rerender(<Picker onSelect={onSelect} onAddCustom={onAddCustom} />)
  return { user, box, onSelect, onAddCustom, arrive }
}

describe('DevicePicker: Enter typed before the catalogue has arrived', () => {
  it('takes the best match once it arrives, and does not open Add Custom Device', async () => {
    const { onSelect, onAddCustom, arrive } = await typeAndPressEnterWhileLoading('ECHOMAP UHD2')
    expect(onAddCustom).not.toHaveBeenCalled()
    expect(onSelect).not.toHaveBeenCalled()

    arrive()
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 4 })
    expect(onAddCustom).not.toHaveBeenCalled()
  })

  it('forgets the Enter when the search changes before the catalogue arrives', async () => {
    const { user, box, onSelect, onAddCustom, arrive } = await typeAndPressEnterWhileLoading('ECHOMAP')
    await user.type(box, ' UHD2')
    arrive()
    expect(onSelect).not.toHaveBeenCalled()
    expect(onAddCustom).not.toHaveBeenCalled()
  })

  it('still opens Add Custom Device when the user moves to it with the arrow keys', async () => {
    const user = userEvent.setup()
    const onAddCustom = vi.fn()
    render(<Picker onSelect={vi.fn()} onAddCustom={onAddCustom} loaded={false} />)
    const box = screen.getByRole('combobox', { name: 'First, select your device model:' })
    await user.click(box)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onAddCustom).toHaveBeenCalledTimes(1)
  })
})
