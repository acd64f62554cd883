/**
 * Costs' React components: the "What would I pay?" form (with its own state, or shown from a
 * page's own form state) and an estimate's figures.
 */
export { EstimatePanel } from './components/estimate-panel'
export { EstimatePanelForm } from './components/estimate-panel-form'
export type { EstimatePanelLayout } from './components/estimate-panel-form'
export { EstimatePanelLoader } from './components/estimate-panel-loader'
export { EstimateResult } from './components/estimate-result'
