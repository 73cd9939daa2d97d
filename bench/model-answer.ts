// `--model` for bench:answers and bench:manuals: the configured model (LLM_PROVIDER, LLM_MODEL and its key or
// base URL, read as the server reads them) answers from the plan's passages with the service's prompt, and the
// passages it cites stand for the passages the answer uses, in the order it cites them.
import { loadConfig } from '../server/config'
import { renumberCitations } from '../server/features/answers/citations'
import { createModelComposer, MODEL_TIMEOUT_MS } from '../server/features/answers/composers'
import type { AnswerPlan } from '../server/features/answers/plan'
import { buildPrompt } from '../server/features/answers/prompt'
import type { DeviceContext, HistoryTurn, Passage } from '../server/features/answers/retrieval'

export interface ModelAnswerer {
  /** 'openai gpt-...' */
  label: string
  answer(
    plan: AnswerPlan,
    device: DeviceContext,
    history: HistoryTurn[],
  ): Promise<{ text: string; used: Passage[]; related: [] }>
}

/** The model when `--model` is given; exits naming what is missing when no model is configured. */
export function modelFromArgs(argv: string[]): ModelAnswerer | null {
  if (!argv.includes('--model')) return null
  const config = loadConfig()
  const model = createModelComposer(config.llm)
  if (!model) {
    console.error(
      '--model needs LLM_PROVIDER=openai or anthropic, LLM_MODEL and its key (README, "Answers with a language model")',
    )
    process.exit(2)
  }
  return {
    label: `${model.name} ${model.model}`,
    async answer(plan, device, history) {
      const prompt = buildPrompt({
        appName: config.appName,
        question: plan.question.text,
        history,
        device,
        passages: plan.passages,
        followUp: plan.followUp,
      })
      const raw = await model.stream(prompt, () => {}, AbortSignal.timeout(MODEL_TIMEOUT_MS))
      // As the product shows it: markers naming no passage removed, the rest numbered as the sources.
      const { text, cited } = renumberCitations(raw, prompt.passages.length)
      // Only the passages cited: an answer citing nothing counts as declined (product-answer.ts).
      const used = cited.flatMap((n) => prompt.passages[n - 1] ?? [])
      return { text, used, related: [] }
    },
  }
}
