export type Country = 'armenia' | 'georgia' | 'russia-caucasus' | 'russia-caspian' | 'other'

/** Which crossing a destination is, from its name in any of the four languages. */
export function countryOf(name: string): Country {
  const n = name.toLowerCase()
  if (/caspian|каспи|կասպ|خزر|astrakhan|астрахан|آستاراخان/.test(n)) return 'russia-caspian'
  if (/caucasus|кавказ|կովկաս|قفقاز|vladikavkaz|lars|ларс|لارس/.test(n)) return 'russia-caucasus'
  if (/armenia|армени|հայաստան|ارمنستان/.test(n)) return 'armenia'
  if (/georgia|грузи|վրաստան|گرجستان/.test(n)) return 'georgia'
  return 'other'
}

const SKY: Record<Country, [string, string]> = {
  armenia: ['#fde6c4', '#f9d27a'],
  georgia: ['#d3f1ec', '#a8e2d9'],
  'russia-caucasus': ['#e0e7f5', '#b9c6e4'],
  'russia-caspian': ['#d6eef8', '#9fd3ea'],
  other: ['#f6f1e6', '#ebe2cf'],
}

/**
 * The project's own drawings of each crossing: Ararat over the Meghri road, the Debed bridge at
 * Sadakhlo, the Darial gorge under Kazbek at Upper Lars, and a ship on the Caspian.
 */
export function DestinationArt({ country, className = '' }: { country: Country; className?: string }) {
  const [top, bottom] = SKY[country]
  const id = `sky-${country}`
  return (
    <svg viewBox="0 0 320 180" aria-hidden="true" className={className} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      {country === 'armenia' ? (
        <>
          <path d="M20 130 L110 45 L140 70 L175 38 L280 130 Z" fill="#8a9bb0" />
          <path
            d="M95 60 L110 45 L125 58 L117 62 L110 56 L102 63 Z M165 48 L175 38 L188 50 L178 52 Z"
            fill="#fff"
          />
          <path d="M0 140 Q80 110 160 135 T320 125 V180 H0 Z" fill="#6b8f4e" />
          <path d="M40 180 Q120 140 200 150 T320 140" fill="none" stroke="#e8dcc2" strokeWidth="8" />
        </>
      ) : null}
      {country === 'georgia' ? (
        <>
          <path d="M0 120 L60 60 L110 100 L170 40 L240 95 L320 50 V180 H0 Z" fill="#4f7d6a" />
          <path d="M0 150 H320 V180 H0 Z" fill="#5b8fb0" />
          <path d="M60 150 Q160 95 260 150" fill="none" stroke="#7a5b3a" strokeWidth="8" />
          <path d="M60 150 H260" stroke="#7a5b3a" strokeWidth="5" />
          {[90, 125, 160, 195, 230].map((x) => (
            <path
              key={x}
              d={`M${x} 150 V${150 - 40 * Math.sin(((x - 60) / 200) * Math.PI)}`}
              stroke="#7a5b3a"
              strokeWidth="3"
            />
          ))}
        </>
      ) : null}
      {country === 'russia-caucasus' ? (
        <>
          <path d="M0 180 L0 40 L70 20 L120 180 Z M320 180 L320 30 L240 15 L200 180 Z" fill="#5a6472" />
          <path d="M140 70 L175 25 L210 70 Z" fill="#eef2f7" />
          <path d="M110 180 Q160 120 210 180 Z" fill="#7d8794" />
          <path d="M150 180 Q165 130 175 110" fill="none" stroke="#d8d0bd" strokeWidth="6" />
        </>
      ) : null}
      {country === 'russia-caspian' ? (
        <>
          <path d="M0 110 H320 V180 H0 Z" fill="#2f7fa8" />
          <path
            d="M0 125 Q40 118 80 125 T160 125 T240 125 T320 125"
            fill="none"
            stroke="#9fd3ea"
            strokeWidth="3"
          />
          <path d="M110 108 H230 L215 128 H125 Z" fill="#c0392b" />
          <rect x="140" y="84" width="60" height="24" fill="#f6f1e6" />
          <rect x="150" y="74" width="14" height="10" fill="#134e4a" />
          <circle cx="270" cy="40" r="18" fill="#f5b73b" />
        </>
      ) : null}
      {country === 'other' ? <path d="M0 130 Q160 90 320 130 V180 H0 Z" fill="#dccfb3" /> : null}
    </svg>
  )
}
