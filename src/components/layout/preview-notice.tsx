/** Shown above a page or post that staff are previewing, so a draft is never mistaken for what visitors see. */
export function PreviewNotice() {
  return (
    <p role="status" className="mb-6 rounded-md bg-gray-900 px-4 py-2 text-sm text-white">
      미리보기: 저장된 초안을 보고 있습니다.
    </p>
  )
}
