import { field } from '@/lib/api-response'

import type { MarketPlan } from './market-types'
import { planLegalName, planName } from './plan-name'

/**
 * A plan in the entity form of the data contracts. The issuer's legal name is CMS's
 * licensed-entity name where CMS gives one, otherwise its marketing name; `field_plan_name`
 * is the name the site shows (plan-name.ts).
 */
export function toPlanEntity(plan: MarketPlan) {
  return {
    nid: field(plan.nid),
    field_plan_issuer_legal_name: field(planLegalName(plan)),
    field_plan_name: field(planName(plan)),
    field_plan_issuer_name: field(plan.issuerMarketingName),
    field_plan_state: field(plan.state),
    field_plan_reporting_unit: field(plan.reportingUnitId),
    field_plan_product_type: field(plan.productType),
    field_plan_issuer_id: field(plan.issuerId),
    field_plan_year: field(plan.planYear),
  }
}
