// What other features and pages may use of pricing: they import it from here (decision 0059). Light on
// purpose: the landing page, in the first bundle, shows these cards (the plan dialog loads when asked for).
export { type PlanViewer, PricingPlans, planViewerOf } from './components/pricing-plans'
