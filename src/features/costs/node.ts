/**
 * Costs' server code that also runs in plain Node: the estimate for a household in a ZIP code
 * and county, as `POST /v1/data/estimate` answers it.
 */
export { estimateCosts } from './estimate.node'
export type { EstimateAnswer, EstimateData } from './estimate.node'
export { estimateRequestSchema } from './schema'
