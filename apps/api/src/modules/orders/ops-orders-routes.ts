import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  CreateOrderNoteBodySchema,
  OpsCancelOrderBodySchema,
  OpsOrderCountsQuerySchema,
  OpsOrderCountsSchema,
  OpsOrderListQuerySchema,
  OpsOrderListResponseSchema,
  OpsOrderSchema,
  OrderNoteSchema,
  QuoteBodySchema,
  ShipBodySchema,
} from '@caravanserai/contracts/ops-orders'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { createShipment } from '../shipments/shipment-writes.ts'
import { addOrderNote, countQueue, getOpsOrder, listQueue } from './order-queue-queries.ts'
import { transitionOrder } from './order-transitions.ts'

const tags = ['ops']

/** The operators' order calls (docs/product.md#operator-calls). */
export const opsOrdersRoutes: FastifyPluginAsyncZod<{
  db: Db
  email: EmailContext
  clock: () => Date
}> = async (app, { db, email, clock }) => {
  const orderOr404 = async (request: FastifyRequest, id: number) => {
    const order = await getOpsOrder(db, id, request.locale, staffOf(request).id, clock())
    if (!order) throw new AppError('orders.notFound', 404)
    return order
  }

  app.get(
    '/ops/orders/',
    { schema: { tags, querystring: OpsOrderListQuerySchema, response: { 200: OpsOrderListResponseSchema } } },
    async (request) => {
      const { page, page_size: pageSize, status, payment, search } = request.query
      const found = await listQueue(
        db,
        request.locale,
        { status, payment, search, page, pageSize },
        staffOf(request).id,
        clock(),
      )
      return paged(request, page, pageSize, found)
    },
  )

  app.get(
    '/ops/orders/counts/',
    {
      schema: {
        tags,
        querystring: OpsOrderCountsQuerySchema,
        response: { 200: OpsOrderCountsSchema },
      },
    },
    async (request) => countQueue(db, { search: request.query.search }),
  )

  app.get(
    '/ops/orders/:id/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OpsOrderSchema } } },
    async (request) => orderOr404(request, request.params.id),
  )

  // A quote, and a new one (new terms, a new proforma invoice) while the buyer has not approved it.
  for (const action of ['quote', 'requote'] as const)
    app.post(
      `/ops/orders/:id/${action}/`,
      {
        config: { raises: [409] },
        schema: { tags, params: IdParamsSchema, body: QuoteBodySchema, response: { 200: OpsOrderSchema } },
      },
      async (request) => {
        await transitionOrder(
          db,
          {
            orderId: request.params.id,
            action,
            actor: { role: 'staff', userId: staffOf(request).id },
            changes: {
              shippingPrice: request.body.shipping_price.toFixed(2),
              incoterm: request.body.incoterm,
              incotermPlace: request.body.incoterm_place,
              validDays: request.body.valid_days,
              settlementCurrency: request.body.settlement_currency,
            },
            note: request.body.note || null,
            staff: staffOf(request),
            now: clock(),
          },
          email,
        )
        return orderOr404(request, request.params.id)
      },
    )

  app.post(
    '/ops/orders/:id/ship/',
    {
      config: { raises: [409] },
      schema: { tags, params: IdParamsSchema, body: ShipBodySchema, response: { 200: OpsOrderSchema } },
    },
    async (request) => {
      // Everything that remains leaves as one shipment, through the one place goods leave.
      const { tracking_number, payment_override, note } = request.body
      await createShipment(
        db,
        request.params.id,
        { tracking_number, payment_override, historyNote: note || null },
        staffOf(request),
        email,
        clock(),
      )
      return orderOr404(request, request.params.id)
    },
  )

  // A decline (before a quote) and a cancellation (after it) take the operator's reason, which the
  // buyer reads as written (docs/decisions/041-ways-out-of-an-order.md).
  for (const action of ['decline', 'cancel'] as const)
    app.post(
      `/ops/orders/:id/${action}/`,
      {
        config: { raises: [409] },
        schema: {
          tags,
          params: IdParamsSchema,
          body: OpsCancelOrderBodySchema,
          response: { 200: OpsOrderSchema },
        },
      },
      async (request) => {
        await transitionOrder(
          db,
          {
            orderId: request.params.id,
            action,
            actor: { role: 'staff', userId: staffOf(request).id },
            changes: { reason: request.body.reason },
            staff: staffOf(request),
            now: clock(),
          },
          email,
        )
        return orderOr404(request, request.params.id)
      },
    )

  app.post(
    '/ops/orders/:id/notes/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CreateOrderNoteBodySchema,
        response: { 201: OrderNoteSchema },
      },
    },
    async (request, reply) => {
      const note = await addOrderNote(db, request.params.id, staffOf(request), request.body.body)
      if (!note) throw new AppError('orders.notFound', 404)
      return reply.code(201).send(note)
    },
  )
}
