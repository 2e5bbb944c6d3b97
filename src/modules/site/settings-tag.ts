/** Cache tag of the site settings; the global's hook expires it on save. */
export const siteSettingsTag = 'global:site-settings'
