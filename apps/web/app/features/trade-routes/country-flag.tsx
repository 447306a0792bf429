import type { FlagCode } from '../../lib/trade-routes.ts'

function Tricolour({ colors, className }: { colors: [string, string, string]; className?: string }) {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" className={className}>
      {colors.map((fill, i) => (
        <rect key={fill} y={(i * 20) / 3} width="30" height={20 / 3 + 0.1} fill={fill} />
      ))}
    </svg>
  )
}

/** Georgia's five-cross flag: a red St George's cross and four Bolnisi crosses on white. */
function Georgia({ className }: { className?: string }) {
  const small = 'M-1.2,-3 h2.4 v1.8 h1.8 v2.4 h-1.8 v1.8 h-2.4 v-1.8 h-1.8 v-2.4 h1.8 z'
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" className={className}>
      <rect width="30" height="20" fill="#fff" />
      <path d="M13,0 h4 v8 h13 v4 h-13 v8 h-4 v-8 h-13 v-4 h13 z" fill="#FF0000" />
      {[
        [6.5, 4],
        [23.5, 4],
        [6.5, 16],
        [23.5, 16],
      ].map(([x, y]) => (
        <path key={`${x}-${y}`} d={small} transform={`translate(${x} ${y})`} fill="#FF0000" />
      ))}
    </svg>
  )
}

/** The flag of a destination country, drawn inline. */
export function CountryFlag({
  code,
  className = 'h-5 w-7.5 rounded-[2px] shadow-sm ring-1 ring-black/10',
}: {
  code: FlagCode
  className?: string
}) {
  switch (code) {
    case 'am':
      return <Tricolour colors={['#D90012', '#0033A0', '#F2A800']} className={className} />
    case 'ge':
      return <Georgia className={className} />
    case 'ru':
      return <Tricolour colors={['#fff', '#0039A6', '#D52B1E']} className={className} />
  }
}
