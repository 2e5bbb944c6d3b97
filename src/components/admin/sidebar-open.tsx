'use client'

import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { PREFERENCE_KEYS } from 'payload/shared'
import { type ReactNode, useEffect, useRef } from 'react'
import { sidebarBand } from '@/modules/admin/sidebar-band'

type NavPreference = { open?: boolean } | undefined

/**
 * Admin provider (`admin.components.providers`) that keeps the sidebar open on the screens staff work on. Payload
 * 3.90 closes it on every page load up to 1,440 px wide (its `l` breakpoint) and remembers the staff's choice only
 * above that, so on the institute's 1,280–1,440 px monitors the menu started collapsed behind a hamburger on every
 * sign-in. Between 1,025 px and 1,440 px (where the sidebar sits beside the page, not over it) this opens it unless the
 * staff member closed it, and remembers their own open or close there in the same preference Payload uses above
 * 1,440 px. At 1,024 px and below the sidebar covers the page, so it stays closed as Payload has it.
 */
export function SidebarOpen({ children }: { children?: ReactNode }) {
  const { navOpen, setNavOpen } = useNav()
  const {
    breakpoints: { l: upTo1440, m: upTo1024 },
  } = useWindowInfo()
  const { getPreference, setPreference } = usePreferences()
  const band = sidebarBand(upTo1440, upTo1024)
  // What the preference says, once read.
  const remembered = useRef<boolean | undefined>(undefined)
  // The band this provider last opened the sidebar for: the preference functions change identity when a preference
  // is saved, and opening again then would undo the staff member's own close.
  const handledBand = useRef<string | undefined>(undefined)
  // Set by a click on a sidebar toggle: only a change that follows one is the staff member's choice. Payload also
  // closes the sidebar itself (after a breakpoint change), and that close must not be remembered, however long after
  // the page load it comes on a slow machine.
  const toggledByStaff = useRef(false)
  const preferences = useRef({ getPreference, setPreference })
  preferences.current = { getPreference, setPreference }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('button.nav-toggler')) toggledByStaff.current = true
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    if (handledBand.current === band) return
    handledBand.current = band
    if (band !== 'beside') return
    // Read after Payload's own close of this render (its provider's effect runs after this child's), so the
    // sidebar ends open; skipped if the window left the band meanwhile.
    void preferences.current.getPreference<NavPreference>(PREFERENCE_KEYS.NAV).then((preference) => {
      if (handledBand.current !== 'beside') return
      remembered.current = preference?.open !== false
      if (remembered.current) setNavOpen(true)
    })
  }, [band, setNavOpen])

  useEffect(() => {
    if (!toggledByStaff.current) return
    toggledByStaff.current = false
    // Above 1,440 px Payload's toggle saves the choice itself.
    if (band !== 'beside' || remembered.current === navOpen) return
    remembered.current = navOpen
    void preferences.current.setPreference(PREFERENCE_KEYS.NAV, { open: navOpen }, true)
  }, [navOpen, band])

  return <>{children}</>
}
