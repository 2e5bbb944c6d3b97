/**
 * Run with `payload run tests/security/plant-script.ts <postId>` against the database in the environment.
 * Writes scripts into a post's title and rich text, and a `javascript:` link, through the database adapter: no
 * field validation and no hook runs, as if someone had written the row with SQL. stored-xss.spec.ts then checks
 * that the page shows all of it as text and runs none of it.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { linkNode, richText } from '../support/lexical'

const id = Number(process.argv.at(-1))
if (!Number.isInteger(id) || id < 1) throw new Error('usage: plant-script.ts <postId>')

const payload = await getPayload({ config })
await payload.db.updateOne({
  collection: 'posts',
  id,
  data: {
    title: '<script>window.__planted = "title"</script>',
    content: richText(
      ['<img src=x onerror="window.__planted = \'text\'">'],
      [linkNode('javascript:window.__planted = "link"', '심은 링크')],
    ),
  },
})
process.stdout.write(`PLANTED ${id}\n`)
await payload.destroy()
