/** Menu data handed from the server (hrefs already localised) to the interactive navigation pieces. */
export type NavLink = { label: string; href: string }
export type NavSection = { key: string; label: string; href: string; links: NavLink[] }
