import { claim } from './hooks'

/** The hook of the print button, shared with the component that renders it. */
export const printButtonHook = 'print'
/** The attribute that keeps the button invisible, in its place, until this script can print. */
export const printWaiting = 'data-print-waiting'

/** The 인쇄 page utility (src/components/page-info/page-utilities.tsx): shown once it can print, and printing. */
export function enhancePrintButtons(root: Document): void {
  for (const button of claim<HTMLButtonElement>(root, printButtonHook)) {
    button.addEventListener('click', () => root.defaultView?.print())
    button.removeAttribute(printWaiting)
  }
}
