import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * The `<img>` that next/image renders (optimised `src`/`srcSet`, width, height, lazy loading, async decoding), built on
 * the server. `<Image>` is a client component: any page that rendered one shipped its runtime (~6 KB gzip) to every
 * visitor, for behaviour these images do not use (blur placeholders, load callbacks).
 */
export function ServerImage(props: ImageProps & { alt: string }) {
  const { props: img } = getImageProps(props)
  // As <Image priority>: the browser learns of the image from the document head, before it reaches the tag.
  if (props.priority && typeof img.src === 'string') {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: img.fetchPriority })
  }
  // biome-ignore lint/performance/noImgElement: this is next/image's own markup, from getImageProps
  return <img {...img} alt={props.alt} data-nimg="1" />
}
