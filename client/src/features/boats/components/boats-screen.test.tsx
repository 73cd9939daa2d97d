// @vitest-environment jsdom
import '@/test/dom'
import { GENERAL_DEVICE_BRAND } from '@contract/devices'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BoatsPage } from '@/pages/boats'
import { type ApiCall, fakeApi, type Routes } from '@/test/fake-api'
import { boatsRoutes, type FakeBoats, fakeBoats } from '@/test/fake-boats-api'
import { boat, boatDevice, manual } from '@/test/fixtures'
import { renderApp } from '@/test/render'

const catalogue = [
  manual({ id: 1, brand: GENERAL_DEVICE_BRAND, model: '', deviceType: 'other' }),
  manual({ id: 2, brand: 'Garmin', model: 'ECHOMAP UHD2 93sv', deviceType: 'chartplotter' }),
  manual({ id: 3, brand: 'Lowrance', model: 'HDS Live 12', deviceType: 'chartplotter' }),
  manual({ id: 4, brand: 'Furuno', model: 'DRS4W', deviceType: 'radar' }),
]

function renderBoats(state: FakeBoats = fakeBoats(), extra: Routes = {}) {
  const api = fakeApi({ ...boatsRoutes(state, catalogue), ...extra })
  renderApp(<BoatsPage />, { route: '/boats' })
  return api
}

const bodiesOf = (calls: ApiCall[]) => calls.map((call) => call.body)

describe('My boat: setting up a boat', () => {
  it('explains what a boat is for, then saves one from the form on the page', async () => {
    const user = userEvent.setup()
    const state = fakeBoats()
    const api = renderBoats(state)
    expect(await screen.findByRole('heading', { name: 'Set up your boat' })).toBeInTheDocument()
    expect(screen.getByText(/which devices share data and over which network/)).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: 'Boat name' }), 'Sea Breeze')
    await user.click(screen.getByRole('radio', { name: 'Fishing' }))
    await user.click(screen.getByRole('radio', { name: 'Salt water' }))
    await user.type(screen.getByRole('textbox', { name: 'Length (ft)' }), '21')
    await user.type(screen.getByRole('textbox', { name: 'Cruising speed' }), '25,5')
    await user.click(screen.getByRole('radio', { name: 'mph' }))
    await user.type(screen.getByRole('textbox', { name: 'Shallowest depth (ft)' }), '5')
    await user.type(screen.getByRole('textbox', { name: 'Deepest depth (ft)' }), '40')
    await user.click(screen.getByRole('button', { name: 'Save boat' }))

    expect(await screen.findByRole('heading', { name: 'Sea Breeze', level: 2 })).toBeInTheDocument()
    expect(bodiesOf(api.callsTo('POST /api/boats'))).toEqual([
      {
        name: 'Sea Breeze',
        kind: 'fishing',
        water: 'salt',
        lengthFt: 21,
        cruisingSpeed: 25.5,
        speedUnit: 'mph',
        depthMinFt: 5,
        depthMaxFt: 40,
      },
    ])
    expect(
      screen.getByText('Fishing · 21 ft · Salt water · 5–40 ft deep · cruises at 25.5 mph'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Set up your boat' })).not.toBeInTheDocument()
    // The next step: the device search, ready to type in.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Add a device' })).toHaveFocus())
  })

  it("shows the contract's messages under the fields, and sends nothing until they are put right", async () => {
    const user = userEvent.setup()
    const api = renderBoats()
    const save = await screen.findByRole('button', { name: 'Save boat' })
    await user.click(save)
    expect(await screen.findByText('Boat name is required')).toBeInTheDocument()
    expect(screen.getByText('Choose the kind of boat')).toBeInTheDocument()
    expect(screen.getByText('Choose fresh or salt water')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Boat name' })).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByRole('textbox', { name: 'Boat name' }), 'Skiff')
    await user.click(screen.getByRole('radio', { name: 'Kayak' }))
    await user.click(screen.getByRole('radio', { name: 'Fresh water' }))
    await user.type(screen.getByRole('textbox', { name: 'Length (ft)' }), 'twelve')
    await user.type(screen.getByRole('textbox', { name: 'Shallowest depth (ft)' }), '50')
    await user.type(screen.getByRole('textbox', { name: 'Deepest depth (ft)' }), '10')
    await user.type(screen.getByRole('textbox', { name: 'Cruising speed' }), '900')
    await user.click(save)
    expect(await screen.findByText('Length must be a number')).toBeInTheDocument()
    expect(screen.getByText('Cruising speed must be between 0 and 150 kn or mph')).toBeInTheDocument()
    expect(screen.queryByText('Boat name is required')).not.toBeInTheDocument()

    // The depths are compared once every field reads well.
    await user.clear(screen.getByRole('textbox', { name: 'Length (ft)' }))
    await user.clear(screen.getByRole('textbox', { name: 'Cruising speed' }))
    await user.click(save)
    expect(await screen.findByText('Deepest depth must be at least the shallowest')).toBeInTheDocument()
    expect(screen.queryByText('Length must be a number')).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/boats')).toEqual([])

    await user.clear(screen.getByRole('textbox', { name: 'Deepest depth (ft)' }))
    await user.type(screen.getByRole('textbox', { name: 'Deepest depth (ft)' }), '60')
    await user.click(save)
    expect(await screen.findByRole('heading', { name: 'Skiff', level: 2 })).toBeInTheDocument()
    // Left empty, the optional numbers go as null, not 0.
    expect(api.callsTo('POST /api/boats')[0]?.body).toMatchObject({
      lengthFt: null,
      cruisingSpeed: null,
      depthMinFt: 50,
      depthMaxFt: 60,
    })
  })

  it('edits the boat in a dialog that starts from its details', async () => {
    const user = userEvent.setup()
    const api = renderBoats(fakeBoats([boat()]))
    await user.click(await screen.findByRole('button', { name: 'Edit Sea Breeze' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sea Breeze' })
    const name = within(dialog).getByRole('textbox', { name: 'Boat name' })
    expect(name).toHaveValue('Sea Breeze')
    expect(within(dialog).getByRole('textbox', { name: 'Length (ft)' })).toHaveValue('21')
    expect(within(dialog).getByRole('radio', { name: 'Fishing' })).toBeChecked()
    await user.clear(name)
    await user.type(name, 'Sea Breeze II')
    await user.click(within(dialog).getByRole('radio', { name: 'Fresh water' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByRole('heading', { name: 'Sea Breeze II', level: 2 })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      [
        '/api/boats/1',
        expect.objectContaining({ name: 'Sea Breeze II', water: 'fresh', lengthFt: 21, speedUnit: 'kn' }),
      ],
    ])
  })

  it('deletes the boat only once the owner confirms, then shows the empty state', async () => {
    const user = userEvent.setup()
    const api = renderBoats(fakeBoats([boat({ devices: [boatDevice({ id: 5 })] })]))
    await user.click(await screen.findByRole('button', { name: 'Delete Sea Breeze' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Sea Breeze?' })
    expect(confirm).toHaveTextContent('The boat and its device will be deleted. This cannot be undone.')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete Sea Breeze' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete boat' }),
    )
    expect(await screen.findByRole('heading', { name: 'Set up your boat' })).toBeInTheDocument()
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/boats/1',
    ])
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My boat', level: 1 })).toHaveFocus())
  })
})

describe('My boat: devices', () => {
  it('adds a catalogue device in one tap from the search, and opens it on its networks', async () => {
    const user = userEvent.setup()
    const api = renderBoats(fakeBoats([boat()]), {
      'GET /api/boats/:id/devices/:deviceId/suggested-settings': { boatId: 1, deviceId: 500, settings: [] },
    })
    const search = await screen.findByRole('combobox', { name: 'Add a device' })
    await user.click(search)
    const listbox = await screen.findByRole('listbox', { name: 'Devices' })
    // A boat carries devices, not the 'General Device Question'.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4))
    expect(within(listbox).queryByRole('option', { name: /General Device Question/ })).not.toBeInTheDocument()

    await user.type(search, 'echomap')
    await user.click(within(listbox).getByRole('option', { name: /ECHOMAP UHD2 93sv/ }))
    expect(bodiesOf(api.callsTo('POST /api/boats/1/devices'))).toEqual([{ source: 'catalogue', manualId: 2 }])

    const row = await screen.findByRole('button', { name: /^Garmin ECHOMAP UHD2 93sv/ })
    expect(row).toHaveAttribute('aria-expanded', 'true')
    expect(row).toHaveTextContent('Chartplotter · Not connected yet')
    expect(screen.getByRole('group', { name: 'Connected to' })).toBeInTheDocument()
    expect(search).toHaveValue('')
    expect(screen.getByRole('heading', { name: 'Devices (1)' })).toBeInTheDocument()
  })

  it('adds a device of its own, with the messages of the contract for what is missing', async () => {
    const user = userEvent.setup()
    const api = renderBoats(fakeBoats([boat()]), {
      'GET /api/boats/:id/devices/:deviceId/suggested-settings': {
        boatId: 1,
        deviceId: 500,
        settings: [],
        note: 'Custom devices have no guides to draw settings from.',
      },
    })
    const search = await screen.findByRole('combobox', { name: 'Add a device' })
    await user.click(search)
    await user.type(search, 'Koden')
    expect(screen.getByText('No devices found for "Koden". Add it as a custom device.')).toBeInTheDocument()
    await user.click(screen.getByRole('option', { name: 'Add Custom Device' }))

    const dialog = await screen.findByRole('dialog', { name: 'Add Custom Device' })
    await user.click(within(dialog).getByRole('button', { name: 'Add Device' }))
    expect(await within(dialog).findByText('Manufacturer is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Model is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose the type of device')).toBeInTheDocument()
    expect(api.callsTo('POST /api/boats/1/devices')).toEqual([])

    await user.type(within(dialog).getByRole('textbox', { name: 'Manufacturer' }), 'Koden')
    await user.type(within(dialog).getByRole('textbox', { name: 'Model' }), 'MDC-2000')
    await user.click(within(dialog).getByRole('radio', { name: 'Radar' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add Device' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodiesOf(api.callsTo('POST /api/boats/1/devices'))).toEqual([
      { source: 'custom', brand: 'Koden', model: 'MDC-2000', deviceType: 'radar', networks: [] },
    ])
    const row = await screen.findByRole('button', { name: /^Koden MDC-2000/ })
    expect(row).toHaveTextContent('Radar (custom)')
    expect(search).toHaveValue('')
    expect(
      await screen.findByText('Custom devices have no guides to draw settings from.'),
    ).toBeInTheDocument()
  })

  it('offers the networks its specifications list first, and saves a toggle at once', async () => {
    const user = userEvent.setup()
    const state = fakeBoats([
      boat({ devices: [boatDevice({ id: 5, supportedNetworks: ['nmea2000', 'wifi'] })] }),
    ])
    const api = renderBoats(state, {
      'GET /api/boats/:id/devices/:deviceId/suggested-settings': { boatId: 1, deviceId: 5, settings: [] },
    })
    const row = await screen.findByRole('button', { name: /Garmin Striker 4/ })
    expect(row).toHaveAttribute('aria-expanded', 'false')
    await user.click(row)

    const networks = screen.getByRole('group', { name: 'Connected to' })
    const toggles = within(networks).getAllByRole('checkbox')
    expect(toggles.map((toggle) => toggle.closest('label')?.textContent)).toEqual([
      'NMEA 2000Listed in its specifications',
      'Wi-FiListed in its specifications',
      'NMEA 0183',
      "Maker's Ethernet",
    ])
    expect(toggles.every((toggle) => toggle.getAttribute('aria-checked') === 'false')).toBe(true)

    await user.click(within(networks).getByRole('checkbox', { name: /NMEA 2000/ }))
    expect(within(networks).getByRole('checkbox', { name: /NMEA 2000/ })).toBeChecked()
    await user.click(within(networks).getByRole('checkbox', { name: /Maker's Ethernet/ }))
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2))
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      ['/api/boats/1/devices/5', { networks: ['nmea2000'] }],
      ['/api/boats/1/devices/5', { networks: ['nmea2000', 'ethernet'] }],
    ])
    await waitFor(() => expect(row).toHaveTextContent("NMEA 2000, Maker's Ethernet"))
    expect(state.boats[0]?.devices[0]?.networks).toEqual(['nmea2000', 'ethernet'])

    await user.click(within(networks).getByRole('checkbox', { name: /NMEA 2000/ }))
    await waitFor(() => expect(state.boats[0]?.devices[0]?.networks).toEqual(['ethernet']))
    expect(within(networks).getByRole('checkbox', { name: /NMEA 2000/ })).not.toBeChecked()
  })

  it('takes a device off the boat', async () => {
    const user = userEvent.setup()
    const api = renderBoats(
      fakeBoats([boat({ devices: [boatDevice({ id: 5 }), boatDevice({ id: 6, model: 'Striker 7' })] })]),
      {
        'GET /api/boats/:id/devices/:deviceId/suggested-settings': { boatId: 1, deviceId: 5, settings: [] },
      },
    )
    await user.click(await screen.findByRole('button', { name: /Garmin Striker 4/ }))
    await user.click(screen.getByRole('button', { name: 'Remove Garmin Striker 4' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Garmin Striker 4/ })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('button', { name: /Garmin Striker 7/ })).toBeInTheDocument()
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/boats/1/devices/5',
    ])
  })
})
