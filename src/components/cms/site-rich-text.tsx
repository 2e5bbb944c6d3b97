import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps, ReactNode } from 'react'
import { keepStringsTogether } from '@/components/layout/kept-text'
import { isRichTextLink } from '@/validation/field-rules'

type LinkFields = { url?: unknown; newTab?: unknown }

/**
 * A link as an anchor only when its address is one the editor allows (http, https, mailto, tel, site paths);
 * otherwise its text alone. The editor refuses other addresses on save, but a document written straight into the
 * database, or by an older version, must not put a `javascript:` address on the page either.
 */
function checkedLink(fields: LinkFields | undefined, children: ReactNode) {
  const url = typeof fields?.url === 'string' ? fields.url.trim() : ''
  if (!isRichTextLink(url)) return <span>{children}</span>
  const newTab = Boolean(fields?.newTab)
  return (
    <a href={url} rel={newTab ? 'noopener noreferrer' : undefined} target={newTab ? '_blank' : undefined}>
      {children}
    </a>
  )
}

const siteConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Scheme names and numbers with units stay on one line (src/modules/text/keep-together.ts).
  text: (args) =>
    keepStringsTogether(typeof defaultConverters.text === 'function' ? defaultConverters.text(args) : args.node.text),
  link: (args) =>
    args.node.fields?.linkType === 'internal' && typeof defaultConverters.link === 'function'
      ? defaultConverters.link(args)
      : checkedLink(args.node.fields, args.nodesToJSX({ nodes: args.node.children })),
  autolink: (args) => checkedLink(args.node.fields, args.nodesToJSX({ nodes: args.node.children })),
})

/** Rich text of posts, pages and popups as the site shows it: Payload's React converter with checked links. */
export function SiteRichText(props: Omit<ComponentProps<typeof RichText>, 'converters'>) {
  return <RichText {...props} converters={siteConverters} />
}
