// Training and cross-validating the learned ranker (decision 0054): an L2-regularised pairwise logistic model
// (RankNet with a linear score) fitted by Newton's method, so the same data always gives the same weights.
// The penalty pulls the weights towards today's hand-set ones (the prior: 1 on each log factor), not towards
// 0: with a few hundred questions, a signal the data says little about keeps the weight it was given by hand.
import { seeded } from '../../../lib/seeded'

/** One question: its candidates' feature vectors (the hand-set ranking's order) and which answer it. */
export interface RankingGroup {
  id: string
  /** What the folds are grouped by: no device is in both a training and a test fold. */
  device: string
  candidates: number[][]
  relevant: number[]
}

export interface TrainOptions {
  prior: number[]
  l2: number
  iterations?: number
}

const NEWTON_ITERATIONS = 30
const CONVERGED = 1e-10

const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] as number), 0)

/**
 * The weights minimising, over the groups, the mean over each group's (relevant, other) pairs of
 * log(1 + exp(-(w . (x_relevant - x_other)))), plus l2 / 2 * |w - prior|^2. Each group weighs the same.
 */
export function trainPairwise(groups: RankingGroup[], { prior, l2, iterations }: TrainOptions): number[] {
  const d = prior.length
  const pairs: { diff: number[]; weight: number }[] = []
  const trainable = groups.filter((g) => g.relevant.length > 0 && g.relevant.length < g.candidates.length)
  for (const g of trainable) {
    const relevant = new Set(g.relevant)
    const others = g.candidates.map((_, i) => i).filter((i) => !relevant.has(i))
    const weight = 1 / (g.relevant.length * others.length * trainable.length)
    for (const i of g.relevant)
      for (const j of others) {
        const xi = g.candidates[i] as number[]
        const xj = g.candidates[j] as number[]
        pairs.push({ diff: xi.map((x, k) => x - (xj[k] as number)), weight })
      }
  }
  const w = [...prior]
  for (let it = 0; it < (iterations ?? NEWTON_ITERATIONS); it++) {
    const gradient = w.map((wk, k) => l2 * (wk - (prior[k] as number)))
    const hessian = Array.from({ length: d }, (_, r) => Array.from({ length: d }, (_, c) => (r === c ? l2 : 0)))
    for (const { diff, weight } of pairs) {
      const margin = dot(w, diff)
      // d/dm log(1 + e^-m) = -sigmoid(-m); the second derivative is sigmoid(m) * sigmoid(-m).
      const p = 1 / (1 + Math.exp(margin))
      const curvature = weight * p * (1 - p)
      for (let r = 0; r < d; r++) {
        const dr = diff[r] as number
        if (dr === 0) continue
        gradient[r] = (gradient[r] as number) - weight * p * dr
        const row = hessian[r] as number[]
        for (let c = 0; c < d; c++) row[c] = (row[c] as number) + curvature * dr * (diff[c] as number)
      }
    }
    const step = solve(hessian, gradient)
    for (let k = 0; k < d; k++) w[k] = (w[k] as number) - (step[k] as number)
    if (dot(step, step) < CONVERGED) break
  }
  return w
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A symmetric positive definite here). */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i] as number])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++)
      if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[pivot] as number[])[col] as number)) pivot = r
    ;[m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]]
    const p = m[col] as number[]
    for (let r = col + 1; r < n; r++) {
      const row = m[r] as number[]
      const f = (row[col] as number) / (p[col] as number)
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - f * (p[c] as number)
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r] as number[]
    let s = row[n] as number
    for (let c = r + 1; c < n; c++) s -= (row[c] as number) * (x[c] as number)
    x[r] = s / (row[r] as number)
  }
  return x
}

/** Where the first relevant candidate ranks under the weights (1 = first; 0 = none among the candidates). */
export function rankOfRelevant(group: RankingGroup, weights: number[]): number {
  const scores = group.candidates.map((x) => dot(weights, x))
  // Ties keep the hand-set order (the candidates come in it).
  const order = scores.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b)
  const relevant = new Set(group.relevant)
  return order.findIndex((i) => relevant.has(i)) + 1
}

export interface RankingFigures {
  questions: number
  hitAt1: number
  mrr: number
}

export function evaluate(groups: RankingGroup[], weights: number[]): RankingFigures {
  const ranks = groups.map((g) => rankOfRelevant(g, weights))
  const n = Math.max(1, groups.length)
  return {
    questions: groups.length,
    hitAt1: ranks.filter((r) => r === 1).length / n,
    mrr: ranks.reduce((s, r) => s + (r > 0 ? 1 / r : 0), 0) / n,
  }
}

/** Devices dealt into k folds after a seeded shuffle: every question about a device is in its device's fold. */
export function foldsByDevice(groups: RankingGroup[], k: number, seed: number): RankingGroup[][] {
  const devices = [...new Set(groups.map((g) => g.device))].sort()
  const random = seeded(seed)
  for (let i = devices.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[devices[i], devices[j]] = [devices[j] as string, devices[i] as string]
  }
  const foldOf = new Map(devices.map((device, i) => [device, i % k]))
  return Array.from({ length: k }, (_, f) => groups.filter((g) => foldOf.get(g.device) === f))
}

export interface FoldResult {
  fold: number
  questions: number
  prior: RankingFigures
  learned: RankingFigures
}

/** Grouped k-fold cross-validation: each fold ranked by the weights learned on the others, and by the prior. */
export function crossValidate(
  groups: RankingGroup[],
  options: TrainOptions & { folds: number; seed: number },
): FoldResult[] {
  const folds = foldsByDevice(groups, options.folds, options.seed)
  return folds.map((test, fold) => {
    const train = folds.filter((_, f) => f !== fold).flat()
    const weights = trainPairwise(train, options)
    return {
      fold,
      questions: test.length,
      prior: evaluate(test, options.prior),
      learned: evaluate(test, weights),
    }
  })
}

/** The training dump (dev-candidates.json): each dev question's candidates, as the engine ranks them. */
export interface RankingDump {
  generatedBy: string
  features: string[]
  groups: RankingGroup[]
}

const round = (x: number, digits = 6) => Number(x.toFixed(digits))
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)
const spread = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)))

// Five folds by device, one seed; the penalties tried, the one with the best cross-validated MRR kept.
export const FOLDS = 5
export const SEED = 54
export const PENALTIES = [0.003, 0.01, 0.03, 0.1, 0.3]

/** The weights file `npm run train:ranker` writes, from the dump: penalty chosen by cross-validation. */
export function weightsFileFrom(dump: RankingDump, prior: number[]) {
  const byPenalty = PENALTIES.map((l2) => {
    const folds = crossValidate(dump.groups, { prior, l2, folds: FOLDS, seed: SEED })
    return { l2, folds, mrr: mean(folds.map((f) => f.learned.mrr)) }
  })
  const best = byPenalty.reduce((a, b) => (b.mrr > a.mrr + 1e-12 ? b : a))
  const weights = trainPairwise(dump.groups, { prior, l2: best.l2 })
  const summary = (pick: (f: FoldResult) => number) => {
    const values = best.folds.map(pick)
    return { perFold: values.map((v) => round(v, 4)), mean: round(mean(values), 4), spread: round(spread(values), 4) }
  }
  return {
    generatedBy: 'npm run train:ranker (bench/train-ranker.ts); do not edit by hand',
    l2: best.l2,
    weights: Object.fromEntries(dump.features.map((name, i) => [name, round(weights[i] as number)])),
    crossValidation: {
      folds: FOLDS,
      seed: SEED,
      groupedBy: 'device',
      questions: best.folds.map((f) => f.questions),
      priorHitAt1: summary((f) => f.prior.hitAt1),
      learnedHitAt1: summary((f) => f.learned.hitAt1),
      priorMrr: summary((f) => f.prior.mrr),
      learnedMrr: summary((f) => f.learned.mrr),
      meanMrrByPenalty: Object.fromEntries(byPenalty.map((p) => [String(p.l2), round(p.mrr, 4)])),
    },
    dev: {
      prior: evaluate(dump.groups, prior),
      learned: evaluate(dump.groups, weights),
    },
  }
}
