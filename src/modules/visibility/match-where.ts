import type { Where } from 'payload'

/**
 * A Payload `Where` evaluated on a loaded document, with the databases' meaning of each operator, so a rule written
 * once as a query also answers for one document in hand. Only the operators such rules use are known; any other
 * throws rather than guess.
 */
export function matchesWhere(doc: Record<string, unknown>, where: Where): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === 'and') return (condition as Where[]).every((part) => matchesWhere(doc, part))
    if (key === 'or') return (condition as Where[]).some((part) => matchesWhere(doc, part))
    const value = valueAt(doc, key)
    return Object.entries(condition as Record<string, unknown>).every(([operator, operand]) =>
      matchesOperator(value, operator, operand),
    )
  })
}

function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  }
  return value
}

/** Unset as SQL sees it: a missing field and a null column are the same. */
const isUnset = (value: unknown) => value === null || value === undefined

/** Dates compare as instants, whether stored as text, Date or milliseconds; other values as themselves. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'string') {
    const ms = Date.parse(value)
    if (Number.isFinite(ms) && /^\d{4}-\d{2}-\d{2}/.test(value)) return ms
  }
  return value
}

const same = (a: unknown, b: unknown) => comparable(a) === comparable(b)

function order(value: unknown, operand: unknown): number | null {
  const a = comparable(value)
  const b = comparable(operand)
  if (isUnset(a) || isUnset(b)) return null
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
  return null
}

function matchesOperator(value: unknown, operator: string, operand: unknown): boolean {
  switch (operator) {
    case 'equals':
      return operand === null ? isUnset(value) : !isUnset(value) && same(value, operand)
    // As Payload's SQL adapters: a null column is "not equal" to any value.
    case 'not_equals':
      return operand === null ? !isUnset(value) : isUnset(value) || !same(value, operand)
    case 'exists':
      return operand ? !isUnset(value) : isUnset(value)
    case 'in':
      return !isUnset(value) && (operand as unknown[]).some((item) => same(value, item))
    // Comparisons with an unset side are false, as in SQL.
    case 'less_than':
      return (order(value, operand) ?? 0) < 0
    case 'less_than_equal': {
      const diff = order(value, operand)
      return diff !== null && diff <= 0
    }
    case 'greater_than':
      return (order(value, operand) ?? 0) > 0
    case 'greater_than_equal': {
      const diff = order(value, operand)
      return diff !== null && diff >= 0
    }
    default:
      throw new Error(`matchesWhere: the operator "${operator}" is not supported`)
  }
}
