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
  /** The pairwise logistic model (the default) or coordinate ascent on hit@1. */
  method?: 'pairwise' | 'ascent'
  l2: number
  iterations?: number
  /** Only the other candidates among the first n of the hand-set order are paired (the head decides hit@1). */
  headNegatives?: number
}

const NEWTON_ITERATIONS = 30
const CONVERGED = 1e-10

const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] as number), 0)

/**
 * The weights minimising, over the groups, the mean over each group's (relevant, other) pairs of
 * log(1 + exp(-(w . (x_relevant - x_other)))), plus l2 / 2 * |w - prior|^2. Each group weighs the same.
 */
export function trainPairwise(
  groups: RankingGroup[],
  { prior, l2, iterations, headNegatives }: TrainOptions,
): number[] {
  const d = prior.length
  const pairs: { diff: number[]; weight: number }[] = []
  const trainable = groups.filter((g) => g.relevant.length > 0)
  for (const g of trainable) {
    const relevant = new Set(g.relevant)
    const others = g.candidates
      .map((_, i) => i)
      .filter((i) => !relevant.has(i) && i < (headNegatives ?? Number.POSITIVE_INFINITY))
    if (others.length === 0) continue
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
    const hessian = Array.from({ length: d }, (_, r) =>
      Array.from({ length: d }, (_, c) => (r === c ? l2 : 0)),
    )
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

/** The weights of the chosen method. */
export function trainRanker(groups: RankingGroup[], options: TrainOptions): number[] {
  return options.method === 'ascent' ? trainCoordinateAscent(groups, options) : trainPairwise(groups, options)
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A symmetric positive definite here). */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i] as number])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++)
      if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[pivot] as number[])[col] as number))
        pivot = r
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
export function foldsByDevice<T extends { device: string }>(groups: T[], k: number, seed: number): T[][] {
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
    const weights = trainRanker(train, options)
    return {
      fold,
      questions: test.length,
      prior: evaluate(test, options.prior),
      learned: evaluate(test, weights),
    }
  })
}

// Coordinate ascent (Metzler and Croft's for learning to rank): the logistic loss above is a smooth stand-in for
// the order, and on the development part it prefers wide margins on easy pairs to getting the first passage
// right. This searches the weights for the hit@1 itself, one weight at a time, by these steps, less a penalty
// pulling them towards the prior; ties keep the weight it has.
const ASCENT_STEPS = [-1, -0.5, -0.25, -0.1, 0.1, 0.25, 0.5, 1]
const ASCENT_PASSES = 5

export function trainCoordinateAscent(groups: RankingGroup[], { prior, l2 }: TrainOptions): number[] {
  // Each step changes one weight, so each candidate's score moves by step x its value of that feature: the
  // scores are kept and moved rather than recomputed (the search tries thousands of steps).
  const usable = groups.filter((g) => g.candidates.length > 0)
  const scores = usable.map((g) => g.candidates.map((x) => dot(prior, x)))
  const hitAt1 = (moved: (g: number, i: number) => number) => {
    let hits = 0
    usable.forEach((g, gi) => {
      let top = 0
      let topScore = Number.NEGATIVE_INFINITY
      for (let i = 0; i < g.candidates.length; i++) {
        const score = moved(gi, i)
        // Ties keep the hand-set order, as rankOfRelevant does.
        if (score > topScore) {
          topScore = score
          top = i
        }
      }
      if (g.relevant.includes(top)) hits++
    })
    return hits / Math.max(1, groups.length)
  }
  const penalty = (w: number[]) => l2 * w.reduce((s, v, k) => s + (v - (prior[k] as number)) ** 2, 0)
  const w = [...prior]
  let best = hitAt1((g, i) => (scores[g] as number[])[i] as number) - penalty(w)
  for (let pass = 0; pass < ASCENT_PASSES; pass++) {
    let moved = false
    for (let k = 0; k < w.length; k++)
      for (const step of ASCENT_STEPS) {
        const tried = [...w]
        tried[k] = (tried[k] as number) + step
        const value =
          hitAt1(
            (g, i) =>
              ((scores[g] as number[])[i] as number) +
              step * (((usable[g] as RankingGroup).candidates[i] as number[])[k] as number),
          ) - penalty(tried)
        if (value <= best + 1e-9) continue
        best = value
        w[k] = tried[k] as number
        usable.forEach((g, gi) => {
          const row = scores[gi] as number[]
          g.candidates.forEach((x, i) => {
            row[i] = (row[i] as number) + step * (x[k] as number)
          })
        })
        moved = true
      }
    if (!moved) break
  }
  return w
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

// Five folds by device, one seed; each method with the penalties tried, the one with the best cross-validated
// hit@1 (then MRR) kept, and kept only if it beats the hand-set weights on the same folds.
export const FOLDS = 5
export const SEED = 54
export const CONFIGURATIONS: { method: 'pairwise' | 'ascent'; l2: number }[] = [
  ...[0.01, 0.03, 0.1, 0.3, 1].map((l2) => ({ method: 'pairwise' as const, l2 })),
  ...[0.001, 0.003, 0.01].map((l2) => ({ method: 'ascent' as const, l2 })),
]

/** The weights file `npm run train:ranker` writes, from the dump. */
export function weightsFileFrom(dump: RankingDump, prior: number[]) {
  const tried = CONFIGURATIONS.map((config) => {
    const folds = crossValidate(dump.groups, { prior, ...config, folds: FOLDS, seed: SEED })
    return {
      ...config,
      folds,
      hitAt1: mean(folds.map((f) => f.learned.hitAt1)),
      mrr: mean(folds.map((f) => f.learned.mrr)),
    }
  })
  const best = tried.reduce((a, b) =>
    b.hitAt1 > a.hitAt1 + 1e-12 || (Math.abs(b.hitAt1 - a.hitAt1) <= 1e-12 && b.mrr > a.mrr + 1e-12) ? b : a,
  )
  const priorHit = mean(best.folds.map((f) => f.prior.hitAt1))
  const priorMrr = mean(best.folds.map((f) => f.prior.mrr))
  // Kept only when its gain over the hand-set weights is larger than the folds' noise: the mean of the per-fold
  // hit@1 gains more than twice their standard error (a paired test), and MRR not lower.
  const gains = best.folds.map((f) => f.learned.hitAt1 - f.prior.hitAt1)
  const standardError = spread(gains) / Math.sqrt(Math.max(1, gains.length - 1))
  const beats =
    best.hitAt1 > priorHit + 1e-12 && mean(gains) > 2 * standardError && best.mrr >= priorMrr - 1e-12
  const learned = trainRanker(dump.groups, { prior, method: best.method, l2: best.l2 })
  const weights = beats ? learned : prior
  const named = (w: number[]) =>
    Object.fromEntries(dump.features.map((name, i) => [name, round(w[i] as number)]))
  const summary = (pick: (f: FoldResult) => number) => {
    const values = best.folds.map(pick)
    return {
      perFold: values.map((v) => round(v, 4)),
      mean: round(mean(values), 4),
      spread: round(spread(values), 4),
    }
  }
  return {
    generatedBy: 'npm run train:ranker (bench/train-ranker.ts); do not edit by hand',
    chosen: beats ? { method: best.method, l2: best.l2 } : 'the hand-set weights (nothing learned beat them)',
    weights: named(weights),
    /** The best method's weights trained on the whole dev part, whether kept or not (for the record). */
    learnedWeights: named(learned),
    crossValidation: {
      folds: FOLDS,
      seed: SEED,
      groupedBy: 'device',
      best: { method: best.method, l2: best.l2 },
      hitAt1Gain: { mean: round(mean(gains), 4), standardError: round(standardError, 4) },
      questions: best.folds.map((f) => f.questions),
      priorHitAt1: summary((f) => f.prior.hitAt1),
      learnedHitAt1: summary((f) => f.learned.hitAt1),
      priorMrr: summary((f) => f.prior.mrr),
      learnedMrr: summary((f) => f.learned.mrr),
      tried: tried.map((t) => ({
        method: t.method,
        l2: t.l2,
        hitAt1: round(t.hitAt1, 4),
        mrr: round(t.mrr, 4),
      })),
    },
    dev: {
      prior: evaluate(dump.groups, prior),
      learned: evaluate(dump.groups, learned),
    },
  }
}
