import * as XLSX from '@e965/xlsx'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { injectAs, setUpAdminTestApp } from '../../test/context'
import { retrieve } from '../answers/retrieval'
import { resolveDevice } from '../answers/service'

const suite = setUpAdminTestApp()
const { ctx } = suite

const listDevices = async (): Promise<Manual[]> =>
  (await injectAs(ctx.app, suite.adminCookie, { method: 'GET', url: '/api/manuals' })).json()

function workbook(rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Devices')
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer
}

function upload(fileName: string, data: Buffer, field = 'file') {
  const boundary = '----sonar-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return injectAs(ctx.app, suite.adminCookie, {
    method: 'POST',
    url: '/api/admin/manuals/import',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  })
}

const HEADER = ['Brand', 'Model', 'Device Type', 'Specifications']

/** Imports a workbook of these device rows under the expected headers. */
const importDevices = (fileName: string, rows: string[][], bookType?: 'xlsx' | 'xls') =>
  upload(fileName, workbook([HEADER, ...rows], bookType))

describe('add, edit and delete devices', () => {
  it('adds a device (brand required, the rest empty by default) and makes it searchable', async () => {
    const blank = await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/manuals',
      payload: { brand: '  ' },
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('Brand name is required')
    const created = await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/manuals',
      payload: {
        brand: 'Lowrance',
        model: 'Eagle 9 TripleShot',
        deviceType: 'fishfinder',
        specifications: 'SplitShot transducer, 9-inch screen, Genesis Live mapping',
      },
    })
    expect(created.statusCode).toBe(201)
    const device = created.json() as Manual
    expect(device).toMatchObject({ brand: 'Lowrance', model: 'Eagle 9 TripleShot', deviceType: 'fishfinder' })
    const minimal = await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/manuals',
      payload: { brand: 'Vesper' },
    })
    expect(minimal.json()).toMatchObject({ brand: 'Vesper', model: '', deviceType: '', specifications: '' })
    const duplicate = await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/manuals',
      payload: { brand: 'lowrance', model: 'EAGLE 9 TRIPLESHOT' },
    })
    expect(duplicate.statusCode).toBe(409)

    const context = await resolveDevice(ctx.database.db, { manualId: device.id, query: 'x', history: [] })
    const passages = await retrieve(ctx.database.db, {
      question: 'which transducer does it use',
      device: context,
    })
    expect(passages.some((p) => p.kind === 'device' && p.deviceId === device.id)).toBe(true)
  })

  it('edits a device and re-indexes it; deletes it and its passages', async () => {
    const [device] = (await listDevices()).filter((d) => d.brand === 'Vesper')
    const edited = await injectAs(ctx.app, suite.adminCookie, {
      method: 'PUT',
      url: `/api/admin/manuals/${device?.id}`,
      payload: {
        brand: 'Vesper',
        model: 'Cortex V1',
        deviceType: 'other',
        specifications: 'AIS transponder and VHF hub',
      },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ model: 'Cortex V1', deviceType: 'other' })
    const chunk = await ctx.database.db.execute(
      sql`select body from knowledge_chunks where device_id = ${device?.id}`,
    )
    expect((chunk as unknown as { rows: { body: string }[] }).rows[0]?.body).toContain('AIS transponder')
    const badType = await injectAs(ctx.app, suite.adminCookie, {
      method: 'PUT',
      url: `/api/admin/manuals/${device?.id}`,
      payload: { brand: 'Vesper', deviceType: 'toaster' },
    })
    expect(badType.statusCode).toBe(400)
    expect(
      (
        await injectAs(ctx.app, suite.adminCookie, {
          method: 'DELETE',
          url: `/api/admin/manuals/${device?.id}`,
        })
      ).json(),
    ).toEqual({
      message: 'Manual deleted successfully.',
    })
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from knowledge_chunks where device_id = ${device?.id}`,
    )
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
    expect(
      (
        await injectAs(ctx.app, suite.adminCookie, {
          method: 'DELETE',
          url: `/api/admin/manuals/${device?.id}`,
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('device import', () => {
  it('imports every row, updating a device with the same brand and model instead of doubling it', async () => {
    const before = (await listDevices()).length
    const response = await importDevices('devices.xlsx', [
      ['Humminbird', 'HELIX 7 CHIRP MEGA SI GPS G4', 'Fishfinder', 'MEGA Side Imaging, 7-inch'],
      ['Raymarine', 'Element 7 HV', 'chartplotter', 'HyperVision 1.2 MHz'],
      ['LOWRANCE', 'eagle 9 tripleshot', 'fishfinder', 'Updated by import'],
    ])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      count: 3,
      added: 2,
      updated: 1,
      message: 'Successfully imported 3 manuals. 2 added, 1 updated.',
    })
    const after = await listDevices()
    expect(after.length).toBe(before + 2)
    const eagle = after.filter(
      (d) => d.brand.toLowerCase() === 'lowrance' && d.model.toLowerCase() === 'eagle 9 tripleshot',
    )
    expect(eagle).toHaveLength(1)
    expect(eagle[0]?.specifications).toBe('Updated by import')
  })

  it('counts a file of only known devices as updates, and one of only new devices as additions', async () => {
    const updates = await importDevices('again.xlsx', [
      ['Humminbird', 'HELIX 7 CHIRP MEGA SI GPS G4', 'fishfinder', 'MEGA Side Imaging, 7-inch, GPS'],
    ])
    expect(updates.json()).toMatchObject({ count: 1, added: 0, updated: 1 })
    const additions = await importDevices('new.xlsx', [
      ['Garmin', 'GPSMAP 1243xsv', 'gps', '12-inch chartplotter'],
      ['Garmin', 'GPSMAP 943xsv', 'gps', '9-inch chartplotter'],
    ])
    expect(additions.json()).toMatchObject({
      count: 2,
      added: 2,
      updated: 0,
      message: 'Successfully imported 2 manuals. 2 added, 0 updated.',
    })
  })

  it('reads .xls workbooks too', async () => {
    const response = await importDevices(
      'old.xls',
      [['Furuno', 'FCV-295', 'sonar', '1 kW dual frequency']],
      'xls',
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().count).toBe(1)
  })

  it('rejects the whole file on a bad row, naming the row, and imports nothing', async () => {
    const before = await listDevices()
    const response = await importDevices('bad.xlsx', [
      ['Simrad', 'GO7 XSR', 'chartplotter', ''],
      ['', 'No Brand', 'sonar', ''],
      ['B&G', 'Vulcan 9', 'chartplotter', ''],
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Row 3: Brand name is required')
    expect(await listDevices()).toEqual(before)
    const badType = await importDevices('bad.xlsx', [['Simrad', 'GO7 XSR', 'toaster', '']])
    expect(badType.json().message).toMatch(/^Row 2: Device Type 'toaster' is not one of/)
    const twice = await importDevices('bad.xlsx', [
      ['Simrad', 'GO7', '', ''],
      ['simrad', 'go7', '', ''],
    ])
    expect(twice.json().message).toBe('Row 3: the same brand and model as row 2')
  })

  it('gives clear errors for a file that is not a spreadsheet, an empty sheet and missing headers', async () => {
    const text = await upload('devices.xlsx', Buffer.from('Brand,Model\nGarmin,x\n'))
    expect(text.statusCode).toBe(400)
    expect(text.json().message).toBe('The file is not a valid .xlsx spreadsheet')
    const csv = await upload('devices.csv', Buffer.from('Brand,Model\n'))
    expect(csv.json().message).toBe('Please upload an Excel file (.xlsx or .xls)')
    const empty = await upload('empty.xlsx', workbook([]))
    expect(empty.json().message).toMatch(/empty/)
    const headerOnly = await importDevices('header.xlsx', [])
    expect(headerOnly.json().message).toBe('The spreadsheet has no device rows under its headers')
    const noBrand = await upload(
      'nobrand.xlsx',
      workbook([
        ['Name', 'Model'],
        ['Garmin', 'x'],
      ]),
    )
    expect(noBrand.json().message).toMatch(
      /The first row must hold the headers Brand, Model, Device Type, Specifications \(missing: Brand/,
    )
    const noFile = await upload('x.xlsx', workbook([HEADER, ['a', 'b', '', '']]), 'other')
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json()).toMatchObject({ message: 'Please choose a file to upload', field: 'file' })
    const notMultipart = await injectAs(ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/admin/manuals/import',
      payload: { file: 'devices.xlsx' },
    })
    expect(notMultipart.statusCode).toBe(400)
    expect(notMultipart.json()).toMatchObject({
      message: 'Please upload the file as multipart form data',
      field: 'file',
    })
  })

  it('refuses files over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10 * 1024 * 1024 + 10)])
    const response = await upload('big.xlsx', big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      message: 'The file is larger than 10 MB',
      code: 'PAYLOAD_TOO_LARGE',
      field: 'file',
    })
  })

  it('serves the template: an .xlsx with the header row and one example', async () => {
    const response = await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: '/api/admin/manuals/template',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="device-import-template.xlsx"/,
    )
    const book = XLSX.read(response.rawPayload, { type: 'buffer' })
    const rows = XLSX.utils.sheet_to_json<unknown[]>(
      book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet,
      { header: 1 },
    )
    expect(rows[0]).toEqual(HEADER)
    expect(rows).toHaveLength(2)
    expect(rows[1]?.slice(0, 2)).toEqual(['Example Brand', 'Replace with your model'])
  })

  it("refuses the template's example row, naming the row, and changes nothing", async () => {
    const template = await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: '/api/admin/manuals/template',
    })
    const before = await listDevices()
    // The template downloaded and imported unedited.
    const unedited = await upload('device-import-template.xlsx', template.rawPayload)
    expect(unedited.statusCode).toBe(400)
    expect(unedited.json()).toMatchObject({
      message:
        "Row 2 is still the template's example (Brand 'Example Brand', Model 'Replace with your model'): replace it with a real device or delete the row",
      field: 'file',
    })
    // Real rows above it, one of them an update of a known device: the whole file is refused.
    const known = before.find((device) => device.brand === 'Humminbird')
    const mixed = await importDevices('mixed.xlsx', [
      ['Simrad', 'NSS evo3S 9', 'chartplotter', 'New device'],
      ['Humminbird', known?.model ?? '', 'fishfinder', 'Would overwrite the specifications'],
      ['Example Brand', 'NSS evo3S 12', 'chartplotter', 'Brand left as the example'],
    ])
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().message).toMatch(/^Row 4 is still the template's example/)
    // The model left as the example counts too, in any case.
    const modelOnly = await importDevices('model.xlsx', [['Simrad', 'REPLACE WITH YOUR MODEL', '', '']])
    expect(modelOnly.json().message).toMatch(/^Row 2 is still the template's example/)
    expect(await listDevices()).toEqual(before)
  })
})
