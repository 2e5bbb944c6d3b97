import crypto from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hashingNice,
  installLowPriorityPasswordHashing,
  passwordHashingState,
  uninstallLowPriorityPasswordHashing,
} from '../../src/server/password-hashing'

/**
 * Sign-ins' password hashes on low-priority threads (docs/decisions/0036-password-hashing-at-low-priority.md): the
 * same bytes as Node's own, the same errors, and Payload's sign-in and password change really go through them.
 */
const original = crypto.pbkdf2
const pbkdf2 = (password: string | Buffer, salt: string | Buffer, iterations: number, keylen: number, digest: string) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keylen, digest, (error, key) => (error ? reject(error) : resolve(key))),
  )

/** Payload's own local strategy files: where it hashes at sign-in and when a password is set. */
const payloadDist = path.dirname(createRequire(import.meta.url).resolve('payload'))
const payloadModule = (file: string) =>
  import(pathToFileURL(path.join(payloadDist, 'auth/strategies/local', file)).href)

beforeAll(() => {
  installLowPriorityPasswordHashing({ threads: 2 })
})

afterAll(async () => {
  await uninstallLowPriorityPasswordHashing()
})

describe('password hashing at low priority', () => {
  it('runs long hashes on threads whose nice value is raised, giving the same bytes as Node', async () => {
    const before = passwordHashingState().hashed
    const cases: [string | Buffer, string | Buffer, number, number][] = [
      ['비밀번호2026!', 'a1b2c3', 20_000, 32],
      [Buffer.from('passw0rd'), Buffer.from([1, 2, 3, 4]), 25_000, 512],
    ]
    const keys = await Promise.all(cases.map(([p, s, i, k]) => pbkdf2(p, s, i, k, 'sha256')))
    for (const [n, [p, s, i, k]] of cases.entries()) {
      expect(Buffer.isBuffer(keys[n])).toBe(true)
      expect(keys[n]?.toString('hex')).toBe(crypto.pbkdf2Sync(p, s, i, k, 'sha256').toString('hex'))
    }
    expect(passwordHashingState().hashed - before).toBe(2)
    expect(passwordHashingState().nices).toEqual([hashingNice, hashingNice])
    expect(crypto.pbkdf2).not.toBe(original)
  })

  it('keeps short hashes and invalid calls on Node’s own function, with its errors', async () => {
    const before = passwordHashingState().hashed
    const short = await pbkdf2('pw', 'salt', 1000, 32, 'sha256')
    expect(short.toString('hex')).toBe(crypto.pbkdf2Sync('pw', 'salt', 1000, 32, 'sha256').toString('hex'))
    expect(() => crypto.pbkdf2('pw', 'salt', 20_000, 32, 'no-such-digest', () => {})).toThrow()
    expect(passwordHashingState().hashed).toBe(before)
  })

  it('is what Payload’s sign-in and password setting hash through', async () => {
    const { generatePasswordSaltHash } = await payloadModule('generatePasswordSaltHash.js')
    const { authenticateLocalStrategy } = await payloadModule('authenticate.js')
    const before = passwordHashingState().hashed
    const { hash, salt } = await generatePasswordSaltHash({ password: 'Sign-in2026!', isPasswordAuthenticated: true })
    expect(passwordHashingState().hashed - before).toBe(1)
    const doc = { id: 1, hash, salt }
    expect(await authenticateLocalStrategy({ doc, password: 'Sign-in2026!' })).toMatchObject({ doc })
    expect(await authenticateLocalStrategy({ doc, password: 'wrong' })).toBeNull()
    expect(passwordHashingState().hashed - before).toBe(3)
  })
})
