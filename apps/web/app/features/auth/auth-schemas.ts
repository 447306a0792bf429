import {
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '@caravanserai/contracts/accounts'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'

/**
 * The registration form (docs/product.md#registration): the contract's fields and rules, plus the
 * confirmation the form always asks for and the terms box. All seven fields are required.
 */
export const RegisterFormSchema = RegisterBodySchema.safeExtend({
  confirm_password: z.string().min(1),
  terms: z.boolean().refine((accepted) => accepted),
})

/** The reset form: new password and its confirmation, checked by the contract before sending. */
export const ResetFormSchema = ResetPasswordBodySchema.safeExtend({ confirm_password: z.string().min(1) })

// The login and registration forms read these through lazyResolver, so zod stays out of their
// pages' first load (docs/decisions/052-page-load.md).
export const loginResolver = zodResolver(LoginBodySchema)
export const registerResolver = zodResolver(RegisterFormSchema)
