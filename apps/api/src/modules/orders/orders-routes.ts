import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { RejectApprovalBodySchema } from '@caravanserai/contracts/company-approval'
import {
  CancelOrderBodySchema,
  IDEMPOTENCY_KEY_PATTERN,
  type OrderAction,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderSchema,
  OrderSummaryResponseSchema,
  RequestShippingBodySchema,
} from '@caravanserai/contracts/orders'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { requireUser, signedInOnly } from '../../plugins/auth.ts'
import { declareErrors } from '../../plugins/error-answers.ts'
import { requireBuyer } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { rejectApproval } from './approval-requests.ts'
import { customerActor, stepPermission, transitionOrder } from './order-transitions.ts'
import { getBuyerOrder, listBuyerOrders, summariseBuyerOrders } from './orders-queries.ts'
import { requestShipping } from './request-shipping.ts'

function idempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key']
  if (value === undefined) return null
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw new AppError('orders.invalidIdempotencyKey', 400)
  return value
}

/**
 * The buyer's side of the order lifecycle (docs/product.md#order-calls): every route needs a
 * person acting for a company, whose role allows the call (docs/decisions/056-companies-are-the-buyer.md).
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: Db; email: EmailContext; clock: () => Date }> = async (
  app,
  { db, email, clock },
) => {
  signedInOnly(app)
  // A person who acts for no company, or whose role does not allow the call.
  declareErrors(app, [403])

  const orderOr404 = async (request: FastifyRequest, id: number) => {
    const order = await getBuyerOrder(db, id, await requireBuyer(request, 'view'), request.locale, clock())
    if (!order) throw new AppError('orders.notFound', 404)
    return order
  }

  app.post(
    '/order/request-shipping/',
    {
      config: { raises: [403, 422] },
      schema: {
        tags: ['orders'],
        body: RequestShippingBodySchema,
        response: { 200: OrderSchema, 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const buyer = { ...(await requireBuyer(request, 'buy')), isVerified: requireUser(request).isVerified }
      const { orderId, created } = await requestShipping(db, buyer, request.body, {
        locale: request.locale,
        idempotencyKey: idempotencyKey(request),
        email,
      })
      if (!created) reply.header('idempotent-replayed', 'true')
      return reply.code(created ? 201 : 200).send(await orderOr404(request, orderId))
    },
  )

  app.get(
    '/orders/list/',
    {
      schema: {
        tags: ['orders'],
        querystring: OrderListQuerySchema,
        response: { 200: OrderListResponseSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, placed_by: placedBy } = request.query
      const found = await listBuyerOrders(db, await requireBuyer(request, 'view'), request.locale, {
        page,
        pageSize,
        now: clock(),
        placedBy,
      })
      return paged(request, page, pageSize, found)
    },
  )

  app.get(
    '/orders/summary/',
    { schema: { tags: ['orders'], response: { 200: OrderSummaryResponseSchema } } },
    async (request) => summariseBuyerOrders(db, await requireBuyer(request, 'view')),
  )

  app.get(
    '/orders/:id/',
    { schema: { tags: ['orders'], params: IdParamsSchema, response: { 200: OrderSchema } } },
    async (request) => orderOr404(request, request.params.id),
  )

  const customerAction = (path: string, action: OrderAction) =>
    app.post(
      path,
      {
        config: { raises: [409] },
        schema: { tags: ['orders'], params: IdParamsSchema, response: { 200: OrderSchema } },
      },
      async (request) => {
        const actor = customerActor(
          await requireBuyer(request, stepPermission(action, await requireBuyer(request))),
        )
        await transitionOrder(db, { orderId: request.params.id, action, actor, now: clock() }, email)
        return orderOr404(request, request.params.id)
      },
    )
  customerAction('/customer/approve-shipping-cost/:id/', 'approve_shipping_cost')
  customerAction('/customer/gain-order/:id/', 'mark_received')
  customerAction('/customer/complete-order/:id/', 'complete')

  app.post(
    '/orders/:id/approval/reject/',
    {
      config: { raises: [409] },
      schema: {
        tags: ['orders'],
        params: IdParamsSchema,
        body: RejectApprovalBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const approver = await requireBuyer(request, 'approve')
      const input = { orderId: request.params.id, approver, reason: request.body.reason, now: clock() }
      await rejectApproval(db, input, email)
      return orderOr404(request, request.params.id)
    },
  )

  app.post(
    '/orders/:id/cancel/',
    {
      config: { raises: [409] },
      schema: {
        tags: ['orders'],
        params: IdParamsSchema,
        body: CancelOrderBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      await transitionOrder(
        db,
        {
          orderId: request.params.id,
          action: 'cancel',
          actor: customerActor(await requireBuyer(request, 'buy')),
          changes: { reason: request.body.reason },
          now: clock(),
        },
        email,
      )
      return orderOr404(request, request.params.id)
    },
  )
}
