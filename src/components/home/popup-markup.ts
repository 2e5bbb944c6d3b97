/**
 * The markup contract between the home page's PopupLayer (rendered on the server) and src/enhance/popup-layer.ts
 * (the browser script that shows the popups the visitor has not hidden). Plain TypeScript so both sides import it.
 */

/** The `data-enhance` name on the popups' region. */
export const popupLayerHook = 'popup-layer'

/**
 * The parts the script looks for, each marked with `data-popup="{part}"`: a layer popup (the dialog), a window
 * popup (a hidden link the script opens in its own window), and a layer popup's close and hide-for-hours buttons.
 */
export type PopupPart = 'layer' | 'window' | 'close' | 'hide'
export const popupPart = (part: PopupPart) => ({ 'data-popup': part })
export const popupSelector = (part: PopupPart) => `[data-popup="${part}"]`

/** On a layer or window popup: its id, which names its "don't show again" entry (popup-storage.ts). */
export const popupIdAttribute = 'data-popup-id'
/** On a hide button: for how many hours it hides its popup. */
export const popupHoursAttribute = 'data-popup-hours'
/** On a window popup's link: the window's size and place, as window.open's features. */
export const popupFeaturesAttribute = 'data-popup-features'
