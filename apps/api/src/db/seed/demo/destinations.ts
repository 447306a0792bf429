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
