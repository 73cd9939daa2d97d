import { join, resolve } from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { describe, expect, it } from 'vitest'

// The boundaries `npm run lint:boundaries` holds (.dependency-cruiser.cjs, decision 0059) are checked on a
// fixture that breaks each rule once: a rule that stopped matching would let the real tree pass unchecked.

const root = resolve(import.meta.dirname, '../..')
const fixture = join(import.meta.dirname, 'boundaries-fixture')

const RULES = [
  'no-feature-cycle',
  'no-module-cycle-across-features',
  'server-lower-layers-import-no-feature',
  'client-lower-layers-import-no-feature',
  'feature-through-index',
  'contract-imports-no-app-code',
]

async function violationsIn(baseDir: string) {
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'))
  const { output } = await cruise(['server', 'client', 'contract'], {
    ...options,
    baseDir,
    // The fixture imports by relative paths only, so the project's path aliases are not needed.
    tsConfig: undefined,
  })
  const result = output as ICruiseResult
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
}

describe('the boundaries config (.dependency-cruiser.cjs)', () => {
  it('has the rules decision 0059 names, each an error', async () => {
    const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'))
    const forbidden = options.ruleSet?.forbidden ?? []
    expect(forbidden.map((rule) => rule.name)).toEqual(RULES)
    expect(forbidden.every((rule) => rule.severity === 'error')).toBe(true)
  })

  it('reports each violation planted in the fixture', async () => {
    const violations = await violationsIn(fixture)
    expect(violations).toEqual(
      expect.arrayContaining([
        'feature-through-index: server/features/a/x.ts -> server/features/b/internal.ts',
        'server-lower-layers-import-no-feature: server/lib/reader.ts -> server/features/b/index.ts',
        'client-lower-layers-import-no-feature: client/src/components/shell.ts -> client/src/features/c/index.ts',
        'contract-imports-no-app-code: contract/thing.ts -> server/lib/reader.ts',
        'no-feature-cycle: server/features/a -> server/features/b',
        'no-feature-cycle: client/src/features/c -> client/src/features/d',
      ]),
    )
    // Every rule catches its planted break (the module cycles a -> b -> a and c -> d -> c among them).
    expect(new Set(violations.map((v) => v.slice(0, v.indexOf(':'))))).toEqual(new Set(RULES))
    // A feature's own files, and another feature's index.ts, are not reported as reaching in.
    expect(violations.filter((v) => v.startsWith('feature-through-index'))).toHaveLength(1)
  })
})
