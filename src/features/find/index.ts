/**
 * Find, for code that runs anywhere: the find pages' addresses and the insurer directory
 * search.
 */
export { compareHref, FIND_PATH, findHref, MAX_COMPARED, MIN_COMPARED, withNidOf } from './find-links'
export { matchInsurers, MAX_MATCHES, normalise } from './insurer-directory'
export type { DirectoryEntry } from './insurer-directory'
