/**
 * Costs' server code, for Next's server and plain Node alike (the Payload config and the scripts
 * load it): the household form's answer, which a page's own action may extend; the estimate for a
 * household in a ZIP code and county, as `POST /v1/data/estimate` answers it.
 */
export { estimateCosts } from './estimate.server'
export type { EstimateAnswer, EstimateData } from './estimate.server'
export { estimateRequestSchema } from './schema'
export { answerEstimateForm } from './estimate-form-answer.server'
