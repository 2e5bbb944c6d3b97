import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { highlightRanges, markClass } from '@/modules/search/highlight'
import { keepTogetherClass, keptGroups, type TextRun, textRuns } from '@/modules/text/keep-together'

function Piece({ run }: { run: TextRun }) {
  return run.match ? <mark className={markClass}>{run.text}</mark> : run.text
}

/**
 * Stored text as the site prints it: the searched words (`query`) in `<mark>`, and the runs a line must not split
 * (scheme names such as "G-SEED", numbers with units such as "1,000㎡") in a span kept on one line. React escapes every piece.
 */
export function HighlightedText({ text, query = '' }: { text: string; query?: string }) {
  const groups = keptGroups(textRuns(text, highlightRanges(text, query)))
  if (groups.length === 1 && !groups[0]?.keep && !groups[0]?.runs[0]?.match) return text
  return groups.map((group, index) => {
    const pieces = group.runs.map((run, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are fixed for a render and never reordered
      <Piece key={i} run={run} />
    ))
    return group.keep ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: groups are fixed for a render and never reordered
      <span key={index} className={keepTogetherClass}>
        {pieces}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: groups are fixed for a render and never reordered
      <Fragment key={index}>{pieces}</Fragment>
    )
  })
}

/** `KeptText`: stored text with its unbreakable runs kept on one line, nothing highlighted. */
export const KeptText = ({ text }: { text: string | null | undefined }) =>
  text ? <HighlightedText text={text} /> : null

/**
 * Every string inside an element tree (a rich-text converter's output: `<strong>`, `<em>`…) as KeptText, so formatting
 * stays as the converter made it.
 */
export function keepStringsTogether(node: ReactNode): ReactNode {
  if (typeof node === 'string') return <KeptText text={node} />
  // Children.map keys what it returns, so a list of strings and elements stays a keyed list.
  if (Array.isArray(node)) return Children.map(node, (child) => keepStringsTogether(child))
  if (isValidElement(node)) {
    const element = node as ReactElement<{ children?: ReactNode }>
    if (element.props.children === undefined) return element
    return cloneElement(element, undefined, keepStringsTogether(element.props.children))
  }
  return node
}
