// @vitest-environment jsdom
import '@/test/dom'
import type { Boat } from '@contract/boats'
import { GENERAL_DEVICE_BRAND } from '@contract/devices'
import type { QueryResponse } from '@contract/query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AgentPage } from '@/pages/agent'
import { fakeApi, json } from '@/test/fake-api'
import { appConfig, boat, boatDevice, manual, usage, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { boatChoiceOf, boatDeviceGroups } from '../boat-devices'
import type { Device } from '../devices'
import { DevicePicker } from './device-picker'

// Issue 43: an owner's boats come first in the agent's device picker, the boat as a whole and each device.

const catalogue = [
  manual({ id: 1, brand: GENERAL_DEVICE_BRAND, model: '', deviceType: 'other' }),
  manual({ id: 2, brand: 'Garmin', model: 'Striker 4', deviceType: 'fishfinder' }),
  manual({ id: 3, brand: 'Raymarine', model: 'Element 9 HV', deviceType: 'fishfinder' }),
  manual({ id: 4, brand: 'Furuno', model: 'DRS4W', deviceType: 'radar' }),
]

const seaBreeze = boat({
  id: 1,
  name: 'Sea Breeze',
  devices: [
    boatDevice({ id: 11, manualId: 4, brand: 'Furuno', model: 'DRS4W', deviceType: 'radar' }),
    boatDevice({
      id: 12,
      manualId: null,
      brand: 'Koden',
      model: 'MDC-2000',
      deviceType: 'radar',
      custom: true,
    }),
  ],
})

function Picker({ boats, onSelect = () => {} }: { boats: Boat[]; onSelect?: (device: Device) => void }) {
  const [search, setSearch] = useState('')
  return (
    <DevicePicker
      devices={catalogue}
      boatGroups={boatDeviceGroups(boats)}
      status="success"
      onRetry={() => {}}
      search={search}
      onSearchChange={setSearch}
      onSelect={onSelect}
      onAddCustom={() => {}}
      variant="inline"
      label="Search devices"
      emptyMessage={() => 'No devices found.'}
    />
  )
}

const optionNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('the device picker with the owner’s boats', () => {
  it('offers each boat first, as a group: the whole boat, then its devices; the catalogue after', async () => {
    renderApp(<Picker boats={[seaBreeze, boat({ id: 2, name: 'Skiff', devices: [] })]} />)
    const listbox = screen.getByRole('listbox', { name: 'Devices' })
    const [first, second, all] = within(listbox).getAllByRole('group')
    expect(first).toHaveAccessibleName('Devices on Sea Breeze')
    expect(optionNames(first as HTMLElement)).toEqual([
      'My boat: Sea BreezeThe whole boat: its devices and how they connectBoat',
      'FurunoDRS4WRadar',
      'KodenMDC-2000Radar',
    ])
    expect(second).toHaveAccessibleName('Devices on Skiff')
    expect(optionNames(second as HTMLElement)).toEqual([
      'My boat: SkiffThe whole boat: its devices and how they connectBoat',
    ])
    expect(all).toHaveAccessibleName('All devices')
    expect(optionNames(all as HTMLElement)).toHaveLength(4)
    expect(optionNames(listbox).at(-1)).toBe('Add Custom Device')
  })

  it('filters the boats’ devices with the catalogue, the boat’s own copy first, so Enter takes it', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    renderApp(<Picker boats={[seaBreeze]} onSelect={onSelect} />)
    const box = screen.getByRole('combobox', { name: 'Search devices' })
    await user.type(box, 'furuno')
    expect(optionNames(screen.getByRole('listbox'))).toEqual([
      'FurunoDRS4WRadar',
      'FurunoDRS4WRadar',
      'Add Custom Device',
    ])
    await user.keyboard('{Enter}')
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({
      id: 4,
      boat: { boatId: 1, boatName: 'Sea Breeze', boatDeviceId: 11 },
    })
  })

  it('is the plain catalogue, with no groups, for an owner without boats', () => {
    renderApp(<Picker boats={[]} />)
    const listbox = screen.getByRole('listbox', { name: 'Devices' })
    expect(within(listbox).queryAllByRole('group')).toEqual([])
    expect(optionNames(listbox)).toHaveLength(5)
  })
})

function answer(text: string): QueryResponse {
  return { response: text, sources: [], usage: usage({ queriesUsed: 1 }) }
}

/** The agent for an owner whose boats are `boats`; answers every question. */
function renderAgent(boats: Boat[] | Response) {
  const api = fakeApi({
    'GET /api/auth/user': { user: user() },
    'GET /api/config': appConfig(),
    'GET /api/usage': usage(),
    'GET /api/manuals': catalogue,
    'GET /api/boats': boats,
    'POST /api/query/stream': answer('Check the NMEA 2000 backbone.'),
  })
  renderApp(<AgentPage />, { route: '/agent' })
  return api
}

async function askAbout(option: RegExp) {
  const user = userEvent.setup()
  const box = await screen.findByRole('combobox', { name: 'First, select your device model:' })
  await user.click(box)
  await user.click(await screen.findByRole('option', { name: option }))
  await user.type(screen.getByRole('textbox', { name: /Your question about/ }), 'Why do they not talk?')
  await user.keyboard('{Enter}')
}

describe('asking about the owner’s boat', () => {
  it('sends the boat, with manualId 0, for the boat as a whole', async () => {
    const api = renderAgent([seaBreeze])
    await askAbout(/My boat: Sea Breeze/)
    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(1))
    const body = api.callsTo('POST /api/query/stream')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({ manualId: 0, boatId: 1, query: 'Why do they not talk?' })
    expect(body).not.toHaveProperty('boatDeviceId')
    expect(body).not.toHaveProperty('customDevice')
    expect(await screen.findByText('Check the NMEA 2000 backbone.')).toBeInTheDocument()
  })

  it("sends a catalogue device on the boat with its catalogue id, the boat's and its own", async () => {
    const api = renderAgent([seaBreeze])
    const user = userEvent.setup()
    const box = await screen.findByRole('combobox', { name: 'First, select your device model:' })
    await user.click(box)
    const boatGroup = await screen.findByRole('group', { name: 'Devices on Sea Breeze' })
    await user.click(within(boatGroup).getByRole('option', { name: /DRS4W/ }))
    await user.type(screen.getByRole('textbox', { name: /Your question about/ }), 'Why do they not talk?')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(1))
    expect(api.callsTo('POST /api/query/stream')[0]?.body).toMatchObject({
      manualId: 4,
      boatId: 1,
      boatDeviceId: 11,
    })
  })

  it('sends a device of the owner’s own by its place on the boat, with manualId 0', async () => {
    const api = renderAgent([seaBreeze])
    await askAbout(/Koden/)
    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(1))
    const body = api.callsTo('POST /api/query/stream')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({ manualId: 0, boatId: 1, boatDeviceId: 12 })
    expect(body).not.toHaveProperty('customDevice')
  })

  it('asks about a catalogue device as before when the boats cannot be read', async () => {
    const api = renderAgent(json({ message: 'Server error' }, 500))
    await askAbout(/Raymarine/)
    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(1))
    const body = api.callsTo('POST /api/query/stream')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({ manualId: 3 })
    expect(body).not.toHaveProperty('boatId')
  })
})

describe('a reopened conversation about a boat', () => {
  const groups = boatDeviceGroups([seaBreeze])

  it('comes back to the boat as a whole, or to the device on it', () => {
    expect(boatChoiceOf(groups, { boatId: 1, boatDeviceId: null })?.brand).toBe('My boat: Sea Breeze')
    const koden = boatChoiceOf(groups, { boatId: 1, boatDeviceId: 12 })
    expect(koden?.boat).toEqual({ boatId: 1, boatName: 'Sea Breeze', boatDeviceId: 12 })
  })

  it('finds nothing once the boat or the device is gone', () => {
    expect(boatChoiceOf(groups, { boatId: 2, boatDeviceId: null })).toBeUndefined()
    expect(boatChoiceOf(groups, { boatId: 1, boatDeviceId: 99 })).toBeUndefined()
  })
})
