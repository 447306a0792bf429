import type { Locale } from '@caravanserai/contracts/languages'

/** Demo buyers who wrote the demo reviews; each becomes a verified customer account. */
export const DEMO_REVIEWERS: Record<
  string,
  { firstName: string; lastName: string; company: string; locale: Locale }
> = {
  'anna-petrova': { firstName: 'Anna', lastName: 'Petrova', company: 'Volga Foods Import', locale: 'ru' },
  'dmitry-sokolov': { firstName: 'Dmitry', lastName: 'Sokolov', company: 'SibStroy Supply', locale: 'ru' },
  'armen-hakobyan': { firstName: 'Armen', lastName: 'Hakobyan', company: 'Ararat Trade House', locale: 'hy' },
  'lilit-sargsyan': { firstName: 'Lilit', lastName: 'Sargsyan', company: 'Gyumri Interiors', locale: 'hy' },
  'giorgi-beridze': { firstName: 'Giorgi', lastName: 'Beridze', company: 'Kartli Logistics', locale: 'en' },
  'james-whitaker': {
    firstName: 'James',
    lastName: 'Whitaker',
    company: 'Whitaker Fine Foods',
    locale: 'en',
  },
  'maria-keller': { firstName: 'Maria', lastName: 'Keller', company: 'Keller Teppichhaus', locale: 'en' },
  'reza-karimi': { firstName: 'Reza', lastName: 'Karimi', company: 'Karimi Trading FZE', locale: 'fa' },
  'sara-ahmadi': { firstName: 'Sara', lastName: 'Ahmadi', company: 'Ahmadi Home', locale: 'fa' },
  'aigerim-nurlanova': {
    firstName: 'Aigerim',
    lastName: 'Nurlanova',
    company: 'Steppe Wholesale',
    locale: 'ru',
  },
}
