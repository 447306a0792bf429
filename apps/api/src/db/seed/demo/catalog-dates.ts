import { attribute, review, t, value, variation } from './builders.ts'
import type { DemoAttributeValue, DemoCategory } from './types.ts'

const MAZAFATI = value('mazafati', 'Mazafati', 'Мазафати', 'Մազաֆաթի', 'مضافتی')
const PIAROM = value('piarom', 'Piarom', 'Пиаром', 'Փիառոմ', 'پیارم')
const ZAHEDI = value('zahedi', 'Zahedi', 'Захеди', 'Զահեդի', 'زاهدی')
const SAYER = value('sayer', 'Sayer (Stamaran)', 'Сайер (Стамаран)', 'Սայեր (Ստամարան)', 'استعمران (سایر)')
const RABBI = value('rabbi', 'Rabbi', 'Рабби', 'Ռաբբի', 'ربی')

const GRADE_A = value('grade-a', 'Grade A', 'Класс A', 'A կարգ', 'درجه یک')
const GRADE_B = value('grade-b', 'Grade B', 'Класс B', 'B կարգ', 'درجه دو')
const INDUSTRIAL = value(
  'industrial',
  'Industrial grade',
  'Промышленный сорт',
  'Արդյունաբերական կարգ',
  'صنعتی',
)
const gradeName = t('Grade', 'Класс качества', 'Կարգ', 'درجه')

const SOFT = value('soft', 'Soft', 'Мягкие', 'Փափուկ', 'تر')
const SEMI_DRY = value('semi-dry', 'Semi-dry', 'Полусухие', 'Կիսաչոր', 'نیمه‌خشک')
const DRY = value('dry', 'Dry', 'Сухие', 'Չոր', 'خشک')

const WHOLE = value('whole', 'Whole, with pit', 'Целые, с косточкой', 'Ամբողջական, կորիզով', 'با هسته')
const PITTED = value('pitted', 'Pitted', 'Без косточки', 'Առանց կորիզի', 'بدون هسته')

const BOX_600G = value('box-600g', '600 g box', 'Коробка 600 г', '600 գ տուփ', 'جعبه ۶۰۰ گرمی')
const CARTON_5KG = value(
  'carton-5kg',
  '5 kg carton',
  'Гофрокороб 5 кг',
  '5 կգ ստվարաթղթե արկղ',
  'کارتن ۵ کیلوگرمی',
)
const CARTON_10KG = value(
  'carton-10kg',
  '10 kg carton',
  'Гофрокороб 10 кг',
  '10 կգ ստվարաթղթե արկղ',
  'کارتن ۱۰ کیلوگرمی',
)
const packagingName = t('Packaging', 'Упаковка', 'Փաթեթավորում', 'بسته‌بندی')

// Dates, raisins, figs and apricots are harvested from June to October, barberries in October–November:
// the Iranian 1402 harvest is 2023, 1403 is 2024.
const Y2023 = value('2023', '2023 crop', 'Урожай 2023', '2023 թ. բերք', 'محصول ۱۴۰۲')
const Y2024 = value('2024', '2024 crop', 'Урожай 2024', '2024 թ. բերք', 'محصول ۱۴۰۳')
const cropYear = attribute('crop-year', t('Crop year', 'Год урожая', 'Բերքի տարի', 'سال برداشت'), [
  Y2023,
  Y2024,
])

const GOLDEN = value('golden', 'Golden', 'Золотистый', 'Ոսկեգույն', 'طلایی')
const SULTANA = value('sultana', 'Sultana', 'Султана', 'Սուլթանա', 'سلطانی (تیزابی)')
const SUN_DRIED = value(
  'sun-dried',
  'Natural sun-dried',
  'Натуральной солнечной сушки',
  'Բնական, արևի տակ չորացված',
  'آفتابی',
)
const GREEN = value(
  'green',
  'Green long (shade-dried)',
  'Зелёный длинный (теневой сушки)',
  'Կանաչ երկարավուն (ստվերում չորացված)',
  'سبز دراز (سایه‌خشک)',
)

const MALAYER = value('malayer', 'Malayer, Hamedan', 'Малайер, Хамадан', 'Մալայեր, Համադան', 'ملایر، همدان')
const TAKESTAN = value(
  'takestan',
  'Takestan, Qazvin',
  'Такестан, Казвин',
  'Թաքեստան, Ղազվին',
  'تاکستان، قزوین',
)
const KASHMAR = value(
  'kashmar',
  'Kashmar, Khorasan Razavi',
  'Кашмар, Хорасан-Резави',
  'Քաշմար, Խորասան Ռազավի',
  'کاشمر، خراسان رضوی',
)

const F80_100 = value('80-100', '80–100 per kg', '80–100 шт./кг', '80–100 հատ/կգ', '۸۰ تا ۱۰۰ عدد در کیلو')
const F100_120 = value(
  '100-120',
  '100–120 per kg',
  '100–120 шт./кг',
  '100–120 հատ/կգ',
  '۱۰۰ تا ۱۲۰ عدد در کیلو',
)
const F120_140 = value(
  '120-140',
  '120–140 per kg',
  '120–140 шт./кг',
  '120–140 հատ/կգ',
  '۱۲۰ تا ۱۴۰ عدد در کیلو',
)

const QAYSI = value(
  'qaysi',
  'Whole pitted (Qaysi)',
  'Кайса (целые без косточки)',
  'Ամբողջական՝ առանց կորիզի (Ղայսի)',
  'قیسی',
)
const HALVES = value('halves', 'Halves', 'Курага (половинки)', 'Կեսեր', 'برگه')
const SULFURED = value(
  'sulfured',
  'Sulfured (bright orange)',
  'С обработкой SO2',
  'Ծծմբացված (վառ նարնջագույն)',
  'گوگردی (نارنجی روشن)',
)
const UNSULFURED = value(
  'unsulfured',
  'Unsulfured (natural brown)',
  'Без обработки SO2',
  'Առանց ծծմբի (բնական շագանակագույն)',
  'بدون گوگرد (قهوه‌ای طبیعی)',
)

const POFAKI = value('pofaki', 'Pofaki (puffy)', 'Пофаки (пышный)', 'Փոֆաքի (փափկավուն)', 'پفکی')
const ANARI = value('anari', 'Anari (pomegranate-red)', 'Анари (гранатовый)', 'Անարի (նռնագույն)', 'اناری')
const SHADE = value('shade-dried', 'Shade-dried', 'Теневой сушки', 'Ստվերում չորացված', 'سایه‌خشک')
const SUN = value('sun-dried', 'Sun-dried', 'Солнечной сушки', 'Արևի տակ չորացված', 'آفتاب‌خشک')

const BAM = 'Bam Date Export Co.'
const HORMOZ = 'Hormoz Palm Trading'
const ARVAND = 'Arvand Date Company'
const MALAYER_TAK = 'Malayer Tak Raisin Co.'
const PARSIAN = 'Parsian Dried Fruit Export'

/** The attribute values every date variation shares within one product. */
const date = (variety: DemoAttributeValue, moisture: DemoAttributeValue, form: DemoAttributeValue) => ({
  variety,
  moisture,
  form,
})

export const datesCategory: DemoCategory = {
  key: 'dates-dried-fruit',
  name: t('Dates & Dried Fruit', 'Финики и сухофрукты', 'Արմավ և չրեր', 'خرما و میوه خشک'),
  productTypes: [
    {
      key: 'dates',
      name: t('Dates', 'Финики', 'Արմավ', 'خرما'),
      art: 'dates',
      attributes: [
        attribute('variety', t('Variety', 'Сорт', 'Սորտ', 'رقم'), [MAZAFATI, PIAROM, ZAHEDI, SAYER, RABBI]),
        attribute('grade', gradeName, [GRADE_A, GRADE_B, INDUSTRIAL]),
        attribute('moisture', t('Moisture class', 'Тип по влажности', 'Խոնավության տեսակ', 'نوع رطوبت'), [
          SOFT,
          SEMI_DRY,
          DRY,
        ]),
        attribute('form', t('Form', 'Вид', 'Տեսք', 'شکل'), [WHOLE, PITTED]),
        attribute('packaging', packagingName, [BOX_600G, CARTON_5KG, CARTON_10KG]),
        cropYear,
      ],
    },
    {
      key: 'raisins',
      name: t('Raisins', 'Изюм', 'Չամիչ', 'کشمش'),
      art: 'dried-fruit',
      attributes: [
        attribute('variety', t('Type', 'Тип', 'Տեսակ', 'نوع'), [GOLDEN, SULTANA, SUN_DRIED, GREEN]),
        attribute('origin', t('Origin', 'Происхождение', 'Ծագում', 'مبدأ'), [MALAYER, TAKESTAN, KASHMAR]),
        attribute('grade', gradeName, [GRADE_A, GRADE_B]),
        attribute('packaging', packagingName, [CARTON_5KG, CARTON_10KG]),
        cropYear,
      ],
    },
    {
      key: 'dried-figs',
      name: t('Dried figs', 'Сушёный инжир', 'Չորացված թուզ', 'انجیر خشک'),
      art: 'dried-fruit',
      attributes: [
        attribute(
          'size',
          t('Size (figs per kg)', 'Калибр (шт. на кг)', 'Չափս (հատ մեկ կգ-ում)', 'سایز (تعداد در کیلو)'),
          [F80_100, F100_120, F120_140],
        ),
        attribute('grade', gradeName, [GRADE_A, GRADE_B, INDUSTRIAL]),
        attribute('packaging', packagingName, [CARTON_5KG, CARTON_10KG]),
        cropYear,
      ],
    },
    {
      key: 'dried-apricots',
      name: t('Dried apricots', 'Сушёные абрикосы', 'Ծիրանի չիր', 'زردآلوی خشک'),
      art: 'dried-fruit',
      attributes: [
        attribute('form', t('Form', 'Вид', 'Տեսք', 'شکل'), [QAYSI, HALVES]),
        attribute('treatment', t('Treatment', 'Обработка', 'Մշակում', 'فرآوری'), [SULFURED, UNSULFURED]),
        attribute('packaging', packagingName, [CARTON_5KG, CARTON_10KG]),
        cropYear,
      ],
    },
    {
      key: 'barberries',
      name: t('Barberries', 'Барбарис', 'Ծորենի', 'زرشک'),
      art: 'dried-fruit',
      attributes: [
        attribute('variety', t('Type', 'Тип', 'Տեսակ', 'نوع'), [POFAKI, ANARI]),
        attribute('drying', t('Drying', 'Сушка', 'Չորացում', 'روش خشک کردن'), [SHADE, SUN]),
        attribute('packaging', packagingName, [CARTON_5KG, CARTON_10KG]),
        cropYear,
      ],
    },
  ],
  products: [
    {
      key: 'dates-mazafati-bam-premium',
      productType: 'dates',
      producer: BAM,
      name: t(
        'Mazafati Dates, Bam, Premium',
        'Финики Мазафати из Бама, премиум',
        'Մազաֆաթի արմավ Բամից, պրեմիում',
        'خرمای مضافتی بم ممتاز',
      ),
      description: t(
        'Mazafati is Iran’s classic soft date: dark brown to almost black, thin-skinned, fleshy and very sweet, grown around Bam in Kerman province. The 2024 crop is hand-sorted into Grade A (large, even fruit with intact skin) and Grade B, washed and packed in 600 g windowed boxes (12 to a master carton) or 5 kg cartons. As a soft date it needs a cold chain at 0–5 °C and keeps 12 months refrigerated; ISO 22000, HACCP and Halal certified.',
        'Мазафати — классический иранский мягкий финик: от тёмно-коричневого до почти чёрного, с тонкой кожицей, мясистый и очень сладкий, выращивается в районе Бама (провинция Керман). Урожай 2024 года вручную сортируется на класс A (крупные ровные плоды с целой кожицей) и класс B, моется и фасуется в коробки по 600 г с окошком (по 12 в транспортном коробе) или гофрокороба по 5 кг. Как мягкий сорт, требует холодовой цепи 0–5 °C и хранится 12 месяцев в холодильнике; сертификаты ISO 22000, HACCP и Халяль.',
        'Մազաֆաթին Իրանի դասական փափուկ արմավն է՝ մուգ շագանակագույնից գրեթե սև, բարակ կեղևով, մսալի և շատ քաղցր, աճեցվում է Քերմանի նահանգի Բամի շրջանում։ 2024 թ. բերքը ձեռքով տեսակավորվում է A կարգի (խոշոր, համաչափ պտուղներ՝ անվնաս կեղևով) և B կարգի, լվացվում և փաթեթավորվում է պատուհանիկով 600 գ տուփերում (12 տուփ մեկ արկղում) կամ 5 կգ ստվարաթղթե արկղերում։ Որպես փափուկ սորտ՝ պահանջում է 0–5 °C սառը շղթա և սառնարանում պահպանվում է 12 ամիս, ունի ISO 22000, HACCP և Հալալ հավաստագրեր։',
        'مضافتی خرمای نرم و کلاسیک ایران است: قهوه‌ای تیره تا تقریباً سیاه، با پوست نازک، گوشتی و بسیار شیرین، که در منطقه بم استان کرمان کشت می‌شود. محصول ۱۴۰۳ با دست به درجه یک (میوه درشت و یکدست با پوست سالم) و درجه دو تقسیم، شسته و در جعبه‌های ۶۰۰ گرمی پنجره‌دار (۱۲ جعبه در هر کارتن) یا کارتن‌های ۵ کیلوگرمی بسته‌بندی می‌شود. این خرما به‌دلیل بافت نرم به زنجیره سرد ۰ تا ۵ درجه نیاز دارد و در یخچال ۱۲ ماه ماندگار است؛ دارای گواهی ISO 22000، HACCP و حلال.',
      ),
      variations: [
        variation(
          { ...date(MAZAFATI, SOFT, WHOLE), grade: GRADE_A, packaging: BOX_600G, 'crop-year': Y2024 },
          [GRADE_A, BOX_600G],
          1.55,
          4800,
          1200,
        ),
        variation(
          { ...date(MAZAFATI, SOFT, WHOLE), grade: GRADE_A, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_5KG],
          12,
          2600,
          100,
        ),
        variation(
          { ...date(MAZAFATI, SOFT, WHOLE), grade: GRADE_B, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [GRADE_B, CARTON_5KG],
          9.5,
          1400,
          100,
        ),
      ],
      reviews: [
        review(
          'anna-petrova',
          5,
          15,
          'Мазафати класса A — крупные, влажные, без слипшихся комков. Рефрижератор через Верхний Ларс держал +2 °C всю дорогу, коробки по 600 г сразу ушли в сети.',
        ),
        review(
          'armen-hakobyan',
          4,
          10,
          'Արմավը թարմ էր և քաղցր, 600 գ տուփերը՝ գեղեցիկ։ Մեկ պալետի վրա մի քանի տուփի թաղանթ պատռված էր, բայց մատակարարը փոխհատուցեց։',
        ),
        review(
          'aigerim-nurlanova',
          5,
          5,
          'Вторая поставка за месяц, качество стабильное. Гофрокороба по 5 кг удобны для весовой торговли на рынках Алматы.',
        ),
      ],
      daysAgo: 25,
    },
    {
      key: 'dates-mazafati-10kg',
      productType: 'dates',
      producer: BAM,
      name: t(
        'Mazafati Dates in 10 kg Cartons',
        'Финики Мазафати в гофрокоробах по 10 кг',
        'Մազաֆաթի արմավ 10 կգ արկղերով',
        'خرمای مضافتی کارتن ۱۰ کیلوگرمی',
      ),
      description: t(
        'Mazafati from Bam and Jiroft for wholesale markets and repackers, laid in layers in 10 kg cartons with a polyethylene liner. Grade A is even in size and unbroken; Grade B allows some size variation and loose skin at a lower price. Ships in reefer trucks at 0–4 °C via Meghri or Upper Lars; the 2024 crop keeps up to 12 months in cold storage.',
        'Мазафати из Бама и Джирофта для оптовых рынков и фасовщиков, уложенные слоями в гофрокороба по 10 кг с полиэтиленовым вкладышем. Класс A — ровный калибр и целые плоды; класс B допускает небольшой разброс размеров и частичное отслоение кожицы по более низкой цене. Отправка в рефрижераторах при 0–4 °C через Мегри или Верхний Ларс; урожай 2024 года хранится до 12 месяцев в холодильной камере.',
        'Մազաֆաթի Բամից և Ջիրոֆթից՝ մեծածախ շուկաների և վերափաթեթավորողների համար, շերտերով դասավորված 10 կգ ստվարաթղթե արկղերում՝ պոլիէթիլենային ներդիրով։ A կարգը համաչափ չափսի և ամբողջական պտուղներով է, իսկ B կարգը թույլ է տալիս չափսերի փոքր տարբերություն և կեղևի մասնակի անջատում՝ ավելի ցածր գնով։ Առաքվում է սառնարանային բեռնատարներով 0–4 °C ջերմաստիճանում՝ Մեղրիով կամ Վերին Լարսով, իսկ 2024 թ. բերքը սառնարանային պահեստում պահպանվում է մինչև 12 ամիս։',
        'مضافتی بم و جیرفت برای بازارهای عمده‌فروشی و بسته‌بندی‌کنندگان، به‌صورت لایه‌ای در کارتن‌های ۱۰ کیلوگرمی با آستر پلی‌اتیلن. درجه یک سایز یکدست و میوه سالم دارد و درجه دو با قیمت کمتر، کمی اختلاف سایز و جدا شدن پوست را در بر می‌گیرد. با کامیون یخچال‌دار در دمای ۰ تا ۴ درجه از مرز نوردوز به ارمنستان یا از گذرگاه لارس به روسیه ارسال می‌شود؛ محصول ۱۴۰۳ تا ۱۲ ماه در سردخانه ماندگار است.',
      ),
      variations: [
        variation(
          { ...date(MAZAFATI, SOFT, WHOLE), grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_10KG],
          22.5,
          1800,
          100,
        ),
        variation(
          { ...date(MAZAFATI, SOFT, WHOLE), grade: GRADE_B, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_B, CARTON_10KG],
          17,
          950,
          100,
        ),
      ],
      reviews: [
        review(
          'giorgi-beridze',
          3,
          70,
          'The dates were fine on arrival in Tbilisi, but several cartons from the top row showed sugaring, probably from temperature swings before loading. The supplier now puts a data logger in every truck.',
        ),
      ],
      daysAgo: 140,
    },
    {
      key: 'dates-piarom',
      productType: 'dates',
      producer: HORMOZ,
      name: t('Piarom Dates', 'Финики Пиаром', 'Փիառոմ արմավ', 'خرمای پیارم'),
      description: t(
        'Piarom, also called Maryami, is a semi-dry date from Hajiabad in Hormozgan: long, chocolate-brown, thin-skinned and caramel-flavored, and one of the most valued Iranian varieties. At about 15% moisture it can travel without a reefer in the cool season and keeps up to 18 months in a cool, dry store. 2024 crop in 600 g gift boxes and 5 kg and 10 kg cartons; in demand for premium retail and gift assortments.',
        'Пиаром, он же Марьями, — полусухой финик из Хаджиабада (провинция Хормозган): длинный, шоколадно-коричневый, с тонкой кожицей и карамельным вкусом, один из самых ценных иранских сортов. При влажности около 15 % в прохладный сезон может перевозиться без рефрижератора и хранится до 18 месяцев на прохладном сухом складе. Урожай 2024 года в подарочных коробках по 600 г и гофрокоробах по 5 и 10 кг; востребован в премиальной рознице и подарочных наборах.',
        'Փիառոմը, որը կոչվում է նաև Մարյամի, կիսաչոր արմավ է Հորմոզգանի նահանգի Հաջիաբադից՝ երկար, շոկոլադագույն, բարակ կեղևով և կարամելային համով, Իրանի ամենաթանկարժեք սորտերից մեկը։ Մոտ 15 % խոնավության շնորհիվ զով եղանակին կարող է տեղափոխվել առանց սառնարանային բեռնատարի և զով, չոր պահեստում պահպանվում է մինչև 18 ամիս։ 2024 թ. բերք՝ 600 գ նվերի տուփերով, 5 և 10 կգ արկղերով, պահանջված է պրեմիում մանրածախ առևտրում և նվերների հավաքածուներում։',
        'پیارم یا مریمی، خرمای نیمه‌خشک حاجی‌آباد هرمزگان است: کشیده، قهوه‌ای شکلاتی، با پوست نازک و طعم کاراملی، و از باارزش‌ترین ارقام خرمای ایران. با رطوبت حدود ۱۵٪ در فصل سرد بدون کامیون یخچال‌دار قابل حمل است و در انبار خنک و خشک تا ۱۸ ماه ماندگاری دارد. محصول ۱۴۰۳ در جعبه‌های کادویی ۶۰۰ گرمی و کارتن‌های ۵ و ۱۰ کیلوگرمی؛ پرطرفدار در فروشگاه‌های لوکس و سبدهای هدیه.',
      ),
      variations: [
        variation(
          { ...date(PIAROM, SEMI_DRY, WHOLE), grade: GRADE_A, packaging: BOX_600G, 'crop-year': Y2024 },
          [GRADE_A, BOX_600G],
          3.6,
          2200,
          600,
        ),
        variation(
          { ...date(PIAROM, SEMI_DRY, WHOLE), grade: GRADE_A, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_5KG],
          27.5,
          900,
          50,
        ),
        variation(
          { ...date(PIAROM, SEMI_DRY, WHOLE), grade: GRADE_B, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_B, CARTON_10KG],
          44,
          420,
          50,
        ),
      ],
      reviews: [
        review(
          'james-whitaker',
          5,
          30,
          'Piarom sells itself once customers taste it: long, even fruit with no sugaring. The 600 g boxes were well printed and arrived in perfect condition.',
        ),
        review(
          'reza-karimi',
          4,
          22,
          'کیفیت پیارم عالی بود و با نمونه تطابق داشت. ای کاش جعبه‌های ۶۰۰ گرمی برچسب عربی هم داشتند تا برای بازار خلیج فارس برچسب‌زنی دوباره لازم نباشد.',
        ),
      ],
      daysAgo: 60,
    },
    {
      key: 'dates-zahedi',
      productType: 'dates',
      producer: ARVAND,
      name: t('Zahedi Dates', 'Финики Захеди', 'Զահեդի արմավ', 'خرمای زاهدی'),
      description: t(
        'Zahedi is a dry date with golden-yellow skin, firm texture and a mild, nutty sweetness, grown in Bushehr, Fars and Khuzestan. Moisture around 14% gives it a shelf life of up to 24 months without refrigeration, which makes it the standard raw material for date syrup, date paste and bakery. Grade A and industrial grade in 10 kg cartons; the 2023 Grade A lot is sold out.',
        'Захеди — сухой финик с золотисто-жёлтой кожицей, плотной текстурой и мягкой ореховой сладостью, выращивается в провинциях Бушир, Фарс и Хузестан. Влажность около 14 % обеспечивает срок хранения до 24 месяцев без холодильника, поэтому это стандартное сырьё для финикового сиропа, пасты и выпечки. Класс A и промышленный сорт в гофрокоробах по 10 кг; партия класса A урожая 2023 года распродана.',
        'Զահեդին չոր արմավ է՝ ոսկեդեղին կեղևով, պինդ կառուցվածքով և մեղմ, ընկուզային քաղցրությամբ, աճեցվում է Բուշեհրի, Ֆարսի և Խուզեստանի նահանգներում։ Մոտ 14 % խոնավությունն ապահովում է մինչև 24 ամիս պիտանիություն առանց սառնարանի, ուստի այն արմավի օշարակի, մածուկի և հացաթխման ստանդարտ հումքն է։ A կարգ և արդյունաբերական կարգ՝ 10 կգ արկղերով, իսկ 2023 թ. A կարգի խմբաքանակն արդեն սպառված է։',
        'زاهدی خرمایی خشک با پوست زرد طلایی، بافت سفت و شیرینی ملایم است که در استان‌های بوشهر، فارس و خوزستان کشت می‌شود. رطوبت حدود ۱۴٪ ماندگاری آن را بدون یخچال تا ۲۴ ماه می‌رساند و به همین دلیل ماده اولیه استاندارد شیره خرما، خمیر خرما و نانوایی است. درجه یک و صنعتی در کارتن‌های ۱۰ کیلوگرمی؛ محموله درجه یک محصول ۱۴۰۲ به فروش رفته است.',
      ),
      variations: [
        variation(
          { ...date(ZAHEDI, DRY, WHOLE), grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_A, Y2024, CARTON_10KG],
          12.5,
          3100,
          200,
        ),
        variation(
          { ...date(ZAHEDI, DRY, WHOLE), grade: INDUSTRIAL, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [INDUSTRIAL, Y2024, CARTON_10KG],
          9,
          4600,
          200,
        ),
        variation(
          { ...date(ZAHEDI, DRY, WHOLE), grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2023 },
          [GRADE_A, Y2023, CARTON_10KG],
          11,
          0,
          200,
        ),
      ],
      reviews: [],
      daysAgo: 200,
    },
    {
      key: 'dates-sayer',
      productType: 'dates',
      producer: ARVAND,
      name: t(
        'Sayer (Stamaran) Dates',
        'Финики Сайер (Стамаран)',
        'Սայեր (Ստամարան) արմավ',
        'خرمای استعمران (سایر)',
      ),
      description: t(
        'Sayer, known locally as Stamaran, is Iran’s most exported date by volume: semi-dry, amber to dark brown, with soft, sweet flesh, grown in the palm groves along the Arvand river near Abadan and Khorramshahr. The dates are washed and graded in our Khorramshahr plant under HACCP. Grade A and Grade B in 10 kg cartons, 2024 crop, with a shelf life of 18 months in a cool store.',
        'Сайер, местное название — Стамаран, — самый экспортируемый по объёму иранский финик: полусухой, от янтарного до тёмно-коричневого цвета, с мягкой сладкой мякотью, растёт в пальмовых рощах вдоль реки Арвандруд (Шатт-эль-Араб) у Абадана и Хорремшехра. Финики моют и сортируют на нашем заводе в Хорремшехре по системе HACCP. Класс A и класс B в гофрокоробах по 10 кг, урожай 2024 года, срок хранения 18 месяцев на прохладном складе.',
        'Սայերը, որը տեղում կոչվում է Ստամարան, ծավալով Իրանի ամենաշատ արտահանվող արմավն է՝ կիսաչոր, սաթագույնից մինչև մուգ շագանակագույն, փափուկ ու քաղցր միջուկով, աճում է Աբադանի և Խոռամշահրի մոտ՝ Արվանդռուդ գետի երկայնքով ձգվող արմավենու պուրակներում։ Արմավը լվացվում և տեսակավորվում է Խոռամշահրի մեր գործարանում՝ HACCP համակարգով։ A և B կարգեր՝ 10 կգ արկղերով, 2024 թ. բերք, զով պահեստում պիտանիության ժամկետը՝ 18 ամիս։',
        'استعمران یا سایر، از نظر حجم پرصادرات‌ترین خرمای ایران است: نیمه‌خشک، کهربایی تا قهوه‌ای تیره، با گوشتی نرم و شیرین، که در نخلستان‌های کرانه اروندرود نزدیک آبادان و خرمشهر به عمل می‌آید. خرماها در کارخانه ما در خرمشهر تحت سیستم HACCP شسته و درجه‌بندی می‌شوند. درجه یک و دو در کارتن‌های ۱۰ کیلوگرمی، محصول ۱۴۰۳، با ماندگاری ۱۸ ماه در انبار خنک.',
      ),
      variations: [
        variation(
          { ...date(SAYER, SEMI_DRY, WHOLE), grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_10KG],
          13.5,
          3500,
          200,
        ),
        variation(
          { ...date(SAYER, SEMI_DRY, WHOLE), grade: GRADE_B, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_B, CARTON_10KG],
          11,
          2800,
          200,
        ),
      ],
      reviews: [],
      daysAgo: 300,
    },
    {
      key: 'dates-sayer-pitted',
      productType: 'dates',
      producer: ARVAND,
      name: t(
        'Pitted Sayer Dates',
        'Финики Сайер без косточки',
        'Սայեր արմավ առանց կորիզի',
        'خرمای استعمران بدون هسته',
      ),
      description: t(
        'Sayer dates pitted by machine and checked on a light table and an X-ray line for pit fragments, for bakeries, cereal bars and date-filled pastries such as maamoul. Grade A fruit is packed in 5 kg cartons for food service; the industrial grade, pressed into 10 kg blocks in a polyethylene liner, is meant for further processing. 2024 crop, moisture 16–20%, shelf life 12 months.',
        'Финики Сайер, механически очищенные от косточек и проверенные на просвечивающем столе и рентгеновской линии на фрагменты косточек, — для пекарен, злаковых батончиков и выпечки с финиковой начинкой, например маамуля. Класс A фасуется в гофрокороба по 5 кг для общепита, промышленный сорт прессуется в блоки по 10 кг в полиэтиленовом вкладыше для дальнейшей переработки. Урожай 2024 года, влажность 16–20 %, срок хранения 12 месяцев.',
        'Մեքենայով կորիզազերծված Սայեր արմավ, որը լուսավորված սեղանի և ռենտգենյան գծի վրա ստուգվում է կորիզի մասնիկների համար, նախատեսված է հացաբուլկեղենի, հացահատիկային բատոնների և արմավով լցոնված թխվածքների, օրինակ՝ մաամուլի համար։ A կարգը փաթեթավորվում է 5 կգ արկղերում՝ հանրային սննդի համար, իսկ արդյունաբերական կարգը սեղմվում է 10 կգ բլոկների՝ պոլիէթիլենային ներդիրով, հետագա վերամշակման համար։ 2024 թ. բերք, խոնավությունը՝ 16–20 %, պիտանիության ժամկետը՝ 12 ամիս։',
        'خرمای استعمران که هسته آن با دستگاه گرفته شده و روی میز نوری و خط اشعه ایکس از نظر تکه‌های هسته کنترل می‌شود؛ مناسب نانوایی‌ها، تولید اسنک و شیرینی‌های خرمایی مانند کلوچه. درجه یک در کارتن‌های ۵ کیلوگرمی برای رستوران‌ها و درجه صنعتی به‌صورت بلوک‌های پرس‌شده ۱۰ کیلوگرمی با آستر پلی‌اتیلن برای فرآوری بیشتر بسته‌بندی می‌شود. محصول ۱۴۰۳، رطوبت ۱۶ تا ۲۰ درصد، ماندگاری ۱۲ ماه.',
      ),
      variations: [
        variation(
          { ...date(SAYER, SEMI_DRY, PITTED), grade: GRADE_A, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_5KG],
          9.5,
          1300,
          100,
        ),
        variation(
          { ...date(SAYER, SEMI_DRY, PITTED), grade: INDUSTRIAL, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [INDUSTRIAL, CARTON_10KG],
          16,
          2400,
          200,
        ),
      ],
      reviews: [
        review(
          'aigerim-nurlanova',
          2,
          50,
          'В промышленной партии нашли несколько фрагментов косточек — для производства батончиков это критично. Поставщик обещал усилить контроль, пока ставим две звезды.',
        ),
      ],
      daysAgo: 85,
    },
    {
      key: 'dates-rabbi',
      productType: 'dates',
      producer: HORMOZ,
      name: t('Rabbi Dates', 'Финики Рабби', 'Ռաբբի արմավ', 'خرمای ربی'),
      description: t(
        'Rabbi is a semi-dry date from Saravan and Iranshahr in Sistan and Baluchestan: long, dark reddish-brown, with firm skin and moderate sweetness. It travels well without refrigeration and is popular in Central Asia and Russia as an everyday table date at a moderate price. 2024 crop, Grade A in 5 kg and 10 kg cartons.',
        'Рабби — полусухой финик из Саравана и Ираншехра (провинция Систан и Белуджистан): длинный, тёмный красно-коричневый, с плотной кожицей и умеренной сладостью. Хорошо переносит перевозку без рефрижератора и популярен в Центральной Азии и России как повседневный столовый финик по умеренной цене. Урожай 2024 года, класс A в гофрокоробах по 5 и 10 кг.',
        'Ռաբբին կիսաչոր արմավ է Սիստան և Բելուջիստան նահանգի Սարավանից և Իրանշահրից՝ երկար, մուգ կարմրաշագանակագույն, պինդ կեղևով և չափավոր քաղցրությամբ։ Լավ է տանում տեղափոխումն առանց սառնարանի և Կենտրոնական Ասիայում ու Ռուսաստանում սիրված է որպես ամենօրյա սեղանի արմավ՝ չափավոր գնով։ 2024 թ. բերք, A կարգ՝ 5 և 10 կգ արկղերով։',
        'ربی خرمای نیمه‌خشک سراوان و ایرانشهر در استان سیستان و بلوچستان است: کشیده، قهوه‌ای مایل به قرمز تیره، با پوست سفت و شیرینی متوسط. بدون یخچال به‌خوبی حمل می‌شود و در آسیای مرکزی و روسیه به‌عنوان خرمای روزانه با قیمت مناسب طرفدار دارد. محصول ۱۴۰۳، درجه یک در کارتن‌های ۵ و ۱۰ کیلوگرمی.',
      ),
      variations: [
        variation(
          { ...date(RABBI, SEMI_DRY, WHOLE), grade: GRADE_A, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_5KG],
          9,
          1100,
          100,
        ),
        variation(
          { ...date(RABBI, SEMI_DRY, WHOLE), grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_10KG],
          17,
          1600,
          100,
        ),
      ],
      reviews: [],
      daysAgo: 170,
    },
    {
      key: 'dried-fruit-raisins-golden-malayer',
      productType: 'raisins',
      producer: MALAYER_TAK,
      name: t(
        'Golden Raisins, Malayer',
        'Изюм золотистый из Малайера',
        'Ոսկեգույն չամիչ Մալայերից',
        'کشمش طلایی ملایر',
      ),
      description: t(
        'Golden raisins from the seedless grapes of Malayer in Hamedan province, Iran’s raisin capital, dried mechanically after a sulfur dioxide treatment that fixes their bright golden color. They are washed, destemmed, color-sorted and passed through a metal detector, with moisture kept at 14–16% and a light coating of sunflower oil against sticking. 2024 crop, Grade A and B in 5 kg and 10 kg cartons; SO2 residue within EU limits, shelf life 12 months.',
        'Золотистый изюм из бессемянного винограда Малайера (провинция Хамадан) — изюмной столицы Ирана; сушится механически после обработки диоксидом серы, которая закрепляет яркий золотой цвет. Изюм моют, очищают от плодоножек, сортируют по цвету и пропускают через металлодетектор; влажность 14–16 %, лёгкое покрытие подсолнечным маслом против слипания. Урожай 2024 года, классы A и B в гофрокоробах по 5 и 10 кг; остаток SO2 в пределах норм ЕС, срок хранения 12 месяцев.',
        'Ոսկեգույն չամիչ Մալայերի անկորիզ խաղողից (Համադանի նահանգ, Իրանի չամիչի մայրաքաղաքը), որը չորացվում է մեքենայով ծծմբի երկօքսիդով մշակումից հետո, ինչն ամրացնում է վառ ոսկեգույնը։ Չամիչը լվացվում է, մաքրվում պտղակոթերից, տեսակավորվում ըստ գույնի և անցնում մետաղադետեկտորով, խոնավությունը 14–16 % է, իսկ արևածաղկի յուղի բարակ շերտը կանխում է կպչելը։ 2024 թ. բերք, A և B կարգեր՝ 5 և 10 կգ արկղերով, SO2-ի մնացորդը չի գերազանցում ԵՄ նորմերը, պիտանիության ժամկետը՝ 12 ամիս։',
        'کشمش طلایی از انگور بی‌دانه ملایر در استان همدان، پایتخت کشمش ایران، که پس از گوگردزنی برای تثبیت رنگ طلایی روشن، با دستگاه خشک می‌شود. شست‌وشو، جدا کردن دم، سورت رنگی و عبور از فلزیاب انجام می‌شود؛ رطوبت ۱۴ تا ۱۶ درصد است و لایه نازکی از روغن آفتابگردان از چسبیدن دانه‌ها جلوگیری می‌کند. محصول ۱۴۰۳ در درجه یک و دو و در کارتن‌های ۵ و ۱۰ کیلوگرمی؛ باقی‌مانده SO2 در حد مجاز اتحادیه اروپا و ماندگاری ۱۲ ماه.',
      ),
      variations: [
        variation(
          { variety: GOLDEN, origin: MALAYER, grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_10KG],
          27,
          2400,
          100,
        ),
        variation(
          { variety: GOLDEN, origin: MALAYER, grade: GRADE_B, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_B, CARTON_10KG],
          23.5,
          1700,
          100,
        ),
        variation(
          { variety: GOLDEN, origin: MALAYER, grade: GRADE_A, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_5KG],
          14,
          800,
          100,
        ),
      ],
      reviews: [
        review(
          'armen-hakobyan',
          5,
          6,
          'Չամիչը մաքուր էր, առանց պտղակոթերի ու քարերի, գույնը՝ միատեսակ ոսկեգույն։ Տասը տոննան Ագարակով ստացանք առանց որևէ խնդրի։',
        ),
        review(
          'james-whitaker',
          4,
          4,
          'Bright, plump and well cleaned; our QC found SO2 comfortably within UK limits. The cartons could use stronger corners for stacking.',
        ),
      ],
      daysAgo: 10,
    },
    {
      key: 'dried-fruit-raisins-sultana-takestan',
      productType: 'raisins',
      producer: MALAYER_TAK,
      name: t(
        'Sultana Raisins, Takestan',
        'Изюм Султана из Такестана',
        'Սուլթանա չամիչ Թաքեստանից',
        'کشمش سلطانی تاکستان',
      ),
      description: t(
        'Sultana-type raisins from Takestan in Qazvin province, Iran’s largest seedless-grape area. The grapes are dipped in an emulsion of potassium carbonate and vegetable oil and dried in the sun on racks, which gives a soft texture and a light amber color. Cleaned and color-sorted, moisture up to 16%; 2024 crop in 10 kg cartons, widely used in bakery, muesli and pilaf.',
        'Изюм типа султана из Такестана (провинция Казвин) — крупнейшего в Иране района бессемянного винограда. Ягоды окунают в эмульсию поташа и растительного масла и сушат на солнце на стеллажах, поэтому изюм получается мягким и светло-янтарным. Очищен и отсортирован по цвету, влажность до 16 %; урожай 2024 года в гофрокоробах по 10 кг, широко применяется в выпечке, мюсли и плове.',
        'Սուլթանա տեսակի չամիչ Ղազվինի նահանգի Թաքեստանից՝ Իրանում անկորիզ խաղողի ամենամեծ շրջանից։ Խաղողը թաթախվում է պոտաշի և բուսական յուղի էմուլսիայի մեջ և չորացվում արևի տակ՝ դարակների վրա, ինչի շնորհիվ չամիչը փափուկ է և բաց սաթագույն։ Մաքրված և ըստ գույնի տեսակավորված, խոնավությունը՝ մինչև 16 %, 2024 թ. բերք 10 կգ արկղերով, լայնորեն օգտագործվում է հացաթխման, մյուսլիի և փլավի մեջ։',
        'کشمش سلطانی (تیزابی) از تاکستان قزوین، بزرگ‌ترین منطقه انگور بی‌دانه ایران. انگورها در محلول کربنات پتاسیم و روغن گیاهی غوطه‌ور و سپس روی داربست‌ها زیر آفتاب خشک می‌شوند که بافتی نرم و رنگی کهربایی روشن به کشمش می‌دهد. تمیزشده و سورت رنگی، با رطوبت حداکثر ۱۶٪؛ محصول ۱۴۰۳ در کارتن‌های ۱۰ کیلوگرمی، پرمصرف در نانوایی، موسلی و پلو.',
      ),
      variations: [
        variation(
          { variety: SULTANA, origin: TAKESTAN, grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_10KG],
          22,
          2000,
          100,
        ),
        variation(
          { variety: SULTANA, origin: TAKESTAN, grade: GRADE_B, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_B, CARTON_10KG],
          19.5,
          1500,
          100,
        ),
      ],
      reviews: [],
      daysAgo: 120,
    },
    {
      key: 'dried-fruit-raisins-sun-dried-malayer',
      productType: 'raisins',
      producer: MALAYER_TAK,
      name: t(
        'Natural Sun-Dried Raisins, Malayer',
        'Изюм натуральной солнечной сушки из Малайера',
        'Արևի տակ չորացված բնական չամիչ Մալայերից',
        'کشمش آفتابی ملایر',
      ),
      description: t(
        'The traditional Malayer raisin: seedless grapes dried whole in the sun for about three weeks with no dipping and no sulfur, turning dark brown with a rich, slightly caramel taste. Destemmed, cleaned and sorted, moisture below 16%, no preservatives. 2024 crop, Grade A, in 10 kg cartons; the 2023 lot is sold out.',
        'Традиционный малайерский изюм: бессемянный виноград сушится целиком на солнце около трёх недель без окунания в растворы и без серы и приобретает тёмно-коричневый цвет и насыщенный, слегка карамельный вкус. Очищен от плодоножек и отсортирован, влажность ниже 16 %, без консервантов. Урожай 2024 года, класс A, в гофрокоробах по 10 кг; партия 2023 года распродана.',
        'Մալայերի ավանդական չամիչը՝ անկորիզ խաղող, որը մոտ երեք շաբաթ ամբողջությամբ չորանում է արևի տակ՝ առանց որևէ լուծույթի և ծծմբի, ստանում մուգ շագանակագույն երանգ և հարուստ, թեթևակի կարամելային համ։ Մաքրված է պտղակոթերից և տեսակավորված, խոնավությունը 16 %-ից ցածր է, առանց կոնսերվանտների։ 2024 թ. բերք, A կարգ՝ 10 կգ արկղերով, իսկ 2023 թ. խմբաքանակն արդեն սպառված է։',
        'کشمش سنتی ملایر: انگور بی‌دانه‌ای که حدود سه هفته به‌صورت کامل زیر آفتاب و بدون غوطه‌وری در محلول یا گوگرد خشک می‌شود و رنگ قهوه‌ای تیره و طعمی غنی و کمی کاراملی پیدا می‌کند. دم‌گیری‌شده، تمیز و سورت‌شده، با رطوبت کمتر از ۱۶٪ و بدون نگهدارنده. محصول ۱۴۰۳ درجه یک در کارتن‌های ۱۰ کیلوگرمی؛ محموله ۱۴۰۲ به فروش رفته است.',
      ),
      variations: [
        variation(
          { variety: SUN_DRIED, origin: MALAYER, grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_A, Y2024, CARTON_10KG],
          17.5,
          1900,
          100,
        ),
        variation(
          { variety: SUN_DRIED, origin: MALAYER, grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2023 },
          [GRADE_A, Y2023, CARTON_10KG],
          15,
          0,
          100,
        ),
      ],
      reviews: [],
      daysAgo: 250,
    },
    {
      key: 'dried-fruit-raisins-green-kashmar',
      productType: 'raisins',
      producer: MALAYER_TAK,
      name: t(
        'Green Long Raisins, Kashmar',
        'Изюм зелёный длинный из Кашмара',
        'Կանաչ երկարավուն չամիչ Քաշմարից',
        'کشمش سبز دراز کاشمر',
      ),
      description: t(
        'Long green raisins from Kashmar in Khorasan Razavi, made from seedless grapes dried slowly in the shade of ventilated drying houses, so they keep an olive-green color and a tart-sweet flavor. A prized table raisin in Iran, Central Asia and Russia, sold at a premium over golden and sultana types. 2024 crop, Grade A, in 5 kg and 10 kg cartons; moisture below 16%.',
        'Длинный зелёный изюм из Кашмара (Хорасан-Резави): бессемянный виноград медленно сушат в тени проветриваемых сушилен, поэтому ягоды сохраняют оливково-зелёный цвет и кисло-сладкий вкус. Ценится как столовый изюм в Иране, Центральной Азии и России и стоит дороже золотистого и султаны. Урожай 2024 года, класс A, гофрокороба по 5 и 10 кг; влажность ниже 16 %.',
        'Երկարավուն կանաչ չամիչ Խորասան Ռազավիի Քաշմարից՝ պատրաստված անկորիզ խաղողից, որը դանդաղ չորացվում է օդափոխվող չորանոցների ստվերում, ուստի պահպանում է ձիթապտղի կանաչ գույնն ու թթվաշ-քաղցր համը։ Իրանում, Կենտրոնական Ասիայում և Ռուսաստանում գնահատվում է որպես սեղանի չամիչ և ավելի թանկ է, քան ոսկեգույն և սուլթանա տեսակները։ 2024 թ. բերք, A կարգ, 5 և 10 կգ արկղեր, խոնավությունը՝ 16 %-ից ցածր։',
        'کشمش سبز دراز کاشمر در خراسان رضوی، از انگور بی‌دانه‌ای که به‌آرامی در سایه‌خشک‌کن‌های سنتی با تهویه طبیعی خشک می‌شود و رنگ سبز زیتونی و طعم ملس خود را حفظ می‌کند. کشمشی ارزشمند برای مصرف خوراکی در ایران، آسیای مرکزی و روسیه که گران‌تر از کشمش طلایی و سلطانی فروخته می‌شود. محصول ۱۴۰۳ درجه یک، در کارتن‌های ۵ و ۱۰ کیلوگرمی؛ رطوبت کمتر از ۱۶٪.',
      ),
      variations: [
        variation(
          { variety: GREEN, origin: KASHMAR, grade: GRADE_A, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_5KG],
          19.5,
          700,
          50,
        ),
        variation(
          { variety: GREEN, origin: KASHMAR, grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_A, CARTON_10KG],
          38,
          1200,
          50,
        ),
      ],
      reviews: [
        review(
          'reza-karimi',
          5,
          20,
          'کشمش سبز کاشمر رنگ یکدستی داشت، بدون دم بود و دقیقاً با نمونه مطابقت داشت. مشتریان ما در دبی این کیفیت را می‌پسندند.',
        ),
      ],
      daysAgo: 45,
    },
    {
      key: 'dried-fruit-figs-estahban-grade-a',
      productType: 'dried-figs',
      producer: PARSIAN,
      name: t(
        'Estahban Dried Figs, Grade A',
        'Сушёный инжир из Эстахбана, класс A',
        'Էսթահբանի չորացված թուզ, A կարգ',
        'انجیر خشک استهبان درجه یک',
      ),
      description: t(
        'Rain-fed figs from the hillside orchards of Estahban in Fars province, the heart of Iranian fig growing, left to wither on the tree and finished in the sun. Small, light golden and very sweet with crunchy seeds; graded to 80–100 and 100–120 figs per kg, moisture below 24%. 2024 crop in 5 kg and 10 kg cartons, packed under ISO 22000; shelf life 12 months.',
        'Инжир с богарных (неорошаемых) садов на склонах Эстахбана в провинции Фарс — центра иранского инжироводства: плоды подвяливаются на дереве и досушиваются на солнце. Небольшие, светло-золотистые и очень сладкие, с хрустящими семечками; калибровка 80–100 и 100–120 шт. на кг, влажность ниже 24 %. Урожай 2024 года в гофрокоробах по 5 и 10 кг, фасовка по ISO 22000; срок хранения 12 месяцев.',
        'Թուզ Ֆարսի նահանգի Էսթահբանի լանջերի անջրդի այգիներից, որն իրանական թզագործության կենտրոնն է, պտուղները թառամում են ծառի վրա և վերջնականապես չորանում արևի տակ։ Մանր, բաց ոսկեգույն և շատ քաղցր՝ խրթխրթան սերմերով, տեսակավորված՝ 80–100 և 100–120 հատ մեկ կգ-ում, խոնավությունը՝ 24 %-ից ցածր։ 2024 թ. բերք՝ 5 և 10 կգ արկղերով, փաթեթավորումը՝ ISO 22000 համակարգով, պիտանիության ժամկետը՝ 12 ամիս։',
        'انجیر دیم از باغ‌های دامنه‌ای استهبان در استان فارس، قطب انجیرکاری ایران، که روی درخت نیمه‌خشک و سپس زیر آفتاب کاملاً خشک می‌شود. کوچک، طلایی روشن و بسیار شیرین با دانه‌های ترد؛ درجه‌بندی‌شده در سایز ۸۰ تا ۱۰۰ و ۱۰۰ تا ۱۲۰ عدد در کیلو و رطوبت کمتر از ۲۴٪. محصول ۱۴۰۳ در کارتن‌های ۵ و ۱۰ کیلوگرمی، بسته‌بندی با گواهی ISO 22000؛ ماندگاری ۱۲ ماه.',
      ),
      variations: [
        variation(
          { size: F80_100, grade: GRADE_A, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [F80_100, CARTON_5KG],
          36,
          540,
          40,
        ),
        variation(
          { size: F100_120, grade: GRADE_A, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [F100_120, CARTON_5KG],
          32,
          820,
          40,
        ),
        variation(
          { size: F100_120, grade: GRADE_A, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [F100_120, CARTON_10KG],
          62,
          460,
          40,
        ),
      ],
      reviews: [
        review(
          'james-whitaker',
          5,
          35,
          'Sweet, clean figs with a consistent size in the 80–100 grade and very few split fruits. They sold out in our Christmas range.',
        ),
        review(
          'giorgi-beridze',
          4,
          28,
          'Good product and correct paperwork for Georgian customs at Sadakhlo. One pallet was loaded without corner boards, so a few cartons were crushed.',
        ),
      ],
      daysAgo: 70,
    },
    {
      key: 'dried-fruit-figs-estahban-processing',
      productType: 'dried-figs',
      producer: PARSIAN,
      name: t(
        'Estahban Dried Figs for Processing',
        'Сушёный инжир из Эстахбана для переработки',
        'Էսթահբանի չորացված թուզ վերամշակման համար',
        'انجیر خشک استهبان صنعتی',
      ),
      description: t(
        'Smaller, irregular Estahban figs (120–140 per kg), including some split or pale fruit, sold for fig paste, jam, bakery fillings and cereal bars. Insect-damaged and moldy fruit is sorted out and every lot is tested for aflatoxin before packing. Grade B and industrial grade in 10 kg cartons, 2024 crop.',
        'Более мелкий и неровный инжир из Эстахбана (120–140 шт. на кг), с частью треснувших или бледных плодов, — для инжирной пасты, джема, начинок для выпечки и батончиков. Перед фасовкой удаляются плоды, повреждённые вредителями или с плесенью, каждая партия проверяется на афлатоксины. Класс B и промышленный сорт в гофрокоробах по 10 кг, урожай 2024 года.',
        'Էսթահբանի ավելի մանր և անհավասար թուզ (120–140 հատ մեկ կգ-ում)՝ մասամբ ճաքած կամ գունատ պտուղներով, նախատեսված թզի մածուկի, ջեմի, թխվածքի լցոնների և բատոնների համար։ Փաթեթավորումից առաջ հեռացվում են վնասատուներից վնասված և բորբոսնած պտուղները, յուրաքանչյուր խմբաքանակ ստուգվում է աֆլատոքսինի համար։ B և արդյունաբերական կարգեր՝ 10 կգ արկղերով, 2024 թ. բերք։',
        'انجیر ریزتر و نایکدست استهبان (۱۲۰ تا ۱۴۰ عدد در کیلو) با مقداری میوه ترک‌خورده یا کم‌رنگ، برای خمیر انجیر، مربا، مغز شیرینی و اسنک. پیش از بسته‌بندی میوه‌های آفت‌زده و کپک‌زده جدا می‌شوند و هر محموله از نظر آفلاتوکسین آزمایش می‌شود. درجه دو و صنعتی در کارتن‌های ۱۰ کیلوگرمی، محصول ۱۴۰۳.',
      ),
      variations: [
        variation(
          { size: F120_140, grade: GRADE_B, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [GRADE_B, CARTON_10KG],
          48,
          600,
          50,
        ),
        variation(
          { size: F120_140, grade: INDUSTRIAL, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [INDUSTRIAL, CARTON_10KG],
          38,
          950,
          50,
        ),
      ],
      reviews: [],
      daysAgo: 390,
    },
    {
      key: 'dried-fruit-apricots-marand',
      productType: 'dried-apricots',
      producer: PARSIAN,
      name: t(
        'Dried Apricots, Qaysi and Halves',
        'Сушёные абрикосы: кайса и курага',
        'Ծիրանի չիր՝ ամբողջական (Ղայսի) և կեսեր',
        'قیسی و برگه زردآلو',
      ),
      description: t(
        'Apricots from the orchards of Marand and the Tabriz plain in East Azerbaijan, dried in two forms: whole Qaysi, pitted through the stem end so the fruit stays intact, and halves. Sulfured fruit keeps a bright orange color; the unsulfured halves are naturally brown and suit natural and baby-food ranges. 2024 crop, moisture 18–22%, in 5 kg and 10 kg cartons.',
        'Абрикосы из садов Маранда и Тебризской равнины (провинция Восточный Азербайджан) в двух видах: целая кайса, у которой косточка выдавлена через место плодоножки, и курага-половинки. Сульфитированные плоды сохраняют ярко-оранжевый цвет, несульфитированная курага натурально-коричневая и подходит для линеек натуральных продуктов и детского питания. Урожай 2024 года, влажность 18–22 %, гофрокороба по 5 и 10 кг.',
        'Ծիրան Արևելյան Ատրպատականի Մարանդի և Թավրիզի հարթավայրի այգիներից՝ չորացված երկու տեսքով՝ ամբողջական Ղայսի, որի կորիզը հանվում է պտղակոթի կողմից, և կեսեր։ Ծծմբացված պտուղները պահպանում են վառ նարնջագույնը, իսկ առանց ծծմբի կեսերը բնական շագանակագույն են և հարմար են բնական ու մանկական սննդի տեսականու համար։ 2024 թ. բերք, խոնավությունը՝ 18–22 %, 5 և 10 կգ արկղեր։',
        'زردآلوی باغ‌های مرند و دشت تبریز در آذربایجان شرقی که به دو شکل خشک می‌شود: قیسی کامل که هسته آن از سمت دم خارج می‌شود تا میوه سالم بماند، و برگه. میوه گوگردزده رنگ نارنجی روشن خود را حفظ می‌کند و برگه بدون گوگرد به‌طور طبیعی قهوه‌ای است و برای محصولات طبیعی و غذای کودک مناسب است. محصول ۱۴۰۳، رطوبت ۱۸ تا ۲۲ درصد، در کارتن‌های ۵ و ۱۰ کیلوگرمی.',
      ),
      variations: [
        variation(
          { form: QAYSI, treatment: SULFURED, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [QAYSI, SULFURED, CARTON_5KG],
          29,
          480,
          40,
        ),
        variation(
          { form: HALVES, treatment: SULFURED, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [HALVES, SULFURED, CARTON_10KG],
          46,
          620,
          40,
        ),
        variation(
          { form: HALVES, treatment: UNSULFURED, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [HALVES, UNSULFURED, CARTON_10KG],
          39,
          310,
          40,
        ),
      ],
      reviews: [],
      daysAgo: 155,
    },
    {
      key: 'dried-fruit-barberries-pofaki',
      productType: 'barberries',
      producer: PARSIAN,
      name: t('Pofaki Barberries', 'Барбарис Пофаки', 'Փոֆաքի ծորենի', 'زرشک پفکی'),
      description: t(
        'Seedless barberries from Qaen and Birjand in South Khorasan, the region that supplies almost all of the world’s dried barberries. The puffy Pofaki type is dried slowly in the shade on the branch, so the berries stay bright red, soft and pleasantly sour – the classic topping for zereshk polo. A 2023 sun-dried lot, darker in color, is offered at a lower price. Cleaned, destemmed and packed in 5 kg and 10 kg cartons; keep at 0–5 °C to preserve the color, shelf life 12 months.',
        'Бессемянный барбарис из Каена и Бирдженда (Южный Хорасан) — региона, где производится почти весь сушёный барбарис в мире. Пышный Пофаки сушат медленно в тени прямо на ветках, поэтому ягоды остаются ярко-красными, мягкими и приятно кислыми — классическая добавка к плову зерешк-поло. Партия урожая 2023 года солнечной сушки, более тёмная, предлагается дешевле. Очищен от веточек, фасовка в гофрокороба по 5 и 10 кг; для сохранения цвета хранить при 0–5 °C, срок хранения 12 месяцев.',
        'Անկորիզ ծորենի Հարավային Խորասանի Ղայենից և Բիրջանդից՝ այն տարածաշրջանից, որն ապահովում է աշխարհի գրեթե ամբողջ չորացված ծորենին։ Փափկավուն Փոֆաքին դանդաղ չորացվում է ստվերում՝ հենց ճյուղերի վրա, ուստի հատապտուղները մնում են վառ կարմիր, փափուկ և հաճելի թթու՝ դասական հավելում զերեշկ փոլոյի համար։ 2023 թ. արևի տակ չորացված, ավելի մուգ գույնի խմբաքանակն առաջարկվում է ավելի ցածր գնով։ Մաքրված է ճյուղիկներից, փաթեթավորված՝ 5 և 10 կգ արկղերում, գույնը պահպանելու համար պահել 0–5 °C-ում, պիտանիության ժամկետը՝ 12 ամիս։',
        'زرشک بی‌دانه قائن و بیرجند در خراسان جنوبی، منطقه‌ای که تقریباً تمام زرشک خشک جهان را تأمین می‌کند. زرشک پفکی به‌آرامی و روی همان شاخه در سایه خشک می‌شود تا دانه‌ها قرمز روشن، نرم و خوش‌ترش بمانند؛ چاشنی کلاسیک زرشک‌پلو. یک محموله آفتاب‌خشک از محصول ۱۴۰۲ با رنگ تیره‌تر، با قیمت کمتر عرضه می‌شود. پاک‌شده و دم‌گیری‌شده در کارتن‌های ۵ و ۱۰ کیلوگرمی؛ برای حفظ رنگ در دمای ۰ تا ۵ درجه نگه‌داری شود، ماندگاری ۱۲ ماه.',
      ),
      variations: [
        variation(
          { variety: POFAKI, drying: SHADE, packaging: CARTON_5KG, 'crop-year': Y2024 },
          [SHADE, Y2024, CARTON_5KG],
          42.5,
          380,
          20,
        ),
        variation(
          { variety: POFAKI, drying: SHADE, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [SHADE, Y2024, CARTON_10KG],
          82,
          240,
          20,
        ),
        variation(
          { variety: POFAKI, drying: SUN, packaging: CARTON_10KG, 'crop-year': Y2023 },
          [SUN, Y2023, CARTON_10KG],
          58,
          90,
          20,
        ),
      ],
      reviews: [
        review(
          'reza-karimi',
          4,
          9,
          'رنگ زرشک سایه‌خشک عالی بود و دانه‌ها درشت بودند. کارتن ۱۰ کیلویی برای بازار ما بزرگ است و ترجیح می‌دهیم بسته ۵۰۰ گرمی هم ارائه شود.',
        ),
      ],
      daysAgo: 18,
    },
    {
      key: 'dried-fruit-barberries-anari',
      productType: 'barberries',
      producer: PARSIAN,
      name: t('Anari Barberries', 'Барбарис Анари', 'Անարի ծորենի', 'زرشک اناری'),
      description: t(
        'Anari barberries from South Khorasan are smaller and firmer than Pofaki, with a deep pomegranate-red color and a sharper sourness that holds up well in cooking and sauces. The 2024 crop is offered sun-dried; a smaller shade-dried lot is currently sold out. Packed in 10 kg cartons with a polyethylene liner; store refrigerated.',
        'Барбарис Анари из Южного Хорасана мельче и плотнее, чем Пофаки, с глубоким гранатово-красным цветом и более резкой кислинкой, которая хорошо сохраняется при готовке и в соусах. Урожай 2024 года предлагается солнечной сушки, а небольшая партия теневой сушки сейчас распродана. Гофрокороба по 10 кг с полиэтиленовым вкладышем; хранить в холодильнике.',
        'Հարավային Խորասանի Անարի ծորենին ավելի մանր և պինդ է, քան Փոֆաքին, ունի նռան մուգ կարմիր գույն և ավելի սուր թթվություն, որը լավ պահպանվում է եփելիս և սոուսներում։ 2024 թ. բերքն առաջարկվում է արևի տակ չորացված, իսկ ստվերում չորացված փոքր խմբաքանակն այժմ սպառված է։ Փաթեթավորումը՝ 10 կգ արկղեր պոլիէթիլենային ներդիրով, պահել սառնարանում։',
        'زرشک اناری خراسان جنوبی ریزتر و سفت‌تر از پفکی است، با رنگ قرمز اناری تیره و ترشی تندتر که در پخت و سس‌ها به‌خوبی حفظ می‌شود. محصول ۱۴۰۳ به‌صورت آفتاب‌خشک عرضه می‌شود و محموله کوچک سایه‌خشک فعلاً موجود نیست. کارتن‌های ۱۰ کیلوگرمی با آستر پلی‌اتیلن؛ در یخچال نگه‌داری شود.',
      ),
      variations: [
        variation(
          { variety: ANARI, drying: SUN, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [SUN, CARTON_10KG],
          55,
          300,
          20,
        ),
        variation(
          { variety: ANARI, drying: SHADE, packaging: CARTON_10KG, 'crop-year': Y2024 },
          [SHADE, CARTON_10KG],
          68,
          0,
          20,
        ),
      ],
      reviews: [],
      daysAgo: 280,
    },
  ],
}
