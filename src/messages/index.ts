/**
 * Every string the interface shows, so Spanish is a translation and not a rewrite. The
 * catalogue is one module per namespace under `en/`: server code reads the whole of it
 * through `messages`; a client component imports only the namespaces it shows (for example
 * `import { header } from '@/messages/en/header'`), so a page's JavaScript carries its own
 * words and not the catalogue (docs/decisions/010-compression.md, light pages).
 */
import * as en from './en'

export type Locale = 'en'
type Messages = typeof en

const catalogues: Record<Locale, Messages> = { en }

export const DEFAULT_LOCALE: Locale = 'en'

/** The catalogue of the default locale, for server code; client code imports single namespaces. */
export const messages = catalogues[DEFAULT_LOCALE]
export type { Messages }
