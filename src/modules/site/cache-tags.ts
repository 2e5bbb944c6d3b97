/** Cache tags of site-wide data; free of server-only imports so collection hooks can use them. */
export const siteSettingsTag = 'global:site-settings'
