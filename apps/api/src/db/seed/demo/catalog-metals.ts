import type { DemoCategory } from './types.ts'

const gradeName = { en: 'Grade', ru: 'Марка', hy: 'Մակնիշ', fa: 'گرید' }
const thicknessName = { en: 'Thickness', ru: 'Толщина', hy: 'Հաստություն', fa: 'ضخامت' }
const formName = { en: 'Form', ru: 'Форма поставки', hy: 'Մատակարարման ձև', fa: 'شکل عرضه' }
const packagingName = { en: 'Packaging', ru: 'Упаковка', hy: 'Փաթեթավորում', fa: 'بسته‌بندی' }
const millName = { en: 'Mill region', ru: 'Регион завода', hy: 'Գործարանի շրջան', fa: 'منطقه کارخانه' }

const mm = (key: string, en: string, ru: string, fa: string) => ({
  key,
  label: { en: `${en} mm`, ru: `${ru} мм`, hy: `${ru} մմ`, fa: `${fa} میلی‌متر` },
})

const isfahan = { key: 'isfahan', label: { en: 'Isfahan', ru: 'Исфахан', hy: 'Սպահան', fa: 'اصفهان' } }
const khuzestan = {
  key: 'khuzestan',
  label: { en: 'Khuzestan', ru: 'Хузестан', hy: 'Խուզեստան', fa: 'خوزستان' },
}
const kerman = { key: 'kerman', label: { en: 'Kerman', ru: 'Керман', hy: 'Քերման', fa: 'کرمان' } }
const mobarakeh = {
  key: 'mobarakeh',
  label: { en: 'Mobarakeh', ru: 'Мобараке', hy: 'Մոբարաքե', fa: 'مبارکه' },
}

export const metalsCategory: DemoCategory = {
  key: 'steel-copper',
  name: { en: 'Steel & Copper', ru: 'Сталь и медь', hy: 'Պողպատ և պղինձ', fa: 'فولاد و مس' },
  productTypes: [
    {
      key: 'steel-billet',
      name: { en: 'Steel billet', ru: 'Стальная заготовка', hy: 'Պողպատե բիլետ', fa: 'شمش فولاد (بیلت)' },
      art: 'steel',
      attributes: [
        {
          key: 'grade',
          name: { en: 'Steel grade', ru: 'Марка стали', hy: 'Պողպատի մակնիշ', fa: 'گرید فولاد' },
          values: [
            { key: '3sp', label: { en: '3SP', ru: 'Ст3сп', hy: '3SP', fa: '3SP' } },
            { key: '5sp', label: { en: '5SP', ru: 'Ст5сп', hy: '5SP', fa: '5SP' } },
          ],
        },
        {
          key: 'section',
          name: { en: 'Section', ru: 'Сечение', hy: 'Կտրվածք', fa: 'ابعاد مقطع' },
          values: [
            {
              key: '125x125',
              label: { en: '125 × 125 mm', ru: '125 × 125 мм', hy: '125 × 125 մմ', fa: '۱۲۵ × ۱۲۵ میلی‌متر' },
            },
            {
              key: '130x130',
              label: { en: '130 × 130 mm', ru: '130 × 130 мм', hy: '130 × 130 մմ', fa: '۱۳۰ × ۱۳۰ میلی‌متر' },
            },
            {
              key: '150x150',
              label: { en: '150 × 150 mm', ru: '150 × 150 мм', hy: '150 × 150 մմ', fa: '۱۵۰ × ۱۵۰ میلی‌متر' },
            },
          ],
        },
        {
          key: 'length',
          name: { en: 'Length', ru: 'Длина', hy: 'Երկարություն', fa: 'طول' },
          values: [
            { key: '6m', label: { en: '6 m', ru: '6 м', hy: '6 մ', fa: '۶ متر' } },
            { key: '12m', label: { en: '12 m', ru: '12 м', hy: '12 մ', fa: '۱۲ متر' } },
          ],
        },
        { key: 'mill', name: millName, values: [isfahan, khuzestan, kerman] },
      ],
    },
    {
      key: 'rebar',
      name: { en: 'Rebar', ru: 'Арматура', hy: 'Ամրան', fa: 'میلگرد آجدار' },
      art: 'steel',
      attributes: [
        {
          key: 'grade',
          name: { en: 'Class', ru: 'Класс', hy: 'Դաս', fa: 'گرید' },
          values: [
            {
              key: 'a3',
              label: {
                en: 'A3 (ISIRI 3132)',
                ru: 'А3 (ISIRI 3132)',
                hy: 'A3 (ISIRI 3132)',
                fa: 'A3 (استاندارد ملی ۳۱۳۲)',
              },
            },
            {
              key: 'b500b',
              label: {
                en: 'B500B (BS 4449)',
                ru: 'B500B (BS 4449)',
                hy: 'B500B (BS 4449)',
                fa: 'B500B (BS 4449)',
              },
            },
          ],
        },
        {
          key: 'diameter',
          name: { en: 'Diameter', ru: 'Диаметр', hy: 'Տրամագիծ', fa: 'قطر' },
          values: [
            mm('8', '8', '8', '۸'),
            mm('10', '10', '10', '۱۰'),
            mm('12', '12', '12', '۱۲'),
            mm('16', '16', '16', '۱۶'),
            mm('20', '20', '20', '۲۰'),
            mm('25', '25', '25', '۲۵'),
            mm('32', '32', '32', '۳۲'),
          ],
        },
        {
          key: 'form',
          name: formName,
          values: [
            {
              key: 'bars-12m',
              label: { en: 'Straight bars, 12 m', ru: 'Прутки 12 м', hy: 'Ձողեր, 12 մ', fa: 'شاخه ۱۲ متری' },
            },
            { key: 'coil', label: { en: 'Coil', ru: 'В мотках', hy: 'Կծիկներով', fa: 'کلاف' } },
          ],
        },
        { key: 'mill', name: millName, values: [isfahan, khuzestan, kerman] },
      ],
    },
    {
      key: 'hot-rolled-coil',
      name: {
        en: 'Hot-rolled coil',
        ru: 'Горячекатаный рулон',
        hy: 'Տաք գլանված թիթեղ ռուլոններով',
        fa: 'کلاف گرم‌نورد',
      },
      art: 'steel',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            {
              key: 'st37-2',
              label: {
                en: 'St37-2 (S235JR)',
                ru: 'St37-2 (S235JR)',
                hy: 'St37-2 (S235JR)',
                fa: 'St37-2 (S235JR)',
              },
            },
            {
              key: 'st52-3',
              label: {
                en: 'St52-3 (S355J2)',
                ru: 'St52-3 (S355J2)',
                hy: 'St52-3 (S355J2)',
                fa: 'St52-3 (S355J2)',
              },
            },
          ],
        },
        {
          key: 'thickness',
          name: thicknessName,
          values: [
            mm('2', '2', '2', '۲'),
            mm('3', '3', '3', '۳'),
            mm('4', '4', '4', '۴'),
            mm('6', '6', '6', '۶'),
            mm('8', '8', '8', '۸'),
            mm('10', '10', '10', '۱۰'),
          ],
        },
        {
          key: 'width',
          name: { en: 'Width', ru: 'Ширина', hy: 'Լայնություն', fa: 'عرض' },
          values: [mm('1250', '1,250', '1250', '۱۲۵۰'), mm('1500', '1,500', '1500', '۱۵۰۰')],
        },
        { key: 'mill', name: millName, values: [mobarakeh, isfahan] },
      ],
    },
    {
      key: 'galvanised-steel',
      name: { en: 'Galvanised steel', ru: 'Оцинкованный прокат', hy: 'Ցինկապատ պողպատ', fa: 'ورق گالوانیزه' },
      art: 'steel',
      attributes: [
        {
          key: 'thickness',
          name: thicknessName,
          values: [
            mm('0-4', '0.4', '0,4', '۰٫۴'),
            mm('0-5', '0.5', '0,5', '۰٫۵'),
            mm('0-7', '0.7', '0,7', '۰٫۷'),
          ],
        },
        {
          key: 'coating',
          name: { en: 'Zinc coating', ru: 'Цинковое покрытие', hy: 'Ցինկե ծածկույթ', fa: 'وزن پوشش روی' },
          values: [
            {
              key: 'z100',
              label: {
                en: 'Z100 (100 g/m²)',
                ru: 'Z100 (100 г/м²)',
                hy: 'Z100 (100 գ/մ²)',
                fa: 'Z100 (۱۰۰ گرم بر متر مربع)',
              },
            },
            {
              key: 'z140',
              label: {
                en: 'Z140 (140 g/m²)',
                ru: 'Z140 (140 г/м²)',
                hy: 'Z140 (140 գ/մ²)',
                fa: 'Z140 (۱۴۰ گرم بر متر مربع)',
              },
            },
            {
              key: 'z180',
              label: {
                en: 'Z180 (180 g/m²)',
                ru: 'Z180 (180 г/м²)',
                hy: 'Z180 (180 գ/մ²)',
                fa: 'Z180 (۱۸۰ گرم بر متر مربع)',
              },
            },
          ],
        },
        {
          key: 'form',
          name: formName,
          values: [
            { key: 'coil', label: { en: 'Coil', ru: 'Рулон', hy: 'Ռուլոն', fa: 'کلاف' } },
            {
              key: 'profiled-sheet',
              label: {
                en: 'Trapezoidal roofing sheet',
                ru: 'Профнастил',
                hy: 'Պրոֆնաստիլ',
                fa: 'ورق فرم‌دار ذوزنقه‌ای',
              },
            },
          ],
        },
      ],
    },
    {
      key: 'copper-cathode',
      name: { en: 'Copper cathode', ru: 'Медный катод', hy: 'Պղնձե կաթոդ', fa: 'کاتد مس' },
      art: 'copper',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            {
              key: 'grade-a',
              label: {
                en: 'LME Grade A chemistry (Cu ≥ 99.99 %)',
                ru: 'По химсоставу LME Grade A (Cu ≥ 99,99 %)',
                hy: 'LME Grade A քիմիական կազմով (Cu ≥ 99,99 %)',
                fa: 'ترکیب LME Grade A (مس دست‌کم ۹۹٫۹۹ درصد)',
              },
            },
            {
              key: 'cu-99-95',
              label: {
                en: 'Standard (Cu ≥ 99.95 %)',
                ru: 'Стандартный (Cu ≥ 99,95 %)',
                hy: 'Ստանդարտ (Cu ≥ 99,95 %)',
                fa: 'استاندارد (مس دست‌کم ۹۹٫۹۵ درصد)',
              },
            },
          ],
        },
        {
          key: 'form',
          name: { en: 'Form', ru: 'Форма', hy: 'Ձև', fa: 'شکل' },
          values: [
            {
              key: 'full-plate',
              label: {
                en: 'Full-plate cathodes',
                ru: 'Целые листы',
                hy: 'Ամբողջական թերթեր',
                fa: 'ورق کامل',
              },
            },
            {
              key: 'cut',
              label: {
                en: 'Cut cathodes',
                ru: 'Рубленые катоды',
                hy: 'Կտրատված կաթոդներ',
                fa: 'کاتد برش‌خورده',
              },
            },
          ],
        },
        {
          key: 'packaging',
          name: packagingName,
          values: [
            {
              key: 'bundle-2-5t',
              label: {
                en: 'Strapped bundle, about 2.5 t',
                ru: 'Пачка около 2,5 т, обвязка лентой',
                hy: 'Ժապավենով ամրացված կապոց, մոտ 2,5 տ',
                fa: 'بسته تسمه‌کشی‌شده حدود ۲٫۵ تنی',
              },
            },
            {
              key: 'jumbo-bag-1t',
              label: { en: 'Jumbo bag, 1 t', ru: 'Биг-бэг, 1 т', hy: 'Բիգ-բեգ, 1 տ', fa: 'جامبوبگ یک‌تنی' },
            },
          ],
        },
      ],
    },
    {
      key: 'copper-wire-rod',
      name: {
        en: 'Copper wire rod',
        ru: 'Медная катанка',
        hy: 'Պղնձե գլանաձող (կատանկա)',
        fa: 'مفتول مسی (راد مس)',
      },
      art: 'copper',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            {
              key: 'cu-etp',
              label: {
                en: 'Cu-ETP (CW004A)',
                ru: 'Cu-ETP (CW004A)',
                hy: 'Cu-ETP (CW004A)',
                fa: 'Cu-ETP (CW004A)',
              },
            },
            {
              key: 'cu-of',
              label: {
                en: 'Cu-OF (CW008A)',
                ru: 'Cu-OF (CW008A)',
                hy: 'Cu-OF (CW008A)',
                fa: 'Cu-OF (CW008A)',
              },
            },
          ],
        },
        {
          key: 'diameter',
          name: { en: 'Diameter', ru: 'Диаметр', hy: 'Տրամագիծ', fa: 'قطر' },
          values: [mm('8', '8', '8', '۸'), mm('12-5', '12.5', '12,5', '۱۲٫۵')],
        },
        {
          key: 'coil-weight',
          name: { en: 'Coil weight', ru: 'Масса бухты', hy: 'Կծիկի քաշ', fa: 'وزن کلاف' },
          values: [
            {
              key: '3t',
              label: { en: 'About 3 t', ru: 'Около 3 т', hy: 'Մոտ 3 տ', fa: 'حدود ۳ تن' },
            },
            {
              key: '5t',
              label: { en: 'About 5 t', ru: 'Около 5 т', hy: 'Մոտ 5 տ', fa: 'حدود ۵ تن' },
            },
          ],
        },
      ],
    },
    {
      key: 'aluminium-ingot',
      name: {
        en: 'Aluminium ingot',
        ru: 'Алюминий в чушках',
        hy: 'Ալյումինե ձուլակտոր',
        fa: 'شمش آلومینیوم',
      },
      art: 'steel',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            {
              key: 'p1020a',
              label: {
                en: 'Al 99.7 % (P1020A)',
                ru: 'Al 99,7 % (P1020A)',
                hy: 'Al 99,7 % (P1020A)',
                fa: 'آلومینیوم ۹۹٫۷ درصد (P1020A)',
              },
            },
            {
              key: 'al-99-5',
              label: { en: 'Al 99.5 %', ru: 'Al 99,5 %', hy: 'Al 99,5 %', fa: 'آلومینیوم ۹۹٫۵ درصد' },
            },
            {
              key: 'adc12',
              label: { en: 'ADC12 alloy', ru: 'Сплав ADC12', hy: 'ADC12 համաձուլվածք', fa: 'آلیاژ ADC12' },
            },
          ],
        },
        {
          key: 'ingot-weight',
          name: { en: 'Ingot weight', ru: 'Масса чушки', hy: 'Ձուլակտորի քաշ', fa: 'وزن هر شمش' },
          values: [
            {
              key: '7kg',
              label: { en: 'About 7 kg', ru: 'Около 7 кг', hy: 'Մոտ 7 կգ', fa: 'حدود ۷ کیلوگرم' },
            },
            {
              key: '22kg',
              label: { en: 'About 22 kg', ru: 'Около 22 кг', hy: 'Մոտ 22 կգ', fa: 'حدود ۲۲ کیلوگرم' },
            },
          ],
        },
      ],
    },
  ],
  products: [
    {
      key: 'metal-billet-3sp-khuzestan',
      productType: 'steel-billet',
      producer: 'Karun Steel Trading',
      name: {
        en: 'Steel billets 3SP, 150 × 150 and 125 × 125 mm',
        ru: 'Стальная заготовка Ст3сп, 150 × 150 и 125 × 125 мм',
        hy: 'Պողպատե բիլետ 3SP, 150 × 150 և 125 × 125 մմ',
        fa: 'شمش فولاد 3SP در مقطع ۱۵۰ و ۱۲۵ میلی‌متر',
      },
      description: {
        en: 'Continuously cast billets made from direct-reduced iron in electric arc furnaces in Khuzestan, grade 3SP to GOST 380 (C 0.14–0.22 %, Mn 0.40–0.65 %). Straight 12 m lengths, bundled and marked with the heat number, with a mill test certificate per heat and SGS inspection of weight and dimensions at loading. Shipped by rail and truck to Bandar Anzali for the Caspian crossing to Astrakhan or Makhachkala.',
        ru: 'Непрерывнолитая заготовка из металлизованного сырья (DRI), выплавленная в дуговых печах Хузестана, сталь Ст3сп по ГОСТ 380 (C 0,14–0,22 %, Mn 0,40–0,65 %). Мерная длина 12 м, пачки с маркировкой номера плавки, сертификат завода на каждую плавку и инспекция SGS по весу и геометрии при погрузке. Доставка железной дорогой и автотранспортом в порт Энзели и далее по Каспию в Астрахань или Махачкалу.',
        hy: 'Անընդհատ ձուլված բիլետ՝ Խուզեստանի էլեկտրաաղեղային վառարաններում ուղղակի վերականգնված երկաթից (DRI), 3SP պողպատ՝ ըստ ԳՕՍՏ 380-ի (C 0,14–0,22 %, Mn 0,40–0,65 %)։ Չափային երկարությունը 12 մ է, կապոցները մակնշված են հալոցքի համարով, յուրաքանչյուր հալոցքի համար տրվում է գործարանային հավաստագիր, իսկ բեռնման ժամանակ SGS-ը ստուգում է քաշը և չափերը։ Առաքումը երկաթուղով և բեռնատարներով մինչև Անզալի նավահանգիստ, այնուհետև Կասպիցով՝ Աստրախան կամ Մախաչկալա։',
        fa: 'شمش ریخته‌گری پیوسته از آهن اسفنجی در کوره‌های قوس الکتریکی خوزستان با گرید 3SP طبق GOST 380 (کربن ۰٫۱۴ تا ۰٫۲۲ درصد، منگنز ۰٫۴۰ تا ۰٫۶۵ درصد). طول ۱۲ متر، بسته‌بندی‌شده با درج شماره ذوب، همراه گواهی کارخانه برای هر ذوب و بازرسی وزن و ابعاد توسط SGS هنگام بارگیری. حمل با راه‌آهن و کامیون تا بندر انزلی و سپس از راه دریای خزر به آستاراخان یا ماخاچ‌قلعه.',
      },
      variations: [
        {
          name: {
            en: '3SP 150 × 150 mm, 12 m, per tonne',
            ru: 'Ст3сп 150 × 150 мм, 12 м, за тонну',
            hy: '3SP 150 × 150 մմ, 12 մ, մեկ տոննայի գինը',
            fa: '3SP مقطع ۱۵۰ × ۱۵۰، طول ۱۲ متر، هر تن',
          },
          price: 452,
          stock: 3800,
          minimumOrderQuantity: 25,
          attributes: { grade: '3sp', section: '150x150', length: '12m', mill: 'khuzestan' },
        },
        {
          name: {
            en: '3SP 125 × 125 mm, 12 m, per tonne',
            ru: 'Ст3сп 125 × 125 мм, 12 м, за тонну',
            hy: '3SP 125 × 125 մմ, 12 մ, մեկ տոննայի գինը',
            fa: '3SP مقطع ۱۲۵ × ۱۲۵، طول ۱۲ متر، هر تن',
          },
          price: 458,
          stock: 1600,
          minimumOrderQuantity: 25,
          attributes: { grade: '3sp', section: '125x125', length: '12m', mill: 'khuzestan' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'سه هزار تن بیلت 3SP از بندر انزلی برای مشتری‌مان در آستاراخان بارگیری شد و آنالیز ذوب‌ها با گواهی کارخانه یکی بود. هماهنگی تیم فروش برای رزرو کشتی عالی بود.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 15,
        },
      ],
      daysAgo: 40,
    },
    {
      key: 'metal-billet-5sp-isfahan',
      productType: 'steel-billet',
      producer: 'Zayandeh Steel Export Co.',
      name: {
        en: 'Steel billets 5SP, 150 × 150 mm',
        ru: 'Стальная заготовка Ст5сп, 150 × 150 мм',
        hy: 'Պողպատե բիլետ 5SP, 150 × 150 մմ',
        fa: 'شمش فولاد 5SP مقطع ۱۵۰ × ۱۵۰',
      },
      description: {
        en: 'Blast furnace and converter route billets from Isfahan in grade 5SP (C 0.28–0.37 %, Mn 0.50–0.80 %), the usual feed for rolling A3 and A500 class rebar. Cut to 12 m or 6 m, with rhomboidity and corner radius within tolerance, and a mill test certificate for each heat. Trucked from Isfahan to Nurduz–Agarak for Armenia and Georgia, or railed to Amirabad port for the Caspian.',
        ru: 'Заготовка доменно-конвертерного передела из Исфахана, марка Ст5сп (C 0,28–0,37 %, Mn 0,50–0,80 %) — основное сырьё для прокатки арматуры классов А3 и А500. Порезка на 12 или 6 м, ромбичность и радиус закругления углов в пределах допусков, сертификат завода на каждую плавку. Автодоставка из Исфахана через Нордуз — Агарак в Армению и Грузию или по железной дороге в порт Амирабад для отправки по Каспию.',
        hy: 'Սպահանի դոմնային-կոնվերտորային արտադրության բիլետ՝ 5SP մակնիշի (C 0,28–0,37 %, Mn 0,50–0,80 %), որը A3 և A500 դասերի ամրանի գլանման հիմնական հումքն է։ Կտրվում է 12 կամ 6 մ երկարությամբ, ռոմբաձևությունը և անկյունների կլորացման շառավիղը թույլատրելի սահմաններում են, յուրաքանչյուր հալոցքի համար տրվում է գործարանային հավաստագիր։ Բեռնատարներով Սպահանից Նորդուզ–Ագարակով առաքվում է Հայաստան և Վրաստան, իսկ երկաթուղով՝ Ամիրաբադ նավահանգիստ՝ Կասպիցով ուղարկելու համար։',
        fa: 'شمش مسیر کوره بلند و کنورتور اصفهان با گرید 5SP (کربن ۰٫۲۸ تا ۰٫۳۷ درصد، منگنز ۰٫۵۰ تا ۰٫۸۰ درصد) که خوراک اصلی نورد میلگرد A3 و A500 است. برش در طول ۱۲ یا ۶ متر، با لوزی‌شدگی و شعاع گوشه در محدوده تلرانس و گواهی کارخانه برای هر ذوب. حمل زمینی از اصفهان به مرز نوردوز–آگاراک برای ارمنستان و گرجستان یا با راه‌آهن به بندر امیرآباد برای ارسال از راه خزر.',
      },
      variations: [
        {
          name: {
            en: '5SP 150 × 150 mm, 12 m, per tonne',
            ru: 'Ст5сп 150 × 150 мм, 12 м, за тонну',
            hy: '5SP 150 × 150 մմ, 12 մ, մեկ տոննայի գինը',
            fa: '5SP مقطع ۱۵۰ × ۱۵۰، طول ۱۲ متر، هر تن',
          },
          price: 476,
          stock: 2200,
          minimumOrderQuantity: 25,
          attributes: { grade: '5sp', section: '150x150', length: '12m', mill: 'isfahan' },
        },
        {
          name: {
            en: '5SP 150 × 150 mm, 6 m, per tonne',
            ru: 'Ст5сп 150 × 150 мм, 6 м, за тонну',
            hy: '5SP 150 × 150 մմ, 6 մ, մեկ տոննայի գինը',
            fa: '5SP مقطع ۱۵۰ × ۱۵۰، طول ۶ متر، هر تن',
          },
          price: 482,
          stock: 700,
          minimumOrderQuantity: 25,
          attributes: { grade: '5sp', section: '150x150', length: '6m', mill: 'isfahan' },
        },
      ],
      reviews: [],
      daysAgo: 150,
    },
    {
      key: 'metal-billet-kerman-130',
      productType: 'steel-billet',
      producer: 'Kavir Metals Trading Co.',
      name: {
        en: 'Steel billets 130 × 130 mm from Kerman',
        ru: 'Стальная заготовка 130 × 130 мм, Керман',
        hy: 'Պողպատե բիլետ 130 × 130 մմ, Քերման',
        fa: 'شمش فولاد ۱۳۰ × ۱۳۰ کرمان',
      },
      description: {
        en: 'Billets from the Zarand steel cluster in Kerman province, cast in 3SP and 5SP on a continuous caster with electromagnetic stirring. Section 130 × 130 mm, 12 m long, in bundles of about 10 t, with chemical analysis and a mill certificate for every heat and third-party inspection on request. Prices are ex-works; we quote delivery to Bandar Abbas or to Anzali for the Caspian separately.',
        ru: 'Заготовка с металлургических заводов Заранда (провинция Керман), стали Ст3сп и Ст5сп, разливка на МНЛЗ с электромагнитным перемешиванием. Сечение 130 × 130 мм, длина 12 м, пачки около 10 т; химический анализ и сертификат завода на каждую плавку, сторонняя инспекция по запросу. Цены франко-завод; доставку до Бендер-Аббаса или Энзели для отправки по Каспию рассчитываем отдельно.',
        hy: 'Բիլետ Քերմանի նահանգի Զարանդի մետաղագործական գործարաններից՝ 3SP և 5SP մակնիշներով, ձուլված էլեկտրամագնիսական խառնմամբ անընդհատ ձուլման մեքենայի վրա։ Կտրվածքը 130 × 130 մմ է, երկարությունը՝ 12 մ, կապոցները՝ մոտ 10 տ, յուրաքանչյուր հալոցքի համար տրվում են քիմիական անալիզ և գործարանային հավաստագիր, պահանջի դեպքում՝ նաև երրորդ կողմի զննում։ Գները գործարանից են, իսկ առաքումը մինչև Բանդար Աբբաս կամ Անզալի՝ Կասպիցով ուղարկելու համար, հաշվարկում ենք առանձին։',
        fa: 'شمش فولاد از فولادسازان زرند در استان کرمان با گریدهای 3SP و 5SP که در ماشین ریخته‌گری پیوسته با همزن الکترومغناطیسی تولید می‌شود. مقطع ۱۳۰ × ۱۳۰ میلی‌متر، طول ۱۲ متر و بسته‌های حدود ۱۰ تنی، با آنالیز شیمیایی و گواهی کارخانه برای هر ذوب و بازرسی شخص ثالث در صورت درخواست. قیمت‌ها درب کارخانه است و هزینه حمل تا بندرعباس یا انزلی برای ارسال از راه خزر جداگانه اعلام می‌شود.',
      },
      variations: [
        {
          name: {
            en: '3SP 130 × 130 mm, 12 m, per tonne ex-works',
            ru: 'Ст3сп 130 × 130 мм, 12 м, за тонну франко-завод',
            hy: '3SP 130 × 130 մմ, 12 մ, մեկ տոննայի գինը գործարանից',
            fa: '3SP مقطع ۱۳۰ × ۱۳۰، طول ۱۲ متر، هر تن درب کارخانه',
          },
          price: 445,
          stock: 2600,
          minimumOrderQuantity: 25,
          attributes: { grade: '3sp', section: '130x130', length: '12m', mill: 'kerman' },
        },
        {
          name: {
            en: '5SP 130 × 130 mm, 12 m, per tonne ex-works',
            ru: 'Ст5сп 130 × 130 мм, 12 м, за тонну франко-завод',
            hy: '5SP 130 × 130 մմ, 12 մ, մեկ տոննայի գինը գործարանից',
            fa: '5SP مقطع ۱۳۰ × ۱۳۰، طول ۱۲ متر، هر تن درب کارخانه',
          },
          price: 462,
          stock: 0,
          minimumOrderQuantity: 25,
          attributes: { grade: '5sp', section: '130x130', length: '12m', mill: 'kerman' },
        },
      ],
      reviews: [
        {
          rating: 2,
          comment:
            'Химический состав заготовки соответствовал сертификату, но отгрузку с завода задержали почти на месяц, а доставку до порта пришлось организовывать самим. Для срочных заказов не подходит.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 210,
        },
      ],
      daysAgo: 330,
    },
    {
      key: 'metal-rebar-a3',
      productType: 'rebar',
      producer: 'Zayandeh Steel Export Co.',
      name: {
        en: 'Rebar A3, 12–25 mm, 12 m bars',
        ru: 'Арматура А3, 12–25 мм, прутки 12 м',
        hy: 'Ամրան A3, 12–25 մմ, 12 մ ձողեր',
        fa: 'میلگرد آجدار A3 سایز ۱۲ تا ۲۵، شاخه ۱۲ متری',
      },
      description: {
        en: 'Hot-rolled ribbed rebar to Iranian standard ISIRI 3132, class A3: yield strength at least 400 MPa, tensile strength at least 600 MPa and elongation at least 16 %, comparable to A400 under GOST 34028. Rolled in Isfahan from 5SP billets and supplied in 12 m bars in bundles of about 2 t, tagged with heat number and diameter. A mill test certificate comes with each lot; trucks via Nurduz–Agarak carry 20–22 t each.',
        ru: 'Горячекатаная арматура периодического профиля по иранскому стандарту ISIRI 3132, класс А3: предел текучести не менее 400 МПа, временное сопротивление не менее 600 МПа, относительное удлинение не менее 16 % — по свойствам близка к А400 по ГОСТ 34028. Прокатана в Исфахане из заготовки Ст5сп, поставляется прутками 12 м в пачках около 2 т с бирками, где указаны номер плавки и диаметр. Сертификат завода на каждую партию; автодоставка через Нордуз — Агарак, 20–22 т на машину.',
        hy: 'Պարբերական պրոֆիլով տաք գլանված ամրան՝ ըստ իրանական ISIRI 3132 ստանդարտի, A3 դաս։ Հոսունության սահմանը առնվազն 400 ՄՊա է, ամրության սահմանը՝ առնվազն 600 ՄՊա, հարաբերական երկարացումը՝ առնվազն 16 %, և հատկություններով մոտ է ԳՕՍՏ 34028-ի A400 դասին։ Գլանված է Սպահանում 5SP բիլետից, մատակարարվում է 12 մ ձողերով՝ մոտ 2 տ կապոցներով, հալոցքի համարով և տրամագծով պիտակներով։ Յուրաքանչյուր խմբաքանակի հետ տրվում է գործարանային հավաստագիր, իսկ Նորդուզ–Ագարակով անցնող յուրաքանչյուր բեռնատար տեղափոխում է 20–22 տ։',
        fa: 'میلگرد آجدار گرم‌نورد طبق استاندارد ملی ایران به شماره ۳۱۳۲ با گرید A3؛ تنش تسلیم دست‌کم ۴۰۰ مگاپاسکال، مقاومت کششی دست‌کم ۶۰۰ مگاپاسکال و ازدیاد طول دست‌کم ۱۶ درصد که با A400 در GOST 34028 قابل مقایسه است. نورد در اصفهان از شمش 5SP و عرضه به‌صورت شاخه ۱۲ متری در بندیل‌های حدود ۲ تنی با پلاک شماره ذوب و قطر. گواهی کارخانه همراه هر محموله است و هر کامیون از مسیر نوردوز–آگاراک ۲۰ تا ۲۲ تن بار می‌برد.',
      },
      variations: [
        {
          name: {
            en: 'A3, 12 mm, 12 m bars, per tonne',
            ru: 'А3, 12 мм, прутки 12 м, за тонну',
            hy: 'A3, 12 մմ, 12 մ ձողեր, մեկ տոննայի գինը',
            fa: 'A3، سایز ۱۲، شاخه ۱۲ متری، هر تن',
          },
          price: 515,
          stock: 1400,
          minimumOrderQuantity: 20,
          attributes: { grade: 'a3', diameter: '12', form: 'bars-12m', mill: 'isfahan' },
        },
        {
          name: {
            en: 'A3, 16 mm, 12 m bars, per tonne',
            ru: 'А3, 16 мм, прутки 12 м, за тонну',
            hy: 'A3, 16 մմ, 12 մ ձողեր, մեկ տոննայի գինը',
            fa: 'A3، سایز ۱۶، شاخه ۱۲ متری، هر تن',
          },
          price: 505,
          stock: 2100,
          minimumOrderQuantity: 20,
          attributes: { grade: 'a3', diameter: '16', form: 'bars-12m', mill: 'isfahan' },
        },
        {
          name: {
            en: 'A3, 25 mm, 12 m bars, per tonne',
            ru: 'А3, 25 мм, прутки 12 м, за тонну',
            hy: 'A3, 25 մմ, 12 մ ձողեր, մեկ տոննայի գինը',
            fa: 'A3، سایز ۲۵، شاخه ۱۲ متری، هر تن',
          },
          price: 498,
          stock: 900,
          minimumOrderQuantity: 20,
          attributes: { grade: 'a3', diameter: '25', form: 'bars-12m', mill: 'isfahan' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Брали арматуру 12 и 16 мм для объекта в Ставрополе, через Верхний Ларс груз дошёл за 9 дней. Испытания на растяжение в нашей лаборатории подтвердили сертификат.',
          locale: 'ru',
          reviewer: 'dmitry-sokolov',
          daysAgo: 8,
        },
        {
          rating: 4,
          comment:
            'Ամրանը որակյալ էր, պիտակները՝ ընթեռնելի։ Մեկ մեքենան սահմանին ուշացավ, բայց մատակարարը նախապես տեղեկացրեց։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 4,
        },
      ],
      daysAgo: 18,
    },
    {
      key: 'metal-rebar-b500b',
      productType: 'rebar',
      producer: 'Karun Steel Trading',
      name: {
        en: 'Rebar B500B to BS 4449, 12–32 mm',
        ru: 'Арматура B500B по BS 4449, 12–32 мм',
        hy: 'Ամրան B500B՝ ըստ BS 4449-ի, 12–32 մմ',
        fa: 'میلگرد B500B طبق BS 4449 سایز ۱۲ تا ۳۲',
      },
      description: {
        en: 'Weldable ribbed rebar to BS 4449:2005 grade B500B for buyers working to European and Georgian design codes: yield strength at least 500 MPa, Rm/Re ratio at least 1.08, elongation at maximum force (Agt) at least 5 %, carbon equivalent within BS 4449 limits. Rolled in Khuzestan and supplied in 12 m bars, bundles of about 2 t. Each lot carries a mill certificate and can be tested by SGS or Bureau Veritas before loading.',
        ru: 'Свариваемая арматура периодического профиля по BS 4449:2005, класс B500B, для покупателей, работающих по европейским и грузинским нормам: предел текучести не менее 500 МПа, отношение Rm/Re не менее 1,08, относительное равномерное удлинение (Agt) не менее 5 %, углеродный эквивалент в пределах BS 4449. Прокат Хузестана, прутки 12 м в пачках около 2 т. На каждую партию выдаётся сертификат завода, перед отгрузкой возможны испытания SGS или Bureau Veritas.',
        hy: 'Եռակցվող պարբերական պրոֆիլով ամրան՝ ըստ BS 4449:2005-ի, B500B դաս, եվրոպական և վրացական նորմերով աշխատող գնորդների համար։ Հոսունության սահմանը առնվազն 500 ՄՊա է, Rm/Re հարաբերությունը՝ առնվազն 1,08, առավելագույն ուժի տակ երկարացումը (Agt)՝ առնվազն 5 %, ածխածնային համարժեքը՝ BS 4449-ի սահմաններում։ Գլանված է Խուզեստանում և մատակարարվում է 12 մ ձողերով՝ մոտ 2 տ կապոցներով, յուրաքանչյուր խմբաքանակի համար տրվում է գործարանային հավաստագիր, իսկ բեռնումից առաջ հնարավոր են SGS-ի կամ Bureau Veritas-ի փորձարկումներ։',
        fa: 'میلگرد آجدار جوش‌پذیر طبق BS 4449:2005 با گرید B500B برای خریدارانی که با آیین‌نامه‌های اروپایی و گرجستان کار می‌کنند؛ تنش تسلیم دست‌کم ۵۰۰ مگاپاسکال، نسبت Rm/Re دست‌کم ۱٫۰۸، ازدیاد طول در بیشینه نیرو (Agt) دست‌کم ۵ درصد و کربن معادل در محدوده BS 4449. نورد خوزستان، به‌صورت شاخه ۱۲ متری در بندیل‌های حدود ۲ تنی. برای هر محموله گواهی کارخانه صادر می‌شود و پیش از بارگیری امکان آزمون توسط SGS یا Bureau Veritas وجود دارد.',
      },
      variations: [
        {
          name: {
            en: 'B500B, 12 mm, 12 m bars, per tonne',
            ru: 'B500B, 12 мм, прутки 12 м, за тонну',
            hy: 'B500B, 12 մմ, 12 մ ձողեր, մեկ տոննայի գինը',
            fa: 'B500B، سایز ۱۲، شاخه ۱۲ متری، هر تن',
          },
          price: 548,
          stock: 800,
          minimumOrderQuantity: 20,
          attributes: { grade: 'b500b', diameter: '12', form: 'bars-12m', mill: 'khuzestan' },
        },
        {
          name: {
            en: 'B500B, 20 mm, 12 m bars, per tonne',
            ru: 'B500B, 20 мм, прутки 12 м, за тонну',
            hy: 'B500B, 20 մմ, 12 մ ձողեր, մեկ տոննայի գինը',
            fa: 'B500B، سایز ۲۰، شاخه ۱۲ متری، هر تن',
          },
          price: 538,
          stock: 1100,
          minimumOrderQuantity: 20,
          attributes: { grade: 'b500b', diameter: '20', form: 'bars-12m', mill: 'khuzestan' },
        },
        {
          name: {
            en: 'B500B, 32 mm, 12 m bars, per tonne',
            ru: 'B500B, 32 мм, прутки 12 м, за тонну',
            hy: 'B500B, 32 մմ, 12 մ ձողեր, մեկ տոննայի գինը',
            fa: 'B500B، سایز ۳۲، شاخه ۱۲ متری، هر تن',
          },
          price: 542,
          stock: 350,
          minimumOrderQuantity: 20,
          attributes: { grade: 'b500b', diameter: '32', form: 'bars-12m', mill: 'khuzestan' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'We supplied this B500B to a residential project in Batumi; Agt and bend tests at an independent lab in Tbilisi all passed. Bundles were clearly tagged, which made receiving on site easy.',
          locale: 'en',
          reviewer: 'giorgi-beridze',
          daysAgo: 31,
        },
      ],
      daysAgo: 65,
    },
    {
      key: 'metal-rebar-a3-coil',
      productType: 'rebar',
      producer: 'Kavir Metals Trading Co.',
      name: {
        en: 'Rebar A3 in coils, 8 and 10 mm',
        ru: 'Арматура А3 в мотках, 8 и 10 мм',
        hy: 'Ամրան A3 կծիկներով, 8 և 10 մմ',
        fa: 'میلگرد A3 کلافی سایز ۸ و ۱۰',
      },
      description: {
        en: 'Small-diameter A3 rebar (ISIRI 3132, yield strength at least 400 MPa) rolled in coils of about 2 t at a Kerman mill, for stirrups, mesh and precast plants with straightening and cutting machines. Each coil is tied with four steel bands and tagged with its heat number, and a mill certificate comes with every lot. A typical truck load is 22–24 t.',
        ru: 'Арматура А3 малых диаметров (ISIRI 3132, предел текучести не менее 400 МПа) в мотках около 2 т с завода в Кермане — для хомутов, сеток и заводов ЖБИ с правильно-отрезными станками. Мотки обвязаны четырьмя стальными лентами и снабжены бирками с номером плавки, на каждую партию выдаётся сертификат завода. Стандартная загрузка — 22–24 т на машину.',
        hy: 'Փոքր տրամագծի A3 ամրան (ISIRI 3132, հոսունության սահմանը՝ առնվազն 400 ՄՊա)՝ մոտ 2 տ կծիկներով, Քերմանի գործարանից, օղակների, ցանցերի և ուղղող-կտրող հաստոցներով աշխատող երկաթբետոնե իրերի գործարանների համար։ Կծիկները կապված են չորս պողպատե ժապավենով և ունեն հալոցքի համարով պիտակներ, յուրաքանչյուր խմբաքանակի հետ տրվում է գործարանային հավաստագիր։ Սովորական բեռնվածքը 22–24 տ է մեկ մեքենայում։',
        fa: 'میلگرد A3 در سایزهای کوچک (استاندارد ۳۱۳۲، تنش تسلیم دست‌کم ۴۰۰ مگاپاسکال) به‌صورت کلاف حدود ۲ تنی از نوردکاران کرمان، برای خاموت، مش و کارخانه‌های قطعات پیش‌ساخته بتنی که دستگاه صاف‌کن و برش دارند. هر کلاف با چهار تسمه فولادی بسته شده و پلاک شماره ذوب دارد و گواهی کارخانه همراه هر محموله است. بار معمول هر کامیون ۲۲ تا ۲۴ تن است.',
      },
      variations: [
        {
          name: {
            en: 'A3, 8 mm, coil, per tonne',
            ru: 'А3, 8 мм, в мотках, за тонну',
            hy: 'A3, 8 մմ, կծիկներով, մեկ տոննայի գինը',
            fa: 'A3، سایز ۸، کلاف، هر تن',
          },
          price: 532,
          stock: 600,
          minimumOrderQuantity: 22,
          attributes: { grade: 'a3', diameter: '8', form: 'coil', mill: 'kerman' },
        },
        {
          name: {
            en: 'A3, 10 mm, coil, per tonne',
            ru: 'А3, 10 мм, в мотках, за тонну',
            hy: 'A3, 10 մմ, կծիկներով, մեկ տոննայի գինը',
            fa: 'A3، سایز ۱۰، کلاف، هر تن',
          },
          price: 526,
          stock: 450,
          minimumOrderQuantity: 22,
          attributes: { grade: 'a3', diameter: '10', form: 'coil', mill: 'kerman' },
        },
      ],
      reviews: [],
      daysAgo: 270,
    },
    {
      key: 'metal-hrc-st37',
      productType: 'hot-rolled-coil',
      producer: 'Sepahan Flat Steel Co.',
      name: {
        en: 'Hot-rolled coil St37-2 (S235JR), 2–4 mm',
        ru: 'Горячекатаный рулон St37-2 (S235JR), 2–4 мм',
        hy: 'Տաք գլանված ռուլոն St37-2 (S235JR), 2–4 մմ',
        fa: 'کلاف گرم‌نورد St37-2 (S235JR) ضخامت ۲ تا ۴ میلی‌متر',
      },
      description: {
        en: 'Hot-rolled coil from the Mobarakeh strip mill in grade St37-2 to DIN 17100, equivalent to S235JR under EN 10025-2, with mill edge, coil weight of 15–25 t and an inner diameter of 762 mm. It is used for cold-formed sections, welded pipe and general fabrication, with thickness tolerances to EN 10051. An EN 10204 3.1 certificate comes with every coil; coils travel on cradle trucks to Nurduz–Agarak or by rail to Amirabad.',
        ru: 'Горячекатаный рулон со стана Мобараке, сталь St37-2 по DIN 17100 (аналог S235JR по EN 10025-2), необрезная кромка, масса рулона 15–25 т, внутренний диаметр 762 мм. Подходит для гнутых профилей, сварных труб и металлоконструкций, допуски по толщине — по EN 10051. Сертификат 3.1 по EN 10204 на каждый рулон; перевозка автотранспортом с ложементами до Нордуза — Агарака или по железной дороге до Амирабада.',
        hy: 'Տաք գլանված ռուլոն Մոբարաքեի գլանման ագրեգատից, St37-2 պողպատ՝ ըստ DIN 17100-ի (S235JR-ի համարժեքը՝ ըստ EN 10025-2-ի), չկտրված եզրով, ռուլոնի քաշը 15–25 տ է, ներքին տրամագիծը՝ 762 մմ։ Օգտագործվում է ծռված պրոֆիլների, եռակցված խողովակների և մետաղակառուցվածքների համար, հաստության թույլատրելի շեղումները՝ ըստ EN 10051-ի։ Յուրաքանչյուր ռուլոնի հետ տրվում է EN 10204 3.1 հավաստագիր, իսկ փոխադրումը կատարվում է հատուկ հենարաններով բեռնատարներով մինչև Նորդուզ–Ագարակ կամ երկաթուղով մինչև Ամիրաբադ։',
        fa: 'کلاف گرم‌نورد خط نورد مبارکه با گرید St37-2 طبق DIN 17100، معادل S235JR در EN 10025-2، با لبه نورد، وزن کلاف ۱۵ تا ۲۵ تن و قطر داخلی ۷۶۲ میلی‌متر. مناسب پروفیل سرد، لوله درزجوش و سازه‌های فلزی، با تلرانس ضخامت طبق EN 10051. برای هر کلاف گواهی EN 10204 3.1 صادر می‌شود و حمل با کامیون مجهز به گهواره کلاف تا مرز نوردوز–آگاراک یا با راه‌آهن تا امیرآباد انجام می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'St37-2, 2 × 1,250 mm, per tonne',
            ru: 'St37-2, 2 × 1250 мм, за тонну',
            hy: 'St37-2, 2 × 1250 մմ, մեկ տոննայի գինը',
            fa: 'St37-2، ۲ × ۱۲۵۰ میلی‌متر، هر تن',
          },
          price: 548,
          stock: 700,
          minimumOrderQuantity: 25,
          attributes: { grade: 'st37-2', thickness: '2', width: '1250', mill: 'mobarakeh' },
        },
        {
          name: {
            en: 'St37-2, 3 × 1,250 mm, per tonne',
            ru: 'St37-2, 3 × 1250 мм, за тонну',
            hy: 'St37-2, 3 × 1250 մմ, մեկ տոննայի գինը',
            fa: 'St37-2، ۳ × ۱۲۵۰ میلی‌متر، هر تن',
          },
          price: 535,
          stock: 1200,
          minimumOrderQuantity: 25,
          attributes: { grade: 'st37-2', thickness: '3', width: '1250', mill: 'mobarakeh' },
        },
        {
          name: {
            en: 'St37-2, 4 × 1,500 mm, per tonne',
            ru: 'St37-2, 4 × 1500 мм, за тонну',
            hy: 'St37-2, 4 × 1500 մմ, մեկ տոննայի գինը',
            fa: 'St37-2، ۴ × ۱۵۰۰ میلی‌متر، هر تن',
          },
          price: 528,
          stock: 900,
          minimumOrderQuantity: 25,
          attributes: { grade: 'st37-2', thickness: '4', width: '1500', mill: 'mobarakeh' },
        },
      ],
      reviews: [],
      daysAgo: 28,
    },
    {
      key: 'metal-hrc-st52',
      productType: 'hot-rolled-coil',
      producer: 'Sepahan Flat Steel Co.',
      name: {
        en: 'Hot-rolled coil St52-3 (S355J2), 6–10 mm',
        ru: 'Горячекатаный рулон St52-3 (S355J2), 6–10 мм',
        hy: 'Տաք գլանված ռուլոն St52-3 (S355J2), 6–10 մմ',
        fa: 'کلاف گرم‌نورد St52-3 (S355J2) ضخامت ۶ تا ۱۰ میلی‌متر',
      },
      description: {
        en: 'Higher-strength structural coil from Mobarakeh in grade St52-3, equivalent to S355J2 (yield strength at least 355 MPa, impact tested at −20 °C), for crane booms, trailer chassis, bridges and heavy steelwork. Width 1,500 mm and coil weight up to 25 t, with an EN 10204 3.1 certificate per coil. Cut-to-length service in Isfahan is available on request.',
        ru: 'Рулонный прокат повышенной прочности из Мобараке, сталь St52-3 (аналог S355J2: предел текучести не менее 355 МПа, испытание на ударный изгиб при −20 °C) — для стрел кранов, рам прицепов, мостов и тяжёлых металлоконструкций. Ширина 1500 мм, масса рулона до 25 т, сертификат 3.1 по EN 10204 на каждый рулон. По запросу — порезка на листы в Исфахане.',
        hy: 'Բարձր ամրության կառուցվածքային ռուլոն Մոբարաքեից, St52-3 պողպատ (S355J2-ի համարժեք՝ հոսունության սահմանը առնվազն 355 ՄՊա, հարվածային փորձարկում −20 °C-ում), ամբարձիչների սլաքների, կցասայլերի շրջանակների, կամուրջների և ծանր մետաղակառուցվածքների համար։ Լայնությունը 1500 մմ է, ռուլոնի քաշը՝ մինչև 25 տ, յուրաքանչյուր ռուլոնի համար տրվում է EN 10204 3.1 հավաստագիր։ Պահանջի դեպքում Սպահանում ռուլոնները կտրում ենք թերթերի։',
        fa: 'کلاف سازه‌ای با استحکام بالاتر از مبارکه با گرید St52-3، معادل S355J2 (تنش تسلیم دست‌کم ۳۵۵ مگاپاسکال و آزمون ضربه در منفی ۲۰ درجه)، برای بوم جرثقیل، شاسی تریلر، پل و سازه‌های سنگین فولادی. عرض ۱۵۰۰ میلی‌متر و وزن کلاف تا ۲۵ تن، با گواهی EN 10204 3.1 برای هر کلاف. در صورت درخواست، برش کلاف به ورق در اصفهان انجام می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'St52-3, 6 × 1,500 mm, per tonne',
            ru: 'St52-3, 6 × 1500 мм, за тонну',
            hy: 'St52-3, 6 × 1500 մմ, մեկ տոննայի գինը',
            fa: 'St52-3، ۶ × ۱۵۰۰ میلی‌متر، هر تن',
          },
          price: 562,
          stock: 500,
          minimumOrderQuantity: 25,
          attributes: { grade: 'st52-3', thickness: '6', width: '1500', mill: 'mobarakeh' },
        },
        {
          name: {
            en: 'St52-3, 8 × 1,500 mm, per tonne',
            ru: 'St52-3, 8 × 1500 мм, за тонну',
            hy: 'St52-3, 8 × 1500 մմ, մեկ տոննայի գինը',
            fa: 'St52-3، ۸ × ۱۵۰۰ میلی‌متر، هر تن',
          },
          price: 558,
          stock: 380,
          minimumOrderQuantity: 25,
          attributes: { grade: 'st52-3', thickness: '8', width: '1500', mill: 'mobarakeh' },
        },
        {
          name: {
            en: 'St52-3, 10 × 1,500 mm, per tonne',
            ru: 'St52-3, 10 × 1500 мм, за тонну',
            hy: 'St52-3, 10 × 1500 մմ, մեկ տոննայի գինը',
            fa: 'St52-3، ۱۰ × ۱۵۰۰ میلی‌متر، هر تن',
          },
          price: 565,
          stock: 0,
          minimumOrderQuantity: 25,
          attributes: { grade: 'st52-3', thickness: '10', width: '1500', mill: 'mobarakeh' },
        },
      ],
      reviews: [],
      daysAgo: 95,
    },
    {
      key: 'metal-galvanised-coil',
      productType: 'galvanised-steel',
      producer: 'Sepahan Flat Steel Co.',
      name: {
        en: 'Hot-dip galvanised coil DX51D+Z',
        ru: 'Оцинкованный рулон DX51D+Z',
        hy: 'Տաք եղանակով ցինկապատված ռուլոն DX51D+Z',
        fa: 'کلاف گالوانیزه گرم DX51D+Z',
      },
      description: {
        en: 'Hot-dip galvanised coil in DX51D+Z to EN 10346 from continuous lines in Isfahan province, with regular spangle, chromate passivation and light oiling. Zinc coating from Z100 to Z180 (total of both sides), width 1,000–1,250 mm, coils of 4–8 t on wooden skids with steel wrapping. Used for roofing, ducting, profiles and appliance panels, with an EN 10204 3.1 certificate per coil.',
        ru: 'Рулон горячего цинкования DX51D+Z по EN 10346 с непрерывных линий провинции Исфахан: обычный узор кристаллизации, хроматная пассивация, лёгкое промасливание. Цинковое покрытие от Z100 до Z180 (суммарно на две стороны), ширина 1000–1250 мм, рулоны 4–8 т на деревянных поддонах в стальной упаковке. Применяется для кровли, вентиляции, профилей и корпусов бытовой техники; сертификат 3.1 по EN 10204 на каждый рулон.',
        hy: 'Տաք եղանակով ցինկապատված ռուլոն DX51D+Z՝ ըստ EN 10346-ի, Սպահանի նահանգի անընդհատ գծերից, սովորական բյուրեղացման նախշով, քրոմատային պասիվացմամբ և թեթև յուղմամբ։ Ցինկե ծածկույթը Z100-ից մինչև Z180 է (երկու կողմերի գումարով), լայնությունը՝ 1000–1250 մմ, ռուլոնները՝ 4–8 տ, փայտե հենակների վրա՝ պողպատե փաթեթավորմամբ։ Օգտագործվում է տանիքների, օդափոխության, պրոֆիլների և կենցաղային տեխնիկայի իրանների համար, յուրաքանչյուր ռուլոնի հետ տրվում է EN 10204 3.1 հավաստագիր։',
        fa: 'کلاف گالوانیزه گرم DX51D+Z طبق EN 10346 از خطوط پیوسته استان اصفهان، با گل معمولی، پسیواسیون کروماته و روغن‌کاری سبک. پوشش روی از Z100 تا Z180 (مجموع دو رو)، عرض ۱۰۰۰ تا ۱۲۵۰ میلی‌متر و کلاف‌های ۴ تا ۸ تنی روی پالت چوبی با بسته‌بندی فلزی. کاربرد در پوشش سقف، کانال‌کشی، پروفیل و بدنه لوازم خانگی، با گواهی EN 10204 3.1 برای هر کلاف.',
      },
      variations: [
        {
          name: {
            en: '0.5 mm, Z140, coil, per tonne',
            ru: '0,5 мм, Z140, рулон, за тонну',
            hy: '0,5 մմ, Z140, ռուլոն, մեկ տոննայի գինը',
            fa: '۰٫۵ میلی‌متر، Z140، کلاف، هر تن',
          },
          price: 765,
          stock: 420,
          minimumOrderQuantity: 20,
          attributes: { thickness: '0-5', coating: 'z140', form: 'coil' },
        },
        {
          name: {
            en: '0.7 mm, Z180, coil, per tonne',
            ru: '0,7 мм, Z180, рулон, за тонну',
            hy: '0,7 մմ, Z180, ռուլոն, մեկ տոննայի գինը',
            fa: '۰٫۷ میلی‌متر، Z180، کلاف، هر تن',
          },
          price: 748,
          stock: 300,
          minimumOrderQuantity: 20,
          attributes: { thickness: '0-7', coating: 'z180', form: 'coil' },
        },
        {
          name: {
            en: '0.4 mm, Z100, coil, per tonne',
            ru: '0,4 мм, Z100, рулон, за тонну',
            hy: '0,4 մմ, Z100, ռուլոն, մեկ տոննայի գինը',
            fa: '۰٫۴ میلی‌متر، Z100، کلاف، هر تن',
          },
          price: 790,
          stock: 180,
          minimumOrderQuantity: 20,
          attributes: { thickness: '0-4', coating: 'z100', form: 'coil' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'Օդափոխության խողովակների համար վերցրինք 0,5 մմ Z140, ցինկը հավասար էր և ծալելիս չէր թափվում։ Ռուլոնների փաթեթավորումը կարող էր ավելի ամուր լինել։',
          locale: 'hy',
          reviewer: 'lilit-sargsyan',
          daysAgo: 27,
        },
        {
          rating: 5,
          comment:
            'Оцинковка 0,7 мм Z180 пошла на кровельные работы, толщина покрытия по замерам толщиномером соответствует. Рулоны пришли сухими, без белой ржавчины.',
          locale: 'ru',
          reviewer: 'dmitry-sokolov',
          daysAgo: 11,
        },
      ],
      daysAgo: 52,
    },
    {
      key: 'metal-galvanised-profiled-sheet',
      productType: 'galvanised-steel',
      producer: 'Zayandeh Steel Export Co.',
      name: {
        en: 'Galvanised trapezoidal roofing sheet',
        ru: 'Профнастил оцинкованный',
        hy: 'Ցինկապատ պրոֆնաստիլ',
        fa: 'ورق گالوانیزه فرم‌دار ذوزنقه‌ای برای سقف',
      },
      description: {
        en: 'Trapezoidal profiled sheet roll-formed from DX51D galvanised coil, with a 20 mm profile height and 1,000 mm effective width, cut to lengths of 2–6 m to order. Sheets are stacked on wooden pallets of up to 2 t with edge protection, so they travel on open trucks via Agarak or Sadakhlo without scratching. The mill certificate for the base coil accompanies every order.',
        ru: 'Профнастил трапециевидного профиля из оцинкованного рулона DX51D: высота профиля 20 мм, полезная ширина 1000 мм, порезка в размер 2–6 м по заказу. Листы уложены на деревянные поддоны до 2 т с защитой кромок, поэтому перевозятся открытым транспортом через Агарак или Садахло без царапин. К каждому заказу прилагается сертификат на исходный рулон.',
        hy: 'Սեղանաձև պրոֆիլով թիթեղ՝ գլանված DX51D ցինկապատ ռուլոնից, պրոֆիլի բարձրությունը 20 մմ է, օգտակար լայնությունը՝ 1000 մմ, և կտրվում է 2–6 մ երկարությամբ՝ ըստ պատվերի։ Թերթերը դարսված են մինչև 2 տ փայտե հենակների վրա՝ եզրերի պաշտպանությամբ, ուստի բաց բեռնատարով Ագարակով կամ Սադախլոյով տեղափոխվում են առանց քերծվածքների։ Յուրաքանչյուր պատվերի հետ տրվում է ելակետային ռուլոնի հավաստագիրը։',
        fa: 'ورق فرم‌دار ذوزنقه‌ای نوردشده از کلاف گالوانیزه DX51D با ارتفاع فرم ۲۰ میلی‌متر و عرض مفید ۱۰۰۰ میلی‌متر که به سفارش در طول‌های ۲ تا ۶ متر برش می‌خورد. ورق‌ها روی پالت‌های چوبی تا ۲ تن با محافظ لبه چیده می‌شوند تا با کامیون روباز از آگاراک یا سداخلو بدون خط‌وخش برسند. گواهی کلاف مادر همراه هر سفارش ارسال می‌شود.',
      },
      variations: [
        {
          name: {
            en: '0.4 mm, Z100, profiled sheet, per tonne',
            ru: '0,4 мм, Z100, профнастил, за тонну',
            hy: '0,4 մմ, Z100, պրոֆնաստիլ, մեկ տոննայի գինը',
            fa: '۰٫۴ میلی‌متر، Z100، ورق فرم‌دار، هر تن',
          },
          price: 835,
          stock: 150,
          minimumOrderQuantity: 10,
          attributes: { thickness: '0-4', coating: 'z100', form: 'profiled-sheet' },
        },
        {
          name: {
            en: '0.5 mm, Z140, profiled sheet, per tonne',
            ru: '0,5 мм, Z140, профнастил, за тонну',
            hy: '0,5 մմ, Z140, պրոֆնաստիլ, մեկ տոննայի գինը',
            fa: '۰٫۵ میلی‌متر، Z140، ورق فرم‌دار، هر تن',
          },
          price: 815,
          stock: 260,
          minimumOrderQuantity: 10,
          attributes: { thickness: '0-5', coating: 'z140', form: 'profiled-sheet' },
        },
      ],
      reviews: [
        {
          rating: 3,
          comment:
            'Թերթերը լավն էին, բայց պատվիրված 4 մ երկարության փոխարեն մի մասը 3,95 մ էր։ Մատակարարը զեղչ տվեց, սակայն կտրման ճշգրտությունը պետք է բարելավել։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 300,
        },
      ],
      daysAgo: 380,
    },
    {
      key: 'metal-copper-cathode-grade-a',
      productType: 'copper-cathode',
      producer: 'Kavir Metals Trading Co.',
      name: {
        en: 'Copper cathode, LME Grade A chemistry, 99.99 %',
        ru: 'Медный катод по химсоставу LME Grade A, 99,99 %',
        hy: 'Պղնձե կաթոդ LME Grade A քիմիական կազմով, 99,99 %',
        fa: 'کاتد مس با ترکیب LME Grade A و خلوص ۹۹٫۹۹ درصد',
      },
      description: {
        en: 'Electrolytic copper cathodes from refineries in Kerman province, chemically meeting LME Grade A (BS EN 1978 Cu-CATH-1, ASTM B115 Grade 1) with copper at least 99.99 %. Full plates of roughly 1 × 1 m in strapped bundles of about 2.5 t, or sheared pieces in 1 t bags for induction furnaces. Every lot ships with a certificate of analysis and an SGS weight and sampling report; loading in Kerman onto trucks for Nurduz–Agarak or Bandar Abbas.',
        ru: 'Электролитические медные катоды с рафинировочных заводов провинции Керман, по химическому составу соответствуют LME Grade A (BS EN 1978 Cu-CATH-1, ASTM B115 Grade 1), медь не менее 99,99 %. Целые листы около 1 × 1 м в пачках примерно по 2,5 т с обвязкой стальной лентой или рубленые куски в мешках по 1 т для индукционных печей. Каждую партию сопровождают сертификат анализа и отчёт SGS о весе и отборе проб; погрузка в Кермане на автотранспорт до Нордуза — Агарака или Бендер-Аббаса.',
        hy: 'Էլեկտրոլիտային պղնձե կաթոդներ Քերմանի նահանգի զտման գործարաններից, որոնք քիմիական կազմով համապատասխանում են LME Grade A-ին (BS EN 1978 Cu-CATH-1, ASTM B115 Grade 1), պղինձը՝ առնվազն 99,99 %։ Մոտ 1 × 1 մ ամբողջական թերթեր՝ պողպատե ժապավենով ամրացված մոտ 2,5 տ կապոցներով, կամ ինդուկցիոն վառարանների համար կտրատված կտորներ՝ 1 տ պարկերով։ Յուրաքանչյուր խմբաքանակի հետ տրվում են անալիզի վկայական և SGS-ի կշռման ու նմուշառման զեկույց, բեռնումը կատարվում է Քերմանում՝ Նորդուզ–Ագարակ կամ Բանդար Աբբաս մեկնող բեռնատարների վրա։',
        fa: 'کاتد مس الکترولیتی از پالایشگاه‌های استان کرمان که از نظر ترکیب شیمیایی با LME Grade A (BS EN 1978 Cu-CATH-1 و ASTM B115 Grade 1) و خلوص دست‌کم ۹۹٫۹۹ درصد مطابقت دارد. ورق‌های کامل حدود ۱ × ۱ متر در بسته‌های تسمه‌کشی‌شده حدود ۲٫۵ تنی یا قطعات برش‌خورده در کیسه‌های یک‌تنی برای کوره‌های القایی. هر محموله با برگه آنالیز و گزارش توزین و نمونه‌برداری SGS ارسال می‌شود و بارگیری در کرمان روی کامیون‌های مسیر نوردوز–آگاراک یا بندرعباس انجام می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'Grade A, full plates, bundle about 2.5 t, per tonne',
            ru: 'Grade A, целые листы, пачка около 2,5 т, за тонну',
            hy: 'Grade A, ամբողջական թերթեր, կապոց՝ մոտ 2,5 տ, մեկ տոննայի գինը',
            fa: 'Grade A، ورق کامل، بسته حدود ۲٫۵ تنی، هر تن',
          },
          price: 9420,
          stock: 850,
          minimumOrderQuantity: 25,
          attributes: { grade: 'grade-a', form: 'full-plate', packaging: 'bundle-2-5t' },
        },
        {
          name: {
            en: 'Grade A, cut cathodes, 1 t jumbo bag, per tonne',
            ru: 'Grade A, рубленые катоды, биг-бэг 1 т, за тонну',
            hy: 'Grade A, կտրատված կաթոդներ, բիգ-բեգ 1 տ, մեկ տոննայի գինը',
            fa: 'Grade A، کاتد برش‌خورده، جامبوبگ یک‌تنی، هر تن',
          },
          price: 9480,
          stock: 120,
          minimumOrderQuantity: 10,
          attributes: { grade: 'grade-a', form: 'cut', packaging: 'jumbo-bag-1t' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'دو محموله ۲۵ تنی کاتد گرفتیم و آزمایشگاه مستقل در دبی خلوص ۹۹٫۹۹ درصد را تأیید کرد. بسته‌ها تمیز و بدون اکسید سطحی بودند.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 7,
        },
        {
          rating: 4,
          comment:
            "Cut cathodes melted cleanly in our client's induction furnace in Kutaisi. Paperwork took a few extra days because the SGS report was only issued after loading.",
          locale: 'en',
          reviewer: 'giorgi-beridze',
          daysAgo: 3,
        },
      ],
      daysAgo: 14,
    },
    {
      key: 'metal-copper-cathode-99-95',
      productType: 'copper-cathode',
      producer: 'Kavir Metals Trading Co.',
      name: {
        en: 'Copper cathode, Cu 99.95 %',
        ru: 'Медный катод, Cu 99,95 %',
        hy: 'Պղնձե կաթոդ, Cu 99,95 %',
        fa: 'کاتد مس با خلوص ۹۹٫۹۵ درصد',
      },
      description: {
        en: 'Standard-grade electrolytic cathodes with copper at least 99.95 % for alloy foundries, brass mills and copper castings where Grade A purity is not required. Full plates in bundles of about 2.5 t or cut pieces in 1 t bags, each lot with a certificate of analysis. A cheaper alternative to Grade A for melting brass and bronze.',
        ru: 'Электролитические катоды стандартного качества, медь не менее 99,95 % (соответствует марке М1к по ГОСТ 859), для литейных производств, латунного проката и медного литья, где чистота Grade A не требуется. Целые листы в пачках около 2,5 т или рубленые куски в мешках по 1 т, сертификат анализа на каждую партию. Экономичная замена Grade A для плавки латуни и бронзы.',
        hy: 'Ստանդարտ որակի էլեկտրոլիտային կաթոդներ՝ առնվազն 99,95 % պղնձով, համաձուլվածքների ձուլարանների, արույրի գլանման և պղնձե ձուլվածքների համար, որտեղ Grade A մաքրություն չի պահանջվում։ Ամբողջական թերթեր՝ մոտ 2,5 տ կապոցներով, կամ կտրատված կտորներ՝ 1 տ պարկերով, յուրաքանչյուր խմբաքանակի անալիզի վկայականով։ Արույրի և բրոնզի հալման համար Grade A-ի ավելի մատչելի այլընտրանք է։',
        fa: 'کاتد الکترولیتی درجه استاندارد با خلوص مس دست‌کم ۹۹٫۹۵ درصد برای ریخته‌گری آلیاژ، نورد برنج و قطعات ریختگی مسی که به خلوص Grade A نیاز ندارند. ورق کامل در بسته‌های حدود ۲٫۵ تنی یا قطعات برش‌خورده در کیسه یک‌تنی، همراه برگه آنالیز برای هر محموله. جایگزینی اقتصادی برای Grade A در ذوب برنج و برنز.',
      },
      variations: [
        {
          name: {
            en: 'Cu 99.95 %, full plates, bundle about 2.5 t, per tonne',
            ru: 'Cu 99,95 %, целые листы, пачка около 2,5 т, за тонну',
            hy: 'Cu 99,95 %, ամբողջական թերթեր, կապոց՝ մոտ 2,5 տ, մեկ տոննայի գինը',
            fa: 'خلوص ۹۹٫۹۵ درصد، ورق کامل، بسته حدود ۲٫۵ تنی، هر تن',
          },
          price: 9080,
          stock: 400,
          minimumOrderQuantity: 25,
          attributes: { grade: 'cu-99-95', form: 'full-plate', packaging: 'bundle-2-5t' },
        },
        {
          name: {
            en: 'Cu 99.95 %, cut cathodes, 1 t jumbo bag, per tonne',
            ru: 'Cu 99,95 %, рубленые катоды, биг-бэг 1 т, за тонну',
            hy: 'Cu 99,95 %, կտրատված կաթոդներ, բիգ-բեգ 1 տ, մեկ տոննայի գինը',
            fa: 'خلوص ۹۹٫۹۵ درصد، کاتد برش‌خورده، جامبوبگ یک‌تنی، هر تن',
          },
          price: 9140,
          stock: 90,
          minimumOrderQuantity: 10,
          attributes: { grade: 'cu-99-95', form: 'cut', packaging: 'jumbo-bag-1t' },
        },
      ],
      reviews: [],
      daysAgo: 205,
    },
    {
      key: 'metal-copper-wire-rod',
      productType: 'copper-wire-rod',
      producer: 'Arak Nonferrous Metals Co.',
      name: {
        en: 'Copper wire rod, 8 mm and 12.5 mm',
        ru: 'Медная катанка 8 и 12,5 мм',
        hy: 'Պղնձե գլանաձող (կատանկա) 8 և 12,5 մմ',
        fa: 'مفتول مسی (راد) ۸ و ۱۲٫۵ میلی‌متر',
      },
      description: {
        en: 'Cu-ETP rod (CW004A, oxygen 200–400 ppm) from a continuous casting and rolling line, and oxygen-free Cu-OF rod (CW008A, oxygen at most 10 ppm) made by upcasting, both from Grade A cathode in Arak to ASTM B49 and EN 1977. Electrical conductivity is at least 100 % IACS; coils of about 3 or 5 t sit on wooden pallets in moisture-proof wrapping. For wire drawing, cable and enamelled wire plants, with conductivity and elongation reported for every coil.',
        ru: 'Катанка Cu-ETP (CW004A, кислород 200–400 ppm) с линии непрерывного литья и прокатки и бескислородная Cu-OF (CW008A, кислород не более 10 ppm), полученная методом вертикального вытягивания; обе производятся в Араке из катодов Grade A по ASTM B49 и EN 1977. Электропроводность не менее 100 % IACS; бухты около 3 или 5 т на деревянных поддонах во влагозащитной упаковке. Для волочения проволоки, кабельных заводов и производства эмальпровода, с данными по проводимости и удлинению на каждую бухту.',
        hy: 'Cu-ETP գլանաձող (CW004A, թթվածինը՝ 200–400 ppm)՝ անընդհատ ձուլման և գլանման գծից, և անթթվածին Cu-OF գլանաձող (CW008A, թթվածինը՝ առավելագույնը 10 ppm)՝ ուղղահայաց ձգման եղանակով, երկուսն էլ արտադրվում են Արաքում Grade A կաթոդներից՝ ըստ ASTM B49-ի և EN 1977-ի։ Էլեկտրահաղորդականությունը առնվազն 100 % IACS է, մոտ 3 կամ 5 տ կծիկները դրված են փայտե հենակների վրա՝ խոնավությունից պաշտպանող փաթեթավորմամբ։ Նախատեսված է լարաձգման, մալուխային և էմալապատ լարի գործարանների համար, յուրաքանչյուր կծիկի հաղորդականության և երկարացման տվյալներով։',
        fa: 'مفتول Cu-ETP (CW004A، اکسیژن ۲۰۰ تا ۴۰۰ ppm) از خط ریخته‌گری و نورد پیوسته و مفتول بدون اکسیژن Cu-OF (CW008A، اکسیژن حداکثر ۱۰ ppm) به روش آپ‌کست، هر دو تولید اراک از کاتد Grade A طبق ASTM B49 و EN 1977. رسانایی الکتریکی دست‌کم ۱۰۰ درصد IACS است و کلاف‌های حدود ۳ یا ۵ تنی روی پالت چوبی با بسته‌بندی ضدرطوبت قرار دارند. مناسب کارخانه‌های مفتول‌کشی، کابل و سیم لاکی، با نتایج رسانایی و ازدیاد طول برای هر کلاف.',
      },
      variations: [
        {
          name: {
            en: 'Cu-ETP, 8 mm, coil about 3 t, per tonne',
            ru: 'Cu-ETP, 8 мм, бухта около 3 т, за тонну',
            hy: 'Cu-ETP, 8 մմ, կծիկ՝ մոտ 3 տ, մեկ տոննայի գինը',
            fa: 'Cu-ETP، ۸ میلی‌متر، کلاف حدود ۳ تنی، هر تن',
          },
          price: 9690,
          stock: 300,
          minimumOrderQuantity: 10,
          attributes: { grade: 'cu-etp', diameter: '8', 'coil-weight': '3t' },
        },
        {
          name: {
            en: 'Cu-ETP, 8 mm, coil about 5 t, per tonne',
            ru: 'Cu-ETP, 8 мм, бухта около 5 т, за тонну',
            hy: 'Cu-ETP, 8 մմ, կծիկ՝ մոտ 5 տ, մեկ տոննայի գինը',
            fa: 'Cu-ETP، ۸ میلی‌متر، کلاف حدود ۵ تنی، هر تن',
          },
          price: 9660,
          stock: 220,
          minimumOrderQuantity: 20,
          attributes: { grade: 'cu-etp', diameter: '8', 'coil-weight': '5t' },
        },
        {
          name: {
            en: 'Cu-ETP, 12.5 mm, coil about 3 t, per tonne',
            ru: 'Cu-ETP, 12,5 мм, бухта около 3 т, за тонну',
            hy: 'Cu-ETP, 12,5 մմ, կծիկ՝ մոտ 3 տ, մեկ տոննայի գինը',
            fa: 'Cu-ETP، ۱۲٫۵ میلی‌متر، کلاف حدود ۳ تنی، هر تن',
          },
          price: 9720,
          stock: 80,
          minimumOrderQuantity: 10,
          attributes: { grade: 'cu-etp', diameter: '12-5', 'coil-weight': '3t' },
        },
        {
          name: {
            en: 'Cu-OF, 8 mm, coil about 3 t, per tonne',
            ru: 'Cu-OF, 8 мм, бухта около 3 т, за тонну',
            hy: 'Cu-OF, 8 մմ, կծիկ՝ մոտ 3 տ, մեկ տոննայի գինը',
            fa: 'Cu-OF، ۸ میلی‌متر، کلاف حدود ۳ تنی، هر تن',
          },
          price: 9890,
          stock: 0,
          minimumOrderQuantity: 10,
          attributes: { grade: 'cu-of', diameter: '8', 'coil-weight': '3t' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'Катанка 8 мм для кабельного завода в Караганде: проводимость по нашим замерам — 101 % IACS. Одна бухта пришла с повреждённой упаковкой, но без следов окисления.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 60,
        },
      ],
      daysAgo: 110,
    },
    {
      key: 'metal-aluminium-ingot',
      productType: 'aluminium-ingot',
      producer: 'Arak Nonferrous Metals Co.',
      name: {
        en: 'Primary aluminium ingots, 99.7 % and 99.5 %',
        ru: 'Первичный алюминий в чушках, 99,7 % и 99,5 %',
        hy: 'Առաջնային ալյումինե ձուլակտորներ, 99,7 % և 99,5 %',
        fa: 'شمش آلومینیوم اولیه ۹۹٫۷ و ۹۹٫۵ درصد',
      },
      description: {
        en: 'Primary aluminium from the Arak smelter in ingots of about 22 kg, stacked and strapped into bundles of about 1 t. The 99.7 % grade corresponds to P1020A (Fe at most 0.20 %, Si at most 0.10 %) for extrusion billet casting and steel deoxidation, while 99.5 % suits steelmaking and general casting. A certificate of analysis covers every cast; trucks run from Arak to Nurduz–Agarak or to Bandar Anzali.',
        ru: 'Первичный алюминий Аракского завода в чушках около 22 кг, собранных в пакеты около 1 т с обвязкой. Марка 99,7 % соответствует P1020A (Fe не более 0,20 %, Si не более 0,10 %) — для литья экструзионных слитков и раскисления стали; 99,5 % — для металлургии и общего литья. Сертификат анализа на каждую плавку; автодоставка из Арака до Нордуза — Агарака или порта Энзели.',
        hy: 'Առաջնային ալյումին Արաքի գործարանից՝ մոտ 22 կգ ձուլակտորներով, որոնք դարսված և ամրացված են մոտ 1 տ կապոցներում։ 99,7 % մակնիշը համապատասխանում է P1020A-ին (Fe՝ առավելագույնը 0,20 %, Si՝ առավելագույնը 0,10 %) և նախատեսված է էքստրուզիոն ձուլակտորների ձուլման և պողպատի ապաօքսիդացման համար, իսկ 99,5 %-ը՝ մետաղագործության և ընդհանուր ձուլման համար։ Յուրաքանչյուր հալոցքի համար տրվում է անալիզի վկայական, առաքումը՝ բեռնատարներով Արաքից մինչև Նորդուզ–Ագարակ կամ Անզալի նավահանգիստ։',
        fa: 'آلومینیوم اولیه کارخانه اراک در شمش‌های حدود ۲۲ کیلوگرمی که در بسته‌های تسمه‌کشی‌شده حدود یک‌تنی چیده می‌شوند. گرید ۹۹٫۷ درصد با P1020A مطابقت دارد (آهن حداکثر ۰٫۲۰ و سیلیسیم حداکثر ۰٫۱۰ درصد) و برای ریخته‌گری بیلت اکستروژن و اکسیژن‌زدایی فولاد به کار می‌رود و گرید ۹۹٫۵ درصد برای فولادسازی و ریخته‌گری عمومی مناسب است. برگه آنالیز برای هر ذوب صادر می‌شود و حمل با کامیون از اراک تا مرز نوردوز–آگاراک یا بندر انزلی انجام می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'Al 99.7 % (P1020A), 22 kg ingots, per tonne',
            ru: 'Al 99,7 % (P1020A), чушки 22 кг, за тонну',
            hy: 'Al 99,7 % (P1020A), 22 կգ ձուլակտորներ, մեկ տոննայի գինը',
            fa: 'آلومینیوم ۹۹٫۷ درصد (P1020A)، شمش ۲۲ کیلوگرمی، هر تن',
          },
          price: 2480,
          stock: 900,
          minimumOrderQuantity: 25,
          attributes: { grade: 'p1020a', 'ingot-weight': '22kg' },
        },
        {
          name: {
            en: 'Al 99.5 %, 22 kg ingots, per tonne',
            ru: 'Al 99,5 %, чушки 22 кг, за тонну',
            hy: 'Al 99,5 %, 22 կգ ձուլակտորներ, մեկ տոննայի գինը',
            fa: 'آلومینیوم ۹۹٫۵ درصد، شمش ۲۲ کیلوگرمی، هر تن',
          },
          price: 2440,
          stock: 300,
          minimumOrderQuantity: 25,
          attributes: { grade: 'al-99-5', 'ingot-weight': '22kg' },
        },
      ],
      reviews: [],
      daysAgo: 175,
    },
    {
      key: 'metal-aluminium-adc12',
      productType: 'aluminium-ingot',
      producer: 'Arak Nonferrous Metals Co.',
      name: {
        en: 'Aluminium alloy ingots ADC12',
        ru: 'Алюминиевый сплав ADC12 в чушках',
        hy: 'ADC12 ալյումինե համաձուլվածքի ձուլակտորներ',
        fa: 'شمش آلیاژی آلومینیوم ADC12',
      },
      description: {
        en: 'Secondary aluminium die-casting alloy ADC12 to JIS H 5302 (Si 9.6–12.0 %, Cu 1.5–3.5 %), the standard alloy for gearbox housings, engine brackets and appliance parts. Small ingots of about 7 kg in strapped bundles of about 1 t, with a spectrometer analysis for every melt.',
        ru: 'Вторичный алюминиевый сплав для литья под давлением ADC12 по JIS H 5302 (Si 9,6–12,0 %, Cu 1,5–3,5 %) — стандартный сплав для картеров коробок передач, кронштейнов двигателя и деталей бытовой техники. Чушки около 7 кг в пакетах около 1 т с обвязкой, спектральный анализ каждой плавки.',
        hy: 'Ճնշման տակ ձուլման երկրորդային ալյումինե համաձուլվածք ADC12՝ ըստ JIS H 5302-ի (Si 9,6–12,0 %, Cu 1,5–3,5 %), որը ստանդարտ համաձուլվածք է փոխանցման տուփերի իրանների, շարժիչի կրոնշտեյնների և կենցաղային տեխնիկայի մասերի համար։ Մոտ 7 կգ ձուլակտորներ՝ մոտ 1 տ ամրացված կապոցներով, յուրաքանչյուր հալոցքի սպեկտրային անալիզով։',
        fa: 'آلیاژ ثانویه آلومینیوم ADC12 برای دایکاست طبق JIS H 5302 (سیلیسیم ۹٫۶ تا ۱۲ درصد و مس ۱٫۵ تا ۳٫۵ درصد)، آلیاژ رایج برای پوسته گیربکس، براکت موتور و قطعات لوازم خانگی. شمش‌های کوچک حدود ۷ کیلوگرمی در بسته‌های تسمه‌کشی‌شده حدود یک‌تنی، با آنالیز اسپکترومتری برای هر ذوب.',
      },
      variations: [
        {
          name: {
            en: 'ADC12, 7 kg ingots, per tonne',
            ru: 'ADC12, чушки 7 кг, за тонну',
            hy: 'ADC12, 7 կգ ձուլակտորներ, մեկ տոննայի գինը',
            fa: 'ADC12، شمش ۷ کیلوگرمی، هر تن',
          },
          price: 2290,
          stock: 260,
          minimumOrderQuantity: 20,
          attributes: { grade: 'adc12', 'ingot-weight': '7kg' },
        },
      ],
      reviews: [],
      daysAgo: 3,
    },
  ],
}
