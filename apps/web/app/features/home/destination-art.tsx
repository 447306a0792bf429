import { DESTINATIONS, type Destination } from '../../lib/trade-routes.ts'

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

const ROUTE_OF: Record<Country, Destination['id'] | null> = {
  armenia: 'armenia',
  georgia: 'georgia',
  'russia-caucasus': 'russiaCaucasus',
  'russia-caspian': 'russiaCaspian',
  other: null,
}

/**
 * The crossing's drawing from the trade-routes page (Ararat over the Meghri road, the Debed
 * bridge at Sadakhlo, the Darial gorge at Upper Lars, a ship on the Caspian), loaded when the
 * carousel nears the screen; a plain panel for a destination the routes page does not draw.
 */
export function DestinationArt({ country, className = '' }: { country: Country; className?: string }) {
  const picture = DESTINATIONS.find((destination) => destination.id === ROUTE_OF[country])?.image
  if (!picture) return <div aria-hidden="true" className={`bg-sand-200 ${className}`} />
  return (
    <img
      src={picture}
      alt=""
      width={800}
      height={450}
      loading="lazy"
      decoding="async"
      className={`object-cover ${className}`}
    />
  )
}
