import { attribute, label, review, t, value, variation } from './builders.ts'
import type { DemoCategory } from './types.ts'

const AKBARI = value('akbari', 'Akbari', 'Акбари', 'Աքբարի', 'اکبری')
const AHMAD_AGHAEI = value('ahmad-aghaei', 'Ahmad Aghaei', 'Ахмад Агаи', 'Ահմադ Աղայի', 'احمدآقایی')
const KALLEH_GHOOCHI = value('kalleh-ghoochi', 'Kalleh Ghoochi', 'Калле Гучи', 'Քալլե Ղուչի', 'کله‌قوچی')
const FANDOGHI = value('fandoghi', 'Fandoghi (round)', 'Фандоги (круглые)', 'Ֆանդողի (կլոր)', 'فندقی')

const persian = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'.charAt(Number(d)))

/** Pistachio size: whole nuts per ounce (28.35 g), the way the trade quotes it. */
const size = (from: number, to: number) =>
  value(
    `${from}-${to}`,
    `${from}–${to} per oz`,
    `${from}–${to} шт./унция`,
    `${from}–${to} հատ/ունցիա`,
    `${persian(from)}–${persian(to)} انس`,
  )
const S18_20 = size(18, 20)
const S20_22 = size(20, 22)
const S22_24 = size(22, 24)
const S24_26 = size(24, 26)
const S26_28 = size(26, 28)
const S28_30 = size(28, 30)
const S30_32 = size(30, 32)

const RAW = value('raw', 'Raw', 'Сырые', 'Հում', 'خام')
const ROASTED_SALTED = value(
  'roasted-salted',
  'Roasted salted',
  'Жареные солёные',
  'Բոված աղով',
  'شور بوداده',
)
const LEMON_SALTED = value(
  'lemon-salted',
  'Roasted with lemon and salt',
  'Жареные с лимоном и солью',
  'Բոված կիտրոնով և աղով',
  'شور لیمویی',
)

const CARTON_10KG = value(
  'carton-10kg',
  '10 kg carton',
  'Гофрокороб 10 кг',
  '10 կգ ստվարաթղթե արկղ',
  'کارتن ۱۰ کیلوگرمی',
)
const JUTE_25KG = value(
  'jute-25kg',
  '25 kg jute bag',
  'Джутовый мешок 25 кг',
  '25 կգ ջուտե պարկ',
  'گونی کنفی ۲۵ کیلوگرمی',
)
const VACUUM_50LB = value(
  'vacuum-50lb',
  '50 lb (22.68 kg) vacuum bag',
  'Вакуумный мешок 50 фунтов (22,68 кг)',
  '50 ֆունտ (22,68 կգ) վակուումային պարկ',
  'کیسه وکیوم ۵۰ پوندی (۲۲٫۶۸ کیلوگرم)',
)

// Pistachios are picked in late August–September: the Iranian 1402 harvest is 2023, 1403 is 2024.
const Y2023 = value('2023', '2023 crop', 'Урожай 2023', '2023 թ. բերք', 'محصول ۱۴۰۲')
const Y2024 = value('2024', '2024 crop', 'Урожай 2024', '2024 թ. բերք', 'محصول ۱۴۰۳')

const GREEN_PEELED = value(
  'green-peeled',
  'Green peeled kernels',
  'Зелёное очищенное ядро',
  'Կանաչ մաքրված միջուկ',
  'مغز سبز پوست‌گرفته',
)
const NATURAL = value(
  'natural',
  'Natural kernels (with skin)',
  'Натуральное ядро (с кожицей)',
  'Բնական միջուկ (թաղանթով)',
  'مغز معمولی (با پوسته نازک)',
)
const SLIVERED = value('slivered', 'Slivers', 'Соломка', 'Շերտիկներ', 'خلال')

const MAMAEI = value('mamaei', 'Mamaei', 'Мамаи', 'Մամայի', 'مامایی')
const KAGHAZI = value(
  'kaghazi',
  'Kaghazi (paper shell)',
  'Кагази (бумажная скорлупа)',
  'Քաղազի (թղթե կճեպ)',
  'کاغذی',
)
const SANGI = value('sangi', 'Sangi (hard shell)', 'Санги (твёрдая скорлупа)', 'Սանգի (կարծր կճեպ)', 'سنگی')

const IN_SHELL = value('in-shell', 'In shell', 'В скорлупе', 'Կճեպով', 'با پوست')
const KERNEL = value('kernel', 'Kernels', 'Ядро', 'Միջուկ', 'مغز')
const HALVES = value('halves', 'Halves', 'Половинки', 'Կեսեր', 'دوپر')
const PIECES = value(
  'pieces',
  'Quarters and pieces',
  'Четвертинки и кусочки',
  'Քառորդներ և կտորներ',
  'چهارپر و خرده',
)

const EXTRA_LIGHT = value('extra-light', 'Extra light', 'Экстра светлый', 'Շատ բաց', 'سفید')
const LIGHT = value('light', 'Light', 'Светлый', 'Բաց', 'روشن')
const LIGHT_AMBER = value('light-amber', 'Light amber', 'Светло-янтарный', 'Բաց սաթագույն', 'کهربایی روشن')

const varietyName = t('Variety', 'Сорт', 'Սորտ', 'رقم')
const packagingName = t('Packaging', 'Упаковка', 'Փաթեթավորում', 'بسته‌بندی')
const cropYear = attribute('crop-year', t('Crop year', 'Год урожая', 'Բերքի տարի', 'سال برداشت'), [
  Y2023,
  Y2024,
])
const processingName = t('Processing', 'Обработка', 'Մշակում', 'فرآوری')

const KERMAN_COOP = 'Kerman Pistachio Cooperative'
const RAFSANJAN_SABZ = 'Rafsanjan Sabz Pistachio Co.'
const SIRJAN = 'Sirjan Pistachio Export Co.'
const PARS_NUT = 'Pars Nut Export Co.'
const TUYSERKAN = 'Tuyserkan Walnut Growers Union'

export const nutsCategory: DemoCategory = {
  key: 'pistachios-nuts',
  name: t('Pistachios & Nuts', 'Фисташки и орехи', 'Պիստակ և ընկուզեղեն', 'پسته و مغزیجات'),
  productTypes: [
    {
      key: 'pistachio-in-shell',
      name: t('In-shell pistachios', 'Фисташки в скорлупе', 'Պիստակ կճեպով', 'پسته با پوست'),
      art: 'nuts',
      attributes: [
        attribute('variety', varietyName, [AKBARI, AHMAD_AGHAEI, KALLEH_GHOOCHI, FANDOGHI]),
        attribute(
          'size',
          t('Size (nuts per ounce)', 'Калибр (шт. на унцию)', 'Չափս (հատ մեկ ունցիայում)', 'سایز (انس)'),
          [S18_20, S20_22, S22_24, S24_26, S26_28, S28_30, S30_32],
        ),
        attribute('processing', processingName, [RAW, ROASTED_SALTED, LEMON_SALTED]),
        attribute('packaging', packagingName, [CARTON_10KG, JUTE_25KG, VACUUM_50LB]),
        cropYear,
      ],
    },
    {
      key: 'pistachio-kernels',
      name: t('Pistachio kernels', 'Ядро фисташки', 'Պիստակի միջուկ', 'مغز پسته'),
      art: 'nuts',
      attributes: [
        attribute('kernel', t('Kernel type', 'Вид ядра', 'Միջուկի տեսակ', 'نوع مغز'), [
          GREEN_PEELED,
          NATURAL,
          SLIVERED,
        ]),
        attribute('processing', processingName, [RAW, ROASTED_SALTED]),
        attribute('packaging', packagingName, [CARTON_10KG, VACUUM_50LB]),
        cropYear,
      ],
    },
    {
      key: 'almonds',
      name: t('Almonds', 'Миндаль', 'Նուշ', 'بادام'),
      art: 'nuts',
      attributes: [
        attribute('variety', varietyName, [MAMAEI, KAGHAZI, SANGI]),
        attribute('form', t('Form', 'Вид', 'Տեսակ', 'نوع'), [IN_SHELL, KERNEL]),
        attribute('packaging', packagingName, [CARTON_10KG, JUTE_25KG]),
        cropYear,
      ],
    },
    {
      key: 'walnuts',
      name: t('Walnuts', 'Грецкий орех', 'Ընկույզ', 'گردو'),
      art: 'nuts',
      attributes: [
        attribute('form', t('Form', 'Вид', 'Տեսակ', 'نوع'), [IN_SHELL, HALVES, PIECES]),
        attribute('color', t('Kernel color', 'Цвет ядра', 'Միջուկի գույն', 'رنگ مغز'), [
          EXTRA_LIGHT,
          LIGHT,
          LIGHT_AMBER,
        ]),
        attribute('packaging', packagingName, [CARTON_10KG, JUTE_25KG]),
        cropYear,
      ],
    },
  ],
  products: [
    {
      key: 'nuts-pistachio-akbari-raw',
      productType: 'pistachio-in-shell',
      producer: KERMAN_COOP,
      name: t(
        'Akbari Pistachios, In-Shell, Raw',
        'Фисташки Акбари в скорлупе, сырые',
        'Աքբարի պիստակ կճեպով, հում',
        'پسته اکبری خام',
      ),
      description: t(
        'Akbari is the largest of Iran’s long pistachio varieties, prized for its elongated shell and heavy, well-filled kernel. This 2024 Rafsanjan crop was hulled within 24 hours of picking, dried to below 5% moisture and machine-sorted to at least 95% naturally split nuts. Each lot is tested for aflatoxin against EU limits and shipped with ISO 22000, HACCP and Halal certificates.',
        'Акбари — самый крупный из иранских длинных сортов фисташек, ценится за вытянутую скорлупу и тяжёлое, хорошо наполненное ядро. Урожай 2024 года из Рафсанджана очищен от околоплодника в течение 24 часов после сбора, высушен до влажности ниже 5 % и отсортирован машинным способом: не менее 95 % естественно раскрытых орехов. Каждая партия проверяется на афлатоксины по нормам ЕС и отгружается с сертификатами ISO 22000, HACCP и Халяль.',
        'Աքբարին Իրանի երկարավուն պիստակի սորտերից ամենախոշորն է և գնահատվում է ձգված կճեպի ու ծանր, լիքը միջուկի համար։ Ռաֆսանջանի 2024 թ. այս բերքը քաղելուց հետո 24 ժամվա ընթացքում մաքրվել է արտաքին կեղևից, չորացվել մինչև 5 %-ից ցածր խոնավություն և մեքենայով տեսակավորվել՝ առնվազն 95 % բնականորեն բացված պիստակներով։ Յուրաքանչյուր խմբաքանակ ստուգվում է աֆլատոքսինների համար՝ ըստ ԵՄ նորմերի, և առաքվում է ISO 22000, HACCP և Հալալ հավաստագրերով։',
        'اکبری درشت‌ترین رقم از پسته‌های کشیده ایران است و به‌خاطر پوسته کشیده و مغز پر و سنگینش شناخته می‌شود. این محصول ۱۴۰۳ رفسنجان ظرف ۲۴ ساعت پس از چیدن پوست‌گیری شده، تا رطوبت کمتر از ۵٪ خشک و با دستگاه سورتر جداسازی شده است و دست‌کم ۹۵٪ آن خندان طبیعی است. هر محموله از نظر آفلاتوکسین مطابق حدود مجاز اتحادیه اروپا آزمایش و با گواهی‌های ISO 22000، HACCP و حلال ارسال می‌شود.',
      ),
      variations: [
        variation(
          { variety: AKBARI, size: S20_22, processing: RAW, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [S20_22, JUTE_25KG],
          340,
          800,
          40,
        ),
        variation(
          { variety: AKBARI, size: S22_24, processing: RAW, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [S22_24, JUTE_25KG],
          317.5,
          1200,
          40,
        ),
        variation(
          { variety: AKBARI, size: S18_20, processing: RAW, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [S18_20, CARTON_10KG],
          142,
          260,
          50,
        ),
      ],
      reviews: [
        review(
          'reza-karimi',
          5,
          12,
          'سایز ۲۰–۲۲ کاملاً یکدست بود و درصد خندان حتی از ۹۵٪ هم بالاتر درآمد. برگه آفلاتوکسین با نتیجه آزمایشگاه ما در دبی یکی بود.',
        ),
        review(
          'james-whitaker',
          4,
          8,
          'Impressive size and a clean, sweet kernel; our customers now prefer Akbari to Californian jumbo. Transit via Georgia and the Black Sea took longer than quoted, so allow four weeks to the UK.',
        ),
      ],
      daysAgo: 20,
    },
    {
      key: 'nuts-pistachio-akbari-roasted',
      productType: 'pistachio-in-shell',
      producer: RAFSANJAN_SABZ,
      name: t(
        'Akbari Pistachios, Roasted Salted and Lemon',
        'Фисташки Акбари жареные: солёные и с лимоном',
        'Աքբարի պիստակ՝ բոված աղով և կիտրոնով',
        'پسته اکبری شور و لیمویی',
      ),
      description: t(
        'Size 22–24 Akbari from Rafsanjan, roasted in small batches after soaking in brine, or in brine with fresh lemon juice for the tangy Iranian style. Salt content is kept at 1.5–2% and moisture below 3%; the nuts are cooled and packed the same day in 10 kg cartons with a foil liner. Shelf life 12 months; a popular premium line for nut shops and duty-free retail.',
        'Акбари калибра 22–24 из Рафсанджана, обжаренные небольшими партиями после замачивания в солевом растворе или в рассоле со свежим лимонным соком — по-ирански, с кислинкой. Содержание соли 1,5–2 %, влажность ниже 3 %; орехи охлаждают и в тот же день фасуют в гофрокороба по 10 кг с фольгированным вкладышем. Срок хранения 12 месяцев; популярная премиальная позиция для ореховых магазинов и duty free.',
        'Ռաֆսանջանի 22–24 չափսի Աքբարի՝ բոված փոքր խմբաքանակներով աղաջրում թրջելուց հետո կամ թարմ կիտրոնի հյութով աղաջրում՝ թթվաշ իրանական ոճով։ Աղի պարունակությունը 1,5–2 % է, խոնավությունը՝ 3 %-ից ցածր, պիստակները սառեցվում և նույն օրը փաթեթավորվում են 10 կգ ստվարաթղթե արկղերում՝ փայլաթիթեղե ներդիրով։ Պիտանիության ժամկետը 12 ամիս է, պրեմիում դիրք չրերի ու ընկուզեղենի խանութների և անմաքս առևտրի համար։',
        'اکبری سایز ۲۲–۲۴ رفسنجان که پس از خیساندن در آب‌نمک، یا آب‌نمک با آب‌لیموی تازه به سبک لیمویی ایرانی، در دسته‌های کوچک بو داده می‌شود. میزان نمک ۱٫۵ تا ۲ درصد و رطوبت زیر ۳٪ است و پسته‌ها همان روز خنک و در کارتن‌های ۱۰ کیلوگرمی با لایه فویل بسته‌بندی می‌شوند. ماندگاری ۱۲ ماه؛ محصولی پرطرفدار برای آجیل‌فروشی‌ها و فروشگاه‌های فرودگاهی.',
      ),
      variations: [
        variation(
          {
            variety: AKBARI,
            size: S22_24,
            processing: ROASTED_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [ROASTED_SALTED, CARTON_10KG],
          142,
          900,
          30,
        ),
        variation(
          {
            variety: AKBARI,
            size: S22_24,
            processing: LEMON_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [LEMON_SALTED, CARTON_10KG],
          145,
          540,
          30,
        ),
      ],
      reviews: [
        review(
          'anna-petrova',
          4,
          40,
          'Акбари с лимоном разошлись быстрее обычных солёных, калибр ровный. Один короб из двадцати пришёл с надорванным вкладышем, поставщик компенсировал.',
        ),
      ],
      daysAgo: 75,
    },
    {
      key: 'nuts-pistachio-ahmad-aghaei-raw',
      productType: 'pistachio-in-shell',
      producer: SIRJAN,
      name: t(
        'Ahmad Aghaei Pistachios, In-Shell, Raw',
        'Фисташки Ахмад Агаи в скорлупе, сырые',
        'Ահմադ Աղայի պիստակ կճեպով, հում',
        'پسته احمدآقایی خام',
      ),
      description: t(
        'Ahmad Aghaei is a long pistachio with a light, smooth shell and a noticeably green kernel, which makes it the favorite long variety in Iran and the CIS. Grown around Sirjan and Rafsanjan in Kerman province, 2024 crop, graded to 22–24 and 24–26 nuts per ounce with closed shells below 2%. Offered raw in 25 kg jute bags or in 50 lb vacuum bags that keep the nuts fresh on longer routes via Astrakhan.',
        'Ахмад Агаи — длинная фисташка со светлой гладкой скорлупой и заметно зелёным ядром, поэтому это самый любимый длинный сорт в Иране и странах СНГ. Выращена в районах Сирджана и Рафсанджана (провинция Керман), урожай 2024 года, калибры 22–24 и 24–26, доля закрытых орехов — менее 2 %. Сырые фисташки в джутовых мешках по 25 кг или в вакуумных мешках по 50 фунтов, которые сохраняют свежесть на долгих маршрутах через Астрахань.',
        'Ահմադ Աղային երկարավուն պիստակ է՝ բաց գույնի հարթ կճեպով և նկատելիորեն կանաչ միջուկով, ուստի Իրանում և ԱՊՀ երկրներում ամենասիրված երկարավուն սորտն է։ Աճեցվել է Քերմանի նահանգի Սիրջանի և Ռաֆսանջանի շրջաններում, 2024 թ. բերք, տեսակավորված 22–24 և 24–26 չափսերով, փակ պիստակների բաժինը՝ 2 %-ից պակաս։ Առաջարկվում է հում վիճակում՝ 25 կգ ջուտե պարկերով կամ 50 ֆունտ վակուումային պարկերով, որոնք պահպանում են թարմությունն Աստրախանով անցնող երկար երթուղիներում։',
        'احمدآقایی پسته‌ای کشیده با پوسته روشن و صاف و مغزی به‌طور محسوس سبزرنگ است و به همین دلیل محبوب‌ترین رقم کشیده در ایران و کشورهای مستقل مشترک‌المنافع به شمار می‌رود. محصول ۱۴۰۳ باغ‌های سیرجان و رفسنجان در استان کرمان، در سایزهای ۲۲–۲۴ و ۲۴–۲۶ درجه‌بندی شده و سهم پسته دهن‌بست کمتر از ۲٪ است. به‌صورت خام در گونی‌های کنفی ۲۵ کیلوگرمی یا کیسه‌های وکیوم ۵۰ پوندی عرضه می‌شود که تازگی پسته را در مسیرهای طولانی از راه آستاراخان حفظ می‌کند.',
      ),
      variations: [
        variation(
          { variety: AHMAD_AGHAEI, size: S22_24, processing: RAW, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [S22_24, JUTE_25KG],
          287.5,
          1500,
          40,
        ),
        variation(
          { variety: AHMAD_AGHAEI, size: S24_26, processing: RAW, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [S24_26, JUTE_25KG],
          272.5,
          2100,
          40,
        ),
        variation(
          {
            variety: AHMAD_AGHAEI,
            size: S22_24,
            processing: RAW,
            packaging: VACUUM_50LB,
            'crop-year': Y2024,
          },
          [S22_24, VACUUM_50LB],
          267.62,
          700,
          44,
        ),
      ],
      reviews: [
        review(
          'aigerim-nurlanova',
          5,
          90,
          'Ахмад Агаи 24–26 — наш основной ходовой товар в Казахстане, партия 20 тонн пришла без замечаний по калибру. Вакуумные мешки действительно держат свежесть дольше джутовых.',
        ),
        review(
          'giorgi-beridze',
          3,
          50,
          'The nuts are good, but our 22–24 lot had about 4% closed shells against the 2% in the specification. The supplier agreed to a price adjustment on the next order.',
        ),
      ],
      daysAgo: 140,
    },
    {
      key: 'nuts-pistachio-ahmad-aghaei-roasted',
      productType: 'pistachio-in-shell',
      producer: KERMAN_COOP,
      name: t(
        'Ahmad Aghaei Pistachios, Roasted',
        'Фисташки Ахмад Агаи жареные',
        'Ահմադ Աղայի պիստակ, բոված',
        'پسته احمدآقایی بوداده',
      ),
      description: t(
        'Ahmad Aghaei in size 24–26 from the cooperative’s members, roasted with sea salt or with lemon juice and salt in its HACCP-certified roastery in Rafsanjan. After roasting the nuts are sorted again to remove closed and stained shells, then packed in 10 kg cartons with a moisture-barrier liner. Shelf life 12 months at room temperature away from direct sunlight.',
        'Ахмад Агаи калибра 24–26 от членов кооператива, обжаренные с морской солью или с лимонным соком и солью в цехе обжарки кооператива в Рафсанджане с сертификатом HACCP. После обжарки орехи повторно сортируют, удаляя закрытые и с пятнами, и фасуют в гофрокороба по 10 кг с влагозащитным вкладышем. Срок хранения 12 месяцев при комнатной температуре без прямого солнца.',
        'Կոոպերատիվի անդամների աճեցրած 24–26 չափսի Ահմադ Աղայի՝ բոված ծովային աղով կամ կիտրոնի հյութով և աղով, Ռաֆսանջանում գտնվող կոոպերատիվի HACCP հավաստագրված բովարանում։ Բովելուց հետո պիստակները կրկին տեսակավորվում են՝ հեռացնելով փակ և բծավոր կճեպով հատերը, ապա փաթեթավորվում 10 կգ ստվարաթղթե արկղերում՝ խոնավությունից պաշտպանող ներդիրով։ Պիտանիության ժամկետը 12 ամիս է սենյակային ջերմաստիճանում՝ արևի ուղիղ ճառագայթներից հեռու։',
        'احمدآقایی سایز ۲۴–۲۶ از باغ‌های اعضای تعاونی که با نمک دریا یا آب‌لیمو و نمک در کارگاه بوداده‌سازی تعاونی در رفسنجان با گواهی HACCP بو داده می‌شود. پس از بو دادن، پسته‌های دهن‌بست و لکه‌دار دوباره جدا می‌شوند و محصول در کارتن‌های ۱۰ کیلوگرمی با لایه محافظ رطوبت بسته‌بندی می‌شود. ماندگاری ۱۲ ماه در دمای اتاق و دور از نور مستقیم خورشید.',
      ),
      variations: [
        variation(
          {
            variety: AHMAD_AGHAEI,
            size: S24_26,
            processing: ROASTED_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [ROASTED_SALTED, CARTON_10KG],
          118,
          1100,
          30,
        ),
        variation(
          {
            variety: AHMAD_AGHAEI,
            size: S24_26,
            processing: LEMON_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [LEMON_SALTED, CARTON_10KG],
          121,
          0,
          30,
        ),
      ],
      reviews: [],
      daysAgo: 260,
    },
    {
      key: 'nuts-pistachio-kalleh-ghoochi-raw',
      productType: 'pistachio-in-shell',
      producer: RAFSANJAN_SABZ,
      name: t(
        'Kalleh Ghoochi Pistachios, Jumbo, Raw',
        'Фисташки Калле Гучи, джамбо, сырые',
        'Քալլե Ղուչի պիստակ, խոշոր, հում',
        'پسته کله‌قوچی درشت خام',
      ),
      description: t(
        'Kalleh Ghoochi – “ram’s head” in Persian – is the largest round Iranian pistachio, with a broad shell and a high kernel-to-shell ratio. Our 2024 Rafsanjan lots are graded to 20–22 and 22–24 nuts per ounce; a small 2023 lot is sold out. Raw, with naturally light shells and no bleaching or coating, packed in 25 kg jute bags with a polyethylene liner.',
        'Калле Гучи («баранья голова» в переводе с персидского) — самая крупная круглая иранская фисташка с широкой скорлупой и высокой долей ядра. Партии урожая 2024 года из Рафсанджана откалиброваны на 20–22 и 22–24 шт. на унцию; небольшая партия 2023 года распродана. Сырые, со светлой скорлупой без отбеливания и покрытий, в джутовых мешках по 25 кг с полиэтиленовым вкладышем.',
        'Քալլե Ղուչին (պարսկերենից՝ «խոյի գլուխ») Իրանի ամենախոշոր կլոր պիստակն է՝ լայն կճեպով և միջուկի բարձր բաժնով։ Ռաֆսանջանի 2024 թ. խմբաքանակները տեսակավորված են 20–22 և 22–24 հատ մեկ ունցիայում չափսերով, իսկ 2023 թ. փոքր խմբաքանակն արդեն սպառված է։ Հում, բնական բաց գույնի կճեպով՝ առանց սպիտակեցման և ծածկույթի, 25 կգ ջուտե պարկերով՝ պոլիէթիլենային ներդիրով։',
        'کله‌قوچی درشت‌ترین پسته گرد ایران است، با پوسته پهن و نسبت بالای مغز به پوست. محموله‌های ۱۴۰۳ رفسنجان در سایزهای ۲۰–۲۲ و ۲۲–۲۴ انس درجه‌بندی شده‌اند و محموله کوچک ۱۴۰۲ به فروش رفته است. خام، با پوسته روشن طبیعی و بدون سفیدکننده یا پوشش، در گونی‌های کنفی ۲۵ کیلوگرمی با آستر پلی‌اتیلن.',
      ),
      variations: [
        variation(
          {
            variety: KALLEH_GHOOCHI,
            size: S20_22,
            processing: RAW,
            packaging: JUTE_25KG,
            'crop-year': Y2024,
          },
          [S20_22, Y2024, JUTE_25KG],
          322.5,
          950,
          40,
        ),
        variation(
          {
            variety: KALLEH_GHOOCHI,
            size: S22_24,
            processing: RAW,
            packaging: JUTE_25KG,
            'crop-year': Y2024,
          },
          [S22_24, Y2024, JUTE_25KG],
          305,
          1300,
          40,
        ),
        variation(
          {
            variety: KALLEH_GHOOCHI,
            size: S22_24,
            processing: RAW,
            packaging: JUTE_25KG,
            'crop-year': Y2023,
          },
          [S22_24, Y2023, JUTE_25KG],
          285,
          0,
          40,
        ),
      ],
      reviews: [
        review(
          'armen-hakobyan',
          5,
          14,
          'Քալլե Ղուչին երևանյան մեր հաճախորդների ամենապահանջված պիստակն է, չափսը լիովին համապատասխանում էր նշվածին։ Պարկերը Մեղրիով անվնաս հասան։',
        ),
      ],
      daysAgo: 35,
    },
    {
      key: 'nuts-pistachio-kalleh-ghoochi-roasted',
      productType: 'pistachio-in-shell',
      producer: SIRJAN,
      name: t(
        'Kalleh Ghoochi Pistachios, Roasted',
        'Фисташки Калле Гучи жареные',
        'Քալլե Ղուչի պիստակ, բոված',
        'پسته کله‌قوچی بوداده',
      ),
      description: t(
        'Jumbo Kalleh Ghoochi 20–22 from Sirjan, roasted salted or with lemon and salt, packed in 10 kg cartons for wholesale nut counters. The broad round shell opens easily after roasting, and the packer guarantees less than 1% blanks. ISO 22000 and Halal certified; shelf life 12 months.',
        'Крупные Калле Гучи 20–22 из Сирджана, жареные солёные или с лимоном и солью, в гофрокоробах по 10 кг для весовой торговли орехами. Широкая круглая скорлупа легко раскрывается после обжарки, упаковщик гарантирует менее 1 % пустых орехов. Сертификаты ISO 22000 и Халяль; срок хранения 12 месяцев.',
        'Սիրջանի խոշոր 20–22 չափսի Քալլե Ղուչի՝ բոված աղով կամ կիտրոնով և աղով, 10 կգ ստվարաթղթե արկղերով՝ կշռով վաճառքի համար։ Լայն կլոր կճեպը բովելուց հետո հեշտությամբ բացվում է, իսկ փաթեթավորողն երաշխավորում է, որ դատարկ պիստակները 1 %-ից պակաս են։ ISO 22000 և Հալալ հավաստագրեր, պիտանիության ժամկետը՝ 12 ամիս։',
        'کله‌قوچی درشت سایز ۲۰–۲۲ سیرجان، شور یا شور لیمویی، در کارتن‌های ۱۰ کیلوگرمی برای فروش فله در آجیل‌فروشی‌ها. پوسته پهن و گرد پس از بو دادن به‌راحتی باز می‌شود و بسته‌بندی‌کننده پوکی کمتر از ۱٪ را تضمین می‌کند. دارای گواهی ISO 22000 و حلال؛ ماندگاری ۱۲ ماه.',
      ),
      variations: [
        variation(
          {
            variety: KALLEH_GHOOCHI,
            size: S20_22,
            processing: ROASTED_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [ROASTED_SALTED, CARTON_10KG],
          136,
          480,
          20,
        ),
        variation(
          {
            variety: KALLEH_GHOOCHI,
            size: S20_22,
            processing: LEMON_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [LEMON_SALTED, CARTON_10KG],
          139,
          350,
          20,
        ),
      ],
      reviews: [],
      daysAgo: 190,
    },
    {
      key: 'nuts-pistachio-fandoghi-raw',
      productType: 'pistachio-in-shell',
      producer: KERMAN_COOP,
      name: t(
        'Fandoghi Round Pistachios, Raw',
        'Фисташки Фандоги круглые, сырые',
        'Ֆանդողի կլոր պիստակ, հում',
        'پسته فندقی خام',
      ),
      description: t(
        'Fandoghi, the small round “hazelnut” pistachio, is Iran’s most widely grown and exported variety and the best value per kilo. Sizes 28–30 and 30–32 from the 2024 crop of the cooperative’s members around Rafsanjan, with at least 90% split shells and moisture below 5%. Raw, in 25 kg jute bags or 50 lb vacuum bags; the standard choice for roasters and wholesale markets.',
        'Фандоги — небольшая круглая «фундучная» фисташка, самый распространённый и экспортируемый сорт Ирана с лучшей ценой за килограмм. Калибры 28–30 и 30–32, урожай 2024 года от членов кооператива в районе Рафсанджана, не менее 90 % раскрытых орехов, влажность ниже 5 %. Сырые, в джутовых мешках по 25 кг или вакуумных мешках по 50 фунтов — стандартный выбор для обжарщиков и оптовых рынков.',
        'Ֆանդողին՝ փոքր կլոր, «պնդուկաձև» պիստակը, Իրանի ամենատարածված և ամենաշատ արտահանվող սորտն է՝ մեկ կիլոգրամի ամենաշահավետ գնով։ 28–30 և 30–32 չափսեր՝ Ռաֆսանջանի շրջանի կոոպերատիվի անդամների 2024 թ. բերքից, առնվազն 90 % բացված կճեպով և 5 %-ից ցածր խոնավությամբ։ Հում վիճակում՝ 25 կգ ջուտե պարկերով կամ 50 ֆունտ վակուումային պարկերով, ստանդարտ ընտրություն բովողների և մեծածախ շուկաների համար։',
        'فندقی، پسته کوچک و گرد، پرکشت‌ترین و پرصادرات‌ترین رقم پسته ایران و به‌صرفه‌ترین انتخاب به ازای هر کیلوگرم است. سایزهای ۲۸–۳۰ و ۳۰–۳۲ از محصول ۱۴۰۳ اعضای تعاونی در اطراف رفسنجان، با دست‌کم ۹۰٪ خندان و رطوبت کمتر از ۵٪. به‌صورت خام در گونی‌های کنفی ۲۵ کیلوگرمی یا کیسه‌های وکیوم ۵۰ پوندی؛ انتخاب استاندارد برای بوداده‌کنندگان و بازارهای عمده‌فروشی.',
      ),
      variations: [
        variation(
          { variety: FANDOGHI, size: S28_30, processing: RAW, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [S28_30, JUTE_25KG],
          222.5,
          3200,
          40,
        ),
        variation(
          { variety: FANDOGHI, size: S30_32, processing: RAW, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [S30_32, JUTE_25KG],
          210,
          4100,
          40,
        ),
        variation(
          { variety: FANDOGHI, size: S28_30, processing: RAW, packaging: VACUUM_50LB, 'crop-year': Y2024 },
          [S28_30, VACUUM_50LB],
          206.39,
          1500,
          44,
        ),
      ],
      reviews: [
        review(
          'anna-petrova',
          5,
          4,
          'Фандоги 28–30 — отличное соотношение цены и качества, раскрытых орехов больше 90 %, как и заявлено. Фура через Верхний Ларс дошла до Самары за 12 дней.',
        ),
        review(
          'reza-karimi',
          4,
          3,
          'قیمت رقابتی و سایزبندی یکدست بود. رطوبت یکی از گونی‌ها کمی بالاتر از ۵٪ بود، ولی هنوز در محدوده قابل قبول.',
        ),
        review(
          'aigerim-nurlanova',
          4,
          2,
          'Взяли 44 вакуумных мешка на пробу для обжарки, качество ровное. Просим поставщика присылать фото погрузки заранее — в этот раз их прислали только по запросу.',
        ),
      ],
      daysAgo: 6,
    },
    {
      key: 'nuts-pistachio-fandoghi-roasted',
      productType: 'pistachio-in-shell',
      producer: SIRJAN,
      name: t(
        'Fandoghi Pistachios, Roasted Salted and Lemon',
        'Фисташки Фандоги жареные: солёные и с лимоном',
        'Ֆանդողի պիստակ՝ բոված աղով և կիտրոնով',
        'پسته فندقی شور و لیمویی',
      ),
      description: t(
        'Everyday roasted pistachios for supermarkets and nut counters: Fandoghi 26–28 and 28–30, roasted with salt or with lemon juice and salt in Sirjan. Roasting at a controlled temperature keeps the kernels crisp without scorching the shells; salt content 1.5–2%. Packed in 10 kg cartons with a foil liner; shelf life 12 months.',
        'Жареные фисташки на каждый день для супермаркетов и весовой торговли: Фандоги 26–28 и 28–30, обжаренные с солью или с лимонным соком и солью в Сирджане. Обжарка при контролируемой температуре сохраняет хрусткость ядра и не подпаливает скорлупу; содержание соли 1,5–2 %. Фасовка в гофрокороба по 10 кг с фольгированным вкладышем, срок хранения 12 месяцев.',
        'Ամենօրյա բոված պիստակ սուպերմարկետների և կշռով վաճառքի համար՝ Ֆանդողի 26–28 և 28–30 չափսերով, բոված աղով կամ կիտրոնի հյութով և աղով Սիրջանում։ Վերահսկվող ջերմաստիճանում բովելը միջուկը պահում է խրթխրթան՝ առանց կճեպն այրելու, աղի պարունակությունը 1,5–2 % է։ Փաթեթավորվում է 10 կգ ստվարաթղթե արկղերում՝ փայլաթիթեղե ներդիրով, պիտանիության ժամկետը՝ 12 ամիս։',
        'پسته بوداده روزمره برای فروشگاه‌های زنجیره‌ای و آجیل‌فروشی‌ها: فندقی سایز ۲۶–۲۸ و ۲۸–۳۰ که در سیرجان با نمک یا با آب‌لیمو و نمک بو داده می‌شود. بو دادن در دمای کنترل‌شده مغز را ترد نگه می‌دارد، بی‌آنکه پوسته بسوزد؛ میزان نمک ۱٫۵ تا ۲ درصد است. در کارتن‌های ۱۰ کیلوگرمی با لایه فویل بسته‌بندی می‌شود و ماندگاری آن ۱۲ ماه است.',
      ),
      variations: [
        variation(
          {
            variety: FANDOGHI,
            size: S28_30,
            processing: ROASTED_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [S28_30, ROASTED_SALTED, CARTON_10KG],
          96,
          1800,
          30,
        ),
        variation(
          {
            variety: FANDOGHI,
            size: S28_30,
            processing: LEMON_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [S28_30, LEMON_SALTED, CARTON_10KG],
          98,
          1250,
          30,
        ),
        variation(
          {
            variety: FANDOGHI,
            size: S26_28,
            processing: ROASTED_SALTED,
            packaging: CARTON_10KG,
            'crop-year': Y2024,
          },
          [S26_28, ROASTED_SALTED, CARTON_10KG],
          101,
          760,
          30,
        ),
      ],
      reviews: [
        review(
          'anna-petrova',
          2,
          60,
          'Солёные Фандоги в этой партии оказались заметно пересолены, а закрытых орехов было около 5 %. Поставщик признал проблему, но часть товара пришлось продавать со скидкой.',
        ),
      ],
      daysAgo: 110,
    },
    {
      key: 'nuts-pistachio-kernels-green',
      productType: 'pistachio-kernels',
      producer: RAFSANJAN_SABZ,
      name: t(
        'Green Peeled Pistachio Kernels',
        'Ядро фисташки зелёное очищенное',
        'Պիստակի կանաչ մաքրված միջուկ',
        'مغز پسته سبز پوست‌گرفته',
      ),
      description: t(
        'Bright green kernels from pistachios picked early in August, before the kernel turns yellow, then briefly blanched and peeled of their purple skin. The emerald color makes them the ingredient of choice for baklava, gaz nougat, ice cream and pastry decoration. Raw, vacuum-packed in 10 kg cartons (2 × 5 kg) or 50 lb bags; store at 0–5 °C for up to 12 months.',
        'Ярко-зелёные ядра фисташек раннего, августовского сбора, снятых до того, как ядро пожелтеет; их кратко бланшируют и очищают от фиолетовой кожицы. Изумрудный цвет делает их лучшим ингредиентом для пахлавы, иранской нуги газ, мороженого и украшения выпечки. Сырые, в вакуумной упаковке: гофрокороба по 10 кг (2 × 5 кг) или мешки по 50 фунтов; хранение при 0–5 °C до 12 месяцев.',
        'Վառ կանաչ միջուկներ օգոստոսի սկզբին՝ միջուկի դեղնելուց առաջ քաղված պիստակից, որոնք կարճ ժամանակով մշակվում են եռման ջրով և մաքրվում մանուշակագույն թաղանթից։ Զմրուխտե գույնի շնորհիվ դրանք լավագույն բաղադրիչն են փախլավայի, իրանական գազ նուգայի, պաղպաղակի և խմորեղենի զարդարման համար։ Հում, վակուումային փաթեթավորմամբ՝ 10 կգ ստվարաթղթե արկղեր (2 × 5 կգ) կամ 50 ֆունտ պարկեր, պահել 0–5 °C-ում մինչև 12 ամիս։',
        'مغزهای سبز روشن از پسته‌هایی که اوایل مرداد، پیش از زرد شدن مغز، زودتر از موعد چیده می‌شوند و پس از آب‌پز کوتاه، پوسته نازک بنفش آنها جدا می‌شود. رنگ زمردی این مغز آن را به ماده اولیه محبوب باقلوا، گز، بستنی و تزئین شیرینی تبدیل کرده است. به‌صورت خام و وکیوم‌شده در کارتن‌های ۱۰ کیلوگرمی (۲ × ۵ کیلوگرم) یا کیسه‌های ۵۰ پوندی؛ نگه‌داری در دمای ۰ تا ۵ درجه تا ۱۲ ماه.',
      ),
      variations: [
        variation(
          { kernel: GREEN_PEELED, processing: RAW, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GREEN_PEELED, CARTON_10KG],
          395,
          320,
          10,
        ),
        variation(
          { kernel: GREEN_PEELED, processing: RAW, packaging: VACUUM_50LB, 'crop-year': Y2024 },
          [GREEN_PEELED, VACUUM_50LB],
          879.98,
          95,
          5,
        ),
      ],
      reviews: [
        review(
          'james-whitaker',
          5,
          21,
          'Vivid color that holds up in baking, and hardly any yellow or brown kernels in the 10 kg cartons. Our pastry customers are very happy.',
        ),
      ],
      daysAgo: 55,
    },
    {
      key: 'nuts-pistachio-kernels-natural',
      productType: 'pistachio-kernels',
      producer: PARS_NUT,
      name: t(
        'Natural Pistachio Kernels',
        'Ядро фисташки натуральное',
        'Պիստակի բնական միջուկ',
        'مغز پسته معمولی',
      ),
      description: t(
        'Whole pistachio kernels with their natural purple-green skin, mechanically shelled from ripe 2024 Kerman pistachios and hand-picked to remove broken and discolored pieces. Available raw for confectionery and bakery, or roasted and lightly salted as a ready-to-eat snack. Packed in 10 kg vacuum cartons; tested for aflatoxin, ISO 22000 and Halal certified.',
        'Цельные ядра фисташки с натуральной фиолетово-зелёной кожицей, механически извлечённые из спелых фисташек урожая 2024 года из Кермана и вручную отобранные от лома и потемневших ядер. Поставляются сырыми для кондитерских изделий и выпечки или жареными слегка солёными как готовая закуска. Вакуумные гофрокороба по 10 кг; контроль на афлатоксины, сертификаты ISO 22000 и Халяль.',
        'Պիստակի ամբողջական միջուկներ՝ բնական մանուշակագույն-կանաչ թաղանթով, մեքենայով հանված Քերմանի 2024 թ. հասուն պիստակի կճեպից և ձեռքով ընտրված՝ կոտրված ու գունաթափված հատիկները հեռացնելու համար։ Առաջարկվում է հում՝ հրուշակեղենի և հացաթխման համար, կամ բոված և թեթև աղած՝ որպես պատրաստի նախուտեստ։ 10 կգ վակուումային արկղեր, աֆլատոքսինի ստուգում, ISO 22000 և Հալալ հավաստագրեր։',
        'مغز کامل پسته با پوسته نازک طبیعی به رنگ بنفش و سبز، که به‌صورت مکانیکی از پسته‌های رسیده ۱۴۰۳ کرمان جدا و برای حذف شکسته‌ها و مغزهای تغییررنگ‌داده با دست سورت شده است. به‌صورت خام برای شیرینی‌پزی و نانوایی یا بوداده با نمک کم به‌عنوان تنقلات آماده عرضه می‌شود. کارتن‌های وکیوم ۱۰ کیلوگرمی؛ آزمایش‌شده از نظر آفلاتوکسین و دارای گواهی ISO 22000 و حلال.',
      ),
      variations: [
        variation(
          { kernel: NATURAL, processing: RAW, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [label('Raw kernels', 'Сырое ядро', 'Հում միջուկ', 'مغز خام'), CARTON_10KG],
          215,
          410,
          10,
        ),
        variation(
          { kernel: NATURAL, processing: ROASTED_SALTED, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [
            label('Roasted salted kernels', 'Жареное солёное ядро', 'Բոված աղով միջուկ', 'مغز بوداده شور'),
            CARTON_10KG,
          ],
          228,
          260,
          10,
        ),
      ],
      reviews: [],
      daysAgo: 230,
    },
    {
      key: 'nuts-pistachio-slivers',
      productType: 'pistachio-kernels',
      producer: RAFSANJAN_SABZ,
      name: t('Pistachio Slivers', 'Фисташковая соломка', 'Պիստակի շերտիկներ', 'خلال پسته'),
      description: t(
        'Fine lengthwise slivers cut from green peeled kernels, the traditional garnish for saffron rice, sholeh zard, ice cream and Persian sweets. Cut on precision slicers and sifted to remove dust, with a uniform emerald color. Packed in 10 kg cartons of 1 kg vacuum pouches; keep refrigerated, best within 12 months.',
        'Тонкая продольная соломка из зелёного очищенного ядра — традиционное украшение шафранового риса, шоле-зард, мороженого и персидских сладостей. Нарезается на точных слайсерах и просеивается от крошки, цвет ровный изумрудный. Гофрокороба по 10 кг с вакуумными пакетами по 1 кг; хранить в холодильнике, срок годности 12 месяцев.',
        'Կանաչ մաքրված միջուկից կտրատված բարակ երկայնական շերտիկներ՝ զաֆրանով բրնձի, շոլե զարդի, պաղպաղակի և պարսկական քաղցրավենիքի ավանդական զարդարանք։ Կտրատվում են ճշգրիտ սարքերով և մաղվում փշրանքներից, գույնը համաչափ զմրուխտե է։ 10 կգ ստվարաթղթե արկղեր՝ 1 կգ վակուումային փաթեթներով, պահել սառնարանում, պիտանի է 12 ամիս։',
        'خلال‌های باریک و طولی که از مغز سبز پوست‌گرفته بریده می‌شوند؛ تزئین سنتی پلوی زعفرانی، شله‌زرد، بستنی و شیرینی‌های ایرانی. با دستگاه‌های خلال‌کن دقیق برش می‌خورند و برای جدا کردن خاکه الک می‌شوند و رنگی یکدست و زمردی دارند. کارتن‌های ۱۰ کیلوگرمی شامل بسته‌های وکیوم ۱ کیلوگرمی؛ در یخچال نگه‌داری شود، ماندگاری ۱۲ ماه.',
      ),
      variations: [
        variation(
          { kernel: SLIVERED, processing: RAW, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [Y2024, CARTON_10KG],
          420,
          140,
          5,
        ),
        variation(
          { kernel: SLIVERED, processing: RAW, packaging: CARTON_10KG, 'crop-year': Y2023 },
          [Y2023, CARTON_10KG],
          395,
          0,
          5,
        ),
      ],
      reviews: [],
      daysAgo: 365,
    },
    {
      key: 'nuts-almond-mamaei',
      productType: 'almonds',
      producer: PARS_NUT,
      name: t('Mamaei Almonds', 'Миндаль Мамаи', 'Մամայի նուշ', 'بادام مامایی'),
      description: t(
        'Mamaei is Iran’s premium sweet almond: a long, slim kernel with a fine, slightly sweet flavor, grown in the highlands of Chaharmahal and Bakhtiari. Offered as kernels in 10 kg cartons and in-shell in 25 kg jute bags, 2024 crop, with bitter kernels screened out by taste sampling of every lot. Shelf life 12 months in cool, dry storage.',
        'Мамаи — премиальный иранский сладкий миндаль: длинное узкое ядро с тонким, слегка сладким вкусом, выращенное в высокогорье провинции Чехармахаль и Бахтиария. Предлагается ядром в гофрокоробах по 10 кг и в скорлупе в джутовых мешках по 25 кг, урожай 2024 года; горькие ядра отсеиваются дегустационным контролем каждой партии. Срок хранения 12 месяцев в прохладном сухом месте.',
        'Մամային Իրանի պրեմիում քաղցր նուշն է՝ երկար, նեղ միջուկով և նուրբ, թեթևակի քաղցր համով, աճեցված Չահարմահալ և Բախտիարի նահանգի լեռնային շրջաններում։ Առաջարկվում է միջուկով՝ 10 կգ ստվարաթղթե արկղերով, և կճեպով՝ 25 կգ ջուտե պարկերով, 2024 թ. բերք, իսկ դառը միջուկները յուրաքանչյուր խմբաքանակում հեռացվում են համտեսային ստուգմամբ։ Պիտանիության ժամկետը 12 ամիս է զով և չոր պահեստում։',
        'مامایی بادام شیرین ممتاز ایران است: مغزی بلند و باریک با طعمی لطیف و کمی شیرین که در ارتفاعات استان چهارمحال و بختیاری کشت می‌شود. به‌صورت مغز در کارتن‌های ۱۰ کیلوگرمی و با پوست در گونی‌های کنفی ۲۵ کیلوگرمی، محصول ۱۴۰۳، عرضه می‌شود و مغزهای تلخ هر محموله با نمونه‌چشی جدا می‌شوند. ماندگاری ۱۲ ماه در انبار خنک و خشک.',
      ),
      variations: [
        variation(
          { variety: MAMAEI, form: KERNEL, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [KERNEL, CARTON_10KG],
          118,
          380,
          20,
        ),
        variation(
          { variety: MAMAEI, form: IN_SHELL, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [IN_SHELL, JUTE_25KG],
          155,
          260,
          20,
        ),
      ],
      reviews: [],
      daysAgo: 90,
    },
    {
      key: 'nuts-almond-kernels-confectionery',
      productType: 'almonds',
      producer: PARS_NUT,
      name: t(
        'Almond Kernels for Confectionery',
        'Ядро миндаля для кондитерского производства',
        'Նշի միջուկ հրուշակեղենի արտադրության համար',
        'مغز بادام صنعتی',
      ),
      description: t(
        'Economical almond kernels for confectionery, marzipan, nougat and almond flour: hard-shell Sangi from East Azerbaijan and paper-shell Kaghazi from Chaharmahal and Bakhtiari. The nuts are cracked mechanically, color-sorted and checked for bitterness, with broken kernels below 5%. Supplied in 10 kg cartons or 25 kg bags; 2024 crop.',
        'Недорогое ядро миндаля для кондитерских изделий, марципана, нуги и миндальной муки: твердоскорлупный Санги из Восточного Азербайджана и тонкоскорлупный Кагази из Чехармахаля и Бахтиарии. Орехи колют механически, ядра сортируют по цвету и проверяют на горечь, доля лома — менее 5 %. Поставка в гофрокоробах по 10 кг или мешках по 25 кг; урожай 2024 года.',
        'Մատչելի նշի միջուկ հրուշակեղենի, մարցիպանի, նուգայի և նշի ալյուրի համար՝ կարծր կճեպով Սանգի Արևելյան Ատրպատականից և թղթե կճեպով Քաղազի Չահարմահալ և Բախտիարիից։ Ընկույզները կոտրվում են մեքենայով, միջուկները տեսակավորվում են ըստ գույնի և ստուգվում դառնության համար, կոտրված միջուկների բաժինը 5 %-ից պակաս է։ Մատակարարվում է 10 կգ ստվարաթղթե արկղերով կամ 25 կգ պարկերով, 2024 թ. բերք։',
        'مغز بادام اقتصادی برای شیرینی‌پزی، مارزیپان، نوقا و آرد بادام: بادام سنگی از آذربایجان شرقی و بادام کاغذی از چهارمحال و بختیاری. بادام‌ها به‌صورت مکانیکی شکسته، با سورتر رنگی جداسازی و از نظر تلخی بررسی می‌شوند و سهم مغز شکسته کمتر از ۵٪ است. در کارتن‌های ۱۰ کیلوگرمی یا گونی‌های ۲۵ کیلوگرمی، محصول ۱۴۰۳.',
      ),
      variations: [
        variation(
          { variety: SANGI, form: KERNEL, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [SANGI, KERNEL, CARTON_10KG],
          86,
          520,
          20,
        ),
        variation(
          { variety: KAGHAZI, form: KERNEL, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [KAGHAZI, KERNEL, CARTON_10KG],
          99,
          610,
          20,
        ),
        variation(
          { variety: KAGHAZI, form: KERNEL, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [KAGHAZI, KERNEL, JUTE_25KG],
          240,
          300,
          20,
        ),
      ],
      reviews: [],
      daysAgo: 300,
    },
    {
      key: 'nuts-walnut-kernels-tuyserkan',
      productType: 'walnuts',
      producer: TUYSERKAN,
      name: t(
        'Tuyserkan Walnut Kernels',
        'Ядро грецкого ореха из Туйсеркана',
        'Թույսերքանի ընկույզի միջուկ',
        'مغز گردو تویسرکان',
      ),
      description: t(
        'Walnut kernels from Tuyserkan in Hamedan province, Iran’s best-known walnut district, where thin-shelled local trees give plump, mild kernels. Cracked by hand and graded by color into extra light and light halves and light amber pieces, with moisture below 5%. Packed in 10 kg cartons with a vacuum liner; at 0–5 °C the shelf life is 12 months.',
        'Ядро грецкого ореха из Туйсеркана (провинция Хамадан) — самого известного орехового района Ирана, где местные тонкоскорлупные деревья дают крупное ядро с мягким вкусом. Колка ручная, сортировка по цвету: экстра светлые и светлые половинки, светло-янтарные четвертинки и кусочки; влажность ниже 5 %. Гофрокороба по 10 кг с вакуумным вкладышем; при 0–5 °C срок хранения 12 месяцев.',
        'Ընկույզի միջուկ Համադանի նահանգի Թույսերքանից՝ Իրանի ամենահայտնի ընկուզային շրջանից, որտեղ տեղական բարակ կճեպով ծառերը տալիս են լիքը, մեղմ համով միջուկ։ Կոտրվում է ձեռքով և տեսակավորվում ըստ գույնի՝ շատ բաց և բաց կեսերի, ինչպես նաև բաց սաթագույն կտորների, խոնավությունը 5 %-ից ցածր է։ Փաթեթավորվում է 10 կգ ստվարաթղթե արկղերում՝ վակուումային ներդիրով, 0–5 °C-ում պիտանիության ժամկետը 12 ամիս է։',
        'مغز گردوی تویسرکان در استان همدان، شناخته‌شده‌ترین منطقه گردوی ایران، که درختان بومی کاغذی آن مغزی درشت و ملایم می‌دهند. گردوها با دست شکسته و بر اساس رنگ به مغز دوپر سفید و روشن و خرده کهربایی روشن درجه‌بندی می‌شوند و رطوبت کمتر از ۵٪ است. در کارتن‌های ۱۰ کیلوگرمی با آستر وکیوم بسته‌بندی می‌شود و در دمای ۰ تا ۵ درجه ۱۲ ماه ماندگاری دارد.',
      ),
      variations: [
        variation(
          { form: HALVES, color: EXTRA_LIGHT, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [
            label('Extra light halves', 'Экстра светлые половинки', 'Շատ բաց կեսեր', 'دوپر سفید'),
            CARTON_10KG,
          ],
          112,
          420,
          20,
        ),
        variation(
          { form: HALVES, color: LIGHT, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [label('Light halves', 'Светлые половинки', 'Բաց կեսեր', 'دوپر روشن'), CARTON_10KG],
          98,
          650,
          20,
        ),
        variation(
          { form: PIECES, color: LIGHT_AMBER, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [
            label(
              'Light amber pieces',
              'Светло-янтарные кусочки',
              'Բաց սաթագույն կտորներ',
              'خرده کهربایی روشن',
            ),
            CARTON_10KG,
          ],
          72,
          300,
          20,
        ),
      ],
      reviews: [
        review(
          'armen-hakobyan',
          4,
          7,
          'Կեսերը խոշոր են և բաց գույնի, մեր հրուշակագործական արտադրամասը գոհ է։ Միայն մեկ արկղում փշրանքն ավելի շատ էր, քան նշված էր։',
        ),
        review(
          'anna-petrova',
          5,
          11,
          'Светлые половинки без горечи, влажность в норме. Отгрузили через неделю после предоплаты, документы для ЕАЭС в порядке.',
        ),
      ],
      daysAgo: 15,
    },
    {
      key: 'nuts-walnut-in-shell-tuyserkan',
      productType: 'walnuts',
      producer: TUYSERKAN,
      name: t(
        'Tuyserkan Walnuts, In-Shell',
        'Грецкий орех в скорлупе из Туйсеркана',
        'Թույսերքանի ընկույզ կճեպով',
        'گردو با پوست تویسرکان',
      ),
      description: t(
        'Thin-shelled Tuyserkan walnuts, 32 mm and up, washed, sun-dried to below 8% moisture and sorted to remove cracked and stained shells. Kernels of the 2024 crop are light in color; the remaining 2023 stock with light amber kernels is sold out. Packed in 25 kg jute bags, 1,000 bags to a 25-tonne truck.',
        'Тонкоскорлупный грецкий орех из Туйсеркана калибром от 32 мм, мытый, высушенный на солнце до влажности ниже 8 % и отсортированный от треснувших и пятнистых орехов. Ядро урожая 2024 года светлое; остатки урожая 2023 года со светло-янтарным ядром распроданы. Упаковка — джутовые мешки по 25 кг, 1000 мешков на 25-тонную фуру.',
        'Թույսերքանի բարակ կճեպով ընկույզ՝ 32 մմ և ավելի տրամագծով, լվացված, արևի տակ չորացված մինչև 8 %-ից ցածր խոնավություն և տեսակավորված՝ ճաքած ու բծավոր կճեպով հատերը հեռացնելու համար։ 2024 թ. բերքի միջուկը բաց գույնի է, իսկ 2023 թ. մնացորդները (բաց սաթագույն միջուկով) արդեն սպառված են։ Փաթեթավորումը՝ 25 կգ ջուտե պարկեր, 1000 պարկ մեկ 25 տոննանոց բեռնատարում։',
        'گردوی کاغذی تویسرکان با قطر ۳۲ میلی‌متر و بیشتر، شسته‌شده، خشک‌شده زیر آفتاب تا رطوبت کمتر از ۸٪ و سورت‌شده برای جدا کردن گردوهای ترک‌خورده و لکه‌دار. مغز محصول ۱۴۰۳ روشن است و باقی‌مانده محصول ۱۴۰۲ با مغز کهربایی روشن به فروش رفته است. در گونی‌های کنفی ۲۵ کیلوگرمی، ۱۰۰۰ گونی در هر کامیون ۲۵ تنی.',
      ),
      variations: [
        variation(
          { form: IN_SHELL, color: LIGHT, packaging: JUTE_25KG, 'crop-year': Y2024 },
          [Y2024, JUTE_25KG],
          112.5,
          1600,
          100,
        ),
        variation(
          { form: IN_SHELL, color: LIGHT_AMBER, packaging: JUTE_25KG, 'crop-year': Y2023 },
          [Y2023, JUTE_25KG],
          92.5,
          0,
          100,
        ),
      ],
      reviews: [],
      daysAgo: 160,
    },
  ],
}
