// What other features and pages may use of pricing: they import it from here (decision 0059). The landing
// page, in the first bundle, imports components/pricing-plans itself: ChoosePlanButton loads the plan dialog.
export { ChoosePlanButton } from './components/choose-plan'
export {
  type ChoosePlan,
  type PlanViewer,
  PricingPlans,
  planViewerOf,
} from './components/pricing-plans'
