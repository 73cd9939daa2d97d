import type { AnswerList, AnswerListItem } from '@contract/answer-review'
import { describe, expect, it } from 'vitest'
import { answersToCsv, answersUrl, collectAnswers } from './answers'

const item = (id: number, overrides: Partial<AnswerListItem> = {}): AnswerListItem => ({
  id,
  createdAt: '2026-01-01T12:00:00.000Z',
  user: { id: 7, name: 'Ada Keel', email: 'ada@example.com' },
  deviceLabel: 'Garmin Striker 4',
  question: 'How, exactly?',
  outcome: 'nothing-found',
  rating: 'down',
  ratingComment: '=HYPERLINK("x")',
  ...overrides,
})

describe('answersUrl', () => {
  it('sends the page and only the filters set', () => {
    expect(answersUrl({})).toBe('/api/admin/answers?page=1&pageSize=20')
    expect(answersUrl({ rating: 'down', outcome: 'declined', device: '  HDS 100% ' }, 2, 100)).toBe(
      '/api/admin/answers?page=2&pageSize=100&rating=down&outcome=declined&device=HDS+100%25',
    )
  })
})

describe('answersToCsv', () => {
  it('writes one row per answer with human labels, quoted and formula-safe cells', () => {
    const csv = answersToCsv([
      item(1),
      item(2, { user: null, rating: null, ratingComment: null, outcome: 'answered' }),
    ])
    expect(csv.split('\r\n')).toEqual([
      'ID,Time,User,Email,Device,Question,Outcome,Rating,Comment',
      `1,2026-01-01T12:00:00.000Z,Ada Keel,ada@example.com,Garmin Striker 4,"How, exactly?",Nothing found,Not helpful,"'=HYPERLINK(""x"")"`,
      '2,2026-01-01T12:00:00.000Z,Deleted user,,Garmin Striker 4,"How, exactly?",Answered,,',
      '',
    ])
  })
})

describe('collectAnswers', () => {
  it('reads every page of the filtered list, in pages of 100', async () => {
    const urls: string[] = []
    const all = Array.from({ length: 230 }, (_, i) => item(i + 1))
    const items = await collectAnswers({ rating: 'down' }, async (url): Promise<AnswerList> => {
      urls.push(url)
      const page = Number(new URL(url, 'http://x').searchParams.get('page'))
      return { items: all.slice((page - 1) * 100, page * 100), total: all.length, page, pageSize: 100 }
    })
    expect(items).toHaveLength(230)
    expect(urls).toEqual([1, 2, 3].map((page) => `/api/admin/answers?page=${page}&pageSize=100&rating=down`))
  })
})
