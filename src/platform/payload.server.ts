import { getPayload, type Payload } from 'payload'

/**
 * The process's Payload instance (created once, then cached by Payload).
 *
 * The config is loaded when first asked for, not imported: it loads the collections, whose
 * features' entries name the components whose server actions call this.
 */
export async function getPayloadClient(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
