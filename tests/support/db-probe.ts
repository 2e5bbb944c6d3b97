/**
 * Run with `payload run tests/support/db-probe.ts [edit]` against the database in the environment.
 * Prints one JSON line describing the state; with `edit`, first changes the site name and adds an account,
 * the way a staff member would between two starts; with `delete-keeper`, removes that account again.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
if (process.argv.includes('edit')) {
  await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { siteName: '편집한 사이트 이름' } })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username: 'keeper', password: 'keeper123!', userName: '보존 확인' },
  })
}
if (process.argv.includes('delete-keeper')) {
  await payload.delete({ collection: 'users', overrideAccess: true, where: { username: { equals: 'keeper' } } })
}
const users = await payload.find({ collection: 'users', overrideAccess: true, depth: 0, limit: 100 })
const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
const seedState = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
process.stdout.write(
  `PROBE ${JSON.stringify({
    usernames: users.docs.map((u) => u.username).sort(),
    siteName: settings.siteName,
    seedSteps: (seedState.applied ?? []).map((a) => a.step),
  })}\n`,
)
await payload.destroy()
