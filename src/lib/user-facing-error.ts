import { APIError } from 'payload'

/**
 * An error a hook throws for the person at the screen: its (Korean) message reaches the client with `status`.
 * Payload's error formatter keeps the message only when the error has a name (or data); a production build
 * minifies class names away, so `this.constructor.name` is empty and the client would get "An unknown error
 * occurred." instead. The name is therefore set here, once, for every such error.
 */
export function userFacingError(message: string, status: 400 | 403 | 404 | 409 | 413 | 415 | 429) {
  const error = new APIError(message, status, undefined, true)
  error.name = 'APIError'
  return error
}
