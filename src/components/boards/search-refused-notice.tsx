import { searchLimitMessage } from '@/modules/security/search-limit'

/** Shown above a list whose search was refused by the per-address search limit. */
export function SearchRefusedNotice() {
  return (
    <p role="alert" className="mt-6 rounded border border-red-700 bg-red-50 p-4 text-red-800">
      {searchLimitMessage}
    </p>
  )
}
