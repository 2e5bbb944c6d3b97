/**
 * A flow's phase badges (신청, 예비인증, 본인증, 사후관리) show only when every step of the flow has one: a flow where
 * the first and last steps carry a badge and the middle ones none reads as unfinished. Staff set the phase per step,
 * so the rule is applied where the flow is shown, for pages already stored as well.
 */
export function showsPhaseBadges(steps: readonly { phase?: string | null }[]): boolean {
  return steps.length > 0 && steps.every((step) => Boolean(step.phase))
}
