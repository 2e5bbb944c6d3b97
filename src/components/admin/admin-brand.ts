/**
 * The institute's identity in the staff admin: the same name the public header shows (site settings default) and the
 * same symbol (`@/components/layout/brand-mark`, also `public/icon.svg`). Kept free of React so the Payload config can
 * read the title from here too.
 */
export const instituteName = '녹색기후기술원'

/** The browser tab of every admin screen: "<screen> - 녹색기후기술원 관리자". */
export const adminTitle = `${instituteName} 관리자`
