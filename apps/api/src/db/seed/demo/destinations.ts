import type { Text4 } from './types.ts'

/** The four crossings buyers request shipping over (docs/product.md#trade-routes). */
export const DEMO_DESTINATIONS: Text4[] = [
  {
    en: 'Armenia — Meghri border crossing',
    ru: 'Армения — пограничный переход Мегри',
    hy: 'Հայաստան — Մեղրիի սահմանային անցակետ',
    fa: 'ارمنستان — مرز مغری (نوردوز)',
  },
  {
    en: 'Georgia — Sadakhlo border crossing',
    ru: 'Грузия — пограничный переход Садахло',
    hy: 'Վրաստան — Սադախլոյի սահմանային անցակետ',
    fa: 'گرجستان — مرز ساداخلو',
  },
  {
    en: 'Russia via the Caucasus — Vladikavkaz (Upper Lars)',
    ru: 'Россия через Кавказ — Владикавказ (Верхний Ларс)',
    hy: 'Ռուսաստան Կովկասով — Վլադիկավկազ (Վերին Լարս)',
    fa: 'روسیه از راه قفقاز — ولادی‌قفقاز (لارس علیا)',
  },
  {
    en: 'Russia via the Caspian — Astrakhan port',
    ru: 'Россия через Каспий — порт Астрахань',
    hy: 'Ռուսաստան Կասպից ծովով — Աստրախանի նավահանգիստ',
    fa: 'روسیه از راه دریای خزر — بندر آستاراخان',
  },
]

const TEHRAN_MEGHRI: Text4 = {
  en: 'Tehran → Nurduz/Meghri border',
  ru: 'Тегеран → граница Нурдуз/Мегри',
  hy: 'Թեհրան → Նուրդուզ/Մեղրի սահման',
  fa: 'تهران ← مرز نوردوز/مغری',
}
const CUSTOMS: Text4 = {
  en: 'Customs clearance',
  ru: 'Таможенное оформление',
  hy: 'Մաքսային ձևակերպում',
  fa: 'ترخیص گمرکی',
}

/** Each destination's route, in the order above: legs with their typical days (docs/product.md#destinations). */
export const DEMO_ROUTES: { name: Text4; days: number }[][] = [
  [
    { name: TEHRAN_MEGHRI, days: 2 },
    { name: CUSTOMS, days: 1 },
    {
      name: {
        en: 'Border → Yerevan, delivery',
        ru: 'Граница → Ереван, доставка',
        hy: 'Սահման → Երևան, առաքում',
        fa: 'مرز ← ایروان، تحویل',
      },
      days: 2,
    },
  ],
  [
    { name: TEHRAN_MEGHRI, days: 2 },
    {
      name: {
        en: 'Transit through Armenia to Sadakhlo',
        ru: 'Транзит через Армению до Садахло',
        hy: 'Տարանցում Հայաստանով մինչև Սադախլո',
        fa: 'ترانزیت از ارمنستان تا ساداخلو',
      },
      days: 2,
    },
    { name: CUSTOMS, days: 1 },
    {
      name: {
        en: 'Border → Tbilisi, delivery',
        ru: 'Граница → Тбилиси, доставка',
        hy: 'Սահման → Թբիլիսի, առաքում',
        fa: 'مرز ← تفلیس، تحویل',
      },
      days: 1,
    },
  ],
  [
    { name: TEHRAN_MEGHRI, days: 2 },
    {
      name: {
        en: 'Transit through Armenia and Georgia to Upper Lars',
        ru: 'Транзит через Армению и Грузию до Верхнего Ларса',
        hy: 'Տարանցում Հայաստանով և Վրաստանով մինչև Վերին Լարս',
        fa: 'ترانزیت از ارمنستان و گرجستان تا لارس علیا',
      },
      days: 3,
    },
    { name: CUSTOMS, days: 2 },
    {
      name: {
        en: 'Vladikavkaz → delivery across Russia',
        ru: 'Владикавказ → доставка по России',
        hy: 'Վլադիկավկազ → առաքում Ռուսաստանում',
        fa: 'ولادی‌قفقاز ← تحویل در روسیه',
      },
      days: 3,
    },
  ],
  [
    {
      name: {
        en: 'Tehran → Anzali port',
        ru: 'Тегеран → порт Энзели',
        hy: 'Թեհրան → Անզալի նավահանգիստ',
        fa: 'تهران ← بندر انزلی',
      },
      days: 1,
    },
    {
      name: {
        en: 'Across the Caspian to Astrakhan',
        ru: 'Через Каспий до Астрахани',
        hy: 'Կասպից ծովով մինչև Աստրախան',
        fa: 'عبور از دریای خزر تا آستاراخان',
      },
      days: 4,
    },
    { name: CUSTOMS, days: 2 },
    {
      name: {
        en: 'Astrakhan → delivery across Russia',
        ru: 'Астрахань → доставка по России',
        hy: 'Աստրախան → առաքում Ռուսաստանում',
        fa: 'آستاراخان ← تحویل در روسیه',
      },
      days: 3,
    },
  ],
]
