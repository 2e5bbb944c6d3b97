/**
 * The `data-enhance` attribute a server component puts on an element so a module of src/enhance finds it, and the
 * attribute an enhancement sets once it has attached, so running it again does nothing.
 */
export const enhanceAttribute = 'data-enhance'
export const enhancedAttribute = 'data-enhanced'

/** Props that mark an element for the enhancement `name` (spread into the server component's JSX). */
export const enhanceHook = (name: string) => ({ [enhanceAttribute]: name })

/** The elements marked for `name` that have not been enhanced yet; each is marked as enhanced as it is returned. */
export function claim<T extends Element = HTMLElement>(root: ParentNode, name: string): T[] {
  const found = [...root.querySelectorAll<T>(`[${enhanceAttribute}="${name}"]:not([${enhancedAttribute}])`)]
  for (const element of found) element.setAttribute(enhancedAttribute, '')
  return found
}
