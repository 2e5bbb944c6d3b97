import { after } from 'next/server'

/**
 * Keeps work going after the response (a newsletter's mailing). Inside a Next request `after()` holds the work open
 * until it ends; called any other way (tests call the handlers directly) there is no request scope, and the promise,
 * which must never reject, simply runs on.
 */
export function continueAfterResponse(work: Promise<unknown>) {
  try {
    after(work)
  } catch {
    void work
  }
}
