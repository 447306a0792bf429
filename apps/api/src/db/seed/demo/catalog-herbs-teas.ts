import type { DemoCategory } from './types.ts'

const gradeName = { en: 'Grade', ru: 'Сорт', hy: 'Տեսակ', fa: 'درجه' }
const formName = { en: 'Form', ru: 'Форма', hy: 'Ձև', fa: 'شکل' }
const packagingName = { en: 'Packaging', ru: 'Упаковка', hy: 'Փաթեթավորում', fa: 'بسته‌بندی' }
const originName = { en: 'Origin', ru: 'Происхождение', hy: 'Ծագում', fa: 'منطقه تولید' }
const cropYearName = { en: 'Crop year', ru: 'Год урожая', hy: 'Բերքի տարի', fa: 'سال برداشت' }

const cropYears = [
  { key: '2024', label: { en: '2024', ru: '2024', hy: '2024', fa: '۱۴۰۳ (۲۰۲۴)' } },
  { key: '2025', label: { en: '2025', ru: '2025', hy: '2025', fa: '۱۴۰۴ (۲۰۲۵)' } },
]
const premium = { key: 'premium', label: { en: 'Premium', ru: 'Премиум', hy: 'Պրեմիում', fa: 'ممتاز' } }
const grade1 = {
  key: 'grade-1',
  label: { en: 'Grade 1', ru: 'Первый сорт', hy: 'Առաջին տեսակ', fa: 'درجه یک' },
}
const pouch100 = {
  key: 'pouch-100g',
  label: { en: '100 g pouch', ru: 'Пакет 100 г', hy: '100 գ փաթեթ', fa: 'پاکت ۱۰۰ گرمی' },
}
const bag1kg = {
  key: 'bag-1kg',
  label: { en: '1 kg bag', ru: 'Пакет 1 кг', hy: '1 կգ տոպրակ', fa: 'کیسه ۱ کیلوگرمی' },
}
const carton10kg = {
  key: 'carton-10kg',
  label: { en: '10 kg carton', ru: 'Короб 10 кг', hy: '10 կգ ստվարաթղթե արկղ', fa: 'کارتن ۱۰ کیلوگرمی' },
}
const powder = { key: 'powder', label: { en: 'Ground', ru: 'Порошок', hy: 'Աղացած', fa: 'پودر' } }

export const herbsTeasCategory: DemoCategory = {
  key: 'herbs-teas',
  name: {
    en: 'Teas, Herbs & Spices',
    ru: 'Чай, травы и специи',
    hy: 'Թեյ, խոտաբույսեր և համեմունքներ',
    fa: 'چای، دمنوش و ادویه',
  },
  productTypes: [
    {
      key: 'black-tea',
      name: { en: 'Black tea', ru: 'Чёрный чай', hy: 'Սև թեյ', fa: 'چای سیاه' },
      art: 'tea',
      attributes: [
        {
          key: 'flush',
          name: { en: 'Flush', ru: 'Сбор', hy: 'Բերքահավաք', fa: 'چین' },
          values: [
            {
              key: 'spring',
              label: {
                en: 'Spring (first flush)',
                ru: 'Весенний (первый сбор)',
                hy: 'Գարնանային (առաջին բերք)',
                fa: 'بهاره (چین اول)',
              },
            },
            { key: 'summer', label: { en: 'Summer', ru: 'Летний', hy: 'Ամառային', fa: 'تابستانه' } },
          ],
        },
        {
          key: 'leaf',
          name: { en: 'Leaf grade', ru: 'Тип листа', hy: 'Տերևի տեսակ', fa: 'نوع برگ' },
          values: [
            {
              key: 'op',
              label: {
                en: 'Whole leaf (OP)',
                ru: 'Крупнолистовой (OP)',
                hy: 'Ամբողջական տերև (OP)',
                fa: 'برگ کامل (OP)',
              },
            },
            {
              key: 'bop',
              label: {
                en: 'Broken leaf (BOP)',
                ru: 'Ломаный лист (BOP)',
                hy: 'Կոտրված տերև (BOP)',
                fa: 'شکسته (BOP)',
              },
            },
            {
              key: 'fannings',
              label: { en: 'Fannings', ru: 'Высевка (фаннингс)', hy: 'Ֆանինգս', fa: 'ریزه (فنینگز)' },
            },
          ],
        },
        { key: 'packaging', name: packagingName, values: [pouch100, bag1kg, carton10kg] },
        {
          key: 'origin',
          name: originName,
          values: [
            {
              key: 'lahijan',
              label: {
                en: 'Lahijan, Gilan',
                ru: 'Лахиджан, Гилян',
                hy: 'Լահիջան, Գիլան',
                fa: 'لاهیجان، گیلان',
              },
            },
            {
              key: 'langarud',
              label: {
                en: 'Langarud, Gilan',
                ru: 'Лангеруд, Гилян',
                hy: 'Լանգերուդ, Գիլան',
                fa: 'لنگرود، گیلان',
              },
            },
          ],
        },
        { key: 'crop-year', name: cropYearName, values: cropYears },
      ],
    },
    {
      key: 'herbal-infusion',
      name: { en: 'Herbal infusion', ru: 'Травяной чай', hy: 'Բուսական թեյ', fa: 'دمنوش گیاهی' },
      art: 'herbs',
      attributes: [
        { key: 'grade', name: gradeName, values: [premium, grade1] },
        {
          key: 'form',
          name: formName,
          values: [
            {
              key: 'whole-buds',
              label: { en: 'Whole buds', ru: 'Целые бутоны', hy: 'Ամբողջական կոկոններ', fa: 'غنچه کامل' },
            },
            { key: 'petals', label: { en: 'Petals', ru: 'Лепестки', hy: 'Թերթիկներ', fa: 'گلبرگ' } },
            {
              key: 'whole-flowers',
              label: { en: 'Whole flowers', ru: 'Целые цветки', hy: 'Ամբողջական ծաղիկներ', fa: 'گل کامل' },
            },
            {
              key: 'whole-fruit',
              label: {
                en: 'Whole dried fruit',
                ru: 'Целые плоды',
                hy: 'Ամբողջական պտուղներ',
                fa: 'میوه کامل',
              },
            },
            powder,
          ],
        },
        { key: 'packaging', name: packagingName, values: [pouch100, bag1kg, carton10kg] },
        {
          key: 'origin',
          name: originName,
          values: [
            {
              key: 'kashan',
              label: {
                en: 'Kashan (Qamsar)',
                ru: 'Кашан (Гамсар)',
                hy: 'Քաշան (Ղամսար)',
                fa: 'کاشان (قمصر)',
              },
            },
            {
              key: 'gilan',
              label: { en: 'Gilan highlands', ru: 'Горы Гиляна', hy: 'Գիլանի լեռներ', fa: 'ارتفاعات گیلان' },
            },
            {
              key: 'khuzestan',
              label: {
                en: 'Khuzestan (Dezful)',
                ru: 'Хузестан (Дезфуль)',
                hy: 'Խուզեստան (Դեզֆուլ)',
                fa: 'خوزستان (دزفول)',
              },
            },
            {
              key: 'hormozgan',
              label: {
                en: 'Hormozgan (Rudan, Minab)',
                ru: 'Хормозган (Рудан, Минаб)',
                hy: 'Հորմոզգան (Ռուդան, Մինաբ)',
                fa: 'هرمزگان (رودان، میناب)',
              },
            },
            {
              key: 'south-khorasan',
              label: {
                en: 'South Khorasan (Birjand)',
                ru: 'Южный Хорасан (Бирджанд)',
                hy: 'Հարավային Խորասան (Բիրջանդ)',
                fa: 'خراسان جنوبی (بیرجند)',
              },
            },
          ],
        },
        { key: 'crop-year', name: cropYearName, values: cropYears },
      ],
    },
    {
      key: 'spice',
      name: { en: 'Spice', ru: 'Специи', hy: 'Համեմունքներ', fa: 'ادویه' },
      art: 'spice',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            premium,
            grade1,
            {
              key: 'pofaki',
              label: {
                en: 'Pofaki (shade-dried)',
                ru: 'Пофаки (сушка в тени)',
                hy: 'Պոֆակի (ստվերում չորացրած)',
                fa: 'پفکی (خشک‌شده در سایه)',
              },
            },
            {
              key: 'anari',
              label: {
                en: 'Anari (sun-dried)',
                ru: 'Анари (сушка на солнце)',
                hy: 'Անարի (արևում չորացրած)',
                fa: 'اناری (خشک‌شده زیر آفتاب)',
              },
            },
          ],
        },
        {
          key: 'form',
          name: formName,
          values: [
            {
              key: 'whole-seed',
              label: { en: 'Whole seed', ru: 'Целые семена', hy: 'Ամբողջական սերմ', fa: 'دانه کامل' },
            },
            powder,
            {
              key: 'dried-berries',
              label: {
                en: 'Dried berries',
                ru: 'Сушёные ягоды',
                hy: 'Չորացրած հատապտուղներ',
                fa: 'میوه خشک',
              },
            },
          ],
        },
        { key: 'packaging', name: packagingName, values: [pouch100, bag1kg, carton10kg] },
        {
          key: 'origin',
          name: originName,
          values: [
            { key: 'kerman', label: { en: 'Kerman', ru: 'Керман', hy: 'Քերման', fa: 'کرمان' } },
            {
              key: 'south-khorasan',
              label: {
                en: 'South Khorasan (Qaen, Birjand)',
                ru: 'Южный Хорасан (Каен, Бирджанд)',
                hy: 'Հարավային Խորասան (Ղաեն, Բիրջանդ)',
                fa: 'خراسان جنوبی (قائن، بیرجند)',
              },
            },
            {
              key: 'milled-in-iran',
              label: {
                en: 'Indian roots, milled in Iran',
                ru: 'Индийское сырьё, помол в Иране',
                hy: 'Հնդկական հումք, աղացած Իրանում',
                fa: 'ریزوم هندی، آسیاب‌شده در ایران',
              },
            },
          ],
        },
        { key: 'crop-year', name: cropYearName, values: cropYears },
      ],
    },
    {
      key: 'rosewater',
      name: { en: 'Rosewater', ru: 'Розовая вода', hy: 'Վարդաջուր', fa: 'گلاب' },
      art: 'herbs',
      attributes: [
        {
          key: 'distillation',
          name: { en: 'Distillation', ru: 'Перегонка', hy: 'Թորում', fa: 'نوع تقطیر' },
          values: [
            {
              key: 'single',
              label: { en: 'Single-distilled', ru: 'Однократная', hy: 'Միանգամյա', fa: 'یک‌آتشه' },
            },
            {
              key: 'double',
              label: {
                en: 'Double-distilled (do-atasheh)',
                ru: 'Двойная (до-атеше)',
                hy: 'Կրկնակի (դո-աթաշե)',
                fa: 'دوآتشه',
              },
            },
          ],
        },
        {
          key: 'packaging',
          name: packagingName,
          values: [
            {
              key: 'bottle-1l',
              label: {
                en: '1 L PET bottle',
                ru: 'ПЭТ-бутылка 1 л',
                hy: '1 լ ՊԷԹ շիշ',
                fa: 'بطری PET یک‌لیتری',
              },
            },
            {
              key: 'can-20l',
              label: { en: '20 L can', ru: 'Канистра 20 л', hy: '20 լ տարա', fa: 'گالن ۲۰ لیتری' },
            },
          ],
        },
        {
          key: 'origin',
          name: originName,
          values: [
            {
              key: 'qamsar',
              label: { en: 'Qamsar, Kashan', ru: 'Гамсар, Кашан', hy: 'Ղամսար, Քաշան', fa: 'قمصر کاشان' },
            },
            {
              key: 'meymand',
              label: { en: 'Meymand, Fars', ru: 'Мейменд, Фарс', hy: 'Մեյմանդ, Ֆարս', fa: 'میمند فارس' },
            },
          ],
        },
        { key: 'crop-year', name: cropYearName, values: cropYears },
      ],
    },
  ],
  products: [
    {
      key: 'herbs-lahijan-tea-spring-op',
      productType: 'black-tea',
      producer: 'Lahijan Tea Gardens',
      name: {
        en: 'Lahijan spring black tea, orthodox whole leaf',
        ru: 'Лахиджанский чёрный чай весеннего сбора, крупнолистовой',
        hy: 'Լահիջանի գարնանային սև թեյ, ամբողջական տերև',
        fa: 'چای سیاه بهاره لاهیجان، برگ کامل',
      },
      description: {
        en: 'First-flush leaf, plucked as a bud and two leaves in May on the hill gardens around Lahijan, where Iranian tea growing began more than a century ago, and made the orthodox way: withered, rolled, oxidised and dried. The liquor is clear amber with a mild, low-astringency taste and is traditionally brewed in a teapot on the samovar. Packed in foil-lined 100 g pouches, 1 kg bags and 10 kg cartons; best before 24 months from packing.',
        ru: 'Чай весеннего первого сбора: в мае на холмах вокруг Лахиджана, где больше века назад началось иранское чаеводство, собирают флеши «почка и два листа» и обрабатывают их по ортодоксальной технологии — завяливание, скручивание, ферментация, сушка. Настой прозрачный, янтарный, мягкий и малотерпкий; традиционно чай заваривают в чайнике на самоваре. Упаковка — пакеты 100 г с фольгированным слоем, пакеты 1 кг и короба 10 кг; срок годности 24 месяца с даты упаковки.',
        hy: 'Առաջին գարնանային բերքի թեյ՝ «բողբոջ և երկու տերև» սկզբունքով հավաքված մայիսին Լահիջանի շրջակա բլուրներին, որտեղ ավելի քան մեկ դար առաջ սկիզբ է առել իրանական թեյագործությունը։ Մշակվում է օրթոդոքս եղանակով՝ թառամեցում, ոլորում, օքսիդացում և չորացում, թուրմը թափանցիկ սաթագույն է, մեղմ և քիչ տտիպ համով, և ավանդաբար այն թրմում են թեյնիկում՝ սամովարի վրա։ Փաթեթավորումը՝ փայլաթիթեղե շերտով 100 գ փաթեթներ, 1 կգ տոպրակներ և 10 կգ արկղեր, պիտանելիության ժամկետը՝ փաթեթավորումից 24 ամիս։',
        fa: 'چای بهاره چین اول که در اردیبهشت به شیوه یک غنچه و دو برگ از باغ‌های تپه‌ای اطراف لاهیجان، زادگاه چایکاری ایران در بیش از یک قرن پیش، چیده می‌شود و به روش ارتودکس فرآوری می‌شود: پلاسیدن، مالش، تخمیر و خشک کردن. دم‌کرده‌ای شفاف و کهربایی با طعم ملایم و گسی کم دارد و به رسم ایرانی در قوری روی سماور دم می‌کشد. بسته‌بندی در پاکت ۱۰۰ گرمی با لایه فویل، کیسه ۱ کیلوگرمی و کارتن ۱۰ کیلوگرمی؛ ماندگاری ۲۴ ماه از تاریخ بسته‌بندی.',
      },
      variations: [
        {
          name: {
            en: 'Spring whole leaf, 100 g pouch (price per pouch)',
            ru: 'Весенний крупнолистовой, пакет 100 г (цена за пакет)',
            hy: 'Գարնանային, ամբողջական տերև, 100 գ փաթեթ (գինը՝ մեկ փաթեթի համար)',
            fa: 'بهاره برگ کامل، پاکت ۱۰۰ گرمی (قیمت هر پاکت)',
          },
          price: 0.89,
          stock: 4800,
          minimumOrderQuantity: 500,
          attributes: {
            flush: 'spring',
            leaf: 'op',
            packaging: 'pouch-100g',
            origin: 'lahijan',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Spring whole leaf, 1 kg bag (price per bag)',
            ru: 'Весенний крупнолистовой, пакет 1 кг (цена за пакет)',
            hy: 'Գարնանային, ամբողջական տերև, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'بهاره برگ کامل، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 8.6,
          stock: 900,
          minimumOrderQuantity: 50,
          attributes: {
            flush: 'spring',
            leaf: 'op',
            packaging: 'bag-1kg',
            origin: 'lahijan',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Spring whole leaf, 10 kg carton (price per carton)',
            ru: 'Весенний крупнолистовой, короб 10 кг (цена за короб)',
            hy: 'Գարնանային, ամբողջական տերև, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'بهاره برگ کامل، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 82,
          stock: 420,
          minimumOrderQuantity: 10,
          attributes: {
            flush: 'spring',
            leaf: 'op',
            packaging: 'carton-10kg',
            origin: 'lahijan',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Заказываем для нашей сети в Казани: покупатели отмечают мягкий вкус без горечи. Пакеты с фольгой хорошо сохраняют аромат.',
          locale: 'ru',
          reviewer: 'anna-petrova',
          daysAgo: 12,
        },
        {
          rating: 4,
          comment:
            'A pleasant, gentle cup that our customers compare to a light Ceylon. The 100 g pouches would benefit from a resealable zip.',
          locale: 'en',
          reviewer: 'james-whitaker',
          daysAgo: 5,
        },
      ],
      daysAgo: 30,
    },
    {
      key: 'herbs-lahijan-tea-summer-bop',
      productType: 'black-tea',
      producer: 'Lahijan Tea Gardens',
      name: {
        en: 'Lahijan summer black tea, broken leaf',
        ru: 'Лахиджанский чёрный чай летнего сбора, ломаный лист',
        hy: 'Լահիջանի ամառային սև թեյ, կոտրված տերև',
        fa: 'چای سیاه تابستانه لاهیجان، شکسته',
      },
      description: {
        en: 'Summer-flush Gilan leaf processed to broken orange pekoe, which brews faster and gives a stronger, darker cup than whole leaf. A good base for everyday blends, cafés and canteens, with moisture of at most 6 %. Packed in 1 kg bags or 10 kg cartons with inner liners; shelf life 24 months in dry storage.',
        ru: 'Лист летнего сбора из Гиляна, обработанный до ломаной фракции BOP: заваривается быстрее и даёт более крепкий и тёмный настой, чем крупный лист. Хорошая основа для повседневных купажей, кафе и столовых, влажность не более 6 %. Упаковка — пакеты по 1 кг или короба по 10 кг с внутренним вкладышем; срок годности 24 месяца при хранении в сухом месте.',
        hy: 'Գիլանի ամառային բերքի տերև՝ մշակված մինչև կոտրված BOP ֆրակցիա, որն ավելի արագ է թրմվում և ավելի թունդ ու մուգ թուրմ է տալիս, քան ամբողջական տերևը։ Լավ հիմք է ամենօրյա խառնուրդների, սրճարանների և ճաշարանների համար, խոնավությունը՝ առավելագույնը 6 %։ Փաթեթավորումը՝ 1 կգ տոպրակներ կամ ներդիրով 10 կգ արկղեր, պիտանելիության ժամկետը չոր տեղում պահելիս՝ 24 ամիս։',
        fa: 'برگ چای تابستانه گیلان که به‌صورت شکسته (BOP) فرآوری شده و نسبت به برگ کامل زودتر دم می‌کشد و دم‌کرده‌ای پررنگ‌تر و قوی‌تر می‌دهد. پایه‌ای مناسب برای ترکیب‌های روزمره، کافه‌ها و رستوران‌ها با رطوبت حداکثر ۶ درصد. بسته‌بندی در کیسه ۱ کیلوگرمی یا کارتن ۱۰ کیلوگرمی با لاینر داخلی؛ ماندگاری ۲۴ ماه در انبار خشک.',
      },
      variations: [
        {
          name: {
            en: 'Summer broken leaf, 1 kg bag (price per bag)',
            ru: 'Летний ломаный лист, пакет 1 кг (цена за пакет)',
            hy: 'Ամառային, կոտրված տերև, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'تابستانه شکسته، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 5.8,
          stock: 2000,
          minimumOrderQuantity: 50,
          attributes: {
            flush: 'summer',
            leaf: 'bop',
            packaging: 'bag-1kg',
            origin: 'lahijan',
            'crop-year': '2024',
          },
        },
        {
          name: {
            en: 'Summer broken leaf, 10 kg carton (price per carton)',
            ru: 'Летний ломаный лист, короб 10 кг (цена за короб)',
            hy: 'Ամառային, կոտրված տերև, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'تابستانه شکسته، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 52,
          stock: 1300,
          minimumOrderQuantity: 10,
          attributes: {
            flush: 'summer',
            leaf: 'bop',
            packaging: 'carton-10kg',
            origin: 'lahijan',
            'crop-year': '2024',
          },
        },
      ],
      reviews: [],
      daysAgo: 145,
    },
    {
      key: 'herbs-gilan-tea-fannings',
      productType: 'black-tea',
      producer: 'Lahijan Tea Gardens',
      name: {
        en: 'Gilan black tea fannings for tea bags',
        ru: 'Гилянский чёрный чай, фаннингс для пакетиков',
        hy: 'Գիլանի սև թեյ՝ ֆանինգս թեյի տոպրակների համար',
        fa: 'ریزه چای سیاه گیلان برای چای کیسه‌ای',
      },
      description: {
        en: 'Fine fannings sieved at factories in Langarud and Lahijan and sized for tea-bag machines and quick-brew blends. They give a strong colour in two to three minutes. Supplied in 10 kg cartons with poly liners, minimum order 500 kg, with moisture and sieve analysis for each lot.',
        ru: 'Мелкая фракция (фаннингс), отсеянная на фабриках Лангеруда и Лахиджана и откалиброванная для фасовочных машин пакетированного чая и быстрозавариваемых купажей. Даёт насыщенный цвет настоя за две-три минуты. Поставляется в коробах по 10 кг с полиэтиленовым вкладышем, минимальный заказ — 500 кг, к каждой партии прилагаются данные о влажности и ситовом анализе.',
        hy: 'Մանր ֆրակցիա (ֆանինգս)՝ մաղված Լանգերուդի և Լահիջանի ֆաբրիկաներում և չափաբերված թեյի տոպրակներ լցնող մեքենաների ու արագ թրմվող խառնուրդների համար։ Հագեցած գույն է տալիս երկու-երեք րոպեում։ Մատակարարվում է պոլիէթիլենային ներդիրով 10 կգ արկղերով, նվազագույն պատվերը 500 կգ է, և յուրաքանչյուր խմբաքանակի հետ տրամադրվում են խոնավության և մաղային անալիզի տվյալները։',
        fa: 'ریزه چای (فنینگز) که در کارخانه‌های لنگرود و لاهیجان الک و دانه‌بندی شده و برای دستگاه‌های بسته‌بندی چای کیسه‌ای و ترکیب‌های زوددم مناسب است. در دو تا سه دقیقه رنگ پررنگی می‌دهد. عرضه در کارتن ۱۰ کیلوگرمی با لاینر پلی‌اتیلن و حداقل سفارش ۵۰۰ کیلوگرم، همراه نتایج رطوبت و دانه‌بندی برای هر محموله.',
      },
      variations: [
        {
          name: {
            en: 'Summer fannings, 10 kg carton (price per carton)',
            ru: 'Летний фаннингс, короб 10 кг (цена за короб)',
            hy: 'Ամառային ֆանինգս, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'ریزه تابستانه، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 42,
          stock: 2600,
          minimumOrderQuantity: 50,
          attributes: {
            flush: 'summer',
            leaf: 'fannings',
            packaging: 'carton-10kg',
            origin: 'langarud',
            'crop-year': '2024',
          },
        },
        {
          name: {
            en: 'Spring fannings, 10 kg carton (price per carton)',
            ru: 'Весенний фаннингс, короб 10 кг (цена за короб)',
            hy: 'Գարնանային ֆանինգս, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'ریزه بهاره، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 46,
          stock: 0,
          minimumOrderQuantity: 50,
          attributes: {
            flush: 'spring',
            leaf: 'fannings',
            packaging: 'carton-10kg',
            origin: 'lahijan',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [],
      daysAgo: 350,
    },
    {
      key: 'herbs-damask-rose-buds',
      productType: 'herbal-infusion',
      producer: 'Qamsar Rose Valley Co.',
      name: {
        en: 'Damask rose buds from Kashan',
        ru: 'Бутоны дамасской розы из Кашана',
        hy: 'Դամասկոսյան վարդի կոկոններ Քաշանից',
        fa: 'غنچه گل محمدی کاشان',
      },
      description: {
        en: 'Whole buds of Rosa damascena hand-picked at dawn in May in the Qamsar valley near Kashan and dried in the shade to keep their colour and scent. Premium buds are uniformly pink, 1–1.5 cm, with no stalks or foreign matter; grade 1 allows more variation in size. Used for herbal tea, rice dishes and confectionery; shelf life 18 months.',
        ru: 'Целые бутоны Rosa damascena, собранные вручную на рассвете в мае в долине Гамсар под Кашаном и высушенные в тени, чтобы сохранить цвет и аромат. Бутоны премиум — ровные, розовые, 1–1,5 см, без плодоножек и примесей; первый сорт допускает больший разброс по размеру. Для травяного чая, блюд из риса и кондитерских изделий; срок годности 18 месяцев.',
        hy: 'Rosa damascena-ի ամբողջական կոկոններ՝ ձեռքով հավաքված մայիսյան արշալույսին Քաշանի մոտակա Ղամսարի հովտում և չորացված ստվերում՝ գույնն ու բույրը պահպանելու համար։ Պրեմիում կոկոնները միատեսակ վարդագույն են, 1–1,5 սմ, առանց ցողունների և խառնուկների, իսկ առաջին տեսակը թույլ է տալիս չափերի ավելի մեծ տարբերություն։ Օգտագործվում են բուսական թեյի, բրնձով ուտեստների և հրուշակեղենի համար, պիտանելիության ժամկետը՝ 18 ամիս։',
        fa: 'غنچه کامل گل محمدی (Rosa damascena) که سحرگاه اردیبهشت در دره قمصر کاشان با دست چیده و در سایه خشک می‌شود تا رنگ و عطرش حفظ شود. غنچه ممتاز یکدست و صورتی، ۱ تا ۱٫۵ سانتی‌متر و بدون دم و مواد خارجی است و درجه یک تنوع اندازه بیشتری دارد. مناسب دمنوش، پلو و شیرینی‌پزی؛ ماندگاری ۱۸ ماه.',
      },
      variations: [
        {
          name: {
            en: 'Premium whole buds, 100 g pouch (price per pouch)',
            ru: 'Бутоны премиум, пакет 100 г (цена за пакет)',
            hy: 'Պրեմիում կոկոններ, 100 գ փաթեթ (գինը՝ մեկ փաթեթի համար)',
            fa: 'غنچه ممتاز، پاکت ۱۰۰ گرمی (قیمت هر پاکت)',
          },
          price: 3.4,
          stock: 3000,
          minimumOrderQuantity: 300,
          attributes: {
            grade: 'premium',
            form: 'whole-buds',
            packaging: 'pouch-100g',
            origin: 'kashan',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Premium whole buds, 1 kg bag (price per bag)',
            ru: 'Бутоны премиум, пакет 1 кг (цена за пакет)',
            hy: 'Պրեմիում կոկոններ, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'غنچه ممتاز، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 29.5,
          stock: 600,
          minimumOrderQuantity: 50,
          attributes: {
            grade: 'premium',
            form: 'whole-buds',
            packaging: 'bag-1kg',
            origin: 'kashan',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Grade 1 whole buds, 10 kg carton (price per carton)',
            ru: 'Бутоны первого сорта, короб 10 кг (цена за короб)',
            hy: 'Առաջին տեսակի կոկոններ, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'غنچه درجه یک، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 235,
          stock: 90,
          minimumOrderQuantity: 5,
          attributes: {
            grade: 'grade-1',
            form: 'whole-buds',
            packaging: 'carton-10kg',
            origin: 'kashan',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Beautiful, evenly sized buds with a strong scent; they sold out in our London shop within a month. Residue tests came back well within EU limits.',
          locale: 'en',
          reviewer: 'james-whitaker',
          daysAgo: 22,
        },
        {
          rating: 5,
          comment:
            'غنچه‌ها خوش‌رنگ و معطر بودند و تقریباً دم و خاشاک نداشتند. بسته‌بندی ۱۰۰ گرمی برای فروشگاه ما بسیار مناسب است.',
          locale: 'fa',
          reviewer: 'sara-ahmadi',
          daysAgo: 14,
        },
        {
          rating: 4,
          comment:
            'Бутоны хорошие, но в коробах первого сорта попадались раскрывшиеся цветки. Для купажей подходят отлично.',
          locale: 'ru',
          reviewer: 'anna-petrova',
          daysAgo: 9,
        },
      ],
      daysAgo: 60,
    },
    {
      key: 'herbs-damask-rose-petals',
      productType: 'herbal-infusion',
      producer: 'Qamsar Rose Valley Co.',
      name: {
        en: 'Dried Damask rose petals',
        ru: 'Лепестки дамасской розы сушёные',
        hy: 'Դամասկոսյան վարդի չորացրած թերթիկներ',
        fa: 'گلبرگ خشک گل محمدی',
      },
      description: {
        en: 'Petals from fully opened Kashan Damask roses, air-dried to a deep pink with the same sweet scent as the buds at a lower price. Widely used in herbal blends, spice mixes such as advieh, pastry decoration and bath products. Packed in 1 kg bags or 10 kg cartons; keep cool, dry and away from light.',
        ru: 'Лепестки полностью раскрывшихся кашанских дамасских роз, высушенные на воздухе: насыщенный розовый цвет и тот же сладкий аромат, что у бутонов, но по более низкой цене. Применяются в травяных купажах, смесях специй вроде адвие, для украшения выпечки и в средствах для ванн. Упаковка — пакеты по 1 кг или короба по 10 кг; хранить в прохладном сухом месте, защищённом от света.',
        hy: 'Քաշանի ամբողջովին բացված դամասկոսյան վարդերի թերթիկներ՝ օդում չորացրած, մուգ վարդագույն և կոկոնների նման քաղցր բույրով, բայց ավելի մատչելի գնով։ Լայնորեն օգտագործվում են բուսական խառնուրդներում, ադվիեի նման համեմունքների խառնուրդներում, թխվածքի զարդարման և լոգանքի միջոցների մեջ։ Փաթեթավորումը՝ 1 կգ տոպրակներ կամ 10 կգ արկղեր, պահել զով, չոր և լույսից պաշտպանված տեղում։',
        fa: 'گلبرگ گل‌های کاملاً بازشده محمدی کاشان که در هوای آزاد خشک شده‌اند؛ رنگ صورتی پررنگ و همان عطر شیرین غنچه را با قیمتی کمتر دارند. در دمنوش‌ها، ادویه‌هایی مانند ادویه پلویی، تزیین شیرینی و محصولات حمام مصرف می‌شوند. بسته‌بندی در کیسه ۱ کیلوگرمی یا کارتن ۱۰ کیلوگرمی؛ در جای خنک، خشک و دور از نور نگهداری شود.',
      },
      variations: [
        {
          name: {
            en: 'Grade 1 petals, 1 kg bag (price per bag)',
            ru: 'Лепестки первого сорта, пакет 1 кг (цена за пакет)',
            hy: 'Առաջին տեսակի թերթիկներ, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'گلبرگ درجه یک، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 19.5,
          stock: 700,
          minimumOrderQuantity: 50,
          attributes: {
            grade: 'grade-1',
            form: 'petals',
            packaging: 'bag-1kg',
            origin: 'kashan',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Grade 1 petals, 10 kg carton (price per carton)',
            ru: 'Лепестки первого сорта, короб 10 кг (цена за короб)',
            hy: 'Առաջին տեսակի թերթիկներ, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'گلبرگ درجه یک، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 178,
          stock: 140,
          minimumOrderQuantity: 5,
          attributes: {
            grade: 'grade-1',
            form: 'petals',
            packaging: 'carton-10kg',
            origin: 'kashan',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [],
      daysAgo: 215,
    },
    {
      key: 'herbs-rosewater-qamsar-double',
      productType: 'rosewater',
      producer: 'Qamsar Rose Valley Co.',
      name: {
        en: 'Qamsar rosewater (golab), double-distilled',
        ru: 'Розовая вода из Гамсара (гулаб), двойной перегонки',
        hy: 'Ղամսարի վարդաջուր (գոլաբ), կրկնակի թորման',
        fa: 'گلاب دوآتشه قمصر کاشان',
      },
      description: {
        en: 'Golab distilled in May from fresh Damask rose petals in Qamsar, where rosewater has been made in copper stills for centuries. Double-distilled (do-atasheh) rosewater is distilled a second time for a stronger, longer-lasting fragrance, for sweets, ice cream, drinks and cosmetic use. Food grade with no added alcohol or essence, in 20 L food-grade cans or 1 L PET bottles in cartons of 12; shelf life 24 months.',
        ru: 'Гулаб, полученный в мае перегонкой свежих лепестков дамасской розы в Гамсаре, где розовую воду веками делают в медных кубах. Розовую воду двойной перегонки (до-атеше) перегоняют повторно, поэтому аромат у неё сильнее и стойче — для сладостей, мороженого, напитков и косметики. Пищевая, без добавления спирта и эссенций; пищевые канистры 20 л или ПЭТ-бутылки 1 л в коробах по 12 штук, срок годности 24 месяца.',
        hy: 'Գոլաբ՝ թորված մայիսին դամասկոսյան վարդի թարմ թերթիկներից Ղամսարում, որտեղ դարեր շարունակ վարդաջուր են պատրաստում պղնձե թորիչներում։ Կրկնակի թորման (դո-աթաշե) վարդաջուրը երկրորդ անգամ է թորվում, ուստի բույրն ավելի ուժեղ ու կայուն է, և հարմար է քաղցրավենիքի, պաղպաղակի, ըմպելիքների և կոսմետիկայի համար։ Սննդային է, առանց ավելացված սպիրտի և էսենցիաների, լցված է 20 լ սննդային տարաների կամ 1 լ ՊԷԹ շշերի մեջ՝ 12 հատանոց արկղերով, պիտանելիության ժամկետը՝ 24 ամիս։',
        fa: 'گلابی که در اردیبهشت از گلبرگ تازه گل محمدی در قمصر تقطیر می‌شود؛ جایی که قرن‌هاست گلاب را در دیگ‌های مسی می‌گیرند. گلاب دوآتشه دوباره تقطیر می‌شود تا عطری قوی‌تر و ماندگارتر داشته باشد و برای شیرینی، بستنی، شربت و مصارف آرایشی مناسب است. خوراکی و بدون الکل و اسانس افزوده، در گالن ۲۰ لیتری خوراکی یا بطری PET یک‌لیتری در کارتن‌های ۱۲ عددی؛ ماندگاری ۲۴ ماه.',
      },
      variations: [
        {
          name: {
            en: 'Double-distilled, 20 L can (price per can)',
            ru: 'Двойной перегонки, канистра 20 л (цена за канистру)',
            hy: 'Կրկնակի թորման, 20 լ տարա (գինը՝ մեկ տարայի համար)',
            fa: 'دوآتشه، گالن ۲۰ لیتری (قیمت هر گالن)',
          },
          price: 46,
          stock: 800,
          minimumOrderQuantity: 20,
          attributes: { distillation: 'double', packaging: 'can-20l', origin: 'qamsar', 'crop-year': '2025' },
        },
        {
          name: {
            en: 'Double-distilled, 1 L bottle (price per bottle)',
            ru: 'Двойной перегонки, бутылка 1 л (цена за бутылку)',
            hy: 'Կրկնակի թորման, 1 լ շիշ (գինը՝ մեկ շշի համար)',
            fa: 'دوآتشه، بطری یک‌لیتری (قیمت هر بطری)',
          },
          price: 3.1,
          stock: 4500,
          minimumOrderQuantity: 600,
          attributes: {
            distillation: 'double',
            packaging: 'bottle-1l',
            origin: 'qamsar',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Գոլաբը վերցրինք Երևանի հրուշակեղենի արտադրամասերի համար, բույրը հարուստ է և բնական։ Տարաները հասան առանց արտահոսքի։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 40,
        },
        {
          rating: 4,
          comment:
            'کیفیت گلاب عالی بود و عطرش واقعاً دوآتشه است. فقط چند کارتن بطری یک‌لیتری در حمل آسیب دیده بود.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 19,
        },
      ],
      daysAgo: 80,
    },
    {
      key: 'herbs-rosewater-meymand',
      productType: 'rosewater',
      producer: 'Shiraz Herbal Distillates Co.',
      name: {
        en: 'Meymand rosewater, single-distilled, for the food industry',
        ru: 'Розовая вода из Меймэнда однократной перегонки для пищевой промышленности',
        hy: 'Մեյմանդի վարդաջուր, միանգամյա թորման, սննդի արդյունաբերության համար',
        fa: 'گلاب یک‌آتشه میمند برای صنایع غذایی',
      },
      description: {
        en: 'Single-distilled rosewater from the Damask rose gardens of Meymand in Fars province, a lighter everyday strength for bakeries, dairies, syrup and beverage plants that dose by volume. Filtered and filled into 20 L food-grade cans and 1 L bottles, with microbiological test results for each batch. Shelf life 24 months unopened.',
        ru: 'Розовая вода однократной перегонки из садов дамасской розы в Меймэнде (провинция Фарс) — более лёгкая, повседневная концентрация для пекарен, молочных заводов, производителей сиропов и напитков, где дозируют по объёму. Фильтрованная, разлита в пищевые канистры 20 л и бутылки 1 л, на каждую партию — результаты микробиологических испытаний. Срок годности в закрытой таре 24 месяца.',
        hy: 'Միանգամյա թորման վարդաջուր Ֆարսի նահանգի Մեյմանդի դամասկոսյան վարդի այգիներից՝ ավելի թեթև, ամենօրյա խտության, հացաբուլկեղենի, կաթնամթերքի, օշարակների և ըմպելիքների արտադրության համար, որտեղ դեղաչափումը կատարվում է ըստ ծավալի։ Ֆիլտրված է և լցված 20 լ սննդային տարաների ու 1 լ շշերի մեջ, յուրաքանչյուր խմբաքանակի համար տրվում են մանրէաբանական փորձարկումների արդյունքները։ Չբացված տարայում պիտանելիության ժամկետը 24 ամիս է։',
        fa: 'گلاب یک‌آتشه از باغ‌های گل محمدی میمند در استان فارس؛ غلظتی سبک‌تر و روزمره برای نانوایی‌ها، لبنیات، شربت‌سازی و کارخانه‌های نوشیدنی که به‌صورت حجمی دوز می‌کنند. فیلترشده و پرشده در گالن ۲۰ لیتری خوراکی و بطری یک‌لیتری، همراه نتایج آزمون میکروبی برای هر سری تولید. ماندگاری در ظرف باز نشده ۲۴ ماه است.',
      },
      variations: [
        {
          name: {
            en: 'Single-distilled, 20 L can (price per can)',
            ru: 'Однократной перегонки, канистра 20 л (цена за канистру)',
            hy: 'Միանգամյա թորման, 20 լ տարա (գինը՝ մեկ տարայի համար)',
            fa: 'یک‌آتشه، گالن ۲۰ لیتری (قیمت هر گالن)',
          },
          price: 34,
          stock: 1200,
          minimumOrderQuantity: 20,
          attributes: {
            distillation: 'single',
            packaging: 'can-20l',
            origin: 'meymand',
            'crop-year': '2024',
          },
        },
        {
          name: {
            en: 'Single-distilled, 1 L bottle (price per bottle)',
            ru: 'Однократной перегонки, бутылка 1 л (цена за бутылку)',
            hy: 'Միանգամյա թորման, 1 լ շիշ (գինը՝ մեկ շշի համար)',
            fa: 'یک‌آتشه، بطری یک‌لیتری (قیمت هر بطری)',
          },
          price: 2.4,
          stock: 0,
          minimumOrderQuantity: 600,
          attributes: {
            distillation: 'single',
            packaging: 'bottle-1l',
            origin: 'meymand',
            'crop-year': '2024',
          },
        },
      ],
      reviews: [],
      daysAgo: 240,
    },
    {
      key: 'herbs-persian-borage',
      productType: 'herbal-infusion',
      producer: 'Deylaman Highland Herbs',
      name: {
        en: 'Persian borage flowers (gol gavzaban)',
        ru: 'Цветки иранского синяка (гол-гавзабан)',
        hy: 'Պարսկական իժախոտի ծաղիկներ (գոլ գավզաբան)',
        fa: 'گل گاوزبان ایرانی',
      },
      description: {
        en: 'Dried flowers of Echium amoenum, the Persian borage of the Alborz slopes in Gilan, picked by hand from early May and dried in the shade until they turn violet-blue. Brewed alone or with dried lime and rose buds as a calming evening infusion, which turns pink when lemon is added; the premium grade is whole flowers with no stems or dust. Shelf life 18 months; 100 g pouches and 1 kg bags.',
        ru: 'Сушёные цветки Echium amoenum — иранского синяка со склонов Эльбурса в Гиляне: их собирают вручную с начала мая и сушат в тени до сине-фиолетового цвета. Заваривают отдельно или с сушёным лаймом и бутонами розы как успокаивающий вечерний напиток, который от лимона становится розовым; в сорте премиум — только целые цветки без стеблей и пыли. Срок годности 18 месяцев; пакеты 100 г и 1 кг.',
        hy: 'Echium amoenum-ի՝ Գիլանի Էլբուրսյան լանջերի պարսկական իժախոտի չորացրած ծաղիկներ, որոնք ձեռքով հավաքում են մայիսի սկզբից և չորացնում ստվերում, մինչև դառնան մանուշակագույն-կապույտ։ Թրմում են առանձին կամ չորացրած լայմի և վարդի կոկոնների հետ՝ որպես հանգստացնող երեկոյան թեյ, որը կիտրոնից վարդագույն է դառնում, իսկ պրեմիում տեսակում միայն ամբողջական ծաղիկներ են՝ առանց ցողունների և փոշու։ Պիտանելիության ժամկետը 18 ամիս է, փաթեթավորումը՝ 100 գ փաթեթներ և 1 կգ տոպրակներ։',
        fa: 'گل خشک گاوزبان ایرانی (Echium amoenum) از دامنه‌های البرز در گیلان که از اوایل اردیبهشت با دست چیده و در سایه خشک می‌شود تا به رنگ بنفش مایل به آبی درآید. به‌تنهایی یا همراه لیمو عمانی و غنچه گل محمدی به‌عنوان دمنوش آرام‌بخش شبانه دم می‌شود و با افزودن آبلیمو صورتی می‌شود؛ درجه ممتاز فقط گل کامل و بدون ساقه و خاکه است. ماندگاری ۱۸ ماه؛ پاکت ۱۰۰ گرمی و کیسه ۱ کیلوگرمی.',
      },
      variations: [
        {
          name: {
            en: 'Premium whole flowers, 100 g pouch (price per pouch)',
            ru: 'Цветки премиум, пакет 100 г (цена за пакет)',
            hy: 'Պրեմիում ծաղիկներ, 100 գ փաթեթ (գինը՝ մեկ փաթեթի համար)',
            fa: 'گل کامل ممتاز، پاکت ۱۰۰ گرمی (قیمت هر پاکت)',
          },
          price: 4.4,
          stock: 1500,
          minimumOrderQuantity: 300,
          attributes: {
            grade: 'premium',
            form: 'whole-flowers',
            packaging: 'pouch-100g',
            origin: 'gilan',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Premium whole flowers, 1 kg bag (price per bag)',
            ru: 'Цветки премиум, пакет 1 кг (цена за пакет)',
            hy: 'Պրեմիում ծաղիկներ, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'گل کامل ممتاز، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 39,
          stock: 180,
          minimumOrderQuantity: 20,
          attributes: {
            grade: 'premium',
            form: 'whole-flowers',
            packaging: 'bag-1kg',
            origin: 'gilan',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'گل گاوزبان درشت و یکدست بود و رنگ دم‌کرده‌اش عالی شد. مشتریان فروشگاه‌مان دوباره سفارش داده‌اند.',
          locale: 'fa',
          reviewer: 'sara-ahmadi',
          daysAgo: 50,
        },
        {
          rating: 4,
          comment:
            'Цветки целые, цвет хороший. Для российского рынка пришлось оформлять декларацию соответствия, поставщик помог с документами.',
          locale: 'ru',
          reviewer: 'anna-petrova',
          daysAgo: 33,
        },
      ],
      daysAgo: 100,
    },
    {
      key: 'herbs-chamomile',
      productType: 'herbal-infusion',
      producer: 'Deylaman Highland Herbs',
      name: {
        en: 'Chamomile flowers, whole',
        ru: 'Ромашка аптечная, цветки целые',
        hy: 'Դեղատու երիցուկի ծաղիկներ, ամբողջական',
        fa: 'گل بابونه کامل',
      },
      description: {
        en: 'Whole flower heads of German chamomile (Matricaria chamomilla) from spring harvests around Dezful in Khuzestan, dried at low temperature to keep the blue essential oil. Grade 1 has at least 90 % whole heads and at most 5 % stems, and sells as a single-herb tea or as a base for blends. Packed in 1 kg bags and 10 kg cartons; shelf life 24 months.',
        ru: 'Целые соцветия ромашки аптечной (Matricaria chamomilla) весеннего сбора из окрестностей Дезфуля (Хузестан), высушенные при низкой температуре, чтобы сохранить голубое эфирное масло. Первый сорт — не менее 90 % целых корзинок и не более 5 % стеблей; продаётся как моночай или основа для купажей. Упаковка — пакеты 1 кг и короба 10 кг; срок годности 24 месяца.',
        hy: 'Դեղատու երիցուկի (Matricaria chamomilla) ամբողջական ծաղկաբույլեր՝ Խուզեստանի Դեզֆուլի շրջակայքի գարնանային բերքից, չորացված ցածր ջերմաստիճանում՝ կապույտ եթերային յուղը պահպանելու համար։ Առաջին տեսակում ամբողջական ծաղկաբույլերը առնվազն 90 % են, ցողունները՝ առավելագույնը 5 %, և այն վաճառվում է որպես առանձին թեյ կամ խառնուրդների հիմք։ Փաթեթավորումը՝ 1 կգ տոպրակներ և 10 կգ արկղեր, պիտանելիության ժամկետը՝ 24 ամիս։',
        fa: 'گل کامل بابونه آلمانی (Matricaria chamomilla) از برداشت بهاره اطراف دزفول در خوزستان که در دمای پایین خشک می‌شود تا اسانس آبی‌رنگش حفظ شود. در درجه یک دست‌کم ۹۰ درصد گل کامل و حداکثر ۵ درصد ساقه وجود دارد و به‌صورت دمنوش تک‌گیاهی یا پایه ترکیب‌ها فروخته می‌شود. بسته‌بندی در کیسه ۱ کیلوگرمی و کارتن ۱۰ کیلوگرمی؛ ماندگاری ۲۴ ماه.',
      },
      variations: [
        {
          name: {
            en: 'Grade 1 whole flowers, 1 kg bag (price per bag)',
            ru: 'Первый сорт, цветки целые, пакет 1 кг (цена за пакет)',
            hy: 'Առաջին տեսակ, ամբողջական ծաղիկներ, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'گل کامل درجه یک، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 9.2,
          stock: 400,
          minimumOrderQuantity: 50,
          attributes: {
            grade: 'grade-1',
            form: 'whole-flowers',
            packaging: 'bag-1kg',
            origin: 'khuzestan',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Grade 1 whole flowers, 10 kg carton (price per carton)',
            ru: 'Первый сорт, цветки целые, короб 10 кг (цена за короб)',
            hy: 'Առաջին տեսակ, ամբողջական ծաղիկներ, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'گل کامل درجه یک، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 82,
          stock: 160,
          minimumOrderQuantity: 5,
          attributes: {
            grade: 'grade-1',
            form: 'whole-flowers',
            packaging: 'carton-10kg',
            origin: 'khuzestan',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [
        {
          rating: 3,
          comment:
            'The flavour is good, but our first carton had more stems and broken heads than the grade promised. The second shipment was noticeably better.',
          locale: 'en',
          reviewer: 'james-whitaker',
          daysAgo: 90,
        },
      ],
      daysAgo: 175,
    },
    {
      key: 'herbs-dried-lime',
      productType: 'herbal-infusion',
      producer: 'Kerman Spice House',
      name: {
        en: 'Dried lime (limoo amani), whole and ground',
        ru: 'Сушёный лайм (лиму амани), целый и молотый',
        hy: 'Չորացրած լայմ (լիմու ամանի), ամբողջական և աղացած',
        fa: 'لیمو عمانی کامل و پودری',
      },
      description: {
        en: 'Small Persian limes from Rudan and Minab in Hormozgan, blanched in brine and sun-dried until hard and light brown inside. Whole limes are pierced and simmered in stews such as ghormeh sabzi or brewed as a sour tea, while ground lime seasons rice, kebab marinades and spice rubs. Whole limes in 10 kg cartons, powder in 1 kg bags; shelf life 24 months.',
        ru: 'Небольшие иранские лаймы из Рудана и Минаба (Хормозган), бланшированные в солёной воде и высушенные на солнце до твёрдости и светло-коричневого цвета внутри. Целые лаймы прокалывают и томят в рагу, например в гормэ-сабзи, или заваривают как кислый чай, а молотый лайм добавляют в рис, маринады для кебаба и смеси специй. Целые — в коробах по 10 кг, молотые — в пакетах по 1 кг; срок годности 24 месяца.',
        hy: 'Հորմոզգանի Ռուդանի և Մինաբի մանր իրանական լայմեր՝ աղաջրում խաշած և արևի տակ չորացրած, մինչև կարծրանան և ներսից բաց շագանակագույն դառնան։ Ամբողջական լայմերը ծակում են և եփում շոգեխաշած ուտեստներում, օրինակ՝ ղորմե սաբզիում, կամ թրմում որպես թթվաշ թեյ, իսկ աղացածով համեմում են բրինձը, քյաբաբի մարինադներն ու համեմունքների խառնուրդները։ Ամբողջականը՝ 10 կգ արկղերով, աղացածը՝ 1 կգ տոպրակներով, պիտանելիության ժամկետը՝ 24 ամիս։',
        fa: 'لیموهای کوچک ایرانی از رودان و میناب هرمزگان که در آب‌نمک جوشانده و زیر آفتاب خشک می‌شوند تا سفت شوند و مغزشان قهوه‌ای روشن شود. لیمو عمانی کامل را سوراخ می‌کنند و در خورش‌هایی مانند قورمه‌سبزی می‌پزند یا به‌صورت چای ترش دم می‌کنند و پودر آن چاشنی پلو، مرینیت کباب و مخلوط ادویه است. لیموی کامل در کارتن ۱۰ کیلوگرمی و پودر در کیسه ۱ کیلوگرمی؛ ماندگاری ۲۴ ماه.',
      },
      variations: [
        {
          name: {
            en: 'Whole dried lime, 10 kg carton (price per carton)',
            ru: 'Лайм целый, короб 10 кг (цена за короб)',
            hy: 'Ամբողջական լայմ, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'لیمو عمانی کامل، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 48,
          stock: 900,
          minimumOrderQuantity: 10,
          attributes: {
            grade: 'grade-1',
            form: 'whole-fruit',
            packaging: 'carton-10kg',
            origin: 'hormozgan',
            'crop-year': '2024',
          },
        },
        {
          name: {
            en: 'Ground dried lime, 1 kg bag (price per bag)',
            ru: 'Лайм молотый, пакет 1 кг (цена за пакет)',
            hy: 'Աղացած լայմ, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'پودر لیمو عمانی، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 6.8,
          stock: 350,
          minimumOrderQuantity: 50,
          attributes: {
            grade: 'grade-1',
            form: 'powder',
            packaging: 'bag-1kg',
            origin: 'hormozgan',
            'crop-year': '2024',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Proper Persian dried limes, hard and aromatic rather than bitter. Our restaurant customers in Manchester reorder every month.',
          locale: 'en',
          reviewer: 'james-whitaker',
          daysAgo: 120,
        },
      ],
      daysAgo: 250,
    },
    {
      key: 'herbs-jujube-birjand',
      productType: 'herbal-infusion',
      producer: 'Khorasan Herbal Export Co.',
      name: {
        en: 'Dried jujube (annab) from Birjand',
        ru: 'Унаби (зизифус) сушёный из Бирджанда',
        hy: 'Չորացրած ունաբ Բիրջանդից',
        fa: 'عناب خشک بیرجند',
      },
      description: {
        en: 'Sun-dried jujubes of the Sivjan variety from South Khorasan, the province that grows about 97 % of Iran’s jujube. Harvested in late summer, the deep red, wrinkled fruits are simmered into a traditional winter drink or eaten as a dried fruit; the premium grade is sorted for size and free of cracked fruit. 10 kg cartons and 1 kg bags; keep cool and dry, shelf life 12 months.',
        ru: 'Высушенные на солнце плоды унаби сорта «Сивджан» из Южного Хорасана — провинции, где выращивают около 97 % иранского зизифуса. Собранные в конце лета тёмно-красные морщинистые плоды варят для традиционного зимнего напитка или едят как сухофрукт; сорт премиум откалиброван по размеру и не содержит треснувших плодов. Короба по 10 кг и пакеты по 1 кг; хранить в прохладном сухом месте, срок годности 12 месяцев.',
        hy: 'Սիվջան սորտի արևում չորացրած ունաբ Հարավային Խորասանից՝ նահանգից, որտեղ աճեցվում է Իրանի ունաբի մոտ 97 %-ը։ Ամռան վերջին հավաքված մուգ կարմիր, կնճռոտ պտուղներից եփում են ավանդական ձմեռային ըմպելիք կամ ուտում դրանք որպես չիր, իսկ պրեմիում տեսակը տեսակավորված է ըստ չափի և ճաքած պտուղներ չունի։ 10 կգ արկղեր և 1 կգ տոպրակներ, պահել զով և չոր տեղում, պիտանելիության ժամկետը՝ 12 ամիս։',
        fa: 'عناب خشک رقم سیوجان از خراسان جنوبی که حدود ۹۷ درصد عناب ایران را تولید می‌کند. میوه‌های سرخ تیره و چروکیده که اواخر تابستان برداشت می‌شوند برای جوشانده سنتی زمستانی یا به‌عنوان خشکبار مصرف می‌شوند و درجه ممتاز از نظر اندازه درجه‌بندی شده و میوه ترک‌خورده ندارد. کارتن ۱۰ کیلوگرمی و کیسه ۱ کیلوگرمی؛ در جای خنک و خشک نگهداری شود، ماندگاری ۱۲ ماه.',
      },
      variations: [
        {
          name: {
            en: 'Premium whole jujube, 10 kg carton (price per carton)',
            ru: 'Унаби премиум, короб 10 кг (цена за короб)',
            hy: 'Պրեմիում ունաբ, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'عناب ممتاز، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 62,
          stock: 300,
          minimumOrderQuantity: 10,
          attributes: {
            grade: 'premium',
            form: 'whole-fruit',
            packaging: 'carton-10kg',
            origin: 'south-khorasan',
            'crop-year': '2024',
          },
        },
        {
          name: {
            en: 'Premium whole jujube, 1 kg bag (price per bag)',
            ru: 'Унаби премиум, пакет 1 кг (цена за пакет)',
            hy: 'Պրեմիում ունաբ, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'عناب ممتاز، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 7.2,
          stock: 500,
          minimumOrderQuantity: 50,
          attributes: {
            grade: 'premium',
            form: 'whole-fruit',
            packaging: 'bag-1kg',
            origin: 'south-khorasan',
            'crop-year': '2024',
          },
        },
      ],
      reviews: [],
      daysAgo: 130,
    },
    {
      key: 'herbs-green-cumin-kerman',
      productType: 'spice',
      producer: 'Kerman Spice House',
      name: {
        en: 'Green cumin seed from Kerman',
        ru: 'Зира (кумин) из Кермана',
        hy: 'Քիմիոն (զիրա) Քերմանից',
        fa: 'زیره سبز کرمان',
      },
      description: {
        en: 'Cuminum cyminum from dryland farms in Kerman province, machine-cleaned and sorted to 99 % purity with very little stalk and dust. A strong, warm aroma from its high essential oil content; used whole in rice and bread or ground for kebab, meat and spice blends. Whole seed in 10 kg cartons, ground cumin in 1 kg bags; shelf life 24 months whole and 12 months ground.',
        ru: 'Кумин (Cuminum cyminum) с богарных полей провинции Керман, машинная очистка и сортировка до чистоты 99 % с минимальной примесью стеблей и пыли. Сильный тёплый аромат благодаря высокому содержанию эфирного масла; целые семена идут в плов и выпечку, молотые — в кебаб, мясные блюда и смеси специй. Целая зира — в коробах по 10 кг, молотая — в пакетах по 1 кг; срок годности 24 месяца для целой и 12 месяцев для молотой.',
        hy: 'Cuminum cyminum՝ Քերմանի նահանգի անջրդի դաշտերից, մեքենայով մաքրված և տեսակավորված մինչև 99 % մաքրություն՝ ցողունների և փոշու նվազագույն խառնուրդով։ Եթերային յուղի բարձր պարունակության շնորհիվ ունի ուժեղ, տաք բույր, ամբողջական սերմերն օգտագործվում են փլավի և հացի մեջ, իսկ աղացածը՝ քյաբաբի, մսի և համեմունքների խառնուրդների համար։ Ամբողջական սերմը՝ 10 կգ արկղերով, աղացածը՝ 1 կգ տոպրակներով, պիտանելիության ժամկետը՝ ամբողջականինը 24 ամիս, աղացածինը՝ 12 ամիս։',
        fa: 'زیره سبز (Cuminum cyminum) از مزارع دیم استان کرمان که با دستگاه بوجاری و تا خلوص ۹۹ درصد درجه‌بندی شده و ساقه و خاک آن بسیار کم است. به‌دلیل اسانس بالا عطری قوی و گرم دارد؛ دانه کامل در پلو و نان و پودر آن در کباب، خوراک گوشت و مخلوط ادویه مصرف می‌شود. دانه کامل در کارتن ۱۰ کیلوگرمی و پودر در کیسه ۱ کیلوگرمی؛ ماندگاری ۲۴ ماه برای دانه و ۱۲ ماه برای پودر.',
      },
      variations: [
        {
          name: {
            en: 'Premium whole seed, 10 kg carton (price per carton)',
            ru: 'Премиум, целые семена, короб 10 кг (цена за короб)',
            hy: 'Պրեմիում, ամբողջական սերմ, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'دانه کامل ممتاز، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 58,
          stock: 700,
          minimumOrderQuantity: 10,
          attributes: {
            grade: 'premium',
            form: 'whole-seed',
            packaging: 'carton-10kg',
            origin: 'kerman',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Premium ground cumin, 1 kg bag (price per bag)',
            ru: 'Премиум, молотая, пакет 1 кг (цена за пакет)',
            hy: 'Պրեմիում, աղացած, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'پودر زیره ممتاز، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 7.4,
          stock: 400,
          minimumOrderQuantity: 50,
          attributes: {
            grade: 'premium',
            form: 'powder',
            packaging: 'bag-1kg',
            origin: 'kerman',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Зира чистая, аромат яркий — на рынке Алматы уходит быстрее индийской. Коробки приходят плотно упакованными.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 75,
        },
      ],
      daysAgo: 190,
    },
    {
      key: 'herbs-black-cumin-kerman',
      productType: 'spice',
      producer: 'Kerman Spice House',
      name: {
        en: 'Kerman black cumin (Bunium persicum)',
        ru: 'Чёрная зира из Кермана (Bunium persicum)',
        hy: 'Քերմանի սև քիմիոն (Bunium persicum)',
        fa: 'زیره سیاه کرمان',
      },
      description: {
        en: 'The wild mountain cumin Kerman is famous for, gathered in June in the southern highlands of the province. The seeds are thinner and darker than green cumin, with a sweeter, smoky, slightly piney aroma prized in Persian rice dishes and Central Asian plov. Harvests are small and depend on spring rain; 100 g pouches and 1 kg bags, shelf life 24 months.',
        ru: 'Та самая дикорастущая горная зира, которой славится Керман: её собирают в июне на южных нагорьях провинции. Семена тоньше и темнее зелёного кумина, аромат слаще, с дымной и лёгкой хвойной нотой — его ценят в иранских блюдах из риса и в среднеазиатском плове. Урожай невелик и зависит от весенних дождей; пакеты 100 г и 1 кг, срок годности 24 месяца.',
        hy: 'Սա այն վայրի լեռնային քիմիոնն է, որով հայտնի է Քերմանը, և այն հավաքում են հունիսին նահանգի հարավային բարձրավանդակներում։ Սերմերն ավելի բարակ ու մուգ են, քան կանաչ քիմիոնինը, բույրը՝ ավելի քաղցր, ծխային, փշատերևի թեթև նրբերանգով, որը գնահատվում է իրանական բրնձային ուտեստներում և միջինասիական փլավում։ Բերքը փոքր է և կախված է գարնանային անձրևներից, փաթեթավորումը՝ 100 գ փաթեթներ և 1 կգ տոպրակներ, պիտանելիության ժամկետը՝ 24 ամիս։',
        fa: 'همان زیره کوهی که ضرب‌المثل «زیره به کرمان بردن» از آن آمده است و در خرداد از ارتفاعات جنوبی استان کرمان جمع‌آوری می‌شود. دانه‌ها باریک‌تر و تیره‌تر از زیره سبزند و عطری شیرین‌تر، دودی و کمی صنوبری دارند که در پلوهای ایرانی و پلوی آسیای میانه ارزشمند است. برداشت محدود و وابسته به باران بهاری است؛ پاکت ۱۰۰ گرمی و کیسه ۱ کیلوگرمی، ماندگاری ۲۴ ماه.',
      },
      variations: [
        {
          name: {
            en: 'Premium whole seed, 100 g pouch (price per pouch)',
            ru: 'Премиум, целые семена, пакет 100 г (цена за пакет)',
            hy: 'Պրեմիում, ամբողջական սերմ, 100 գ փաթեթ (գինը՝ մեկ փաթեթի համար)',
            fa: 'دانه کامل ممتاز، پاکت ۱۰۰ گرمی (قیمت هر پاکت)',
          },
          price: 2.6,
          stock: 1200,
          minimumOrderQuantity: 300,
          attributes: {
            grade: 'premium',
            form: 'whole-seed',
            packaging: 'pouch-100g',
            origin: 'kerman',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Premium whole seed, 1 kg bag (price per bag)',
            ru: 'Премиум, целые семена, пакет 1 кг (цена за пакет)',
            hy: 'Պրեմիում, ամբողջական սերմ, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'دانه کامل ممتاز، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 24,
          stock: 150,
          minimumOrderQuantity: 20,
          attributes: {
            grade: 'premium',
            form: 'whole-seed',
            packaging: 'bag-1kg',
            origin: 'kerman',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [],
      daysAgo: 45,
    },
    {
      key: 'herbs-barberry-pofaki-anari',
      productType: 'spice',
      producer: 'Khorasan Herbal Export Co.',
      name: {
        en: 'Seedless barberry (zereshk), Pofaki and Anari',
        ru: 'Барбарис бескосточковый (зерешк), пофаки и анари',
        hy: 'Անկորիզ ծորենի (զերեշկ), պոֆակի և անարի',
        fa: 'زرشک پفکی و اناری قائن',
      },
      description: {
        en: 'Seedless barberry from Qaen and Birjand in South Khorasan, where almost all of the world’s seedless barberry is grown, harvested in October and November. Pofaki berries are dried on the branch in shade with forced air and keep a bright ruby colour; Anari berries are spread out to dry in the sun and are darker and cheaper. Destemmed, cleaned and held in cold storage at 0–4 °C until shipment; 1 kg bags and 10 kg cartons.',
        ru: 'Бескосточковый барбарис из Каена и Бирджанда (Южный Хорасан), где выращивают почти весь бескосточковый барбарис мира; сбор — в октябре и ноябре. Пофаки сушат прямо на ветках в тени с принудительной вентиляцией, поэтому ягоды сохраняют ярко-рубиновый цвет; анари сушат россыпью на солнце — он темнее и дешевле. Ягоды очищены от плодоножек и до отгрузки хранятся в холодильной камере при 0–4 °C; пакеты 1 кг и короба 10 кг.',
        hy: 'Անկորիզ ծորենի Հարավային Խորասանի Ղաենից և Բիրջանդից, որտեղ աճեցվում է աշխարհի գրեթե ողջ անկորիզ ծորենին, բերքահավաքը՝ հոկտեմբերին և նոյեմբերին։ Պոֆակին չորացնում են ճյուղերի վրա՝ ստվերում, հարկադիր օդափոխությամբ, ուստի այն պահպանում է վառ սուտակագույնը, իսկ անարին չորացնում են արևի տակ՝ փռված, և այն ավելի մուգ է ու մատչելի։ Պտուղները մաքրված են պտղակոթերից և մինչև առաքումը պահվում են սառնարանում՝ 0–4 °C-ում, փաթեթավորումը՝ 1 կգ տոպրակներ և 10 կգ արկղեր։',
        fa: 'زرشک بی‌دانه قائن و بیرجند در خراسان جنوبی، جایی که تقریباً همه زرشک بی‌دانه جهان تولید می‌شود، با برداشت مهر و آبان. زرشک پفکی روی شاخه در سایه و با جریان هوا خشک می‌شود و رنگ یاقوتی روشنش را حفظ می‌کند، اما زرشک اناری پهن‌شده زیر آفتاب خشک می‌شود و تیره‌تر و ارزان‌تر است. زرشک‌ها دم‌گیری و پاک شده و تا زمان ارسال در سردخانه صفر تا ۴ درجه نگهداری می‌شوند؛ کیسه ۱ کیلوگرمی و کارتن ۱۰ کیلوگرمی.',
      },
      variations: [
        {
          name: {
            en: 'Pofaki, 1 kg bag (price per bag)',
            ru: 'Пофаки, пакет 1 кг (цена за пакет)',
            hy: 'Պոֆակի, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'پفکی، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 9.8,
          stock: 600,
          minimumOrderQuantity: 50,
          attributes: {
            grade: 'pofaki',
            form: 'dried-berries',
            packaging: 'bag-1kg',
            origin: 'south-khorasan',
            'crop-year': '2024',
          },
        },
        {
          name: {
            en: 'Pofaki, 10 kg carton (price per carton)',
            ru: 'Пофаки, короб 10 кг (цена за короб)',
            hy: 'Պոֆակի, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'پفکی، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 89,
          stock: 420,
          minimumOrderQuantity: 10,
          attributes: {
            grade: 'pofaki',
            form: 'dried-berries',
            packaging: 'carton-10kg',
            origin: 'south-khorasan',
            'crop-year': '2024',
          },
        },
        {
          name: {
            en: 'Anari, 10 kg carton (price per carton)',
            ru: 'Анари, короб 10 кг (цена за короб)',
            hy: 'Անարի, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'اناری، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 68,
          stock: 250,
          minimumOrderQuantity: 10,
          attributes: {
            grade: 'anari',
            form: 'dried-berries',
            packaging: 'carton-10kg',
            origin: 'south-khorasan',
            'crop-year': '2024',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Пофаки действительно яркий, без песка и веточек. Холодовую цепочку до нашего склада соблюдали, ягоды не слиплись.',
          locale: 'ru',
          reviewer: 'anna-petrova',
          daysAgo: 10,
        },
        {
          rating: 4,
          comment:
            'Պոֆակի ծորենին գեղեցիկ գույն ունի, բայց արկղերից մեկում պտուղները մի փոքր կպել էին իրար։ Ընդհանուր առմամբ որակը գոհացուցիչ է։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 6,
        },
      ],
      daysAgo: 20,
    },
    {
      key: 'herbs-turmeric-powder',
      productType: 'spice',
      producer: 'Kerman Spice House',
      name: {
        en: 'Ground turmeric',
        ru: 'Куркума молотая',
        hy: 'Աղացած քրքում',
        fa: 'پودر زردچوبه',
      },
      description: {
        en: 'Turmeric milled at our Kerman plant from imported Indian fingers, since Iran grows very little turmeric of its own, then steam-sterilised and sieved to 60 mesh. Curcumin 3–5 %, moisture at most 10 %, with a bright yellow colour for stews, rice, pickles and spice blends. 1 kg bags and 10 kg cartons with inner liners; shelf life 24 months.',
        ru: 'Куркума, смолотая на нашем предприятии в Кермане из импортных индийских корневищ (в самом Иране куркуму почти не выращивают), стерилизованная паром и просеянная до 60 меш. Куркумин 3–5 %, влажность не более 10 %, ярко-жёлтый цвет для рагу, риса, маринадов и смесей специй. Пакеты 1 кг и короба 10 кг с вкладышем; срок годности 24 месяца.',
        hy: 'Քրքում՝ աղացած Քերմանի մեր արտադրամասում ներմուծված հնդկական կոճղարմատներից (Իրանում քրքում գրեթե չի աճեցվում), գոլորշով ստերիլիզացված և մաղված մինչև 60 մեշ։ Կուրկումինը 3–5 % է, խոնավությունը՝ առավելագույնը 10 %, իսկ վառ դեղին գույնը հարմար է շոգեխաշած ուտեստների, բրնձի, թթուների և համեմունքների խառնուրդների համար։ 1 կգ տոպրակներ և ներդիրով 10 կգ արկղեր, պիտանելիության ժամկետը՝ 24 ամիս։',
        fa: 'زردچوبه آسیاب‌شده در کارگاه ما در کرمان از ریزوم‌های وارداتی هندی (کشت زردچوبه در خود ایران بسیار اندک است) که با بخار استریل و با الک ۶۰ مش سرند می‌شود. کورکومین ۳ تا ۵ درصد، رطوبت حداکثر ۱۰ درصد و رنگ زرد روشن برای خورش، پلو، ترشی و مخلوط ادویه. کیسه ۱ کیلوگرمی و کارتن ۱۰ کیلوگرمی با لاینر؛ ماندگاری ۲۴ ماه.',
      },
      variations: [
        {
          name: {
            en: 'Ground, 1 kg bag (price per bag)',
            ru: 'Молотая, пакет 1 кг (цена за пакет)',
            hy: 'Աղացած, 1 կգ տոպրակ (գինը՝ մեկ տոպրակի համար)',
            fa: 'پودر، کیسه ۱ کیلوگرمی (قیمت هر کیسه)',
          },
          price: 3.4,
          stock: 1200,
          minimumOrderQuantity: 100,
          attributes: {
            grade: 'grade-1',
            form: 'powder',
            packaging: 'bag-1kg',
            origin: 'milled-in-iran',
            'crop-year': '2025',
          },
        },
        {
          name: {
            en: 'Ground, 10 kg carton (price per carton)',
            ru: 'Молотая, короб 10 кг (цена за короб)',
            hy: 'Աղացած, 10 կգ արկղ (գինը՝ մեկ արկղի համար)',
            fa: 'پودر، کارتن ۱۰ کیلوگرمی (قیمت هر کارتن)',
          },
          price: 29,
          stock: 800,
          minimumOrderQuantity: 10,
          attributes: {
            grade: 'grade-1',
            form: 'powder',
            packaging: 'carton-10kg',
            origin: 'milled-in-iran',
            'crop-year': '2025',
          },
        },
      ],
      reviews: [],
      daysAgo: 8,
    },
  ],
}
