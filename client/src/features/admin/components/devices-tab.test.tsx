// @vitest-environment jsdom
import '@/test/dom'
import { deviceTypes, type Manual } from '@contract/devices'
import type { DocumentCounts } from '@contract/documents'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type ApiCall, fakeApi, type Routes } from '@/test/fake-api'
import { manual } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { DevicesTab } from './devices-tab'

/** n devices whose brands sort as Brand 01..Brand n and whose models sort the other way round. */
function devices(n: number): Manual[] {
  return Array.from({ length: n }, (_, i) =>
    manual({
      id: i + 1,
      // Served out of order, so the table's own sort shows.
      brand: `Brand ${String(((i * 7) % n) + 1).padStart(2, '0')}`,
      model: `Model ${String(n - ((i * 7) % n)).padStart(2, '0')}`,
    }),
  )
}

function column(index: number) {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent)
}

/** The counts of the asked devices: device 1 has two manuals, one of them being read; the others none. */
function documentCounts({ query }: ApiCall): DocumentCounts[] {
  const ids = (query.get('ids') ?? '').split(',').map(Number)
  return ids.map((id) => ({
    manualId: id,
    total: id === 1 ? 2 : 0,
    byStatus: { processing: id === 1 ? 1 : 0, ready: id === 1 ? 1 : 0, failed: 0, needs_ocr: 0 },
  }))
}

async function renderDevices(list: Manual[], routes: Routes = {}) {
  const api = fakeApi({
    'GET /api/manuals': list,
    'GET /api/admin/manuals/document-counts': documentCounts,
    'GET /api/admin/manuals/:id/documents': [],
    ...routes,
  })
  renderApp(<DevicesTab />)
  await screen.findByRole('table')
  return api
}

function pageNumbers() {
  const nav = screen.getByRole('navigation', { name: 'Device pages' })
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent))
}

describe('Devices tab (SPEC.md section 2 and 4 "Admin tables")', () => {
  it('opens sorted by brand ascending, 10 to a page, with "Showing X to Y of N devices"', async () => {
    await renderDevices(devices(12))
    expect(column(1)).toEqual([
      'Brand 01Fishfinder',
      'Brand 02Fishfinder',
      'Brand 03Fishfinder',
      'Brand 04Fishfinder',
      'Brand 05Fishfinder',
      'Brand 06Fishfinder',
      'Brand 07Fishfinder',
      'Brand 08Fishfinder',
      'Brand 09Fishfinder',
      'Brand 10Fishfinder',
    ])
    expect(screen.getByRole('columnheader', { name: /Brand/ })).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByText(/^Showing/)).toHaveTextContent(/^Showing 1 to 10 of 12 devices$/)
  })

  it('sorts Model ascending on the first click, descending on the second, and Brand likewise', async () => {
    const user = userEvent.setup()
    await renderDevices(devices(12))
    const model = screen.getByRole('columnheader', { name: /Model/ })
    await user.click(within(model).getByRole('button'))
    expect(model).toHaveAttribute('aria-sort', 'ascending')
    expect(column(2).slice(0, 3)).toEqual(['Model 01', 'Model 02', 'Model 03'])
    await user.click(within(model).getByRole('button'))
    expect(model).toHaveAttribute('aria-sort', 'descending')
    expect(column(2).slice(0, 3)).toEqual(['Model 12', 'Model 11', 'Model 10'])

    const brand = screen.getByRole('columnheader', { name: /Brand/ })
    await user.click(within(brand).getByRole('button'))
    expect(brand).toHaveAttribute('aria-sort', 'ascending')
    expect(model).toHaveAttribute('aria-sort', 'none')
    await user.click(within(brand).getByRole('button'))
    expect(column(1)[0]).toBe('Brand 12Fishfinder')
  })

  it('goes back to page 1 when the sort changes', async () => {
    const user = userEvent.setup()
    await renderDevices(devices(25))
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 21 to 25 of 25 devices')
    await user.click(within(screen.getByRole('columnheader', { name: /Model/ })).getByRole('button'))
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 1 to 10 of 25 devices')
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(column(2)[0]).toBe('Model 01')
    // Flipping the same column's direction starts again at page 1 too.
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.click(within(screen.getByRole('columnheader', { name: /Model/ })).getByRole('button'))
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 1 to 10 of 25 devices')
    expect(column(2)[0]).toBe('Model 25')
  })

  it('filters by every device type the catalogue knows, GPS included', async () => {
    const user = userEvent.setup()
    await renderDevices([
      manual({ id: 1, brand: 'Garmin', model: 'GPSMAP 943xsv', deviceType: 'gps' }),
      manual({ id: 2, brand: 'Lowrance', model: 'Elite FS 9', deviceType: 'fishfinder' }),
      manual({ id: 3, brand: 'Vesper', model: 'Cortex M1', deviceType: 'ais' }),
    ])
    await user.click(screen.getByRole('combobox', { name: 'Filter by device type' }))
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual([
      'All types',
      'Sonar',
      'Chartplotter',
      'GPS',
      'Fishfinder',
      'Radar',
      'Depthfinder',
      'Autopilot',
      'Navigation',
      'Other',
      // A type only the catalogue has is offered as well.
      'ais',
    ])
    expect(options).toHaveLength(deviceTypes.length + 2)
    await user.click(screen.getByRole('option', { name: 'GPS' }))
    expect(column(2)).toEqual(['GPSMAP 943xsv'])
  })

  it('says how many devices an import added and how many it updated', async () => {
    const user = userEvent.setup()
    // The server's answer carries the counts; the toast is the client's own wording of them.
    const api = await renderDevices(devices(3), {
      'POST /api/admin/manuals/import': { count: 3, added: 2, updated: 1, message: '' },
    })
    const file = new File(['PK'], 'devices.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    await user.upload(screen.getByLabelText('Excel file to import'), file)
    await user.click(screen.getByRole('button', { name: 'Import Devices' }))
    expect(
      (
        await screen.findAllByText('Successfully imported 3 manuals. 2 added, 1 updated.', undefined, {
          timeout: 5_000,
        })
      )[0],
    ).toBeInTheDocument()
    expect(api.callsTo('POST /api/admin/manuals/import')).toHaveLength(1)
  })

  it('offers at most 5 page numbers, a window that slides with the current page', async () => {
    const user = userEvent.setup()
    await renderDevices(devices(70))
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5])
    await user.click(screen.getByRole('button', { name: 'Page 5' }))
    expect(pageNumbers()).toEqual([3, 4, 5, 6, 7])
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 41 to 50 of 70 devices')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 61 to 70 of 70 devices')
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('select-all selects the current page only', async () => {
    const user = userEvent.setup()
    await renderDevices(devices(12))
    await user.click(screen.getByRole('checkbox', { name: 'Select all devices on this page' }))
    expect(screen.getByRole('button', { name: 'Bulk Actions (10)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    const boxes = screen.getAllByRole('checkbox', { name: /^Select Brand/ })
    expect(boxes).toHaveLength(2)
    for (const box of boxes) expect(box).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Select all devices on this page' }))
    expect(screen.getByRole('button', { name: 'Bulk Actions (12)' })).toBeInTheDocument()
    // Unticking it on this page leaves page 1's selection alone.
    await user.click(screen.getByRole('checkbox', { name: 'Select all devices on this page' }))
    expect(screen.getByRole('button', { name: 'Bulk Actions (10)' })).toBeInTheDocument()
  })

  it("marks the placeholder Delete Selected 'Coming soon' and still gives SPEC.md's toast (issue 42)", async () => {
    const user = userEvent.setup()
    await renderDevices(devices(3))
    await user.click(screen.getByRole('checkbox', { name: 'Select all devices on this page' }))
    await user.click(screen.getByRole('button', { name: 'Bulk Actions (3)' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Selected Coming soon' }))
    expect(
      (await screen.findAllByText('This feature will be implemented soon', undefined, { timeout: 5_000 }))[0],
    ).toBeInTheDocument()
  })

  it("asks for the manual counts of a page's devices in one call, never one call per row", async () => {
    const user = userEvent.setup()
    const api = await renderDevices(devices(12))
    const perDevice = () =>
      api.calls.filter((call) => /^\/api\/admin\/manuals\/\d+\/documents$/.test(call.path))
    const countCalls = () => api.callsTo('GET /api/admin/manuals/document-counts')
    // Device 1 (Brand 01) has two manuals, one being read: its button says so, from the page's one answer.
    const first = await screen.findByRole('button', { name: 'Manuals of Brand 01 Model 12' })
    await waitFor(() => expect(first).toHaveAttribute('title', '2 manuals, processing'))
    // The count it shows is in its name too (axe's label-content-name-mismatch, WCAG 2.5.3).
    expect(first).toHaveTextContent(/^2$/)
    expect(first).toHaveAccessibleName('Manuals of Brand 01 Model 12: 2')
    expect(screen.getByRole('button', { name: 'Manuals of Brand 08 Model 05: 0' })).toHaveAttribute(
      'title',
      '0 manuals',
    )
    // Every call names the whole page's ten devices (a call again is the polling while one is read).
    const idLists = () => [...new Set(countCalls().map((call) => call.query.get('ids')))]
    expect(idLists()).toEqual(['1,2,3,4,5,7,8,9,10,12'])

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(idLists()).toEqual(['1,2,3,4,5,7,8,9,10,12', '6,11']))
    expect(perDevice()).toEqual([])
  })

  it('says "No devices match your search" and drops the footer when nothing matches', async () => {
    const user = userEvent.setup()
    await renderDevices(devices(3))
    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'zzzz-nothing')
    expect(screen.getByText('No devices match your search')).toBeInTheDocument()
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
  })
})
