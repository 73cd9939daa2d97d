// What other features and pages may use of pricing: they import it from here (decision 0059). The landing
// page loads components/pricing-plans as its own chunk (the first bundle has no room for the cards).
export { ChoosePlanButton } from './components/choose-plan'
export {
  type ChoosePlan,
  type PlanViewer,
  PricingPlans,
  planViewerOf,
} from './components/pricing-plans'
