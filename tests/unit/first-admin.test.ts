import { describe, expect, it } from 'vitest'
import { generatePassword } from '@/seed/first-admin'
import { passwordLength } from '@/validation/validators'

describe('first admin password', () => {
  it('is random and always satisfies the password rule', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const password = generatePassword()
      expect(passwordLength(password)).toBe(true)
      seen.add(password)
    }
    expect(seen.size).toBe(200)
  })
})
