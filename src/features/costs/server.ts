import 'server-only'

/**
 * Costs' server-only code: the household form's action, which a page's own action may extend.
 */
export { submitEstimate } from './estimate-action'
