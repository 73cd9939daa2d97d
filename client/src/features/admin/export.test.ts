import { USER_EXPORT_COLUMNS } from '@contract/admin'
import type { FeedbackItem } from '@contract/feedback'
import { describe, expect, it } from 'vitest'
import { feedbackItems, adminUser as user } from '@/test/fixtures'
import { csvCell, feedbackExport, toCsv, userExport, userExportRow, usersToCsv, usersToJson } from './export'

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Ada')).toBe('Ada')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell('')).toBe('')
    expect(csvCell(null)).toBe('')
  })

  it('quotes cells with commas, quotes or line breaks and doubles inner quotes', () => {
    expect(csvCell('Hull, Ada')).toBe('"Hull, Ada"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"')
  })

  it.each(['=', '+', '-', '@'])('neutralises text starting with %s', (trigger) => {
    expect(csvCell(`${trigger}SUM(A1:A2)`)).toBe(`'${trigger}SUM(A1:A2)`)
  })

  it('neutralises text starting with a tab or carriage return', () => {
    expect(csvCell('\t=1+1')).toBe("'\t=1+1")
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"')
  })

  it('neutralises and quotes a formula that also holds a comma and quotes', () => {
    expect(csvCell('=HYPERLINK("http://x.test","click")')).toBe('"\'=HYPERLINK(""http://x.test"",""click"")"')
  })

  it('leaves formula characters alone when they are not first', () => {
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('ada+test@example.com')).toBe('ada+test@example.com')
  })
})

describe('usersToCsv', () => {
  it('writes the header row exactly as SPEC.md lists the columns', () => {
    const [header] = usersToCsv([]).split('\r\n')
    expect(header).toBe('ID,First Name,Last Name,Email,Role,Subscription,Queries Used,Created At')
  })

  it('writes one CRLF-terminated row per user, in column order', () => {
    const csv = usersToCsv([user(), user({ id: 8, firstName: 'Bo', lastName: null, role: 'admin' })])
    expect(csv.split('\r\n')).toEqual([
      'ID,First Name,Last Name,Email,Role,Subscription,Queries Used,Created At',
      '7,Ada,Hull,ada@example.com,user,free,3,2025-04-01T10:00:00.000Z',
      '8,Bo,,ada@example.com,admin,free,3,2025-04-01T10:00:00.000Z',
      '',
    ])
  })

  it('escapes hostile names', () => {
    const csv = usersToCsv([user({ firstName: '=cmd|" /C calc"!A0', lastName: 'Smith, Jr.' })])
    expect(csv.split('\r\n')[1]).toBe(
      '7,"\'=cmd|"" /C calc""!A0","Smith, Jr.",ada@example.com,user,free,3,2025-04-01T10:00:00.000Z',
    )
  })
})

describe('usersToJson', () => {
  it('carries the same fields as the CSV, under the same names', () => {
    const parsed = JSON.parse(usersToJson([user({ firstName: '=1+1' })])) as Record<string, unknown>[]
    expect(parsed).toHaveLength(1)
    expect(Object.keys(parsed[0] ?? {})).toEqual([...USER_EXPORT_COLUMNS])
    expect(parsed[0]).toMatchObject({ ID: 7, 'First Name': '=1+1', 'Queries Used': 3 })
  })

  it('never leaks fields outside the export columns', () => {
    expect(Object.keys(userExportRow(user({ stripeCustomerId: 'cus_123' })))).not.toContain(
      'stripeCustomerId',
    )
  })
})

describe('userExport', () => {
  it('names the files sonar-users', () => {
    expect(userExport([], 'csv')).toMatchObject({
      fileName: 'sonar-users.csv',
      mimeType: 'text/csv;charset=utf-8',
    })
    expect(userExport([], 'json')).toMatchObject({
      fileName: 'sonar-users.json',
      mimeType: 'application/json',
    })
  })

  it('starts the CSV with a byte-order mark so Excel reads UTF-8', () => {
    expect(userExport([], 'csv').content.startsWith('\uFEFFID,')).toBe(true)
  })
})

describe('feedbackExport (decision 0086)', () => {
  const entry = (overrides: Partial<FeedbackItem> = {}): FeedbackItem => ({
    ...(feedbackItems(1)[0] as FeedbackItem),
    createdAt: '2026-11-29T09:30:00.000Z',
    ...overrides,
  })

  it('writes the columns in order, with the reply count, as a UTF-8 CSV with a BOM named sonar-feedback', () => {
    const file = feedbackExport([entry({ replyCount: 2, status: 'in-progress', name: 'Åse Ødegård' })])
    expect(file.fileName).toBe('sonar-feedback.csv')
    expect(file.mimeType).toBe('text/csv;charset=utf-8')
    expect(file.content.startsWith('\uFEFF')).toBe(true)
    expect(file.content.slice(1).split('\r\n')).toEqual([
      'ID,Created At,Name,Email,Type,Status,Priority,Subject,Message,Replies',
      '1,2026-11-29T09:30:00.000Z,Åse Ødegård,sender01@example.com,bug,in-progress,medium,Subject 01,The radar overlay drifts from the chart.,2',
      '',
    ])
  })

  it('neutralises formula cells a visitor could type into the contact form, and quotes line breaks', () => {
    const file = feedbackExport([
      entry({
        name: '=HYPERLINK("http://evil.test","Click")',
        subject: '+1 555 0100',
        message: '@SUM(1+1)\nsecond line, with a comma',
      }),
    ])
    const [, row] = file.content.slice(1).split('\r\n')
    expect(row).toBe(
      '1,2026-11-29T09:30:00.000Z,"\'=HYPERLINK(""http://evil.test"",""Click"")",sender01@example.com,' +
        'bug,pending,medium,\'+1 555 0100,"\'@SUM(1+1)\nsecond line, with a comma",0',
    )
  })

  it('uses the one CSV writer of the users export (same escaping, same line ends)', () => {
    expect(toCsv(['A', 'B'], [{ A: '-1', B: 2 }])).toBe("A,B\r\n'-1,2\r\n")
  })
})
