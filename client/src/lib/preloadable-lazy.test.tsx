// @vitest-environment jsdom
import '@/test/dom'
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadableLazy } from './preloadable-lazy'

// What a pre-rendered page relies on (decision 0088): a part preloaded before hydration renders in the same
// pass, never through its Suspense fallback (which, while hydrating, would leave that part as server HTML
// for an update to throw away).
function Sections() {
  return <p>Expert help for the electronics on your boat</p>
}
const load = () => Promise.resolve({ default: Sections })

function Page({ Part }: { Part: ReturnType<typeof preloadableLazy<typeof Sections>> }) {
  return (
    <Suspense fallback={<p>Loading sections</p>}>
      <Part />
    </Suspense>
  )
}

describe('preloadableLazy', () => {
  it('renders a preloaded part in the first pass, without its fallback', async () => {
    const Part = preloadableLazy(load)
    await Part.preload()
    render(<Page Part={Part} />)
    // No act() flush, no await: it is there from the first render.
    expect(screen.getByText('Expert help for the electronics on your boat')).toBeTruthy()
    expect(screen.queryByText('Loading sections')).toBeNull()
  })

  it('suspends a part that was not preloaded, then shows it', async () => {
    const Part = preloadableLazy(load)
    render(<Page Part={Part} />)
    expect(screen.getByText('Loading sections')).toBeTruthy()
    await act(async () => {})
    expect(screen.getByText('Expert help for the electronics on your boat')).toBeTruthy()
  })
})
