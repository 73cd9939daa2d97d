// @vitest-environment jsdom
import '@/test/dom'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AnswerMarkdown } from './answer-markdown'

const levels = () => screen.getAllByRole('heading').map((heading) => heading.tagName)

describe("an answer's headings under the page's h1", () => {
  it("start at h2 and skip no level, whatever level the answer's markdown starts at", () => {
    render(<AnswerMarkdown content={'### Setting the gain\n\nText.\n\n#### Steps\n\n1. One\n\n### Notes'} />)
    expect(levels()).toEqual(['H2', 'H3', 'H2'])
  })

  it('keeps the order of an answer that starts at the top level, one level lower', () => {
    render(<AnswerMarkdown content={'# Title\n\n## Part\n\n### Detail'} />)
    expect(levels()).toEqual(['H2', 'H3', 'H4'])
  })
})
