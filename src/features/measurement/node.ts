/**
 * Measurement's server code that also runs in plain Node, outside Next (the Payload config
 * loads it), so nothing here imports server-only: its tables.
 */
export { MEASUREMENT_TABLES } from './tables'
