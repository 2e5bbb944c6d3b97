/**
 * Run with `payload run tests/security/plant-script.ts <postId>` against the database in the environment.
 * Writes scripts into a post's title and rich text, and a `javascript:` link, through the database adapter: no
 * field validation and no hook runs, as if someone had written the row with SQL. stored-xss.spec.ts then checks
 * that the page shows all of it as text and runs none of it.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const id = Number(process.argv.at(-1))
if (!Number.isInteger(id) || id < 1) throw new Error('usage: plant-script.ts <postId>')

const text = (value: string) => ({
  type: 'text',
  text: value,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const paragraph = (children: unknown[]) => ({
  type: 'paragraph',
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
  children,
})

const payload = await getPayload({ config })
await payload.db.updateOne({
  collection: 'posts',
  id,
  data: {
    title: '<script>window.__planted = "title"</script>',
    content: {
      root: {
        type: 'root',
        direction: null,
        format: '',
        indent: 0,
        version: 1,
        children: [
          paragraph([text('<img src=x onerror="window.__planted = \'text\'">')]),
          paragraph([
            {
              type: 'link',
              direction: null,
              format: '',
              indent: 0,
              version: 3,
              fields: { url: 'javascript:window.__planted = "link"', newTab: false, linkType: 'custom' },
              children: [text('심은 링크')],
            },
          ]),
        ],
      },
    },
  },
})
process.stdout.write(`PLANTED ${id}\n`)
await payload.destroy()
