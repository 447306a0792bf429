import {
  type ContactMessageBody,
  ContactMessageBodySchema,
  type ContactMessageInput,
} from '@caravanserai/contracts/content'
import { schemaCheck } from '../../lib/form-check.ts'

// The contact form reads this through lazyCheck, so zod stays out of its page's first load
// (docs/decisions/052-page-load.md).
export const contactCheck = schemaCheck<ContactMessageInput, ContactMessageBody>(ContactMessageBodySchema)
