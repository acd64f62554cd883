import { APIError, ValidationError } from 'payload'

/** A refused field in the admin: its path and Candor's sentence, in the staff member's language. */
export type StaffFieldError = { path: string; message: string }

/**
 * A refusal of a staff member's save, as Payload's ValidationError: each sentence goes under
 * its field, and the error's own message (the notice the admin shows at the top of the form,
 * and the REST answer's `errors[0].message`) is those sentences rather than Payload's
 * "The following field is invalid: <path>", which tells staff nothing they can act on. The
 * sentences come already in the language the staff member reads the admin in.
 */
export function staffRefusal(collection: string, errors: StaffFieldError[]): ValidationError {
  const refusal = new ValidationError({ collection, errors })
  refusal.message = [...new Set(errors.map((error) => error.message))].join(' ')
  return refusal
}

/**
 * A refusal the admin and the CMS API answer with its own words and status. Payload writes an
 * error's message only for an error that has a name, and a production build may leave a class
 * without its name, so the name is set here.
 */
export function staffError(message: string, status: number): APIError {
  const refusal = new APIError(message, status, null, true)
  refusal.name = 'APIError'
  return refusal
}
