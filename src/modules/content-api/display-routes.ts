import 'server-only'
import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import {
  createItem,
  type DisplayCollection,
  deleteItem,
  publicBanners,
  publicPopups,
  reorder,
  updateItem,
} from './display-items'
import {
  createBannerSchema,
  createPopupSchema,
  itemIdParamSchema,
  localeQuerySchema,
  orderSchema,
  popupListQuerySchema,
  publicListQuerySchema,
  updateBannerSchema,
  updatePopupSchema,
} from './schemas'
import { readJsonBody, staffFor } from './staff'

/** The route handlers of `/api/v1/banners` and `/api/v1/popups`, which differ only in schemas and area. */
const schemas = {
  banners: { create: createBannerSchema, update: updateBannerSchema },
  popups: { create: createPopupSchema, update: updatePopupSchema },
} as const

const searchParams = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)
const writeLocale = (request: Request) => localeQuerySchema.parse(new URL(request.url).searchParams.get('locale'))

export function displayRoutes(collection: DisplayCollection) {
  type Params = { id: string }
  return {
    list: apiRoute(async (request) => {
      if (collection === 'banners')
        return json(await publicBanners(publicListQuerySchema.parse(searchParams(request)).locale))
      const query = popupListQuerySchema.parse(searchParams(request))
      return json(await publicPopups(query.locale, query.device, request.headers.get('user-agent')))
    }),
    create: apiRoute(async (request) => {
      const payload = await getPayloadClient()
      const user = await staffFor(payload, request, collection, 'write')
      const input = schemas[collection].create.parse(await readJsonBody(request))
      return json(await createItem(payload, user, collection, input, writeLocale(request)), 201)
    }),
    update: apiRoute<Params>(async (request, { params }) => {
      const id = itemIdParamSchema.parse((await params).id)
      const payload = await getPayloadClient()
      const user = await staffFor(payload, request, collection, 'write')
      const input = schemas[collection].update.parse(await readJsonBody(request))
      return json(await updateItem(payload, user, collection, id, input, writeLocale(request)))
    }),
    remove: apiRoute<Params>(async (request, { params }) => {
      const id = itemIdParamSchema.parse((await params).id)
      const payload = await getPayloadClient()
      const user = await staffFor(payload, request, collection, 'delete')
      return json(await deleteItem(payload, user, collection, id))
    }),
    order: apiRoute(async (request) => {
      const payload = await getPayloadClient()
      const user = await staffFor(payload, request, collection, 'write')
      const { ids } = orderSchema.parse(await readJsonBody(request))
      return json(await reorder(payload, user, collection, ids))
    }),
  }
}
