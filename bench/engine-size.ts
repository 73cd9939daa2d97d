// How big the answer engine's hand-written part is (issue 40, item 2): regular expressions, hand-set numbers
// (weights and thresholds) and hand-listed terms in server/features/answers, tests aside. Read with the
// TypeScript parser, so a '/' in a comment or a division is never taken for a pattern.
//   npx tsx bench/engine-size.ts [--files]
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const ROOT = join(import.meta.dirname, '..', 'server', 'features', 'answers')
const perFile = process.argv.includes('--files')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  )
}

interface Size {
  lines: number
  regularExpressions: number
  namedNumbers: number
  listedTerms: number
}

const NAMED = /^[A-Z][A-Z0-9_]*$/

/** A number written by hand: a numeric literal, possibly negated or combined arithmetically with others. */
function isNumberExpression(node: ts.Node): boolean {
  if (ts.isNumericLiteral(node)) return true
  if (ts.isPrefixUnaryExpression(node)) return isNumberExpression(node.operand)
  if (ts.isParenthesizedExpression(node)) return isNumberExpression(node.expression)
  if (ts.isBinaryExpression(node)) return isNumberExpression(node.left) && isNumberExpression(node.right)
  return false
}

function measure(file: string): Size {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const size: Size = {
    lines: text.split('\n').length,
    regularExpressions: 0,
    namedNumbers: 0,
    listedTerms: 0,
  }
  const visit = (node: ts.Node, inList: boolean): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) size.regularExpressions++
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    )
      size.regularExpressions++
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && NAMED.test(node.name.text)) {
      const init = node.initializer
      if (init && isNumberExpression(init)) size.namedNumbers++
      // A table of numbers (weights by name): each number counts.
      if (init && ts.isObjectLiteralExpression(init))
        for (const p of init.properties)
          if (ts.isPropertyAssignment(p) && isNumberExpression(p.initializer)) size.namedNumbers++
    }
    // Terms listed by hand: the strings of a module-level array, set or table.
    if (inList && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) size.listedTerms++
    const list =
      inList ||
      (ts.isArrayLiteralExpression(node) && isModuleLevel(node)) ||
      (ts.isObjectLiteralExpression(node) && isModuleLevel(node))
    ts.forEachChild(node, (child) => visit(child, list && !ts.isCallExpression(child)))
  }
  visit(source, false)
  return size
}

/** Outside every function: written once, as data. */
function isModuleLevel(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) if (ts.isFunctionLike(p)) return false
  return true
}

const total: Size = { lines: 0, regularExpressions: 0, namedNumbers: 0, listedTerms: 0 }
const rows: string[] = []
for (const file of sourceFiles(ROOT).sort()) {
  const s = measure(file)
  for (const k of Object.keys(total) as (keyof Size)[]) total[k] += s[k]
  rows.push(
    `${relative(ROOT, file).padEnd(32)} ${String(s.lines).padStart(5)} ${String(s.regularExpressions).padStart(5)} ${String(s.namedNumbers).padStart(5)} ${String(s.listedTerms).padStart(6)}`,
  )
}
console.log(`${'file'.padEnd(32)} lines regex numbr  terms`)
if (perFile) console.log(rows.join('\n'))
console.log(
  `${'total'.padEnd(32)} ${String(total.lines).padStart(5)} ${String(total.regularExpressions).padStart(5)} ${String(total.namedNumbers).padStart(5)} ${String(total.listedTerms).padStart(6)}`,
)
