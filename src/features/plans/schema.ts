import { z } from '@/lib/zod'

import { ZIP_MESSAGES, zipCodeError } from './zip-code'

/** A ZIP code in a request body, trimmed, with the messages and order of `zipCodeError`. */
export const zipCodeSchema = z
  .string({ error: ZIP_MESSAGES.required })
  .trim()
  .superRefine((zip, context) => {
    const message = zipCodeError(zip)
    if (message) context.addIssue({ code: 'custom', message })
  })
