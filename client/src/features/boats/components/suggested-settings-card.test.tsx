// @vitest-environment jsdom
import '@/test/dom'
import type { SuggestedSettings } from '@contract/boats'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BoatsPage } from '@/pages/boats'
import { fakeApi, json, type RouteAnswer } from '@/test/fake-api'
import { boatsRoutes, fakeBoats } from '@/test/fake-boats-api'
import { boat, boatDevice, manual } from '@/test/fixtures'
import { renderApp } from '@/test/render'

const SETTINGS_ROUTE = 'GET /api/boats/:id/devices/:deviceId/suggested-settings'
const SETTINGS_URL = '/api/boats/1/devices/5/suggested-settings'

const tailored: SuggestedSettings = {
  boatId: 1,
  deviceId: 5,
  settings: [
    {
      setting: 'Frequency',
      suggestion: '200 kHz: salt water 10-120 ft',
      source: { title: 'Sonar frequencies guide', heading: 'Choosing a frequency', page: 4 },
    },
    {
      setting: 'Sensitivity',
      suggestion: 'Auto, then 5 points lower at 25 kn',
      source: { title: 'Striker 4 Owner’s Manual' },
    },
  ],
}

/** The My boat page with one boat holding one device; the settings route's nth call answers `answer(n)`. */
function renderDevice(answer: (count: number) => RouteAnswer) {
  let count = 0
  const api = fakeApi({
    ...boatsRoutes(fakeBoats([boat({ devices: [boatDevice({ id: 5 })] })]), [manual({ id: 2 })]),
    [SETTINGS_ROUTE]: () => {
      count += 1
      return answer(count)
    },
  })
  renderApp(<BoatsPage />, { route: '/boats' })
  return api
}

async function openDevice() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /^Garmin Striker 4/ }))
  return { user, card: screen.getByRole('region', { name: 'Suggested settings' }) }
}

const settingsCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === SETTINGS_URL)

describe("a device's Suggested settings card", () => {
  it('is read when the device is opened, not before, and shows each setting with its source', async () => {
    const api = renderDevice(() => tailored)
    await screen.findByRole('button', { name: /^Garmin Striker 4/ })
    expect(settingsCalls(api)).toEqual([])

    const { card } = await openDevice()
    const lines = await within(card).findAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual([
      'Frequency200 kHz: salt water 10-120 ftSource: Sonar frequencies guide: Choosing a frequency, p. 4',
      'SensitivityAuto, then 5 points lower at 25 knSource: Striker 4 Owner’s Manual',
    ])
    expect(settingsCalls(api)).toHaveLength(1)
  })

  it("shows the server's note when there is nothing to tailor", async () => {
    renderDevice(() => ({
      boatId: 1,
      deviceId: 5,
      settings: [],
      note: 'Set the depths you fish to tailor these.',
    }))
    const { card } = await openDevice()
    expect(await within(card).findByText('Set the depths you fish to tailor these.')).toBeInTheDocument()
    expect(within(card).queryByRole('list')).not.toBeInTheDocument()
  })

  it('says it could not load them when the request fails, and tries again on request', async () => {
    const api = renderDevice((count) => (count === 1 ? json({ message: 'Not found' }, 404) : tailored))
    const { user, card } = await openDevice()
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      "We couldn't load suggested settings for this device.",
    )
    await user.click(within(card).getByRole('button', { name: 'Try again' }))
    expect(await within(card).findByText('200 kHz: salt water 10-120 ft')).toBeInTheDocument()
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument()
    expect(settingsCalls(api)).toHaveLength(2)
  })

  it('treats an answer that is not the contract’s as a failure, not as settings', async () => {
    renderDevice(() => ({ boatId: 1, deviceId: 5, settings: [{ setting: 'Frequency' }] }))
    const { card } = await openDevice()
    expect(await within(card).findByRole('alert')).toHaveTextContent("We couldn't load suggested settings")
  })

  it('is read again once a network of the device changes, as the suggestions may change with it', async () => {
    const api = renderDevice(() => tailored)
    const { user } = await openDevice()
    await screen.findByText('200 kHz: salt water 10-120 ft')
    await user.click(screen.getByRole('checkbox', { name: /NMEA 2000/ }))
    await waitFor(() => expect(settingsCalls(api)).toHaveLength(2))
  })
})
