import { ContactMessageBodySchema } from '@caravanserai/contracts/content'
import { zodResolver } from '@hookform/resolvers/zod'

// The contact form reads this through lazyResolver, so zod stays out of its page's first load
// (docs/decisions/052-page-load.md).
export const contactResolver = zodResolver(ContactMessageBodySchema)
