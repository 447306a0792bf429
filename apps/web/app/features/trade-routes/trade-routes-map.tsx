import { useTranslation } from '../../lib/use-translation.tsx'

type Point = readonly [lon: number, lat: number]

/** A plain equirectangular sketch of the region, 38–55°E and 35–47°N, in an 840 × 560 box. */
const project = ([lon, lat]: Point) => [(lon - 38) * 50, (47 - lat) * 46] as const
const path = (points: readonly Point[]) =>
  points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${project(p)
          .map((n) => n.toFixed(0))
          .join(' ')}`,
    )
    .join(' ')

const CASPIAN: Point[] = [
  [48, 46.6],
  [47.3, 45.5],
  [47.6, 44],
  [47.5, 43],
  [48.3, 42],
  [49.2, 41],
  [50.3, 40.4],
  [49.5, 40.1],
  [49, 39.3],
  [48.9, 38.4],
  [49.1, 37.6],
  [49.5, 37.45],
  [50.3, 37.1],
  [51.5, 36.7],
  [53, 36.85],
  [54, 36.9],
  [53.9, 37.5],
  [53.5, 38.5],
  [53, 40],
  [52.8, 41],
  [53.5, 41.6],
  [52.5, 42.5],
  [51.3, 43.2],
  [50.5, 44.3],
  [51, 44.8],
  [52.5, 45.4],
  [53.2, 46.7],
  [51.9, 47],
  [49.5, 46.6],
]
const BLACK_SEA: Point[] = [
  [38, 40.9],
  [39.7, 41],
  [41.5, 41.5],
  [41.7, 42.2],
  [41.5, 42.7],
  [40, 43.4],
  [38.6, 44.1],
  [38, 44.5],
]

const CITIES = {
  tehran: [51.39, 35.69],
  tabriz: [46.29, 38.08],
  agarak: [46.18, 38.87],
  yerevan: [44.51, 40.18],
  sadakhlo: [44.8, 41.2],
  tbilisi: [44.79, 41.72],
  upperLars: [44.63, 42.74],
  vladikavkaz: [44.68, 43.02],
  makhachkala: [47.5, 42.98],
  astrakhan: [48.03, 46.35],
  anzali: [49.46, 37.47],
  amirabad: [53.37, 36.85],
} as const satisfies Record<string, Point>

type City = keyof typeof CITIES
/** Where each label sits beside its dot, in map units; Persian text is set from the same anchor. */
const LABELS: Record<City, { dx: number; dy: number; anchor: 'start' | 'middle' | 'end' }> = {
  tehran: { dx: -10, dy: 4, anchor: 'end' },
  tabriz: { dx: -10, dy: 14, anchor: 'end' },
  agarak: { dx: 10, dy: 4, anchor: 'start' },
  yerevan: { dx: -10, dy: 4, anchor: 'end' },
  sadakhlo: { dx: 10, dy: 6, anchor: 'start' },
  tbilisi: { dx: -10, dy: 5, anchor: 'end' },
  upperLars: { dx: -10, dy: 17, anchor: 'end' },
  vladikavkaz: { dx: -10, dy: -4, anchor: 'end' },
  makhachkala: { dx: 0, dy: -14, anchor: 'middle' },
  astrakhan: { dx: -10, dy: 4, anchor: 'end' },
  anzali: { dx: -10, dy: 14, anchor: 'end' },
  amirabad: { dx: -6, dy: 20, anchor: 'end' },
}

const LAND: Point[] = [
  CITIES.tehran,
  [50, 36.27],
  [48.5, 36.67],
  CITIES.tabriz,
  [45.9, 38.5],
  CITIES.agarak,
  [46.2, 39.2],
  [45.5, 39.7],
  CITIES.yerevan,
  [44.6, 40.6],
  CITIES.sadakhlo,
  CITIES.tbilisi,
  [44.7, 42.1],
  CITIES.upperLars,
  CITIES.vladikavkaz,
]
const SEA_ROUTES: Point[][] = [
  [CITIES.anzali, [50.6, 39.2], [51, 40.6], [49.6, 42], CITIES.makhachkala],
  [CITIES.anzali, [50.6, 39.2], [51, 40.6], [50, 43], [49.3, 44.8], [48.4, 46], CITIES.astrakhan],
  [CITIES.amirabad, [52.6, 38.2], [52, 40.5], [50.6, 42.6], [49.6, 44.6]],
]

/**
 * A sketch map of the four routes: land through Armenia and Georgia to Vladikavkaz, sea from the
 * Iranian Caspian ports to Makhachkala and Astrakhan. Names come from the translations, so the map
 * reads in every language; the text beside it says the same in words.
 */
export function RoutesMap() {
  const { t } = useTranslation('routes')
  return (
    // Geography does not mirror: labels keep left-to-right anchors in Persian too.
    <svg
      viewBox="0 0 840 560"
      role="img"
      aria-labelledby="routes-map-title"
      direction="ltr"
      className="h-auto w-full"
    >
      <title id="routes-map-title">{t('overview.mapTitle')}</title>
      <rect width="840" height="560" fill="#f6f1e6" />
      <path d={`${path(CASPIAN)} Z`} fill="#a8d4dc" stroke="#5fa8a0" strokeWidth="2" />
      <path
        d={`${path(BLACK_SEA)} L0 ${project([38, 44.5])[1]} L0 ${project([38, 40.9])[1]} Z`}
        fill="#a8d4dc"
      />
      <g fill="#8c7a57" fontSize="22" fontWeight="700" opacity="0.45" textAnchor="middle">
        <text x="470" y="545">
          {t('map.iran')}
        </text>
        <text x="300" y="360">
          {t('map.armenia')}
        </text>
        <text x="250" y="275">
          {t('map.georgia')}
        </text>
        <text x="230" y="120">
          {t('map.russia')}
        </text>
        <text x="650" y="95">
          {t('map.caspian')}
        </text>
        <text x="90" y="165">
          {t('map.blackSea')}
        </text>
      </g>
      <path d={path(LAND)} fill="none" stroke="#d9951c" strokeWidth="5" strokeLinejoin="round" />
      {SEA_ROUTES.map((route) => (
        <path
          key={route.map((p) => p.join()).join()}
          d={path(route)}
          fill="none"
          stroke="#134e4a"
          strokeWidth="4"
          strokeDasharray="12 9"
          strokeLinejoin="round"
        />
      ))}
      <g fontSize="17" fill="#1c1c19">
        {(Object.keys(CITIES) as City[]).map((city) => {
          const [x, y] = project(CITIES[city])
          const label = LABELS[city]
          return (
            <g key={city}>
              <circle cx={x} cy={y} r="6" fill="#fff" stroke="#134e4a" strokeWidth="3" />
              <text
                x={x + label.dx}
                y={y + label.dy}
                textAnchor={label.anchor}
                paintOrder="stroke"
                stroke="#f6f1e6"
                strokeWidth="4"
              >
                {t(`map.${city}`)}
              </text>
            </g>
          )
        })}
      </g>
    </svg>
  )
}
