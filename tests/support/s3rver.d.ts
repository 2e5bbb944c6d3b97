/** The part of s3rver (an S3 server for tests, a Koa app) that object-storage.test.ts uses; it ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  type Options = {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options: Options)
    /** Koa's middleware list, composed when the server starts. */
    middleware: unknown[]
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
