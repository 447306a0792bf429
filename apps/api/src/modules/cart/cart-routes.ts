import {
  CartItemSchema,
  CartResponseSchema,
  CreateCartItemBodySchema,
  UpdateCartItemBodySchema,
} from '@caravanserai/contracts/cart'
import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { requireUser, signedInOnly } from '../../plugins/auth.ts'
import { getCart, getCartItem } from './cart-queries.ts'
import { addToCart, clearCart, removeCartItem, updateCartItem } from './cart-service.ts'

const tags = ['cart']

/** The buyer's cart (docs/product.md#cart-calls); POST /customer/cart/clear/ is added for clear-all. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInOnly(app)

  const itemOr404 = async (request: FastifyRequest, itemId: number) => {
    const item = await getCartItem(db, requireUser(request).id, itemId, request.locale)
    if (!item) throw new AppError('cart.itemNotFound', 404)
    return item
  }

  app.get('/customer/cart/', { schema: { tags, response: { 200: CartResponseSchema } } }, async (request) =>
    getCart(db, requireUser(request).id, request.locale),
  )

  app.post(
    '/customer/cart/create/',
    {
      config: { raises: [404] },
      schema: { tags, body: CreateCartItemBodySchema, response: { 201: CartItemSchema } },
    },
    async (request, reply) => {
      const itemId = await addToCart(db, requireUser(request).id, request.body)
      return reply.code(201).send(await itemOr404(request, itemId))
    },
  )

  app.patch(
    '/customer/cart/update/:id/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateCartItemBodySchema,
        response: { 200: CartItemSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!(await updateCartItem(db, requireUser(request).id, id, request.body.quantity)))
        throw new AppError('cart.itemNotFound', 404)
      return itemOr404(request, id)
    },
  )

  app.post(
    '/customer/cart/remove/:id/',
    { schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await removeCartItem(db, requireUser(request).id, request.params.id)))
        throw new AppError('cart.itemNotFound', 404)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/customer/cart/clear/',
    { schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      await clearCart(db, requireUser(request).id)
      return reply.code(204).send(null)
    },
  )
}
