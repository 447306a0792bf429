import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import { defaultExpiry, type VerificationKind } from '@caravanserai/contracts/suppliers'
import type { Text4 } from './types.ts'

// The demo producers' public profiles (docs/product.md#supplier-profiles): where each works, when
// it began trading, what it says of itself, and for the verified ones the days the operators
// checked its licences and, for most, visited it. Every fact is invented.

const t = (en: string, ru: string, hy: string, fa: string): Text4 => ({ en, ru, hy, fa })

const KHORASAN = t('Razavi Khorasan', 'Хорасан-Резави', 'Խորասան-Ռազավի', 'خراسان رضوی')
const KERMAN = t('Kerman', 'Керман', 'Քերման', 'کرمان')
const TEHRAN = t('Tehran', 'Тегеран', 'Թեհրան', 'تهران')
const HAMADAN = t('Hamadan', 'Хамадан', 'Համադան', 'همدان')
const HORMOZGAN = t('Hormozgan', 'Хормозган', 'Հորմոզգան', 'هرمزگان')
const KHUZESTAN = t('Khuzestan', 'Хузестан', 'Խուզեստան', 'خوزستان')
const ISFAHAN = t('Isfahan', 'Исфахан', 'Սպահան', 'اصفهان')
const FARS = t('Fars', 'Фарс', 'Ֆարս', 'فارس')
const YAZD = t('Yazd', 'Йезд', 'Յազդ', 'یزد')
const MARKAZI = t('Markazi', 'Меркези', 'Մարքազի', 'مرکزی')
const GILAN = t('Gilan', 'Гилян', 'Գիլան', 'گیلان')

/** Cities with their provinces. */
const PLACES = {
  mashhad: [t('Mashhad', 'Мешхед', 'Մաշհադ', 'مشهد'), KHORASAN],
  torbat: [t('Torbat-e Heydarieh', 'Торбете-Хейдарие', 'Թորբաթե Հեյդարիե', 'تربت حیدریه'), KHORASAN],
  gonabad: [t('Gonabad', 'Гонабад', 'Գոնաբադ', 'گناباد'), KHORASAN],
  qaen: [
    t('Qaen', 'Каен', 'Ղաեն', 'قائن'),
    t('South Khorasan', 'Южный Хорасан', 'Հարավային Խորասան', 'خراسان جنوبی'),
  ],
  kerman: [KERMAN, KERMAN],
  rafsanjan: [t('Rafsanjan', 'Рефсенджан', 'Ռաֆսանջան', 'رفسنجان'), KERMAN],
  sirjan: [t('Sirjan', 'Сирджан', 'Սիրջան', 'سیرجان'), KERMAN],
  bam: [t('Bam', 'Бам', 'Բամ', 'بم'), KERMAN],
  tehran: [TEHRAN, TEHRAN],
  tuyserkan: [t('Tuyserkan', 'Туйсеркан', 'Թույսերքան', 'تویسرکان'), HAMADAN],
  malayer: [t('Malayer', 'Малайер', 'Մալայեր', 'ملایر'), HAMADAN],
  bandarAbbas: [t('Bandar Abbas', 'Бендер-Аббас', 'Բանդար Աբբաս', 'بندرعباس'), HORMOZGAN],
  khorramshahr: [t('Khorramshahr', 'Хорремшехр', 'Խոռամշահր', 'خرمشهر'), KHUZESTAN],
  abadan: [t('Abadan', 'Абадан', 'Աբադան', 'آبادان'), KHUZESTAN],
  ahvaz: [t('Ahvaz', 'Ахваз', 'Ահվազ', 'اهواز'), KHUZESTAN],
  tabriz: [
    t('Tabriz', 'Тебриз', 'Թավրիզ', 'تبریز'),
    t('East Azerbaijan', 'Восточный Азербайджан', 'Արևելյան Ատրպատական', 'آذربایجان شرقی'),
  ],
  isfahan: [ISFAHAN, ISFAHAN],
  kashan: [t('Kashan', 'Кашан', 'Քաշան', 'کاشان'), ISFAHAN],
  qamsar: [t('Qamsar', 'Гамсар', 'Ղամսար', 'قمصر'), ISFAHAN],
  shiraz: [t('Shiraz', 'Шираз', 'Շիրազ', 'شیراز'), FARS],
  yazd: [YAZD, YAZD],
  meybod: [t('Meybod', 'Мейбод', 'Մեյբոդ', 'میبد'), YAZD],
  ardakan: [t('Ardakan', 'Ардакан', 'Արդաքան', 'اردکان'), YAZD],
  mahallat: [t('Mahallat', 'Махаллат', 'Մահալլաթ', 'محلات'), MARKAZI],
  arak: [t('Arak', 'Арак', 'Արաք', 'اراک'), MARKAZI],
  bushehr: [t('Bushehr', 'Бушер', 'Բուշեհր', 'بوشهر'), t('Bushehr', 'Бушер', 'Բուշեհր', 'بوشهر')],
  lahijan: [t('Lahijan', 'Лахиджан', 'Լահիջան', 'لاهیجان'), GILAN],
  deylaman: [t('Deylaman', 'Дейлеман', 'Դեյլաման', 'دیلمان'), GILAN],
} satisfies Record<string, [city: Text4, province: Text4]>

export type DemoSupplier = {
  place: keyof typeof PLACES
  founded: number
  /** Verified: the day both licences were checked, and the day of the visit if there was one. */
  checked?: [licences: string, visit?: string]
  about: Text4
}

export const DEMO_SUPPLIERS: Record<string, DemoSupplier> = {
  'Golestan Saffron Co.': {
    place: 'mashhad',
    founded: 2004,
    checked: ['2025-02-10', '2025-03-02'],
    about: t(
      'Grows and packs Sargol and Negin saffron on its own fields around Mashhad, with a lab test of every harvest.',
      'Выращивает и фасует шафран сортов Сарголь и Негин на собственных полях под Мешхедом; каждый урожай проходит лабораторную проверку.',
      'Մաշհադի մերձակայքում գտնվող իր դաշտերում աճեցնում և փաթեթավորում է Սարգոլ և Նեգին տեսակի զաֆրան, յուրաքանչյուր բերք անցնում է լաբորատոր ստուգում։',
      'زعفران سرگل و نگین را در مزرعه‌های خود در اطراف مشهد می‌کارد و بسته‌بندی می‌کند و هر برداشت را در آزمایشگاه می‌سنجد.',
    ),
  },
  'Torbat Zarrin Saffron': {
    place: 'torbat',
    founded: 1998,
    checked: ['2024-11-18', '2024-12-05'],
    about: t(
      "A family saffron house from Torbat-e Heydarieh, the heart of Iran's saffron belt, selling threads and powder in bulk.",
      'Семейная шафрановая компания из Торбете-Хейдарие, сердца иранского шафранового пояса; продаёт нити и молотый шафран оптом.',
      'Ընտանեկան զաֆրանի ընկերություն Թորբաթե Հեյդարիեից՝ Իրանի զաֆրանի գոտու սրտից․ մեծածախ վաճառում է թելեր և փոշի։',
      'یک خانهٔ خانوادگی زعفران در تربت حیدریه، قلب کمربند زعفران ایران، که رشته و پودر زعفران را عمده می‌فروشد.',
    ),
  },
  'Qaenat Crocus Cooperative': {
    place: 'qaen',
    founded: 2009,
    checked: ['2025-04-22'],
    about: t(
      'A cooperative of some two hundred growers around Qaen, drying and grading saffron together for export.',
      'Кооператив примерно двухсот фермеров из окрестностей Каена, которые вместе сушат и сортируют шафран на экспорт.',
      'Ղաենի շրջակայքի մոտ երկու հարյուր արտադրողների կոոպերատիվ, որոնք միասին չորացնում և տեսակավորում են զաֆրանը արտահանման համար։',
      'تعاونی حدود دویست کشاورز در اطراف قائن که زعفران را با هم خشک و درجه‌بندی می‌کنند و صادر می‌کنند.',
    ),
  },
  'Novin Saffron Trading': {
    place: 'mashhad',
    founded: 2019,
    about: t(
      'A young Mashhad trader buying saffron from several farms and packing it in retail tins and bulk bags.',
      'Молодая торговая компания из Мешхеда: закупает шафран у нескольких хозяйств и фасует его в баночки для розницы и в оптовые пакеты.',
      'Մաշհադի երիտասարդ առևտրական ընկերություն, որը զաֆրան է գնում մի քանի տնտեսություններից և փաթեթավորում մանրածախ տուփերում ու մեծածախ պարկերում։',
      'یک بازرگانی جوان در مشهد که زعفران را از چند مزرعه می‌خرد و در قوطی‌های خرده‌فروشی و کیسه‌های عمده بسته‌بندی می‌کند.',
    ),
  },
  'Gonabad Qanat Saffron': {
    place: 'gonabad',
    founded: 2001,
    checked: ['2025-01-20', '2025-02-14'],
    about: t(
      "Saffron watered by Gonabad's ancient qanats, harvested by hand and dried the traditional way.",
      'Шафран с полей, которые орошают древние кяризы Гонабада; собирается вручную и сушится по традиции.',
      'Գոնաբադի հնագույն քանաթներով ոռոգվող զաֆրան՝ հավաքված ձեռքով և չորացված ավանդական եղանակով։',
      'زعفرانی که با قنات‌های کهن گناباد آبیاری می‌شود، با دست برداشت و به روش سنتی خشک می‌شود.',
    ),
  },
  'Kerman Pistachio Cooperative': {
    place: 'kerman',
    founded: 1978,
    checked: ['2024-10-07', '2024-10-28'],
    about: t(
      "One of Kerman's oldest grower cooperatives, hulling, drying and sorting pistachios in its own plant.",
      'Один из старейших фермерских кооперативов Кермана; очищает, сушит и сортирует фисташки на собственном заводе.',
      'Քերմանի ամենահին արտադրողական կոոպերատիվներից մեկը, որն իր գործարանում կեղևազրկում, չորացնում և տեսակավորում է պիստակը։',
      'یکی از قدیمی‌ترین تعاونی‌های باغداران کرمان که پسته را در کارخانهٔ خود پوست‌گیری، خشک و درجه‌بندی می‌کند.',
    ),
  },
  'Rafsanjan Sabz Pistachio Co.': {
    place: 'rafsanjan',
    founded: 1992,
    checked: ['2025-03-11', '2025-04-02'],
    about: t(
      'Fandoghi, Akbari and Ahmad Aghaei pistachios from its orchards in Rafsanjan, raw or roasted.',
      'Фисташки сортов Фандоги, Акбари и Ахмад-Агаи из собственных садов в Рефсенджане, сырые и жареные.',
      'Ֆանդողի, Աքբարի և Ահմադ Աղաեի տեսակի պիստակ Ռաֆսանջանի իր այգիներից՝ հում կամ բոված։',
      'پستهٔ فندقی، اکبری و احمدآقایی از باغ‌های خود در رفسنجان، خام یا برشته.',
    ),
  },
  'Sirjan Pistachio Export Co.': {
    place: 'sirjan',
    founded: 2006,
    checked: ['2025-05-06'],
    about: t(
      'Packs pistachio kernels and in-shell nuts for importers, with an aflatoxin test of every lot.',
      'Фасует очищенные и неочищенные фисташки для импортёров; каждую партию проверяет на афлатоксины.',
      'Ներմուծողների համար փաթեթավորում է մաքրված և կեղևով պիստակ, յուրաքանչյուր խմբաքանակ ստուգվում է աֆլատոքսինների համար։',
      'مغز پسته و پستهٔ با پوست را برای واردکنندگان بسته‌بندی می‌کند و هر محموله را از نظر آفلاتوکسین آزمایش می‌کند.',
    ),
  },
  'Pars Nut Export Co.': {
    place: 'tehran',
    founded: 1996,
    checked: ['2024-09-16', '2024-10-01'],
    about: t(
      'A Tehran exporter of almonds, walnuts and mixed nuts, sourcing from growers across Iran.',
      'Тегеранский экспортёр миндаля, грецких орехов и ореховых смесей; закупает у фермеров по всему Ирану.',
      'Թեհրանյան արտահանող, որն առաջարկում է նուշ, ընկույզ և ընկուզային խառնուրդներ՝ գնելով դրանք ամբողջ Իրանի արտադրողներից։',
      'صادرکنندهٔ بادام، گردو و آجیل مخلوط در تهران که محصول را از باغداران سراسر ایران تهیه می‌کند.',
    ),
  },
  'Tuyserkan Walnut Growers Union': {
    place: 'tuyserkan',
    founded: 2012,
    about: t(
      'Walnut growers from the slopes of Mount Alvand, selling light kernels and walnuts in the shell.',
      'Производители грецкого ореха со склонов горы Алванд: светлые ядра и орехи в скорлупе.',
      'Ալվանդ լեռան լանջերի ընկույզ արտադրողներ, որոնք վաճառում են բաց գույնի միջուկ և կեղևով ընկույզ։',
      'گردوکاران دامنه‌های الوند که مغز گردوی روشن و گردوی با پوست می‌فروشند.',
    ),
  },
  'Bam Date Export Co.': {
    place: 'bam',
    founded: 1990,
    checked: ['2025-01-27', '2025-02-18'],
    about: t(
      "Mazafati dates from Bam's palm groves, cold-stored and packed for export all year round.",
      'Финики мазафати из пальмовых рощ Бама; хранятся в холодильниках и упаковываются на экспорт круглый год.',
      'Մազաֆաթի տեսակի արմավ Բամի արմավենու պուրակներից՝ պահվում է սառնարաններում և փաթեթավորվում արտահանման համար ամբողջ տարին։',
      'خرمای مضافتی از نخلستان‌های بم که در سردخانه نگهداری و در تمام سال برای صادرات بسته‌بندی می‌شود.',
    ),
  },
  'Hormoz Palm Trading': {
    place: 'bandarAbbas',
    founded: 2016,
    about: t(
      'A Bandar Abbas trader shipping Piarom and Zahedi dates by sea to the Gulf and beyond.',
      'Торговая компания из Бендер-Аббаса, которая отправляет финики пиаром и захеди морем в страны Залива и дальше.',
      'Բանդար Աբբասի առևտրական ընկերություն, որը Փիարոմ և Զահեդի տեսակի արմավ է առաքում ծովով Պարսից ծոցի երկրներ և այլուր։',
      'بازرگانی‌ای در بندرعباس که خرمای پیارم و زاهدی را از راه دریا به کشورهای خلیج فارس و فراتر می‌فرستد.',
    ),
  },
  'Arvand Date Company': {
    place: 'khorramshahr',
    founded: 1985,
    checked: ['2024-12-09', '2025-01-13'],
    about: t(
      'Sayer and Barhi dates from the groves along the Arvand river: pitted, pressed or whole.',
      'Финики сортов саер и бархи из рощ вдоль реки Арвенд: без косточки, прессованные или целые.',
      'Սայեր և Բարհի տեսակի արմավ Արվանդ գետի ափերի պուրակներից՝ առանց կորիզի, սեղմված կամ ամբողջական։',
      'خرمای سایر و برحی از نخلستان‌های کنار اروندرود: بی‌هسته، پرس‌شده یا درسته.',
    ),
  },
  'Malayer Tak Raisin Co.': {
    place: 'malayer',
    founded: 1994,
    checked: ['2025-02-24'],
    about: t(
      "Raisins from the vineyards of Malayer, Iran's raisin capital: golden, green and sun-dried.",
      'Изюм с виноградников Малайера, изюмной столицы Ирана: золотистый, зелёный и высушенный на солнце.',
      'Չամիչ Մալայերի խաղողի այգիներից՝ Իրանի չամիչի մայրաքաղաքից․ ոսկեգույն, կանաչ և արևի տակ չորացրած։',
      'کشمش تاکستان‌های ملایر، پایتخت کشمش ایران: طلایی، سبز و آفتاب‌خشک.',
    ),
  },
  'Parsian Dried Fruit Export': {
    place: 'tehran',
    founded: 2003,
    checked: ['2024-11-04', '2024-11-25'],
    about: t(
      'Dried apricots, figs, berries and fruit mixes from a Tehran packing plant with export certificates.',
      'Курага, инжир, ягоды и фруктовые смеси с тегеранской фасовочной фабрики, у которой есть экспортные сертификаты.',
      'Չիր, թուզ, հատապտուղներ և մրգային խառնուրդներ թեհրանյան փաթեթավորման գործարանից, որն ունի արտահանման հավաստագրեր։',
      'زردآلو، انجیر، توت و آمیختهٔ میوهٔ خشک از کارخانهٔ بسته‌بندی‌ای در تهران با گواهی‌های صادراتی.',
    ),
  },
  'Tabriz Weavers Guild': {
    place: 'tabriz',
    founded: 1962,
    checked: ['2024-08-19', '2024-09-09'],
    about: t(
      "A guild of Tabriz workshops weaving hand-knotted wool and silk carpets in the city's classic designs.",
      'Объединение тебризских мастерских, которые ткут ручные шерстяные и шёлковые ковры в классических узорах города.',
      'Թավրիզի արհեստանոցների միություն, որը ձեռքով գործում է բրդյա և մետաքսե գորգեր քաղաքի դասական նախշերով։',
      'انجمنی از کارگاه‌های تبریز که فرش‌های دستباف پشم و ابریشم را با نقشه‌های کلاسیک این شهر می‌بافند.',
    ),
  },
  'Naqsh-e Jahan Carpet House': {
    place: 'isfahan',
    founded: 1971,
    checked: ['2025-03-17', '2025-04-07'],
    about: t(
      'Fine Isfahan carpets on silk foundations, woven to order near the square the house is named after.',
      'Тонкие исфаханские ковры на шёлковой основе, которые ткут на заказ неподалёку от площади, давшей дому имя.',
      'Սպահանյան նուրբ գորգեր մետաքսե հիմքով, որոնք գործվում են պատվերով այն հրապարակի մոտ, որի անունն էլ կրում է ընկերությունը։',
      'فرش‌های ظریف اصفهان با چلهٔ ابریشم که به سفارش و در نزدیکی میدانی بافته می‌شوند که این خانه نامش را از آن گرفته است.',
    ),
  },
  'Kashan Carpet Exporters': {
    place: 'kashan',
    founded: 1988,
    checked: ['2025-02-03'],
    about: t(
      "Exports Kashan's hand-knotted medallion carpets and runners, washed and finished in its own yard.",
      'Экспортирует кашанские ковры ручной работы с медальоном и ковровые дорожки, которые моют и доводят в собственном цехе.',
      'Արտահանում է Քաշանի ձեռագործ մեդալիոնով գորգեր և ուղեգորգեր, որոնք լվացվում և մշակվում են իր արտադրամասում։',
      'فرش‌های ترنج‌دار و کناره‌های دستباف کاشان را صادر می‌کند و آن‌ها را در کارگاه خود می‌شوید و پرداخت می‌کند.',
    ),
  },
  'Zagros Tribal Rugs': {
    place: 'shiraz',
    founded: 1999,
    checked: ['2025-05-12', '2025-06-02'],
    about: t(
      'Gabbeh and kilims woven by Qashqai families in the Zagros, bought directly from the weavers.',
      'Габбе и килимы, сотканные семьями кашкайцев в горах Загрос и купленные напрямую у ткачей.',
      'Գաբբե և կիլիմներ, որոնք գործում են Զագրոսի ղաշղայական ընտանիքները և գնվում են անմիջապես ջուլհակներից։',
      'گبه و گلیمی که خانواده‌های قشقایی در زاگرس می‌بافند و مستقیم از خود بافندگان خریده می‌شود.',
    ),
  },
  'Kashan Machine Carpet Mills': {
    place: 'kashan',
    founded: 2008,
    about: t(
      'Machine-made carpets of 700 to 1,500 reeds in Persian designs, for hotels and wholesale buyers.',
      'Машинные ковры плотностью от 700 до 1500 шан с персидскими узорами для гостиниц и оптовых покупателей.',
      'Մեքենայական գործվածքի գորգեր՝ 700-ից 1500 շանա խտությամբ և պարսկական նախշերով, հյուրանոցների և մեծածախ գնորդների համար։',
      'فرش ماشینی ۷۰۰ تا ۱۵۰۰ شانه با نقشه‌های ایرانی برای هتل‌ها و خریداران عمده.',
    ),
  },
  'Yazd Ceramic Industries': {
    place: 'yazd',
    founded: 1983,
    checked: ['2024-10-21', '2024-11-11'],
    about: t(
      "Glazed wall and floor tiles from one of Yazd's large kilns, made to EN 14411.",
      'Глазурованная настенная и напольная плитка одного из крупных заводов Йезда, по стандарту EN 14411.',
      'Ջնարակապատ պատի և հատակի սալիկներ Յազդի խոշոր գործարաններից մեկից՝ EN 14411 ստանդարտով։',
      'کاشی دیوار و سرامیک کف لعاب‌دار از یکی از کارخانه‌های بزرگ یزد، مطابق استاندارد EN 14411.',
    ),
  },
  'Meybod Tile Company': {
    place: 'meybod',
    founded: 2014,
    about: t(
      'Hand-painted tiles and pottery from Meybod, an old town of potters on the edge of the desert.',
      'Расписанная вручную плитка и керамика из Мейбода, старинного города гончаров на краю пустыни.',
      'Ձեռքով նկարազարդված սալիկներ և խեցեղեն Մեյբոդից՝ անապատի եզրին գտնվող բրուտների հին քաղաքից։',
      'کاشی و سفال دست‌نگار از میبد، شهر کهن سفالگران در حاشیهٔ کویر.',
    ),
  },
  'Ardakan Porcelain Works': {
    place: 'ardakan',
    founded: 2005,
    checked: ['2025-04-14'],
    about: t(
      'Large-format porcelain slabs and polished tiles, pressed and fired in Ardakan.',
      'Керамогранит и полированная плитка больших форматов, отпрессованные и обожжённые в Ардакане.',
      'Մեծ չափերի ճենապակյա սալեր և հղկված սալիկներ՝ սեղմված և թրծված Արդաքանում։',
      'اسلب پرسلانی و کاشی پولیش‌خورده در ابعاد بزرگ که در اردکان پرس و پخته می‌شوند.',
    ),
  },
  'Mahallat Travertine Company': {
    place: 'mahallat',
    founded: 1976,
    checked: ['2025-01-06', '2025-01-29'],
    about: t(
      'Quarries and cuts Mahallat travertine in cream, walnut and silver tones, as blocks, slabs or tiles.',
      'Добывает и режет махаллатский травертин кремовых, ореховых и серебристых оттенков: блоки, слэбы и плитка.',
      'Արդյունահանում և կտրում է Մահալլաթի տրավերտին՝ կրեմագույն, ընկուզագույն և արծաթավուն երանգներով, բլոկներով, սալերով կամ սալիկներով։',
      'تراورتن محلات را در رنگ‌های کرم، گردویی و نقره‌ای استخراج و برش می‌دهد؛ به‌صورت کوپ، اسلب یا تایل.',
    ),
  },
  'Persepolis Stone Export': {
    place: 'shiraz',
    founded: 1997,
    checked: ['2024-12-16', '2025-01-08'],
    about: t(
      'Marble and limestone from quarries in Fars, cut to size in a Shiraz stone yard.',
      'Мрамор и известняк из карьеров провинции Фарс, нарезанные по размеру на камнерезном производстве в Ширазе.',
      'Մարմար և կրաքար Ֆարսի քարհանքերից՝ կտրված ըստ չափի Շիրազի քարի արտադրամասում։',
      'مرمر و سنگ آهک از معدن‌های فارس که در یک سنگبری در شیراز به اندازه برش می‌خورند.',
    ),
  },
  'Yazd Termeh House': {
    place: 'yazd',
    founded: 1958,
    checked: ['2025-03-03', '2025-03-24'],
    about: t(
      "Termeh, Yazd's patterned brocade of silk and wool, woven on jacquard looms by one family for three generations.",
      'Терме — йездская узорчатая парча из шёлка и шерсти, которую одна семья ткёт на жаккардовых станках уже три поколения.',
      'Թերմե՝ Յազդի նախշազարդ մետաքսաբրդյա դիպակ, որը նույն ընտանիքը ժակարդային հաստոցներով գործում է երեք սերունդ։',
      'ترمه، پارچهٔ نقش‌دار ابریشم و پشم یزد، که یک خانواده سه نسل است آن را با دستگاه ژاکارد می‌بافد.',
    ),
  },
  'Yazd Textile Mills': {
    place: 'yazd',
    founded: 1968,
    checked: ['2024-09-30'],
    about: t(
      'Spins and weaves cotton and blended fabrics for shirts, workwear and bedding.',
      'Прядёт и ткёт хлопковые и смесовые ткани для рубашек, спецодежды и постельного белья.',
      'Մանում և գործում է բամբակյա և խառը գործվածքներ վերնաշապիկների, աշխատանքային հագուստի և անկողնային սպիտակեղենի համար։',
      'پارچه‌های نخی و مخلوط برای پیراهن، لباس کار و ملحفه می‌ریسد و می‌بافد.',
    ),
  },
  'Isfahan Worsted Mills': {
    place: 'isfahan',
    founded: 1955,
    checked: ['2025-02-17', '2025-03-10'],
    about: t(
      "Worsted wool suiting and coating fabrics from one of Isfahan's historic mills.",
      'Камвольные шерстяные костюмные и пальтовые ткани с одной из старейших фабрик Исфахана.',
      'Կամվոլ բրդյա կոստյումային և վերարկուի գործվածքներ Սպահանի պատմական ֆաբրիկաներից մեկից։',
      'پارچه‌های فاستونی پشمی برای کت‌وشلوار و پالتو از یکی از کارخانه‌های تاریخی اصفهان.',
    ),
  },
  'Kashan Home Textiles': {
    place: 'kashan',
    founded: 2002,
    checked: ['2025-05-19'],
    about: t(
      'Towels, bed linen and blankets from Kashan, sold by the carton to shops and hotels.',
      'Полотенца, постельное бельё и пледы из Кашана, которые продаются коробками магазинам и гостиницам.',
      'Սրբիչներ, անկողնային սպիտակեղեն և ծածկոցներ Քաշանից, որոնք վաճառվում են տուփերով խանութներին և հյուրանոցներին։',
      'حوله، ملحفه و پتو از کاشان که به‌صورت کارتنی به فروشگاه‌ها و هتل‌ها فروخته می‌شود.',
    ),
  },
  'Pars Bitumen Refining Co.': {
    place: 'bandarAbbas',
    founded: 1993,
    checked: ['2024-11-11', '2024-12-02'],
    about: t(
      'Penetration and viscosity grade bitumen from its Bandar Abbas refinery, in drums or in bulk.',
      'Битум марок по пенетрации и вязкости с собственного НПЗ в Бендер-Аббасе, в бочках или наливом.',
      'Ներթափանցման և մածուցիկության դասերի բիտում Բանդար Աբբասի իր վերամշակման գործարանից՝ տակառներով կամ լցովի։',
      'قیر درجه‌بندی‌شده بر پایهٔ نفوذ و گرانروی از پالایشگاه خود در بندرعباس، در بشکه یا فله.',
    ),
  },
  'Tabriz Petro Bitumen Co.': {
    place: 'tabriz',
    founded: 2007,
    checked: ['2025-03-24'],
    about: t(
      'Bitumen and cutback grades from north-west Iran, shipped by road to Turkey, Armenia and the Caucasus.',
      'Битум и жидкие битумы с северо-запада Ирана; отгрузка автотранспортом в Турцию, Армению и на Кавказ.',
      'Բիտում և հեղուկ բիտումներ Իրանի հյուսիս-արևմուտքից՝ ավտոճանապարհով առաքվում են Թուրքիա, Հայաստան և Կովկաս։',
      'قیر و قیرهای محلول از شمال‌غرب ایران که از راه زمینی به ترکیه، ارمنستان و قفقاز فرستاده می‌شود.',
    ),
  },
  'Arvand Asphalt Industries': {
    place: 'abadan',
    founded: 1998,
    checked: ['2025-01-13', '2025-02-05'],
    about: t(
      'Oxidised bitumen and bitumen emulsions made beside the Abadan refinery.',
      'Окисленный битум и битумные эмульсии, которые производят рядом с нефтеперерабатывающим заводом Абадана.',
      'Օքսիդացված բիտում և բիտումային էմուլսիաներ, որոնք արտադրվում են Աբադանի նավթավերամշակման գործարանի հարևանությամբ։',
      'قیر اکسیده و امولسیون قیر که در کنار پالایشگاه آبادان تولید می‌شود.',
    ),
  },
  'Kimia Polymer Trading': {
    place: 'tehran',
    founded: 2011,
    checked: ['2024-10-14'],
    about: t(
      "Trades polyethylene, polypropylene and PVC from Iran's petrochemical plants, inspected before loading.",
      'Торгует полиэтиленом, полипропиленом и ПВХ иранских нефтехимических заводов; перед погрузкой груз проходит инспекцию.',
      'Վաճառում է Իրանի նավթաքիմիական գործարանների պոլիէթիլեն, պոլիպրոպիլեն և ՊՎՔ՝ բեռնումից առաջ զննությամբ։',
      'پلی‌اتیلن، پلی‌پروپیلن و پی‌وی‌سی پتروشیمی‌های ایران را می‌فروشد و بار پیش از بارگیری بازرسی می‌شود.',
    ),
  },
  'Persian Gulf Agrochem Co.': {
    place: 'bushehr',
    founded: 2000,
    checked: ['2025-04-28', '2025-05-20'],
    about: t(
      'Urea and other fertilisers from the Persian Gulf coast, loaded at Bushehr in bags or in bulk.',
      'Карбамид и другие удобрения с побережья Персидского залива; погрузка в Бушере в мешках или навалом.',
      'Միզանյութ և այլ պարարտանյութեր Պարսից ծոցի ափից՝ բեռնվում են Բուշեհրում պարկերով կամ լցովի։',
      'اوره و دیگر کودهای شیمیایی از کرانهٔ خلیج فارس که در بوشهر به‌صورت کیسه‌ای یا فله بارگیری می‌شود.',
    ),
  },
  'Sepahan Wax & Oil Co.': {
    place: 'isfahan',
    founded: 2015,
    about: t(
      'Paraffin wax, slack wax and base oils from Isfahan, in slabs, bags and drums.',
      'Парафин, гач и базовые масла из Исфахана: в плитах, мешках и бочках.',
      'Պարաֆին, հում մոմ և բազային յուղեր Սպահանից՝ սալերով, պարկերով և տակառներով։',
      'پارافین، اسلک‌واکس و روغن پایه از اصفهان، به‌صورت قالبی، کیسه‌ای و بشکه‌ای.',
    ),
  },
  'Karun Steel Trading': {
    place: 'ahvaz',
    founded: 2010,
    checked: ['2025-02-10'],
    about: t(
      'Billets, rebar and wire rod from the steel plants of Khuzestan, traded from Ahvaz.',
      'Заготовка, арматура и катанка с металлургических заводов Хузестана; торговля из Ахваза.',
      'Բիլետներ, ամրան և մետաղալար Խուզեստանի պողպատաձուլական գործարաններից՝ վաճառվում են Ահվազից։',
      'شمش، میلگرد و مفتول از کارخانه‌های فولاد خوزستان که از اهواز معامله می‌شود.',
    ),
  },
  'Zayandeh Steel Export Co.': {
    place: 'isfahan',
    founded: 1995,
    checked: ['2024-12-23', '2025-01-20'],
    about: t(
      'Beams, angles and rebar rolled near the Zayandeh river, with a mill test certificate for every heat.',
      'Балки, уголки и арматура, прокатанные у реки Заянде; на каждую плавку есть сертификат завода.',
      'Հեծաններ, անկյունակներ և ամրան՝ գլանված Զայանդե գետի մոտ, յուրաքանչյուր հալման համար գործարանային հավաստագրով։',
      'تیرآهن، نبشی و میلگرد نوردشده در کنار زاینده‌رود، با گواهی آزمون کارخانه برای هر ذوب.',
    ),
  },
  'Kavir Metals Trading Co.': {
    place: 'tehran',
    founded: 2004,
    checked: ['2025-03-31', '2025-04-21'],
    about: t(
      'A Tehran trader in copper cathodes, aluminium ingots and zinc, with SGS inspection on request.',
      'Тегеранская компания, торгующая медными катодами, алюминиевыми слитками и цинком; инспекция SGS по запросу.',
      'Թեհրանյան մետաղների առևտրական ընկերություն՝ պղնձե կաթոդներ, ալյումինե ձուլակտորներ և ցինկ, ըստ պահանջի՝ SGS զննությամբ։',
      'بازرگانی فلزات در تهران برای کاتد مس، شمش آلومینیوم و روی، با بازرسی SGS در صورت درخواست.',
    ),
  },
  'Sepahan Flat Steel Co.': {
    place: 'isfahan',
    founded: 1987,
    checked: ['2024-11-25'],
    about: t(
      'Hot- and cold-rolled coils and sheets from Isfahan, cut to length on order.',
      'Горяче- и холоднокатаный рулонный и листовой прокат из Исфахана с порезкой в размер на заказ.',
      'Տաք և սառը գլանված գլանափաթեթներ և թիթեղներ Սպահանից՝ պատվերով կտրված ըստ երկարության։',
      'ورق و کلاف گرم و سرد نوردشده از اصفهان که به سفارش به طول دلخواه برش می‌خورد.',
    ),
  },
  'Arak Nonferrous Metals Co.': {
    place: 'arak',
    founded: 1979,
    checked: ['2025-05-26', '2025-06-16'],
    about: t(
      "Copper wire, brass rods and aluminium profiles drawn and extruded in Arak's industrial zone.",
      'Медная проволока, латунные прутки и алюминиевые профили, которые тянут и прессуют в промзоне Арака.',
      'Պղնձե մետաղալար, արույրե ձողեր և ալյումինե պրոֆիլներ, որոնք ձգվում և մամլվում են Արաքի արդյունաբերական գոտում։',
      'سیم مس، میلهٔ برنج و پروفیل آلومینیوم که در منطقهٔ صنعتی اراک کشیده و اکسترود می‌شوند.',
    ),
  },
  'Lahijan Tea Gardens': {
    place: 'lahijan',
    founded: 1934,
    checked: ['2024-09-02', '2024-09-23'],
    about: t(
      "Black and green tea from terraced gardens above Lahijan, where Iran's tea growing began.",
      'Чёрный и зелёный чай с террасных плантаций над Лахиджаном, где зародилось чаеводство Ирана.',
      'Սև և կանաչ թեյ Լահիջանի վերևում գտնվող դարավանդային այգիներից, որտեղ սկիզբ է առել Իրանի թեյագործությունը։',
      'چای سیاه و سبز از باغ‌های پلکانی بالای لاهیجان، جایی که چایکاری ایران آغاز شد.',
    ),
  },
  'Qamsar Rose Valley Co.': {
    place: 'qamsar',
    founded: 1981,
    checked: ['2025-04-07', '2025-05-05'],
    about: t(
      'Damask rose water, dried rose buds and petals, distilled every May in the valley of Qamsar.',
      'Розовая вода из дамасской розы, сушёные бутоны и лепестки; перегонка каждый май в долине Гамсара.',
      'Դամասկոսյան վարդաջուր, չորացրած վարդի կոկոններ և թերթիկներ, որոնք թորվում են ամեն մայիս Ղամսարի հովտում։',
      'گلاب محمدی و غنچه و گلبرگ خشک گل محمدی که هر اردیبهشت در درهٔ قمصر تقطیر و آماده می‌شود.',
    ),
  },
  'Shiraz Herbal Distillates Co.': {
    place: 'shiraz',
    founded: 2013,
    checked: ['2025-01-27'],
    about: t(
      'Herbal waters and essential oils of mint, orange blossom and musk willow, distilled in Shiraz.',
      'Травяные гидролаты и эфирные масла мяты, цветов апельсина и мускусной ивы, которые перегоняют в Ширазе.',
      'Անանուխի, նարնջի ծաղկի և մուշկային ուռենու բուսական թորվածքներ և եթերայուղեր՝ թորված Շիրազում։',
      'عرقیات گیاهی و اسانس نعناع، بهارنارنج و بیدمشک که در شیراز تقطیر می‌شوند.',
    ),
  },
  'Deylaman Highland Herbs': {
    place: 'deylaman',
    founded: 2018,
    about: t(
      'Wild thyme, mint and other mountain herbs gathered in the Deylaman highlands of Gilan.',
      'Дикий чабрец, мята и другие горные травы, собранные на высокогорье Дейлемана в Гиляне.',
      'Վայրի ուրց, անանուխ և լեռնային այլ խոտաբույսեր՝ հավաքված Գիլանի Դեյլամանի լեռնաշխարհում։',
      'آویشن وحشی، نعناع و دیگر گیاهان کوهی که در ارتفاعات دیلمان گیلان چیده می‌شوند.',
    ),
  },
  'Kerman Spice House': {
    place: 'kerman',
    founded: 1991,
    checked: ['2024-10-28', '2024-11-18'],
    about: t(
      'Cumin, caraway and dried limes from Kerman, cleaned, sorted and packed for spice importers.',
      'Кумин, тмин и сушёный лайм из Кермана — очищенные, отсортированные и упакованные для импортёров специй.',
      'Քեմոն, չաման և չորացրած լայմ Քերմանից՝ մաքրված, տեսակավորված և փաթեթավորված համեմունքների ներմուծողների համար։',
      'زیرهٔ سبز، زیرهٔ سیاه و لیموعمانی از کرمان که برای واردکنندگان ادویه پاک، درجه‌بندی و بسته‌بندی می‌شود.',
    ),
  },
  'Khorasan Herbal Export Co.': {
    place: 'mashhad',
    founded: 2008,
    checked: ['2025-03-10'],
    about: t(
      'Herbs and fruits of Khorasan from Mashhad: barberries, jujubes, borage and chamomile, sorted by hand.',
      'Травы и плоды Хорасана из Мешхеда: барбарис, зизифус, огуречник и ромашка, отсортированные вручную.',
      'Խորասանի բույսեր և պտուղներ Մաշհադից՝ ծորենի, ունաբ, գավազ և երիցուկ, ձեռքով տեսակավորված։',
      'گیاهان و میوه‌های خراسان از مشهد: زرشک، عناب، گل گاوزبان و بابونه که با دست جدا می‌شوند.',
    ),
  },
}

/** The year a demo producer began trading, when its profile says. */
export function demoFoundedYear(name: string): number | null {
  return DEMO_SUPPLIERS[name]?.founded ?? null
}

/**
 * The day the demo's check days were written as of: a seed moves them by its own distance from
 * it, so that a demo seeded any day has checks of the same age, still unexpired.
 */
const CHECKS_WRITTEN_AS_OF = '2025-07-01'
/** The expiry the demo licences state, in years after their check. */
const LICENCE_STATED_YEARS = 2

const DAY_MS = 24 * 60 * 60 * 1000
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function yearsAfter(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCFullYear(date.getUTCFullYear() + years)
  return dayOf(date.getTime())
}

type DemoCheck = { kind: VerificationKind; verifiedOn: string; expiresOn: string }

/**
 * A demo supplier's rows as seeded on `today` (YYYY-MM-DD): its texts per locale, and its checks
 * (none for an unverified one), the licences with the expiry they state, the visit with the
 * usual one.
 */
export function demoSupplierRows(supplier: DemoSupplier, today: string) {
  const [city, province] = PLACES[supplier.place]
  const shift = Math.round((dayMs(today) - dayMs(CHECKS_WRITTEN_AS_OF)) / DAY_MS) * DAY_MS
  const [licences, visit] = (supplier.checked ?? []).flatMap((day) =>
    day ? [dayOf(dayMs(day) + shift)] : [],
  )
  const licence = (kind: VerificationKind): DemoCheck => ({
    kind,
    verifiedOn: licences!,
    expiresOn: yearsAfter(licences!, LICENCE_STATED_YEARS),
  })
  const checks: DemoCheck[] = licences
    ? [
        licence('business_licence'),
        licence('export_licence'),
        ...(visit
          ? [
              {
                kind: 'site_visit' as const,
                verifiedOn: visit,
                expiresOn: defaultExpiry('site_visit', visit),
              },
            ]
          : []),
      ]
    : []
  const texts = LOCALES.map((locale: Locale) => ({
    locale,
    city: city[locale],
    province: province[locale],
    about: supplier.about[locale],
  }))
  return { texts, checks }
}
