import * as CollapsiblePrimitive from '@radix-ui/react-collapsible'

/** Radix's show/hide pair, re-exported so features import every primitive from components/ui. */
export const Collapsible = CollapsiblePrimitive.Root
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger
export const CollapsibleContent = CollapsiblePrimitive.Content
