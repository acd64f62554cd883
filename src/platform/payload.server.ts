import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process's Payload instance (created once, then cached by Payload). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
