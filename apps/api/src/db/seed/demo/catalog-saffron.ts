import { attribute, review, t, value, variation } from './builders.ts'
import type { DemoCategory } from './types.ts'

// Grade by ISO 3632-1 (coloring strength at 440 nm: Category I ≥ 200, II ≥ 170, III ≥ 120).
const ISO_I = value('iso-i', 'Category I', 'Категория I', 'I կատեգորիա', 'درجه ۱')
const ISO_II = value('iso-ii', 'Category II', 'Категория II', 'II կատեգորիա', 'درجه ۲')
const ISO_III = value('iso-iii', 'Category III', 'Категория III', 'III կատեգորիա', 'درجه ۳')
const gradeName = t(
  'ISO 3632 category',
  'Категория по ISO 3632',
  'Կատեգորիա ըստ ISO 3632-ի',
  'درجه بر اساس ISO 3632',
)

// Saffron is picked in October–November: the Iranian 1402 harvest is autumn 2023, 1403 is autumn 2024.
const Y2023 = value('2023', '2023 crop', 'Урожай 2023', '2023 թ. բերք', 'برداشت ۱۴۰۲')
const Y2024 = value('2024', '2024 crop', 'Урожай 2024', '2024 թ. բերք', 'برداشت ۱۴۰۳')

const TIN_1G = value('tin-1g', '1 g tin', 'Жестяная банка 1 г', '1 գ թիթեղյա տուփ', 'قوطی فلزی ۱ گرمی')
const TIN_5G = value('tin-5g', '5 g tin', 'Жестяная банка 5 г', '5 գ թիթեղյա տուփ', 'قوطی فلزی ۵ گرمی')
const BULK_100G = value(
  'bulk-100g',
  '100 g bulk pouch',
  'Оптовый пакет 100 г',
  '100 գ մեծածախ փաթեթ',
  'بسته فله ۱۰۰ گرمی',
)
const VAC_1KG = value(
  'vacuum-1kg',
  '1 kg vacuum bag',
  'Вакуумный пакет 1 кг',
  '1 կգ վակուումային փաթեթ',
  'کیسه وکیوم ۱ کیلوگرمی',
)

const RAZAVI = value('khorasan-razavi', 'Khorasan Razavi', 'Хорасан-Резави', 'Խորասան Ռազավի', 'خراسان رضوی')
const SOUTH = value('south-khorasan', 'South Khorasan', 'Южный Хорасан', 'Հարավային Խորասան', 'خراسان جنوبی')

const SUPER_NEGIN = value('super-negin', 'Super Negin', 'Супер Негин', 'Սուպեր Նեգին', 'سوپر نگین')
const NEGIN = value('negin', 'Negin', 'Негин', 'Նեգին', 'نگین')
const PUSHAL = value('pushal', 'Pushal', 'Пушал', 'Փուշալ', 'پوشال')
const BUNCH = value('bunch', 'Bunch (Dasteh)', 'Пучок (Дасте)', 'Փունջ (Դաստե)', 'دسته')

const grade = attribute('grade', gradeName, [ISO_I, ISO_II])
const cropYear = attribute('crop-year', t('Crop year', 'Год урожая', 'Բերքի տարի', 'سال برداشت'), [
  Y2023,
  Y2024,
])
const packaging = attribute('packaging', t('Packaging', 'Упаковка', 'Փաթեթավորում', 'بسته‌بندی'), [
  TIN_1G,
  TIN_5G,
  BULK_100G,
  VAC_1KG,
])
const origin = attribute(
  'origin',
  t('Origin province', 'Провинция происхождения', 'Ծագման նահանգ', 'استان مبدأ'),
  [RAZAVI, SOUTH],
)

const GOLESTAN = 'Golestan Saffron Co.'
const TORBAT = 'Torbat Zarrin Saffron'
const QAENAT = 'Qaenat Crocus Cooperative'
const NOVIN = 'Novin Saffron Trading'
const GONABAD = 'Gonabad Qanat Saffron'

export const saffronCategory: DemoCategory = {
  key: 'saffron',
  name: t('Saffron', 'Шафран', 'Զաֆրան', 'زعفران'),
  productTypes: [
    {
      key: 'saffron-sargol',
      name: t(
        'Sargol saffron threads',
        'Шафран Саргол (нити)',
        'Սարգոլ զաֆրան (թելեր)',
        'زعفران رشته‌ای سرگل',
      ),
      art: 'saffron',
      attributes: [grade, cropYear, packaging, origin],
    },
    {
      key: 'saffron-negin',
      name: t('Negin saffron', 'Шафран Негин', 'Նեգին զաֆրան', 'زعفران نگین'),
      art: 'saffron',
      attributes: [
        attribute('cut', t('Negin type', 'Разновидность', 'Տարատեսակ', 'نوع نگین'), [SUPER_NEGIN, NEGIN]),
        grade,
        cropYear,
        packaging,
        origin,
      ],
    },
    {
      key: 'saffron-pushal-bunch',
      name: t(
        'Pushal and bunch saffron',
        'Шафран Пушал и в пучках',
        'Փուշալ և փնջային զաֆրան',
        'زعفران پوشال و دسته',
      ),
      art: 'saffron',
      attributes: [
        attribute('cut', t('Cut', 'Вид', 'Տեսակ', 'نوع'), [PUSHAL, BUNCH]),
        attribute('grade', gradeName, [ISO_I, ISO_II, ISO_III]),
        cropYear,
        packaging,
        origin,
      ],
    },
    {
      key: 'saffron-ground',
      name: t('Ground saffron', 'Молотый шафран', 'Աղացած զաֆրան', 'پودر زعفران'),
      art: 'saffron',
      attributes: [grade, cropYear, packaging, origin],
    },
  ],
  products: [
    {
      key: 'saffron-sargol-premium',
      productType: 'saffron-sargol',
      producer: GOLESTAN,
      name: t(
        'Sargol Saffron Threads, Premium Category I',
        'Шафран Саргол премиум, категория I',
        'Սարգոլ զաֆրան, պրեմիում, I կատեգորիա',
        'زعفران سرگل ممتاز درجه ۱',
      ),
      description: t(
        'All-red Sargol threads – stigma tips only, without the yellow style – from the 2024 (1403) harvest around Torbat-e Heydarieh in Khorasan Razavi. Every lot is tested to ISO 3632 Category I, with coloring strength above 230 and moisture below 10%, and ships with its certificate of analysis. Packed in nitrogen-flushed tins or 1 kg vacuum bags in an ISO 22000 and HACCP certified plant in Mashhad; best within 24 months stored cool, dry and dark.',
        'Саргол — только ярко-красные кончики рылец без жёлтого столбика, урожай 2024 года (1403 по иранскому календарю) из окрестностей Торбете-Хейдарие, провинция Хорасан-Резави. Каждая партия проверяется на соответствие категории I по ISO 3632: красящая способность выше 230, влажность ниже 10 %, к отгрузке прилагается сертификат анализа. Фасовка в жестяные банки с азотом или вакуумные пакеты по 1 кг на предприятии в Мешхеде с сертификатами ISO 22000 и HACCP; срок хранения — 24 месяца в сухом, прохладном и тёмном месте.',
        'Սարգոլը զաֆրանի թելերի միայն կարմիր ծայրերն են՝ առանց դեղին սյունիկի, 2024 թ. (իրանական 1403 թ.) բերքից՝ Խորասան Ռազավի նահանգի Թորբաթե Հեյդարիեի շրջանից։ Յուրաքանչյուր խմբաքանակ համապատասխանում է ISO 3632-ի I կատեգորիային (գունավորող ուժը՝ 230-ից բարձր, խոնավությունը՝ 10 %-ից ցածր) և առաքվում է լաբորատոր անալիզի հավաստագրով։ Փաթեթավորվում է ազոտով լցված թիթեղյա տուփերում կամ 1 կգ վակուումային փաթեթներում՝ Մաշհադի ISO 22000 և HACCP հավաստագրված գործարանում, պիտանիության ժամկետը՝ 24 ամիս զով, չոր և մութ տեղում։',
        'سرگل فقط شامل سر قرمز کلاله‌های زعفران، بدون ریشه زرد، است و از برداشت ۱۴۰۳ مزارع اطراف تربت حیدریه در استان خراسان رضوی تهیه شده است. هر محموله مطابق درجه ۱ استاندارد ISO 3632 آزمایش می‌شود، با قدرت رنگ‌دهی بالای ۲۳۰ و رطوبت کمتر از ۱۰٪، و همراه با برگه آنالیز ارسال می‌شود. بسته‌بندی در قوطی‌های فلزی با تزریق گاز ازت یا کیسه‌های وکیوم ۱ کیلوگرمی، در کارخانه‌ای در مشهد با گواهی ISO 22000 و HACCP انجام می‌شود؛ ماندگاری ۲۴ ماه در جای خشک، خنک و تاریک.',
      ),
      variations: [
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: TIN_1G, origin: RAZAVI },
          [ISO_I, TIN_1G],
          11.2,
          4200,
          300,
        ),
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: TIN_5G, origin: RAZAVI },
          [ISO_I, TIN_5G],
          49.5,
          1600,
          60,
        ),
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: VAC_1KG, origin: RAZAVI },
          [ISO_I, VAC_1KG],
          1390,
          48,
          1,
        ),
      ],
      reviews: [
        review(
          'james-whitaker',
          5,
          5,
          'Threads were uniformly deep red with no yellow style, and our lab measured coloring strength at 238, in line with the certificate. The 1 g tins arrived well sealed and ready for our shelves.',
        ),
        review(
          'anna-petrova',
          5,
          9,
          'Взяли 2 кг в вакуумных пакетах, груз прошёл через Верхний Ларс и был у нас через 11 дней после отгрузки из Мешхеда. Цвет и аромат отличные, сертификат анализа совпал с результатами нашей лаборатории.',
        ),
      ],
      daysAgo: 12,
    },
    {
      key: 'saffron-sargol-bulk',
      productType: 'saffron-sargol',
      producer: TORBAT,
      name: t(
        'Sargol Saffron for Repacking, Bulk',
        'Шафран Саргол для фасовки, оптом',
        'Սարգոլ զաֆրան վերափաթեթավորման համար, մեծածախ',
        'زعفران سرگل فله مخصوص بسته‌بندی مجدد',
      ),
      description: t(
        'Sargol threads from Torbat-e Heydarieh supplied in 100 g pouches and 1 kg vacuum bags for packers and private-label brands. The 2024 crop meets ISO 3632 Category I; a 2023 lot graded Category II is offered at a lower price for food-service use. Every bag carries a lot number traceable to the farm group, and a 2 g sample is available before ordering.',
        'Нити Саргол из Торбете-Хейдарие в пакетах по 100 г и вакуумных пакетах по 1 кг — для фасовщиков и собственных торговых марок. Урожай 2024 года соответствует категории I по ISO 3632; партия урожая 2023 года категории II предлагается дешевле для HoReCa и пищевого производства. Каждый пакет маркирован номером партии с прослеживаемостью до группы хозяйств, перед заказом можно получить образец 2 г.',
        'Թորբաթե Հեյդարիեի Սարգոլ թելեր՝ 100 գ և 1 կգ վակուումային փաթեթներով, նախատեսված փաթեթավորողների և սեփական ապրանքանիշերի համար։ 2024 թ. բերքը համապատասխանում է ISO 3632-ի I կատեգորիային, իսկ 2023 թ. II կատեգորիայի խմբաքանակն առաջարկվում է ավելի ցածր գնով՝ հանրային սննդի համար։ Յուրաքանչյուր փաթեթի վրա նշված է խմբաքանակի համարը, որով ծագումը կարելի է հետագծել մինչև տնտեսությունների խումբը, իսկ պատվերից առաջ հնարավոր է ստանալ 2 գ նմուշ։',
        'رشته‌های سرگل تربت حیدریه در بسته‌های ۱۰۰ گرمی و کیسه‌های وکیوم ۱ کیلوگرمی، مناسب بسته‌بندی‌کنندگان و برندهای اختصاصی. محصول ۱۴۰۳ با درجه ۱ استاندارد ISO 3632 مطابقت دارد و یک محموله از برداشت ۱۴۰۲ با درجه ۲ با قیمت کمتر برای رستوران‌ها و صنایع غذایی عرضه می‌شود. روی هر بسته شماره سری تولید درج شده که تا گروه کشاورزان قابل ردیابی است و پیش از سفارش، نمونه ۲ گرمی ارسال می‌شود.',
      ),
      variations: [
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: BULK_100G, origin: RAZAVI },
          [ISO_I, Y2024, BULK_100G],
          138,
          600,
          10,
        ),
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: VAC_1KG, origin: RAZAVI },
          [ISO_I, Y2024, VAC_1KG],
          1290,
          120,
          2,
        ),
        variation(
          { grade: ISO_II, 'crop-year': Y2023, packaging: VAC_1KG, origin: RAZAVI },
          [ISO_II, Y2023, VAC_1KG],
          1080,
          35,
          1,
        ),
      ],
      reviews: [],
      daysAgo: 45,
    },
    {
      key: 'saffron-sargol-qaen',
      productType: 'saffron-sargol',
      producer: QAENAT,
      name: t('Qaen Sargol Saffron', 'Шафран Саргол из Каена', 'Ղայենի Սարգոլ զաֆրան', 'زعفران سرگل قائنات'),
      description: t(
        'Sargol from the Qaen highlands of South Khorasan, where cold nights and dry autumns give thick threads with a strong, honey-like aroma. The cooperative’s 2024 crop meets ISO 3632 Category I with safranal in the 30–45 range; it is sorted by hand and dried at low temperature. Available in 5 g tins and 1 kg vacuum bags with a certificate of origin for EAEU and EU customs.',
        'Саргол с высокогорья Каена в Южном Хорасане: холодные ночи и сухая осень дают толстые нити с насыщенным медовым ароматом. Урожай 2024 года кооператива соответствует категории I по ISO 3632, показатель сафраналя — 30–45; сортировка ручная, сушка при низкой температуре. Поставляется в жестяных банках по 5 г и вакуумных пакетах по 1 кг с сертификатом происхождения для таможни ЕАЭС и ЕС.',
        'Սարգոլ Հարավային Խորասանի Ղայենի բարձրադիր շրջանից, որտեղ ցուրտ գիշերներն ու չոր աշունը տալիս են հաստ թելեր՝ մեղրի ուժեղ բույրով։ Կոոպերատիվի 2024 թ. բերքը համապատասխանում է ISO 3632-ի I կատեգորիային, սաֆրանալի ցուցանիշը 30–45 է, զաֆրանը տեսակավորվում է ձեռքով և չորացվում ցածր ջերմաստիճանում։ Առաջարկվում է 5 գ թիթեղյա տուփերով և 1 կգ վակուումային փաթեթներով՝ ԵԱՏՄ և ԵՄ մաքսային ձևակերպման համար ծագման հավաստագրով։',
        'سرگل ارتفاعات قائن در خراسان جنوبی؛ شب‌های سرد و پاییز خشک این منطقه رشته‌هایی ضخیم با عطری قوی و عسلی به بار می‌آورد. محصول ۱۴۰۳ تعاونی با درجه ۱ استاندارد ISO 3632 مطابقت دارد و شاخص سافرانال آن بین ۳۰ تا ۴۵ است؛ جداسازی با دست و خشک‌کردن در دمای پایین انجام می‌شود. در قوطی‌های ۵ گرمی و کیسه‌های وکیوم ۱ کیلوگرمی، همراه با گواهی مبدأ برای گمرک اتحادیه اقتصادی اوراسیا و اتحادیه اروپا عرضه می‌شود.',
      ),
      variations: [
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: TIN_5G, origin: SOUTH },
          [ISO_I, TIN_5G],
          47,
          900,
          50,
        ),
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: VAC_1KG, origin: SOUTH },
          [ISO_I, VAC_1KG],
          1340,
          60,
          1,
        ),
      ],
      reviews: [
        review(
          'reza-karimi',
          4,
          70,
          'عطر و ضخامت رشته‌ها عالی بود و برگه آنالیز با نتیجه آزمایشگاه ما در دبی همخوانی داشت. فقط آماده شدن اسناد صادراتی یک هفته بیشتر از زمان وعده‌داده‌شده طول کشید.',
        ),
      ],
      daysAgo: 120,
    },
    {
      key: 'saffron-sargol-retail-tins',
      productType: 'saffron-sargol',
      producer: NOVIN,
      name: t(
        'Sargol Saffron in Retail Tins',
        'Шафран Саргол в розничных банках',
        'Սարգոլ զաֆրան մանրածախ տուփերով',
        'زعفران سرگل در قوطی‌های خرده‌فروشی',
      ),
      description: t(
        'Shelf-ready Sargol in printed 1 g and 5 g tins with a tamper-evident seal, an inner foil pouch and a label in English and Russian. The saffron comes from Torbat-e Heydarieh and Gonabad growers in Khorasan Razavi. Private-label printing is available from 5,000 tins. The 2024 crop is Category I; the remaining 2023 Category II tins are listed separately and are currently sold out.',
        'Готовый к выкладке Саргол в банках по 1 и 5 г с защитой от вскрытия, внутренним фольгированным пакетом и этикеткой на английском и русском языках. Сырьё — от фермеров Торбете-Хейдарие и Гонабада в провинции Хорасан-Резави. Печать под собственную марку покупателя — от 5000 банок. Урожай 2024 года — категория I; банки урожая 2023 года категории II указаны отдельно и сейчас распроданы.',
        'Վաճառքի համար պատրաստ Սարգոլ՝ 1 և 5 գ տպագրված թիթեղյա տուփերով, առաջին բացումից պաշտպանող կնիքով, ներսում փայլաթիթեղե փաթեթով և անգլերեն ու ռուսերեն պիտակով։ Զաֆրանը Խորասան Ռազավիի Թորբաթե Հեյդարիեի և Գոնաբադի ֆերմերներից է։ Գնորդի ապրանքանիշով տպագրությունը հնարավոր է 5000 տուփից սկսած։ 2024 թ. բերքը I կատեգորիայի է, իսկ 2023 թ. II կատեգորիայի տուփերը ներկայացված են առանձին և այժմ սպառված են։',
        'زعفران سرگل آماده عرضه در قفسه، در قوطی‌های چاپ‌شده ۱ و ۵ گرمی با پلمب امنیتی، کیسه فویلی داخلی و برچسب انگلیسی و روسی. زعفران از کشاورزان تربت حیدریه و گناباد در خراسان رضوی تأمین می‌شود. چاپ با برند اختصاصی خریدار از ۵۰۰۰ قوطی به بالا امکان‌پذیر است. محصول ۱۴۰۳ درجه ۱ است و قوطی‌های باقی‌مانده برداشت ۱۴۰۲ با درجه ۲ جداگانه درج شده‌اند و در حال حاضر موجود نیستند.',
      ),
      variations: [
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: TIN_1G, origin: RAZAVI },
          [ISO_I, Y2024, TIN_1G],
          10.4,
          3500,
          500,
        ),
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: TIN_5G, origin: RAZAVI },
          [ISO_I, Y2024, TIN_5G],
          45,
          1200,
          100,
        ),
        variation(
          { grade: ISO_II, 'crop-year': Y2023, packaging: TIN_1G, origin: RAZAVI },
          [ISO_II, Y2023, TIN_1G],
          9.25,
          0,
          500,
        ),
      ],
      reviews: [
        review(
          'aigerim-nurlanova',
          4,
          150,
          'Банки по 1 г хорошо продаются в наших магазинах в Алматы, этикетка на русском избавила нас от переклейки. Хотелось бы более плотную транспортную коробку: пара банок пришла с вмятинами.',
        ),
        review(
          'armen-hakobyan',
          3,
          95,
          'Որակը լավն էր, բայց 5 գ տուփերի խմբաքանակը Մեղրիի սահմանային անցակետում երեք օր մնաց փաստաթղթերի պատճառով։ Հաջորդ անգամ կխնդրենք հավաստագրերը նախապես ուղարկել։',
        ),
      ],
      daysAgo: 210,
    },
    {
      key: 'saffron-sargol-2023-category-ii',
      productType: 'saffron-sargol',
      producer: GONABAD,
      name: t(
        'Sargol Saffron, 2023 Crop, Category II',
        'Шафран Саргол урожая 2023 года, категория II',
        'Սարգոլ զաֆրան, 2023 թ. բերք, II կատեգորիա',
        'زعفران سرگل برداشت ۱۴۰۲، درجه ۲',
      ),
      description: t(
        'Sargol from the 2023 (1402) Gonabad harvest, kept in vacuum packs at 4–8 °C since drying. Coloring strength has settled at 185–195, within ISO 3632 Category II, which suits rice dishes, bakery and food-service blends at a lower cost. Offered in 100 g pouches and 1 kg vacuum bags with a fresh test report issued at dispatch.',
        'Саргол урожая 2023 года (1402) из Гонабада, с момента сушки хранится в вакуумной упаковке при 4–8 °C. Красящая способность составляет 185–195 — это категория II по ISO 3632, подходящая для плова, выпечки и смесей для общепита по более низкой цене. Поставляется в пакетах по 100 г и вакуумных пакетах по 1 кг с новым протоколом испытаний на дату отгрузки.',
        'Սարգոլ՝ Գոնաբադի 2023 թ. (1402 թ.) բերքից, որը չորացումից ի վեր պահվում է վակուումային փաթեթներում՝ 4–8 °C ջերմաստիճանում։ Գունավորող ուժը 185–195 է, ինչը համապատասխանում է ISO 3632-ի II կատեգորիային և հարմար է փլավի, հացաթխման ու հանրային սննդի խառնուրդների համար՝ ավելի մատչելի գնով։ Առաջարկվում է 100 գ և 1 կգ վակուումային փաթեթներով՝ առաքման օրը կատարված նոր փորձարկման արձանագրությամբ։',
        'سرگل برداشت ۱۴۰۲ گناباد که از زمان خشک شدن در بسته‌بندی وکیوم و دمای ۴ تا ۸ درجه سانتی‌گراد نگه‌داری شده است. قدرت رنگ‌دهی آن به ۱۸۵ تا ۱۹۵ رسیده که در محدوده درجه ۲ استاندارد ISO 3632 است و برای پلو، نان و شیرینی و ترکیبات رستورانی با هزینه کمتر مناسب است. در بسته‌های ۱۰۰ گرمی و کیسه‌های وکیوم ۱ کیلوگرمی، همراه با گزارش آزمون جدید در زمان ارسال عرضه می‌شود.',
      ),
      variations: [
        variation(
          { grade: ISO_II, 'crop-year': Y2023, packaging: BULK_100G, origin: RAZAVI },
          [ISO_II, BULK_100G],
          112,
          240,
          10,
        ),
        variation(
          { grade: ISO_II, 'crop-year': Y2023, packaging: VAC_1KG, origin: RAZAVI },
          [ISO_II, VAC_1KG],
          1050,
          18,
          1,
        ),
      ],
      reviews: [],
      daysAgo: 380,
    },
    {
      key: 'saffron-super-negin',
      productType: 'saffron-negin',
      producer: GOLESTAN,
      name: t('Super Negin Saffron', 'Шафран Супер Негин', 'Սուպեր Նեգին զաֆրան', 'زعفران سوپر نگین'),
      description: t(
        'Super Negin is the top Iranian cut: long, thick, straight all-red threads trimmed one by one, with virtually no broken pieces or floral waste. The 2024 Torbat-e Heydarieh crop tests above 260 in coloring strength, well over the ISO 3632 Category I minimum of 200. Packed in 1 g and 5 g tins for premium retail and in 1 kg vacuum bags; ISO 22000 and HACCP certified, best within 24 months.',
        'Супер Негин — высший иранский сорт: длинные, толстые, ровные нити полностью красного цвета, обрезанные вручную по одной, практически без лома и цветочных примесей. Урожай 2024 года из Торбете-Хейдарие показывает красящую способность выше 260 при минимуме 200 для категории I по ISO 3632. Фасовка в банки по 1 и 5 г для премиальной розницы и в вакуумные пакеты по 1 кг; сертификаты ISO 22000 и HACCP, срок хранения 24 месяца.',
        'Սուպեր Նեգինն իրանական զաֆրանի բարձրագույն տեսակն է՝ երկար, հաստ, ուղիղ, ամբողջովին կարմիր թելեր, որոնք կտրվում են ձեռքով մեկ առ մեկ և գրեթե չունեն կոտրտված մասեր կամ ծաղկի այլ մասերի խառնուրդ։ Թորբաթե Հեյդարիեի 2024 թ. բերքի գունավորող ուժը 260-ից բարձր է, մինչդեռ ISO 3632-ի I կատեգորիայի նվազագույնը 200 է։ Փաթեթավորվում է 1 և 5 գ տուփերով՝ պրեմիում մանրածախ առևտրի համար, և 1 կգ վակուումային փաթեթներով, ունի ISO 22000 և HACCP հավաստագրեր, պիտանիության ժամկետը՝ 24 ամիս։',
        'سوپر نگین بالاترین درجه زعفران ایران است: رشته‌های بلند، ضخیم، صاف و کاملاً قرمز که تک‌تک با دست جدا می‌شوند و تقریباً هیچ خرده یا ضایعات گل ندارند. قدرت رنگ‌دهی محصول ۱۴۰۳ تربت حیدریه بالای ۲۶۰ است، در حالی که حداقل درجه ۱ استاندارد ISO 3632 برابر ۲۰۰ است. در قوطی‌های ۱ و ۵ گرمی برای فروشگاه‌های لوکس و کیسه‌های وکیوم ۱ کیلوگرمی بسته‌بندی می‌شود؛ دارای گواهی ISO 22000 و HACCP با ماندگاری ۲۴ ماه.',
      ),
      variations: [
        variation(
          { cut: SUPER_NEGIN, grade: ISO_I, 'crop-year': Y2024, packaging: TIN_1G, origin: RAZAVI },
          [SUPER_NEGIN, ISO_I, TIN_1G],
          12,
          2600,
          300,
        ),
        variation(
          { cut: SUPER_NEGIN, grade: ISO_I, 'crop-year': Y2024, packaging: TIN_5G, origin: RAZAVI },
          [SUPER_NEGIN, ISO_I, TIN_5G],
          56,
          900,
          50,
        ),
        variation(
          { cut: SUPER_NEGIN, grade: ISO_I, 'crop-year': Y2024, packaging: VAC_1KG, origin: RAZAVI },
          [SUPER_NEGIN, ISO_I, VAC_1KG],
          1590,
          30,
          1,
        ),
      ],
      reviews: [],
      daysAgo: 8,
    },
    {
      key: 'saffron-negin-qaen',
      productType: 'saffron-negin',
      producer: QAENAT,
      name: t(
        'Negin Saffron from Qaen',
        'Шафран Негин из Каена',
        'Նեգին զաֆրան Ղայենից',
        'زعفران نگین قائنات',
      ),
      description: t(
        'Negin threads from South Khorasan: all-red stigmas cut longer than Sargol, so each thread keeps its natural trumpet shape. Category I under ISO 3632 with coloring strength around 250; every lot is checked for moisture (below 10%) and foreign matter before packing. Supplied in 100 g bulk pouches for repackers and 1 kg vacuum bags; typical buyers are premium spice brands and confectioners.',
        'Нити Негин из Южного Хорасана: полностью красные рыльца, обрезанные длиннее, чем Саргол, поэтому каждая нить сохраняет естественную форму раструба. Категория I по ISO 3632, красящая способность около 250; перед фасовкой каждая партия проверяется на влажность (ниже 10 %) и посторонние примеси. Поставляется в пакетах по 100 г для фасовщиков и вакуумных пакетах по 1 кг; основные покупатели — премиальные бренды специй и кондитеры.',
        'Նեգին թելեր Հարավային Խորասանից՝ ամբողջովին կարմիր, Սարգոլից ավելի երկար կտրված, ուստի յուրաքանչյուր թել պահպանում է իր բնական ձագարաձև տեսքը։ ISO 3632-ի I կատեգորիա՝ մոտ 250 գունավորող ուժով, իսկ փաթեթավորումից առաջ յուրաքանչյուր խմբաքանակ ստուգվում է խոնավության (10 %-ից ցածր) և օտար խառնուկների համար։ Առաքվում է 100 գ մեծածախ փաթեթներով՝ վերափաթեթավորողների համար, և 1 կգ վակուումային փաթեթներով, հիմնական գնորդներն են համեմունքների պրեմիում ապրանքանիշերն ու հրուշակագործները։',
        'رشته‌های نگین از خراسان جنوبی: کلاله‌های کاملاً قرمز که بلندتر از سرگل برش می‌خورند و هر رشته شکل طبیعی شیپوری خود را حفظ می‌کند. درجه ۱ استاندارد ISO 3632 با قدرت رنگ‌دهی حدود ۲۵۰؛ رطوبت (کمتر از ۱۰٪) و مواد خارجی هر محموله پیش از بسته‌بندی کنترل می‌شود. در بسته‌های فله ۱۰۰ گرمی برای بسته‌بندی‌کنندگان و کیسه‌های وکیوم ۱ کیلوگرمی عرضه می‌شود و خریداران اصلی آن برندهای ادویه ممتاز و قنادی‌ها هستند.',
      ),
      variations: [
        variation(
          { cut: NEGIN, grade: ISO_I, 'crop-year': Y2024, packaging: BULK_100G, origin: SOUTH },
          [NEGIN, ISO_I, BULK_100G],
          155,
          420,
          10,
        ),
        variation(
          { cut: NEGIN, grade: ISO_I, 'crop-year': Y2024, packaging: VAC_1KG, origin: SOUTH },
          [NEGIN, ISO_I, VAC_1KG],
          1460,
          55,
          1,
        ),
      ],
      reviews: [
        review(
          'reza-karimi',
          5,
          40,
          'برای مشتریان اروپایی‌مان دو کیلو نگین خریدیم و قدرت رنگ‌دهی در آزمایشگاه ۲۵۲ درآمد. کیسه‌های وکیوم کاملاً سالم رسیدند.',
        ),
        review(
          'anna-petrova',
          4,
          25,
          'Негин действительно длиннее и толще обычного Саргола, покупатели в Казани довольны. Доставка через Каспий в Астрахань заняла почти три недели — для пряностей это долго.',
        ),
      ],
      daysAgo: 60,
    },
    {
      key: 'saffron-negin-torbat',
      productType: 'saffron-negin',
      producer: TORBAT,
      name: t(
        'Negin Saffron, Torbat-e Heydarieh',
        'Шафран Негин из Торбете-Хейдарие',
        'Նեգին զաֆրան Թորբաթե Հեյդարիեից',
        'زعفران نگین تربت حیدریه',
      ),
      description: t(
        'Negin cut from the Torbat-e Heydarieh plain, the largest saffron-growing area in Iran, sold in 1 kg vacuum bags packed ten to a carton. The 2024 crop is Category I; the 2023 lot is sold out and stays listed for repeat orders. Moisture below 10%, no added color, and each bag has a hologram seal with its lot number.',
        'Негин с равнины Торбете-Хейдарие — крупнейшего района выращивания шафрана в Иране, в вакуумных пакетах по 1 кг, по 10 пакетов в коробке. Урожай 2024 года — категория I; партия 2023 года распродана и оставлена в каталоге для повторных заказов. Влажность ниже 10 %, без добавления красителей, каждый пакет с голографической пломбой и номером партии.',
        'Նեգին՝ Թորբաթե Հեյդարիեի հարթավայրից, որն Իրանում զաֆրանի մշակության ամենախոշոր շրջանն է, 1 կգ վակուումային փաթեթներով՝ 10-ական փաթեթ մեկ արկղում։ 2024 թ. բերքը I կատեգորիայի է, իսկ 2023 թ. խմբաքանակն այժմ սպառված է և թողնված է կատալոգում կրկնակի պատվերների համար։ Խոնավությունը 10 %-ից ցածր է, առանց ներկանյութերի, յուրաքանչյուր փաթեթ ունի հոլոգրամային կնիք՝ խմբաքանակի համարով։',
        'نگین دشت تربت حیدریه، بزرگ‌ترین منطقه کشت زعفران ایران، در کیسه‌های وکیوم ۱ کیلوگرمی و کارتن‌های ۱۰ عددی. محصول ۱۴۰۳ درجه ۱ است؛ محموله ۱۴۰۲ به فروش رفته و برای سفارش‌های تکراری در فهرست باقی مانده است. رطوبت کمتر از ۱۰٪، بدون رنگ افزوده، و هر کیسه دارای پلمب هولوگرام با شماره سری تولید است.',
      ),
      variations: [
        variation(
          { cut: NEGIN, grade: ISO_I, 'crop-year': Y2024, packaging: VAC_1KG, origin: RAZAVI },
          [NEGIN, Y2024, VAC_1KG],
          1450,
          140,
          2,
        ),
        variation(
          { cut: NEGIN, grade: ISO_I, 'crop-year': Y2023, packaging: VAC_1KG, origin: RAZAVI },
          [NEGIN, Y2023, VAC_1KG],
          1380,
          0,
          2,
        ),
      ],
      reviews: [],
      daysAgo: 300,
    },
    {
      key: 'saffron-pushal-gonabad',
      productType: 'saffron-pushal-bunch',
      producer: GONABAD,
      name: t(
        'Pushal Saffron, Gonabad',
        'Шафран Пушал из Гонабада',
        'Փուշալ զաֆրան Գոնաբադից',
        'زعفران پوشال گناباد',
      ),
      description: t(
        'Pushal keeps 2–3 mm of the yellow-orange style on each red stigma, which many buyers in the Gulf and Europe treat as proof that the saffron is genuine. This lot comes from Gonabad fields irrigated by the town’s ancient qanat and meets ISO 3632 Category II (coloring strength 190–200). Packed in 100 g pouches and 1 kg vacuum bags; good value for rice, sweets and tea blends.',
        'Пушал сохраняет на каждом красном рыльце 2–3 мм жёлто-оранжевого столбика — многие покупатели в странах Персидского залива и Европе считают это доказательством подлинности шафрана. Партия из Гонабада, где поля орошаются древним кяризом, соответствует категории II по ISO 3632 (красящая способность 190–200). Фасовка в пакеты по 100 г и вакуумные пакеты по 1 кг; выгодный вариант для плова, сладостей и чайных смесей.',
        'Փուշալը յուրաքանչյուր կարմիր թելի վրա պահպանում է դեղնանարնջագույն սյունիկի 2–3 մմ, ինչը Պարսից ծոցի երկրների և Եվրոպայի շատ գնորդներ համարում են զաֆրանի իսկության ապացույց։ Այս խմբաքանակը Գոնաբադի այն դաշտերից է, որոնք ոռոգվում են քաղաքի հնագույն ստորգետնյա ջրանցքով (կանատով), և համապատասխանում է ISO 3632-ի II կատեգորիային (գունավորող ուժը՝ 190–200)։ Փաթեթավորվում է 100 գ և 1 կգ վակուումային փաթեթներով և շահավետ է փլավի, քաղցրավենիքի ու թեյի խառնուրդների համար։',
        'پوشال روی هر کلاله قرمز ۲ تا ۳ میلی‌متر از خامه زرد و نارنجی را حفظ می‌کند و بسیاری از خریداران حوزه خلیج فارس و اروپا آن را نشانه اصالت زعفران می‌دانند. این محموله از مزارع گناباد است که با قنات باستانی شهر آبیاری می‌شوند و با درجه ۲ استاندارد ISO 3632 (قدرت رنگ‌دهی ۱۹۰ تا ۲۰۰) مطابقت دارد. در بسته‌های ۱۰۰ گرمی و کیسه‌های وکیوم ۱ کیلوگرمی عرضه می‌شود و برای پلو، شیرینی و ترکیبات چای انتخابی مقرون‌به‌صرفه است.',
      ),
      variations: [
        variation(
          { cut: PUSHAL, grade: ISO_II, 'crop-year': Y2024, packaging: BULK_100G, origin: RAZAVI },
          [PUSHAL, ISO_II, BULK_100G],
          102,
          380,
          10,
        ),
        variation(
          { cut: PUSHAL, grade: ISO_II, 'crop-year': Y2024, packaging: VAC_1KG, origin: RAZAVI },
          [PUSHAL, ISO_II, VAC_1KG],
          960,
          75,
          1,
        ),
      ],
      reviews: [
        review(
          'aigerim-nurlanova',
          4,
          60,
          'Берём Пушал для чайных смесей: цвет отдаёт хорошо, а жёлтые кончики убеждают покупателей в натуральности продукта. Цена разумная для категории II.',
        ),
        review(
          'armen-hakobyan',
          5,
          30,
          'Երկու կիլոգրամ վերցրինք Երևանի ռեստորանների համար, գույնն ու բույրը լիովին համապատասխանում էին նմուշին։ Բեռն Ագարակով հասավ ընդամենը չորս օրում։',
        ),
      ],
      daysAgo: 95,
    },
    {
      key: 'saffron-pushal-category-i',
      productType: 'saffron-pushal-bunch',
      producer: NOVIN,
      name: t(
        'Pushal Saffron, Category I, Short Style',
        'Шафран Пушал категории I, короткий столбик',
        'Փուշալ զաֆրան, I կատեգորիա, կարճ սյունիկով',
        'زعفران پوشال درجه ۱ با ریشه کوتاه',
      ),
      description: t(
        'A selected Pushal with the style trimmed to about 1 mm, so the threads are almost entirely red and reach ISO 3632 Category I (coloring strength above 210). Sourced from growers in Torbat-e Jam and Torbat-e Heydarieh and sorted in Mashhad under a HACCP plan. Available in 5 g tins and 1 kg vacuum bags.',
        'Отборный Пушал со столбиком, обрезанным примерно до 1 мм: нити почти полностью красные и соответствуют категории I по ISO 3632 (красящая способность выше 210). Сырьё от фермеров Торбете-Джама и Торбете-Хейдарие, сортировка в Мешхеде по системе HACCP. Поставляется в банках по 5 г и вакуумных пакетах по 1 кг.',
        'Ընտրովի Փուշալ, որի սյունիկը կտրված է մոտ 1 մմ երկարությամբ, ուստի թելերը գրեթե ամբողջովին կարմիր են և համապատասխանում են ISO 3632-ի I կատեգորիային (գունավորող ուժը՝ 210-ից բարձր)։ Հումքը Թորբաթե Ջամի և Թորբաթե Հեյդարիեի ֆերմերներից է, տեսակավորվում է Մաշհադում՝ HACCP համակարգով։ Առաջարկվում է 5 գ թիթեղյա տուփերով և 1 կգ վակուումային փաթեթներով։',
        'پوشال گزینش‌شده که ریشه آن تا حدود ۱ میلی‌متر کوتاه شده است، به‌طوری که رشته‌ها تقریباً کاملاً قرمزند و با درجه ۱ استاندارد ISO 3632 (قدرت رنگ‌دهی بالای ۲۱۰) مطابقت دارند. مواد اولیه از کشاورزان تربت جام و تربت حیدریه تأمین و در مشهد تحت سیستم HACCP جداسازی می‌شود. در قوطی‌های ۵ گرمی و کیسه‌های وکیوم ۱ کیلوگرمی عرضه می‌شود.',
      ),
      variations: [
        variation(
          { cut: PUSHAL, grade: ISO_I, 'crop-year': Y2024, packaging: TIN_5G, origin: RAZAVI },
          [PUSHAL, ISO_I, TIN_5G],
          42,
          700,
          50,
        ),
        variation(
          { cut: PUSHAL, grade: ISO_I, 'crop-year': Y2024, packaging: VAC_1KG, origin: RAZAVI },
          [PUSHAL, ISO_I, VAC_1KG],
          1040,
          40,
          1,
        ),
      ],
      reviews: [],
      daysAgo: 150,
    },
    {
      key: 'saffron-bunch-qaen',
      productType: 'saffron-pushal-bunch',
      producer: QAENAT,
      name: t(
        'Bunch Saffron (Dasteh), Qaen',
        'Шафран в пучках (Дасте) из Каена',
        'Փնջային զաֆրան (Դաստե), Ղայեն',
        'زعفران دسته قائنات',
      ),
      description: t(
        'Traditional bunch saffron: whole stigmas with their full style, laid in small bundles and tied with cotton thread, just as it leaves the farm. Because of the style, coloring strength is 170–185 (ISO 3632 Category II), but buyers who want to see untouched saffron value this form. From the 2024 Qaen harvest, in 100 g bulk pouches and 1 kg vacuum bags.',
        'Традиционный шафран в пучках: целые рыльца вместе со столбиком, уложенные небольшими пучками и перевязанные хлопковой нитью, — в том виде, в каком он выходит с фермы. Из-за столбика красящая способность 170–185 (категория II по ISO 3632), но такой шафран ценят покупатели, которым важно видеть необработанный продукт. Урожай 2024 года из Каена, пакеты по 100 г и вакуумные пакеты по 1 кг.',
        'Ավանդական փնջային զաֆրան՝ ամբողջական թելեր իրենց ողջ սյունիկով, դասավորված փոքր փնջերով և կապված բամբակյա թելով, ճիշտ այնպես, ինչպես դուրս է գալիս ֆերմայից։ Սյունիկի պատճառով գունավորող ուժը 170–185 է (ISO 3632-ի II կատեգորիա), սակայն այս տեսքը գնահատում են այն գնորդները, ովքեր ուզում են տեսնել չմշակված զաֆրան։ Ղայենի 2024 թ. բերք՝ 100 գ մեծածախ և 1 կգ վակուումային փաթեթներով։',
        'زعفران دسته سنتی: کلاله‌های کامل همراه با تمام خامه که به‌صورت دسته‌های کوچک چیده و با نخ پنبه‌ای بسته می‌شوند، درست همان‌طور که از مزرعه می‌آید. به دلیل وجود خامه، قدرت رنگ‌دهی ۱۷۰ تا ۱۸۵ (درجه ۲ استاندارد ISO 3632) است، اما خریدارانی که می‌خواهند زعفران دست‌نخورده ببینند این شکل را می‌پسندند. برداشت ۱۴۰۳ قائنات، در بسته‌های فله ۱۰۰ گرمی و کیسه‌های وکیوم ۱ کیلوگرمی.',
      ),
      variations: [
        variation(
          { cut: BUNCH, grade: ISO_II, 'crop-year': Y2024, packaging: BULK_100G, origin: SOUTH },
          [BUNCH, ISO_II, BULK_100G],
          95,
          260,
          10,
        ),
        variation(
          { cut: BUNCH, grade: ISO_II, 'crop-year': Y2024, packaging: VAC_1KG, origin: SOUTH },
          [BUNCH, ISO_II, VAC_1KG],
          860,
          30,
          1,
        ),
      ],
      reviews: [
        review(
          'reza-karimi',
          3,
          120,
          'دسته‌ها مرتب بودند و ظاهرشان برای بازار عمان مناسب بود، ولی در یکی از کیسه‌ها تعدادی رشته شکسته و خرد شده دیدیم. قیمت منصفانه است اما کنترل کیفیت باید دقیق‌تر شود.',
        ),
      ],
      daysAgo: 240,
    },
    {
      key: 'saffron-bunch-economy',
      productType: 'saffron-pushal-bunch',
      producer: TORBAT,
      name: t(
        'Bunch Saffron, 2023 Crop, Economy',
        'Шафран в пучках урожая 2023 года, эконом',
        'Փնջային զաֆրան, 2023 թ. բերք, էկոնոմ',
        'زعفران دسته اقتصادی برداشت ۱۴۰۲',
      ),
      description: t(
        'Bunch saffron from the 2023 Torbat-e Heydarieh crop, graded ISO 3632 Category III (coloring strength about 150) after a year in cold storage. Intended for industrial extraction, sauces and food service, where the price per kilo matters more than appearance. Sold in 1 kg vacuum bags with a minimum order of 5 kg; lab report on request.',
        'Шафран в пучках урожая 2023 года из Торбете-Хейдарие; после года хранения в холодильной камере — категория III по ISO 3632 (красящая способность около 150). Предназначен для промышленной экстракции, соусов и общепита, где цена за килограмм важнее внешнего вида. Продаётся в вакуумных пакетах по 1 кг, минимальный заказ — 5 кг; протокол испытаний по запросу.',
        'Փնջային զաֆրան Թորբաթե Հեյդարիեի 2023 թ. բերքից, որը սառնարանային պահեստում մեկ տարի մնալուց հետո դասակարգված է ISO 3632-ի III կատեգորիայով (գունավորող ուժը՝ մոտ 150)։ Նախատեսված է արդյունաբերական էքստրակցիայի, սոուսների և հանրային սննդի համար, որտեղ մեկ կիլոգրամի գինն ավելի կարևոր է, քան արտաքին տեսքը։ Վաճառվում է 1 կգ վակուումային փաթեթներով, նվազագույն պատվերը՝ 5 կգ, լաբորատոր արձանագրությունը՝ ըստ պահանջի։',
        'زعفران دسته برداشت ۱۴۰۲ تربت حیدریه که پس از یک سال نگه‌داری در سردخانه، درجه ۳ استاندارد ISO 3632 (قدرت رنگ‌دهی حدود ۱۵۰) گرفته است. مناسب عصاره‌گیری صنعتی، سس‌ها و رستوران‌هاست، جایی که قیمت هر کیلو مهم‌تر از ظاهر است. در کیسه‌های وکیوم ۱ کیلوگرمی با حداقل سفارش ۵ کیلوگرم فروخته می‌شود؛ گزارش آزمایشگاه در صورت درخواست ارائه می‌شود.',
      ),
      variations: [
        variation(
          { cut: BUNCH, grade: ISO_III, 'crop-year': Y2023, packaging: VAC_1KG, origin: RAZAVI },
          [BUNCH, ISO_III, VAC_1KG],
          720,
          22,
          5,
        ),
      ],
      reviews: [],
      daysAgo: 330,
    },
    {
      key: 'saffron-ground-pure',
      productType: 'saffron-ground',
      producer: GOLESTAN,
      name: t('Pure Ground Saffron', 'Чистый молотый шафран', 'Մաքուր աղացած զաֆրան', 'پودر زعفران خالص'),
      description: t(
        'Powder milled at low temperature from 2024 Sargol threads only, with no style, safflower or other fillers. Meets ISO 3632 Category I for powder: coloring strength above 220 and moisture below 10%. Ground saffron dissolves quickly and is easy to dose, which suits dairy, bakery and ready-meal producers; supplied in 1 g tins, 100 g pouches and 1 kg vacuum bags.',
        'Порошок, смолотый при низкой температуре только из нитей Саргол урожая 2024 года — без столбиков, сафлора и других наполнителей. Соответствует категории I по ISO 3632 для порошка: красящая способность выше 220, влажность ниже 10 %. Молотый шафран быстро растворяется и легко дозируется, поэтому подходит производителям молочной продукции, выпечки и готовых блюд; фасовка в банки по 1 г, пакеты по 100 г и вакуумные пакеты по 1 кг.',
        'Փոշի՝ ցածր ջերմաստիճանում աղացած միայն 2024 թ. բերքի Սարգոլ թելերից, առանց սյունիկի, սաֆլորի կամ այլ լցանյութերի։ Համապատասխանում է փոշու համար ISO 3632-ի I կատեգորիային՝ գունավորող ուժը 220-ից բարձր, խոնավությունը՝ 10 %-ից ցածր։ Աղացած զաֆրանն արագ է լուծվում և հեշտ է չափաբաժնավորվում, ուստի հարմար է կաթնամթերքի, հացաթխման և պատրաստի կերակուրների արտադրողների համար՝ 1 գ տուփերով, 100 գ փաթեթներով և 1 կգ վակուումային փաթեթներով։',
        'پودری که در دمای پایین فقط از رشته‌های سرگل برداشت ۱۴۰۳ آسیاب شده است، بدون خامه، گلرنگ یا هر پرکننده دیگر. با درجه ۱ استاندارد ISO 3632 برای پودر مطابقت دارد: قدرت رنگ‌دهی بالای ۲۲۰ و رطوبت کمتر از ۱۰٪. پودر زعفران سریع حل می‌شود و اندازه‌گیری آن آسان است، بنابراین برای تولیدکنندگان لبنیات، نان و شیرینی و غذاهای آماده مناسب است؛ در قوطی ۱ گرمی، بسته ۱۰۰ گرمی و کیسه وکیوم ۱ کیلوگرمی عرضه می‌شود.',
      ),
      variations: [
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: TIN_1G, origin: RAZAVI },
          [ISO_I, TIN_1G],
          10.8,
          3000,
          300,
        ),
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: BULK_100G, origin: RAZAVI },
          [ISO_I, BULK_100G],
          140,
          310,
          10,
        ),
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: VAC_1KG, origin: RAZAVI },
          [ISO_I, VAC_1KG],
          1280,
          25,
          1,
        ),
      ],
      reviews: [
        review(
          'james-whitaker',
          4,
          18,
          'Clean powder with no clumping, and the color release in our saffron buns is excellent. I would prefer a resealable 100 g pouch to the heat-sealed one.',
        ),
        review(
          'giorgi-beridze',
          2,
          10,
          'The 1 kg bag reached Tbilisi with the outer carton crushed and the vacuum lost, so part of the powder had taken on moisture. The supplier offered a 10% credit, but the packing for overland transport needs to be better.',
        ),
      ],
      daysAgo: 30,
    },
    {
      key: 'saffron-ground-food-industry',
      productType: 'saffron-ground',
      producer: NOVIN,
      name: t(
        'Ground Saffron for Food Industry',
        'Молотый шафран для пищевой промышленности',
        'Աղացած զաֆրան սննդի արդյունաբերության համար',
        'پودر زعفران صنعتی',
      ),
      description: t(
        'Ground from Pushal and Sargol blends to a consistent ISO 3632 Category II specification (coloring strength 175–195), for sauces, rice mixes, sausages and beverages. Each 1 kg vacuum bag is tested for coloring strength and screened for synthetic dyes, with the results on the certificate of analysis. The 2023 lot is offered at a discount while stock lasts.',
        'Молотый шафран из смеси Пушала и Саргола со стабильной спецификацией категории II по ISO 3632 (красящая способность 175–195) — для соусов, рисовых смесей, колбас и напитков. Каждый вакуумный пакет по 1 кг проверяется на красящую способность и отсутствие синтетических красителей, результаты указаны в сертификате анализа. Партия урожая 2023 года предлагается со скидкой до конца остатков.',
        'Աղացած զաֆրան Փուշալի և Սարգոլի խառնուրդից՝ ISO 3632-ի II կատեգորիայի կայուն բնութագրով (գունավորող ուժը՝ 175–195), սոուսների, բրնձային խառնուրդների, երշիկեղենի և ըմպելիքների համար։ Յուրաքանչյուր 1 կգ վակուումային փաթեթ ստուգվում է գունավորող ուժի և սինթետիկ ներկանյութերի բացակայության համար, արդյունքները նշվում են անալիզի հավաստագրում։ 2023 թ. խմբաքանակն առաջարկվում է զեղչով՝ մինչև պաշարի սպառումը։',
        'پودر حاصل از ترکیب پوشال و سرگل با مشخصات ثابت درجه ۲ استاندارد ISO 3632 (قدرت رنگ‌دهی ۱۷۵ تا ۱۹۵)، برای سس‌ها، ترکیبات برنج، فرآورده‌های گوشتی و نوشیدنی‌ها. هر کیسه وکیوم ۱ کیلوگرمی از نظر قدرت رنگ‌دهی و نبود رنگ‌های مصنوعی آزمایش می‌شود و نتایج در برگه آنالیز درج می‌شود. محموله برداشت ۱۴۰۲ تا پایان موجودی با تخفیف عرضه می‌شود.',
      ),
      variations: [
        variation(
          { grade: ISO_II, 'crop-year': Y2024, packaging: VAC_1KG, origin: RAZAVI },
          [ISO_II, Y2024, VAC_1KG],
          1020,
          90,
          2,
        ),
        variation(
          { grade: ISO_II, 'crop-year': Y2023, packaging: VAC_1KG, origin: RAZAVI },
          [ISO_II, Y2023, VAC_1KG],
          940,
          14,
          2,
        ),
      ],
      reviews: [
        review(
          'anna-petrova',
          5,
          100,
          'Используем в производстве соусов: цвет от партии к партии одинаковый, сертификат анализа приходит вместе с грузом. Третья поставка за полгода — претензий нет.',
        ),
      ],
      daysAgo: 180,
    },
    {
      key: 'saffron-ground-gonabad',
      productType: 'saffron-ground',
      producer: GONABAD,
      name: t(
        'Gonabad Ground Saffron',
        'Молотый шафран из Гонабада',
        'Գոնաբադի աղացած զաֆրան',
        'پودر زعفران گناباد',
      ),
      description: t(
        'Ground saffron milled in small batches from Gonabad Sargol harvested in autumn 2024 and sieved to a fine, even powder. Category I under ISO 3632, packed in 1 g and 5 g tins with an inner sachet that keeps out light and humidity. A convenient retail format for spice shops and delicatessens; shelf life 18 months.',
        'Молотый шафран, смолотый небольшими партиями из гонабадского Саргола урожая осени 2024 года и просеянный до тонкого однородного порошка. Категория I по ISO 3632, фасовка в банки по 1 и 5 г с внутренним саше, защищающим от света и влаги. Удобный розничный формат для магазинов специй и деликатесов; срок хранения 18 месяцев.',
        'Փոքր խմբաքանակներով աղացած զաֆրան Գոնաբադի 2024 թ. աշնան բերքի Սարգոլից, մաղված մինչև նուրբ ու համասեռ փոշի։ ISO 3632-ի I կատեգորիա, փաթեթավորված 1 և 5 գ թիթեղյա տուփերում՝ ներքին փաթեթիկով, որը պաշտպանում է լույսից և խոնավությունից։ Հարմար մանրածախ ձևաչափ համեմունքների և նրբախորտիկների խանութների համար, պիտանիության ժամկետը՝ 18 ամիս։',
        'پودر زعفرانی که در مقیاس کوچک از سرگل گناباد برداشت پاییز ۱۴۰۳ آسیاب و تا حد پودری نرم و یکدست الک شده است. درجه ۱ استاندارد ISO 3632، در قوطی‌های ۱ و ۵ گرمی با ساشه داخلی که از نور و رطوبت محافظت می‌کند. بسته‌بندی مناسب خرده‌فروشی برای عطاری‌ها و فروشگاه‌های اغذیه ممتاز؛ ماندگاری ۱۸ ماه.',
      ),
      variations: [
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: TIN_1G, origin: RAZAVI },
          [ISO_I, TIN_1G],
          10.25,
          1500,
          200,
        ),
        variation(
          { grade: ISO_I, 'crop-year': Y2024, packaging: TIN_5G, origin: RAZAVI },
          [ISO_I, TIN_5G],
          46,
          0,
          50,
        ),
      ],
      reviews: [],
      daysAgo: 3,
    },
  ],
}
