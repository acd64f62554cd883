/**
 * Costs' React components: the "What would I pay?" form and an estimate's figures.
 */
export { EstimatePanel } from './components/estimate-panel'
export { EstimatePanelLoader } from './components/estimate-panel-loader'
export { EstimateResult } from './components/estimate-result'
