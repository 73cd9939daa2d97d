// What a manual's table row is, read from its passage: the document reader writes a row as its cells named by
// the table's header ('Problem: ...\nCause: ...\nSolution: ...'), or as 'Name: value' for two columns.

export type TableRowKind = 'troubleshooting' | 'specification'

// A troubleshooting table's header names the problem in one column and what to do in another, in the words
// makers use.
const PROBLEM_LABEL = /^(problems?|symptoms?|faults?|troubles?|issues?|conditions?|errors?|messages?)$/i
const REMEDY_LABEL =
  /^((possible |probable |likely )?(solutions?|remedy|remedies|fix|fixes|actions?|corrective actions?|what to do|check))$/i
// The first header of a specifications table whose other columns are models or values.
const SPECIFICATION_LABEL = /^(specifications?|items?|features?|parameters?|characteristics?)$/i
// A specifications row is one short line.
const MAX_SPECIFICATION_ROW = 200

// A chapter of problems, however it is set: some makers write each problem as a heading over its checks.
const TROUBLESHOOTING_CHAPTER =
  /\btrouble-?shooting\b|\bif something (goes )?wrong\b|\bproblems? and (solutions|remedies)\b/i

/**
 * A troubleshooting row, a specifications row, or neither (a passage of running text). A section under a
 * troubleshooting chapter's heading counts as a troubleshooting row: its title is the problem.
 */
export function tableRowKind(passage: {
  title: string
  body: string
  headings?: string
}): TableRowKind | null {
  if (passage.headings && TROUBLESHOOTING_CHAPTER.test(passage.headings)) return 'troubleshooting'
  const body = passage.body.trim()
  const title = passage.title.trim()
  if (
    title &&
    body.length <= MAX_SPECIFICATION_ROW &&
    !body.includes('\n') &&
    body.toLowerCase().startsWith(`${title.toLowerCase()}:`)
  )
    return 'specification'
  const labels = body
    .split('\n')
    .map((line) => /^([^:\n]{1,40}):\s/.exec(line)?.[1]?.trim() ?? '')
    .filter(Boolean)
  if (labels.some((l) => PROBLEM_LABEL.test(l)) && labels.some((l) => REMEDY_LABEL.test(l)))
    return 'troubleshooting'
  // A specifications table with a column per model: 'Specification: Weight / HOOK Reveal 5: 0.45 kg / ...'.
  if (labels.length >= 2 && SPECIFICATION_LABEL.test(labels[0] ?? '')) return 'specification'
  return null
}
