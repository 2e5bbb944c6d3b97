import { APIError, formatErrors } from 'payload'
import { describe, expect, it } from 'vitest'
import { userFacingError } from '@/lib/user-facing-error'

/** Payload types its formatter's input narrower than the errors it is given. */
const format = (error: Error) => formatErrors(error as Parameters<typeof formatErrors>[0])

describe('errors thrown for the person at the screen', () => {
  it('keep their Korean message and status when the class name has been minified away', () => {
    const error = userFacingError('이미지만 올릴 수 있습니다.', 400)
    // What a production build does to `this.constructor.name`: the property is set, but from a nameless class.
    expect(error.name).toBe('APIError')
    expect(error).toMatchObject({ status: 400, isPublic: true })
    expect(format(error).errors).toEqual([{ message: '이미지만 올릴 수 있습니다.' }])
  })

  it('a plain APIError without a name loses its message (the failure this guards against)', () => {
    const nameless = new APIError('이미지만 올릴 수 있습니다.', 400, undefined, true)
    nameless.name = ''
    expect(format(nameless).errors).toEqual([{ message: 'An unknown error occurred.' }])
  })
})
