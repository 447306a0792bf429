import { isRtl, type Lang } from '@caravanserai/contracts/languages'
import { ClipboardList, LogOut, UserCircle } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useIsStaff } from '../../lib/staff.ts'
import { useLogout } from '../../lib/use-logout.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ACCOUNT_LINKS } from './account-links.ts'
import { CompanyMenuItems } from './company-menu-items.tsx'

const itemClass =
  'flex items-center gap-3 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-sand-100'

/**
 * The signed-in user's menu with name, email, the companies they buy for when more than one,
 * account links and logout (docs/product.md#header-and-footer).
 */
export function AccountDropdown({
  lang,
  user,
  defaultOpen = false,
}: {
  lang: Lang
  user: SessionUser
  defaultOpen?: boolean
}) {
  const { t } = useTranslation()
  const logout = useLogout(lang)
  const isStaff = useIsStaff(user.id)

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} dir={isRtl(lang) ? 'rtl' : 'ltr'}>
      <DropdownMenu.Trigger
        aria-label={t('nav.account')}
        className="inline-flex items-center rounded-md p-2 text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800"
      >
        <UserCircle aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-56 rounded-md border border-sand-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold text-sm">{user.name}</span>
            <span className="block truncate text-ink-600 text-xs" dir="ltr">
              {user.email}
            </span>
          </DropdownMenu.Label>
          <CompanyMenuItems userId={user.id} />
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          {ACCOUNT_LINKS.map(([path, label, Icon]) => (
            <DropdownMenu.Item key={path} asChild>
              <Link to={localizedPath(path, lang)} className={itemClass}>
                <Icon aria-hidden="true" className="size-4" />
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          {isStaff ? (
            <DropdownMenu.Item asChild>
              <Link to={localizedPath('/ops/orders', lang)} className={itemClass}>
                <ClipboardList aria-hidden="true" className="size-4" />
                {t('ops.console')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item onSelect={() => void logout()} className={itemClass}>
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
