import type { Lang } from '@caravanserai/contracts/languages'

type FlagProps = { className?: string }

function Stripes({ colors, className }: { colors: [string, string, string]; className?: string }) {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" className={className}>
      {colors.map((fill, i) => (
        <rect key={fill} y={(i * 20) / 3} width="30" height={20 / 3 + 0.1} fill={fill} />
      ))}
    </svg>
  )
}

function UnitedKingdom({ className }: FlagProps) {
  return (
    <svg viewBox="0 0 60 30" aria-hidden="true" className={className}>
      <clipPath id="flag-uk-clip">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-uk-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  )
}

/** Flags of the language menu, drawn inline: emoji flags do not render everywhere. */
export function Flag({
  lang,
  className = 'h-4 w-6 rounded-[2px] shadow-sm',
}: {
  lang: Lang
  className?: string
}) {
  switch (lang) {
    case 'en':
      return <UnitedKingdom className={className} />
    case 'ru':
      return <Stripes colors={['#fff', '#0039A6', '#D52B1E']} className={className} />
    case 'am':
      return <Stripes colors={['#D90012', '#0033A0', '#F2A800']} className={className} />
    case 'fa':
      return <Stripes colors={['#239F40', '#fff', '#DA0000']} className={className} />
  }
}
