/**
 * The list with the item at `index` moved by `delta` places, clamped to the list's ends. The input is left as
 * it was (React state), and a move that goes nowhere returns the same array so callers can skip a render.
 */
export function moveItem<T>(list: readonly T[], index: number, delta: number): readonly T[] {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return list
  const target = Math.min(list.length - 1, Math.max(0, index + Math.trunc(delta)))
  if (target === index) return list
  const next = [...list]
  const [item] = next.splice(index, 1)
  next.splice(target, 0, item as T)
  return next
}
