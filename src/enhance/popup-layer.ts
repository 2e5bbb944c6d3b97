// The home page's popups, shown in the browser. The markup (src/components/home/popup-layer.tsx) renders them all
// hidden, because only the browser knows which ones the visitor chose not to see again (its local storage); this
// shows the others, opens the window popups, and wires each layer popup's close and hide-for-hours buttons.
import {
  popupFeaturesAttribute,
  popupHoursAttribute,
  popupIdAttribute,
  popupLayerHook,
  popupSelector,
} from '@/components/home/popup-markup'
import { hidePopupFor, isPopupHidden } from '@/components/home/popup-storage'
import { claim } from './hooks'

export function enhancePopupLayer(root: Document): void {
  for (const region of claim(root, popupLayerHook)) attach(region)
}

function attach(region: HTMLElement): void {
  const idOf = (element: Element) => element.getAttribute(popupIdAttribute) ?? ''

  for (const link of region.querySelectorAll<HTMLAnchorElement>(popupSelector('window'))) {
    if (!isPopupHidden(idOf(link))) window.open(link.href, link.target, link.getAttribute(popupFeaturesAttribute) ?? '')
  }

  const layers = [...region.querySelectorAll<HTMLElement>(popupSelector('layer'))]
  // The region is a landmark: it is shown only while one of its popups is, as it was only rendered then before.
  const update = () => {
    region.hidden = layers.every((layer) => layer.hidden)
  }
  for (const layer of layers) {
    const close = () => {
      layer.hidden = true
      update()
    }
    for (const button of layer.querySelectorAll(popupSelector('close'))) button.addEventListener('click', close)
    for (const button of layer.querySelectorAll(popupSelector('hide'))) {
      button.addEventListener('click', () => {
        hidePopupFor(idOf(layer), Number(button.getAttribute(popupHoursAttribute) ?? 24))
        close()
      })
    }
    layer.hidden = isPopupHidden(idOf(layer))
  }
  update()
}
