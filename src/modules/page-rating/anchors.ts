/**
 * The ids of the result messages under the 만족도 평가 form. The route sends a form post back to the page with one
 * of them as the fragment and the page shows that message by `:target`, so the answer needs no script or cookie.
 */
export const ratingResultAnchor = { thanks: 'page-rating-thanks', duplicate: 'page-rating-duplicate' } as const
