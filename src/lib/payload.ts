import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API of this process (initialised once, shared by pages, route handlers and jobs). */
export const getPayloadClient = () => getPayload({ config })
