import { value } from './builders.ts'
import type { DemoAttribute, DemoCategory } from './types.ts'

const quality: DemoAttribute = {
  key: 'quality',
  name: { en: 'Quality', ru: 'Сорт', hy: 'Տեսակ', fa: 'درجه' },
  values: [
    value('first-choice', 'First choice', 'Первый сорт', 'Առաջին տեսակ', 'درجه یک'),
    value('commercial', 'Commercial', 'Коммерческий сорт', 'Առևտրային տեսակ', 'تجاری'),
  ],
}

const tileThickness: DemoAttribute = {
  key: 'thickness',
  name: { en: 'Thickness', ru: 'Толщина', hy: 'Հաստություն', fa: 'ضخامت' },
  values: [
    value('9-mm', '9 mm', '9 мм', '9 մմ', '۹ میلی‌متر'),
    value('10-mm', '10 mm', '10 мм', '10 մմ', '۱۰ میلی‌متر'),
  ],
}

const stoneThickness: DemoAttribute = {
  key: 'thickness',
  name: { en: 'Thickness', ru: 'Толщина', hy: 'Հաստություն', fa: 'ضخامت' },
  values: [
    value('2-cm', '2 cm', '2 см', '2 սմ', '۲ سانتی‌متر'),
    value('3-cm', '3 cm', '3 см', '3 սմ', '۳ سانتی‌متر'),
  ],
}

const stoneSize: DemoAttribute = {
  key: 'size',
  name: { en: 'Size', ru: 'Формат', hy: 'Չափս', fa: 'ابعاد' },
  values: [
    value('slab', 'Slab, random size', 'Слэб, неформатная плита', 'Սալ՝ ազատ չափսի', 'اسلب، ابعاد آزاد'),
    value('60x60', '60 × 60 cm', '60 × 60 см', '60 × 60 սմ', '۶۰ × ۶۰ سانتی‌متر'),
    value('30x60', '30 × 60 cm', '30 × 60 см', '30 × 60 սմ', '۳۰ × ۶۰ سانتی‌متر'),
  ],
}

const stoneFinish = (keys: string[]): DemoAttribute => ({
  key: 'finish',
  name: { en: 'Finish', ru: 'Обработка поверхности', hy: 'Մակերեսի մշակում', fa: 'نوع فرآوری سطح' },
  values: [
    value('polished', 'Polished', 'Полированная', 'Փայլեցված', 'صیقلی'),
    value('honed', 'Honed', 'Шлифованная (хонинг)', 'Հղկված, փայլատ', 'مات (هونینگ)'),
    value('tumbled', 'Tumbled', 'Галтованная', 'Հնեցված (թամբլինգ)', 'تامبل‌شده'),
    value('flamed', 'Flamed', 'Термообработанная', 'Կրակամշակված', 'فلیم (شعله‌ای)'),
  ].filter((v) => keys.includes(v.key)),
})

export const tilesStoneCategory: DemoCategory = {
  key: 'tiles-stone',
  name: {
    en: 'Tiles and natural stone',
    ru: 'Плитка и натуральный камень',
    hy: 'Սալիկներ և բնական քար',
    fa: 'کاشی، سرامیک و سنگ ساختمانی',
  },
  productTypes: [
    {
      key: 'porcelain',
      name: {
        en: 'Porcelain floor tiles',
        ru: 'Напольный керамогранит',
        hy: 'Հատակի կերամոգրանիտե սալիկներ',
        fa: 'سرامیک پرسلانی کف',
      },
      art: 'tile',
      attributes: [
        {
          key: 'size',
          name: { en: 'Size', ru: 'Формат', hy: 'Չափս', fa: 'ابعاد' },
          values: [
            value('60x60', '60 × 60 cm', '60 × 60 см', '60 × 60 սմ', '۶۰ × ۶۰ سانتی‌متر'),
            value('60x120', '60 × 120 cm', '60 × 120 см', '60 × 120 սմ', '۶۰ × ۱۲۰ سانتی‌متر'),
            value('30x60', '30 × 60 cm', '30 × 60 см', '30 × 60 սմ', '۳۰ × ۶۰ سانتی‌متر'),
            value('20x120', '20 × 120 cm', '20 × 120 см', '20 × 120 սմ', '۲۰ × ۱۲۰ سانتی‌متر'),
          ],
        },
        {
          key: 'finish',
          name: { en: 'Finish', ru: 'Поверхность', hy: 'Մակերես', fa: 'سطح' },
          values: [
            value('polished', 'Polished', 'Полированная', 'Փայլեցված', 'پولیش‌شده'),
            value('glazed-matt', 'Glazed matt', 'Глазурованная матовая', 'Ջնարակված, փայլատ', 'لعاب مات'),
          ],
        },
        quality,
        tileThickness,
      ],
    },
    {
      key: 'ceramic-wall',
      name: {
        en: 'Ceramic wall tiles',
        ru: 'Настенная керамическая плитка',
        hy: 'Պատի կերամիկական սալիկներ',
        fa: 'کاشی دیواری',
      },
      art: 'tile',
      attributes: [
        {
          key: 'size',
          name: { en: 'Size', ru: 'Формат', hy: 'Չափս', fa: 'ابعاد' },
          values: [
            value('30x60', '30 × 60 cm', '30 × 60 см', '30 × 60 սմ', '۳۰ × ۶۰ سانتی‌متر'),
            value('30x90', '30 × 90 cm', '30 × 90 см', '30 × 90 սմ', '۳۰ × ۹۰ سانتی‌متر'),
          ],
        },
        {
          key: 'finish',
          name: { en: 'Finish', ru: 'Поверхность', hy: 'Մակերես', fa: 'سطح' },
          values: [
            value(
              'glazed-gloss',
              'Glazed gloss',
              'Глазурованная глянцевая',
              'Ջնարակված, փայլուն',
              'لعاب براق',
            ),
            value('glazed-matt', 'Glazed matt', 'Глазурованная матовая', 'Ջնարակված, փայլատ', 'لعاب مات'),
          ],
        },
        quality,
        tileThickness,
      ],
    },
    {
      key: 'travertine',
      name: { en: 'Travertine', ru: 'Травертин', hy: 'Տրավերտին', fa: 'سنگ تراورتن' },
      art: 'stone',
      attributes: [stoneSize, stoneFinish(['polished', 'honed', 'tumbled']), quality, stoneThickness],
    },
    {
      key: 'marble',
      name: { en: 'Marble', ru: 'Мрамор', hy: 'Մարմար', fa: 'سنگ مرمریت' },
      art: 'stone',
      attributes: [stoneSize, stoneFinish(['polished', 'honed']), quality, stoneThickness],
    },
    {
      key: 'granite',
      name: { en: 'Granite', ru: 'Гранит', hy: 'Գրանիտ', fa: 'سنگ گرانیت' },
      art: 'stone',
      attributes: [stoneSize, stoneFinish(['polished', 'flamed']), quality, stoneThickness],
    },
  ],
  products: [
    {
      key: 'tiles-stone-porcelain-calacatta-polished',
      productType: 'porcelain',
      producer: 'Yazd Ceramic Industries',
      name: {
        en: 'Calacatta marble-look porcelain tile, polished',
        ru: 'Керамогранит под мрамор «Калакатта», полированный',
        hy: '«Կալակատա» մարմարի նմանակմամբ կերամոգրանիտ, փայլեցված',
        fa: 'سرامیک پرسلانی طرح مرمر کالاکاتا، پولیش‌شده',
      },
      description: {
        en: 'Fully vitrified porcelain (group BIa under ISO 13006) with water absorption below 0.5%, digitally printed with white Calacatta veining and polished to a mirror finish. Rectified edges allow 2 mm joints, and shade and calibre are printed on every carton. Packed 1.44 m² per carton on fumigated wooden pallets of about 57.6 m², strapped and wrapped for the road.',
        ru: 'Керамогранит полного спекания (группа BIa по ISO 13006) с водопоглощением менее 0,5%, с цифровой печатью белого мрамора «Калакатта» и зеркальной полировкой. Ректифицированные кромки позволяют укладку со швом 2 мм, тон и калибр указаны на каждой коробке. Упаковка — 1,44 м² в коробке, фумигированные деревянные поддоны примерно по 57,6 м², стянутые лентой и обмотанные плёнкой для автоперевозки.',
        hy: 'Լիովին ապակեցված կերամոգրանիտ (ISO 13006-ի BIa խումբ)՝ 0,5%-ից ցածր ջրակլանմամբ, «Կալակատա» սպիտակ մարմարի երակների թվային տպագրությամբ և հայելային փայլեցմամբ։ Ռեկտիֆիկացված եզրերը թույլ են տալիս շարել 2 մմ կարանով, իսկ երանգը և տրամաչափը նշված են յուրաքանչյուր տուփի վրա։ Փաթեթավորումը՝ 1,44 մ² մեկ տուփում, մոտ 57,6 մ²-անոց ֆումիգացված փայտե պալետներով՝ ամրակապված և թաղանթով փաթաթված ավտոփոխադրման համար։',
        fa: 'پرسلان با بدنه کاملاً زینترشده (گروه BIa استاندارد ISO ۱۳۰۰۶) و جذب آب کمتر از ۰٫۵ درصد، با چاپ دیجیتال رگه‌های مرمر سفید کالاکاتا و پولیش آینه‌ای. لبه‌های رکتیفای‌شده اجرای کاشی با درز ۲ میلی‌متری را ممکن می‌کند و تُن و کالیبر روی هر کارتن درج شده است. بسته‌بندی ۱٫۴۴ متر مربع در هر کارتن، روی پالت‌های چوبی فومیگیت‌شده حدود ۵۷٫۶ متر مربعی، تسمه‌کشی و سلفون‌پیچ‌شده برای حمل جاده‌ای.',
      },
      variations: [
        {
          name: {
            en: '60 × 60 cm, polished, 9 mm, per m²',
            ru: '60 × 60 см, полированный, 9 мм, за м²',
            hy: '60 × 60 սմ, փայլեցված, 9 մմ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، پولیش‌شده، ۹ میلی‌متر، هر متر مربع',
          },
          price: 8.4,
          stock: 3800,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'polished', quality: 'first-choice', thickness: '9-mm' },
        },
        {
          name: {
            en: '60 × 120 cm, polished, 10 mm, per m²',
            ru: '60 × 120 см, полированный, 10 мм, за м²',
            hy: '60 × 120 սմ, փայլեցված, 10 մմ, 1 մ²-ի համար',
            fa: '۶۰ × ۱۲۰ سانتی‌متر، پولیش‌شده، ۱۰ میلی‌متر، هر متر مربع',
          },
          price: 11.9,
          stock: 2100,
          minimumOrderQuantity: 200,
          attributes: { size: '60x120', finish: 'polished', quality: 'first-choice', thickness: '10-mm' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Взяли 1 400 м² на жилой комплекс: тон в партии ровный, калибр совпал по всем поддонам. Доставка через Астрахань заняла 19 дней.',
          locale: 'ru',
          reviewer: 'dmitry-sokolov',
          daysAgo: 9,
        },
        {
          rating: 4,
          comment:
            'Good polish and consistent veining across pallets. Two cartons out of about eight hundred arrived with chipped corners after the Sadakhlo transfer.',
          locale: 'en',
          reviewer: 'giorgi-beridze',
          daysAgo: 17,
        },
      ],
      daysAgo: 28,
    },
    {
      key: 'tiles-stone-porcelain-concrete-matt',
      productType: 'porcelain',
      producer: 'Meybod Tile Company',
      name: {
        en: 'Concrete-look porcelain tile, glazed matt, R10',
        ru: 'Керамогранит под бетон, глазурованный матовый, R10',
        hy: 'Բետոնի նմանակմամբ կերամոգրանիտ, ջնարակված փայլատ, R10',
        fa: 'سرامیک پرسلانی طرح بتن، لعاب مات، ضدلغزش R10',
      },
      description: {
        en: 'A warm grey concrete-look porcelain from Meybod with water absorption below 0.5%, PEI IV glaze abrasion class and R10 slip resistance under DIN 51130, suitable for shops, offices and corridors. First choice is sorted for one shade and calibre per lot; commercial grade allows minor surface marks and suits warehouses and back-of-house areas. 60 × 60 cm, four tiles (1.44 m²) per carton, 40 cartons per pallet.',
        ru: 'Тёпло-серый керамогранит под бетон из Мейбода: водопоглощение менее 0,5%, класс износостойкости глазури PEI IV и противоскольжение R10 по DIN 51130 — для магазинов, офисов и коридоров. Первый сорт отсортирован по одному тону и калибру в партии; коммерческий сорт допускает мелкие дефекты поверхности и подходит для складов и подсобных помещений. Формат 60 × 60 см, четыре плитки (1,44 м²) в коробке, 40 коробок на поддоне.',
        hy: 'Մեյբոդում արտադրված տաք մոխրագույն, բետոնի նմանակմամբ կերամոգրանիտ՝ 0,5%-ից ցածր ջրակլանմամբ, ջնարակի PEI IV մաշակայունության դասով և DIN 51130-ով R10 սահադիմացկունությամբ՝ խանութների, գրասենյակների և միջանցքների համար։ Առաջին տեսակը տեսակավորված է մեկ երանգով և տրամաչափով յուրաքանչյուր խմբաքանակում, իսկ առևտրային տեսակը թույլատրում է մակերեսի աննշան թերություններ և հարմար է պահեստների ու օժանդակ տարածքների համար։ 60 × 60 սմ, չորս սալիկ (1,44 մ²) մեկ տուփում, 40 տուփ մեկ պալետում։',
        fa: 'سرامیک پرسلانی طرح بتن به رنگ طوسی گرم، تولید میبد، با جذب آب کمتر از ۰٫۵ درصد، کلاس سایش لعاب PEI IV و ضریب ضدلغزش R10 طبق DIN ۵۱۱۳۰، مناسب فروشگاه، دفتر کار و راهرو. درجه یک در هر محموله با یک تُن و یک کالیبر سورت می‌شود و درجه تجاری با ایرادهای جزئی سطحی برای انبار و فضاهای خدماتی مناسب است. ابعاد ۶۰ × ۶۰ سانتی‌متر، چهار کاشی (۱٫۴۴ متر مربع) در هر کارتن و ۴۰ کارتن روی هر پالت.',
      },
      variations: [
        {
          name: {
            en: '60 × 60 cm, glazed matt, first choice, per m²',
            ru: '60 × 60 см, матовый, первый сорт, за м²',
            hy: '60 × 60 սմ, փայլատ, առաջին տեսակ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، لعاب مات، درجه یک، هر متر مربع',
          },
          price: 6.9,
          stock: 4500,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'glazed-matt', quality: 'first-choice', thickness: '9-mm' },
        },
        {
          name: {
            en: '60 × 60 cm, glazed matt, commercial, per m²',
            ru: '60 × 60 см, матовый, коммерческий сорт, за м²',
            hy: '60 × 60 սմ, փայլատ, առևտրային տեսակ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، لعاب مات، تجاری، هر متر مربع',
          },
          price: 5.3,
          stock: 1200,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'glazed-matt', quality: 'commercial', thickness: '9-mm' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'Առաջին տեսակի սալիկը համապատասխանում է նկարագրությանը, սահադիմացկունությունը լավն է։ Պալետները Մեղրիում վերաբեռնելիս մի քանի տուփ վնասվել էր։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 61,
        },
        {
          rating: 3,
          comment:
            'Коммерческий сорт брали на склад — по цене выгодно, но разнотон заметнее, чем ожидали, и в одной партии было два калибра. Для чистовых помещений берём только первый сорт.',
          locale: 'ru',
          reviewer: 'dmitry-sokolov',
          daysAgo: 38,
        },
      ],
      daysAgo: 95,
    },
    {
      key: 'tiles-stone-porcelain-oak-plank',
      productType: 'porcelain',
      producer: 'Ardakan Porcelain Works',
      name: {
        en: 'Oak wood-look porcelain plank, glazed matt',
        ru: 'Керамогранит под дуб, планка, глазурованный матовый',
        hy: 'Կաղնու փայտի նմանակմամբ կերամոգրանիտե տախտակ, ջնարակված փայլատ',
        fa: 'سرامیک پرسلانی طرح چوب بلوط، لعاب مات',
      },
      description: {
        en: 'A 20 × 120 cm plank printed from natural oak with more than 20 face variations and a structured matt glaze at R10, so the floor reads as timber but tolerates water and underfloor heating. Water absorption is below 0.5%; lay with no more than a one-third offset to avoid lippage. Six planks (1.44 m²) per carton, cartons stacked on reinforced pallets for the long planks.',
        ru: 'Планка 20 × 120 см с печатью натурального дуба — более 20 вариантов рисунка — и структурированной матовой глазурью класса R10: пол выглядит как деревянный, но не боится воды и подходит для тёплого пола. Водопоглощение менее 0,5%; укладывать со смещением не более трети длины, чтобы избежать перепада кромок. Шесть планок (1,44 м²) в коробке, коробки на усиленных поддонах под длинный формат.',
        hy: '20 × 120 սմ տախտակ՝ բնական կաղնու տպագրությամբ, նախշի ավելի քան 20 տարբերակով և R10 դասի ռելիեֆային փայլատ ջնարակով. հատակը փայտի տեսք ունի, բայց չի վախենում ջրից և հարմար է տաք հատակի համար։ Ջրակլանումը 0,5%-ից ցածր է. շարել երկարության առավելագույնը մեկ երրորդ շեղումով՝ եզրերի անհարթությունից խուսափելու համար։ Վեց տախտակ (1,44 մ²) մեկ տուփում, տուփերը՝ երկար ձևաչափի համար ամրացված պալետների վրա։',
        fa: 'کاشی پرسلانی ۲۰ × ۱۲۰ سانتی‌متری با چاپ چوب بلوط طبیعی در بیش از ۲۰ فیس متفاوت و لعاب مات برجسته با ضدلغزش R10؛ کف ظاهر پارکت چوبی دارد اما در برابر آب مقاوم و برای گرمایش از کف مناسب است. جذب آب کمتر از ۰٫۵ درصد است و برای جلوگیری از پله‌شدن لبه‌ها، جابه‌جایی ردیف‌ها نباید از یک‌سوم طول بیشتر شود. شش عدد (۱٫۴۴ متر مربع) در هر کارتن و کارتن‌ها روی پالت‌های تقویت‌شده مخصوص ابعاد بلند چیده می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '20 × 120 cm, glazed matt, first choice, per m²',
            ru: '20 × 120 см, матовый, первый сорт, за м²',
            hy: '20 × 120 սմ, փայլատ, առաջին տեսակ, 1 մ²-ի համար',
            fa: '۲۰ × ۱۲۰ سانتی‌متر، لعاب مات، درجه یک، هر متر مربع',
          },
          price: 10.4,
          stock: 1600,
          minimumOrderQuantity: 200,
          attributes: { size: '20x120', finish: 'glazed-matt', quality: 'first-choice', thickness: '10-mm' },
        },
        {
          name: {
            en: '20 × 120 cm, glazed matt, commercial, per m²',
            ru: '20 × 120 см, матовый, коммерческий сорт, за м²',
            hy: '20 × 120 սմ, փայլատ, առևտրային տեսակ, 1 մ²-ի համար',
            fa: '۲۰ × ۱۲۰ سانتی‌متر، لعاب مات، تجاری، هر متر مربع',
          },
          price: 8.25,
          stock: 0,
          minimumOrderQuantity: 200,
          attributes: { size: '20x120', finish: 'glazed-matt', quality: 'commercial', thickness: '10-mm' },
        },
      ],
      reviews: [],
      daysAgo: 140,
    },
    {
      key: 'tiles-stone-porcelain-terrazzo-matt',
      productType: 'porcelain',
      producer: 'Ardakan Porcelain Works',
      name: {
        en: 'Terrazzo-look porcelain tile, glazed matt',
        ru: 'Керамогранит под терраццо, глазурованный матовый',
        hy: 'Տերացոյի նմանակմամբ կերամոգրանիտ, ջնարակված փայլատ',
        fa: 'سرامیک پرسلانی طرح ترازو (موزاییکی)، لعاب مات',
      },
      description: {
        en: 'Porcelain with water absorption below 0.5%, printed with fine marble chips in a pale grey terrazzo pattern under a soft matt glaze rated R10. Popular for cafés, clinics and retail floors where a seamless, easy-to-clean look is wanted. Rectified, in cartons of 1.44 m² on fumigated pallets.',
        ru: 'Керамогранит с водопоглощением менее 0,5% с печатью мелкой мраморной крошки в светло-серой гамме терраццо под мягкой матовой глазурью класса R10. Популярен для кафе, клиник и торговых залов, где нужен цельный и легко моющийся пол. Ректифицированный, в коробках по 1,44 м² на фумигированных поддонах.',
        hy: 'Կերամոգրանիտ՝ 0,5%-ից ցածր ջրակլանմամբ, բաց մոխրագույն տերացոյի նախշով՝ մարմարի մանր փշրանքների տպագրությամբ, R10 դասի մեղմ փայլատ ջնարակի տակ։ Պահանջված է սրճարանների, կլինիկաների և առևտրային սրահների համար, որտեղ անհրաժեշտ է միատարր և հեշտ մաքրվող հատակ։ Ռեկտիֆիկացված, 1,44 մ²-անոց տուփերով՝ ֆումիգացված պալետների վրա։',
        fa: 'سرامیک پرسلانی با جذب آب کمتر از ۰٫۵ درصد و چاپ خرده‌سنگ‌های ریز مرمر در طرح ترازوی طوسی روشن زیر لعاب مات نرم با ضدلغزش R10. برای کافه، مطب و فروشگاه که کفی یکدست و آسان‌شوی می‌خواهند پرطرفدار است. رکتیفای‌شده، در کارتن‌های ۱٫۴۴ متر مربعی روی پالت فومیگیت‌شده.',
      },
      variations: [
        {
          name: {
            en: '60 × 60 cm, glazed matt, per m²',
            ru: '60 × 60 см, матовый, за м²',
            hy: '60 × 60 սմ, փայլատ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، لعاب مات، هر متر مربع',
          },
          price: 7.6,
          stock: 2300,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'glazed-matt', quality: 'first-choice', thickness: '9-mm' },
        },
        {
          name: {
            en: '30 × 60 cm, glazed matt, per m²',
            ru: '30 × 60 см, матовый, за м²',
            hy: '30 × 60 սմ, փայլատ, 1 մ²-ի համար',
            fa: '۳۰ × ۶۰ سانتی‌متر، لعاب مات، هر متر مربع',
          },
          price: 7.1,
          stock: 1800,
          minimumOrderQuantity: 200,
          attributes: { size: '30x60', finish: 'glazed-matt', quality: 'first-choice', thickness: '9-mm' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'برای پروژه یک زنجیره کافه در ایروان خریدیم و تُن کاشی‌ها در دو محموله کاملاً یکسان بود. پالت‌ها مرتب و با برچسب کالیبر رسیدند.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 3,
        },
      ],
      daysAgo: 12,
    },
    {
      key: 'tiles-stone-wall-white-gloss',
      productType: 'ceramic-wall',
      producer: 'Yazd Ceramic Industries',
      name: {
        en: 'White gloss ceramic wall tile',
        ru: 'Настенная керамическая плитка, белая глянцевая',
        hy: 'Պատի կերամիկական սալիկ, սպիտակ փայլուն',
        fa: 'کاشی دیواری سفید براق',
      },
      description: {
        en: 'White-body wall tile of group BIII under ISO 13006 — porous, with water absorption above 10% — covered with a bright white gloss glaze for bathrooms, kitchens and hotel rooms. Rectified edges and a tight calibre tolerance allow thin joints in a clean grid layout. 30 × 60 cm tiles come eight to a carton (1.44 m²), 30 × 90 cm five to a carton (1.35 m²), palletised and shrink-wrapped.',
        ru: 'Плитка на белой массе группы BIII по ISO 13006 — пористая, с водопоглощением более 10% — покрыта ярко-белой глянцевой глазурью для ванных, кухонь и гостиничных номеров. Ректифицированные кромки и узкий допуск по калибру позволяют делать тонкие швы в ровной сетке. Формат 30 × 60 см — восемь плиток в коробке (1,44 м²), 30 × 90 см — пять плиток (1,35 м²); поддоны в термоусадочной плёнке.',
        hy: 'Սպիտակ զանգվածով պատի սալիկ՝ ISO 13006-ի BIII խմբի, ծակոտկեն, 10%-ից բարձր ջրակլանմամբ, պատված վառ սպիտակ փայլուն ջնարակով՝ լոգարանների, խոհանոցների և հյուրանոցային սենյակների համար։ Ռեկտիֆիկացված եզրերը և տրամաչափի նեղ թույլտվածքը հնարավորություն են տալիս բարակ կարաններով հավասար ցանց ստանալ։ 30 × 60 սմ սալիկները՝ ութական մեկ տուփում (1,44 մ²), 30 × 90 սմ-ը՝ հինգական (1,35 մ²), պալետներով և ջերմանստեցվող թաղանթով։',
        fa: 'کاشی دیواری بدنه سفید از گروه BIII استاندارد ISO ۱۳۰۰۶، متخلخل و با جذب آب بیش از ۱۰ درصد، با لعاب سفید براق برای حمام، آشپزخانه و اتاق هتل. لبه‌های رکتیفای‌شده و تلرانس کالیبر پایین امکان اجرای شبکه‌ای منظم با درز باریک را فراهم می‌کند. سایز ۳۰ × ۶۰ هشت عدد در کارتن (۱٫۴۴ متر مربع) و سایز ۳۰ × ۹۰ پنج عدد در کارتن (۱٫۳۵ متر مربع)، روی پالت و شیرینگ‌شده.',
      },
      variations: [
        {
          name: {
            en: '30 × 60 cm, glazed gloss, 9 mm, per m²',
            ru: '30 × 60 см, глянцевая, 9 мм, за м²',
            hy: '30 × 60 սմ, փայլուն, 9 մմ, 1 մ²-ի համար',
            fa: '۳۰ × ۶۰ سانتی‌متر، لعاب براق، ۹ میلی‌متر، هر متر مربع',
          },
          price: 5.25,
          stock: 5000,
          minimumOrderQuantity: 200,
          attributes: { size: '30x60', finish: 'glazed-gloss', quality: 'first-choice', thickness: '9-mm' },
        },
        {
          name: {
            en: '30 × 90 cm, glazed gloss, 10 mm, per m²',
            ru: '30 × 90 см, глянцевая, 10 мм, за м²',
            hy: '30 × 90 սմ, փայլուն, 10 մմ, 1 մ²-ի համար',
            fa: '۳۰ × ۹۰ سانتی‌متر، لعاب براق، ۱۰ میلی‌متر، هر متر مربع',
          },
          price: 6.6,
          stock: 2800,
          minimumOrderQuantity: 200,
          attributes: { size: '30x90', finish: 'glazed-gloss', quality: 'first-choice', thickness: '10-mm' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'سفیدی لعاب یکنواخت است و مشتریان پروژه‌های حمام از آن راضی‌اند. فقط ارسال سایز ۳۰ × ۹۰ ده روز دیرتر از موعد آماده شد.',
          locale: 'fa',
          reviewer: 'sara-ahmadi',
          daysAgo: 33,
        },
      ],
      daysAgo: 75,
    },
    {
      key: 'tiles-stone-wall-statuario-gloss',
      productType: 'ceramic-wall',
      producer: 'Meybod Tile Company',
      name: {
        en: 'Statuario marble-look ceramic wall tile, gloss',
        ru: 'Настенная плитка под мрамор «Статуарио», глянцевая',
        hy: '«Ստատուարիո» մարմարի նմանակմամբ պատի սալիկ, փայլուն',
        fa: 'کاشی دیواری طرح مرمر استاتواریو، براق',
      },
      description: {
        en: 'A large 30 × 90 cm wall tile with bold grey Statuario veining printed at high resolution across 12 different faces, so repeats are hard to spot on a full bathroom wall. White body, glossy glaze, rectified edges; matching listello borders can be added to the same shipment. First choice is sold by the pallet; commercial grade, with minor glaze marks, is offered for budget housing projects.',
        ru: 'Крупная настенная плитка 30 × 90 см с выразительными серыми прожилками «Статуарио», напечатанными в высоком разрешении на 12 разных лицах, — на стене ванной повтор рисунка почти незаметен. Белая масса, глянцевая глазурь, ректифицированные кромки; в ту же отгрузку можно добавить бордюры-листелло в тон. Первый сорт продаётся поддонами; коммерческий сорт с мелкими дефектами глазури предлагается для бюджетного жилья.',
        hy: 'Խոշոր՝ 30 × 90 սմ պատի սալիկ՝ «Ստատուարիո» մարմարի արտահայտիչ մոխրագույն երակներով, տպագրված բարձր լուծաչափով 12 տարբեր դեմքերի վրա, այնպես որ լոգարանի ամբողջ պատին նախշի կրկնությունը գրեթե չի նկատվում։ Սպիտակ զանգված, փայլուն ջնարակ, ռեկտիֆիկացված եզրեր. նույն բեռին կարելի է ավելացնել համապատասխան լիստելո եզրաշերտեր։ Առաջին տեսակը վաճառվում է պալետներով, իսկ ջնարակի աննշան թերություններով առևտրային տեսակը առաջարկվում է մատչելի բնակարանային նախագծերի համար։',
        fa: 'کاشی دیواری بزرگ ۳۰ × ۹۰ سانتی‌متری با رگه‌های طوسی پررنگ مرمر استاتواریو که با وضوح بالا روی ۱۲ فیس مختلف چاپ شده است، تا تکرار طرح روی دیوار کامل حمام به چشم نیاید. بدنه سفید، لعاب براق و لبه‌های رکتیفای‌شده دارد و می‌توان قرنیز و لیستوی هماهنگ را در همان محموله سفارش داد. درجه یک به‌صورت پالتی فروخته می‌شود و درجه تجاری با ایرادهای جزئی لعاب برای پروژه‌های مسکن اقتصادی عرضه می‌شود.',
      },
      variations: [
        {
          name: {
            en: '30 × 90 cm, gloss, first choice, per m²',
            ru: '30 × 90 см, глянцевая, первый сорт, за м²',
            hy: '30 × 90 սմ, փայլուն, առաջին տեսակ, 1 մ²-ի համար',
            fa: '۳۰ × ۹۰ سانتی‌متر، براق، درجه یک، هر متر مربع',
          },
          price: 6.9,
          stock: 2200,
          minimumOrderQuantity: 200,
          attributes: { size: '30x90', finish: 'glazed-gloss', quality: 'first-choice', thickness: '10-mm' },
        },
        {
          name: {
            en: '30 × 90 cm, gloss, commercial, per m²',
            ru: '30 × 90 см, глянцевая, коммерческий сорт, за м²',
            hy: '30 × 90 սմ, փայլուն, առևտրային տեսակ, 1 մ²-ի համար',
            fa: '۳۰ × ۹۰ سانتی‌متر، براق، تجاری، هر متر مربع',
          },
          price: 5.5,
          stock: 900,
          minimumOrderQuantity: 200,
          attributes: { size: '30x90', finish: 'glazed-gloss', quality: 'commercial', thickness: '10-mm' },
        },
      ],
      reviews: [],
      daysAgo: 210,
    },
    {
      key: 'tiles-stone-wall-persian-girih-decor',
      productType: 'ceramic-wall',
      producer: 'Yazd Ceramic Industries',
      name: {
        en: 'Persian girih pattern décor wall tile',
        ru: 'Декоративная настенная плитка с персидским орнаментом гирих',
        hy: 'Դեկորատիվ պատի սալիկ պարսկական գիրիհ զարդանախշով',
        fa: 'کاشی دیواری دکور طرح گره‌چینی',
      },
      description: {
        en: 'A décor tile that brings the geometric girih star patterns of Yazd and Isfahan mosque tilework to kitchens, restaurants and hotel lobbies, in turquoise, lapis blue and ivory. Printed on a white body and available with a gloss glaze that recalls traditional haft-rang tiles or a soft matt glaze for a contemporary look. Four tiles form the full pattern; packed eight to a carton (1.44 m²).',
        ru: 'Декоративная плитка, переносящая геометрические звёздные узоры гирих с изразцов мечетей Йезда и Исфахана на кухни, рестораны и лобби гостиниц, в бирюзовом, лазурно-синем и цвете слоновой кости. Печать на белой массе, на выбор глянцевая глазурь в духе традиционных изразцов «хафт-ранг» или мягкая матовая для современного интерьера. Полный раппорт складывается из четырёх плиток; в коробке восемь плиток (1,44 м²).',
        hy: 'Դեկորատիվ սալիկ, որը Յազդի և Սպահանի մզկիթների սալիկազարդման գիրիհ երկրաչափական աստղաձև նախշերը բերում է խոհանոցներ, ռեստորաններ և հյուրանոցների նախասրահներ՝ փիրուզագույն, լաջվարդագույն և փղոսկրագույն երանգներով։ Տպագրված է սպիտակ զանգվածի վրա և հասանելի է ավանդական «հաֆթ-ռանգ» սալիկները հիշեցնող փայլուն կամ ժամանակակից տեսքի մեղմ փայլատ ջնարակով։ Ամբողջական նախշը կազմում է չորս սալիկ. փաթեթավորվում է ութական մեկ տուփում (1,44 մ²)։',
        fa: 'کاشی دکوری که نقش‌های هندسی گره‌چینی کاشی‌کاری مساجد یزد و اصفهان را با رنگ‌های فیروزه‌ای، لاجوردی و شیری به آشپزخانه، رستوران و لابی هتل می‌آورد. روی بدنه سفید چاپ می‌شود و با لعاب براق یادآور کاشی هفت‌رنگ یا لعاب مات نرم برای فضاهای امروزی عرضه می‌شود. هر چهار کاشی یک نقش کامل می‌سازند و هشت عدد در هر کارتن (۱٫۴۴ متر مربع) بسته‌بندی می‌شود.',
      },
      variations: [
        {
          name: {
            en: '30 × 60 cm, glazed gloss, per m²',
            ru: '30 × 60 см, глянцевая, за м²',
            hy: '30 × 60 սմ, փայլուն, 1 մ²-ի համար',
            fa: '۳۰ × ۶۰ سانتی‌متر، لعاب براق، هر متر مربع',
          },
          price: 7.4,
          stock: 950,
          minimumOrderQuantity: 200,
          attributes: { size: '30x60', finish: 'glazed-gloss', quality: 'first-choice', thickness: '9-mm' },
        },
        {
          name: {
            en: '30 × 60 cm, glazed matt, per m²',
            ru: '30 × 60 см, матовая, за м²',
            hy: '30 × 60 սմ, փայլատ, 1 մ²-ի համար',
            fa: '۳۰ × ۶۰ سانتی‌متر، لعاب مات، هر متر مربع',
          },
          price: 7.4,
          stock: 600,
          minimumOrderQuantity: 200,
          attributes: { size: '30x60', finish: 'glazed-matt', quality: 'first-choice', thickness: '9-mm' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Գիրիհ նախշով սալիկները դարձան մեր ռեստորանային նախագծերի գլխավոր շեշտը։ Չորս սալիկից կազմված նախշը ճշգրիտ համընկնում է, կարանները հավասար են։',
          locale: 'hy',
          reviewer: 'lilit-sargsyan',
          daysAgo: 21,
        },
      ],
      daysAgo: 52,
    },
    {
      key: 'tiles-stone-travertine-haji-abad-classic',
      productType: 'travertine',
      producer: 'Mahallat Travertine Company',
      name: {
        en: 'Haji Abad classic cream travertine',
        ru: 'Травертин Хаджиабад «Классик», кремовый',
        hy: 'Հաջիաբադի դասական կրեմագույն տրավերտին',
        fa: 'سنگ تراورتن کرم کلاسیک حاجی‌آباد',
      },
      description: {
        en: 'Light cream travertine from the Haji Abad quarries in the Mahallat district of Markazi province, the centre of Iranian travertine. Cut across the bed for a soft, cloudy pattern, the pores are filled with colour-matched cement before honing or polishing; water absorption is about 1.5%. Tiles are packed in fumigated wooden crates of about 30 m² with foam between the rows.',
        ru: 'Светло-кремовый травертин с карьеров Хаджиабада в районе Махаллата (провинция Меркези) — центре добычи иранского травертина. Распил поперёк слоя даёт мягкий «облачный» рисунок; перед шлифовкой или полировкой поры заполняются цементом в тон камня, водопоглощение около 1,5%. Плитка упаковывается в фумигированные деревянные ящики примерно по 30 м² с пенопластовыми прокладками между рядами.',
        hy: 'Բաց կրեմագույն տրավերտին Մարքազի նահանգի Մահալաթի շրջանի Հաջիաբադի հանքերից, որը իրանական տրավերտինի արդյունահանման կենտրոնն է։ Շերտին լայնակի կտրվածքը տալիս է մեղմ «ամպային» նախշ, իսկ ծակոտիները հղկելուց կամ փայլեցնելուց առաջ լցվում են քարի գույնի ցեմենտով. ջրակլանումը մոտ 1,5% է։ Սալիկները փաթեթավորվում են մոտ 30 մ²-անոց ֆումիգացված փայտե արկղերում՝ շարքերի միջև փրփրապլաստե միջադիրներով։',
        fa: 'تراورتن کرم روشن از معادن حاجی‌آباد در منطقه محلات استان مرکزی، قطب تولید تراورتن ایران. برش عمود بر لایه، نقشی ابری و ملایم می‌دهد و پیش از ساب یا صیقل، حفره‌ها با سیمان هم‌رنگ سنگ پر می‌شوند؛ جذب آب حدود ۱٫۵ درصد است. کاشی‌های سنگ در باکس‌های چوبی فومیگیت‌شده حدود ۳۰ متر مربعی با یونولیت میان ردیف‌ها بسته‌بندی می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '30 × 60 cm, honed, 2 cm, per m²',
            ru: '30 × 60 см, шлифованный, 2 см, за м²',
            hy: '30 × 60 սմ, հղկված, 2 սմ, 1 մ²-ի համար',
            fa: '۳۰ × ۶۰ سانتی‌متر، مات، ۲ سانتی‌متر، هر متر مربع',
          },
          price: 26.5,
          stock: 1850,
          minimumOrderQuantity: 200,
          attributes: { size: '30x60', finish: 'honed', quality: 'first-choice', thickness: '2-cm' },
        },
        {
          name: {
            en: '60 × 60 cm, polished, 2 cm, per m²',
            ru: '60 × 60 см, полированный, 2 см, за м²',
            hy: '60 × 60 սմ, փայլեցված, 2 սմ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، صیقلی، ۲ سانتی‌متر، هر متر مربع',
          },
          price: 32,
          stock: 1240,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'polished', quality: 'first-choice', thickness: '2-cm' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Consistent cream tone across three trucks and very clean filling. Crates were sturdy enough to be reloaded at Sadakhlo without a single broken tile.',
          locale: 'en',
          reviewer: 'giorgi-beridze',
          daysAgo: 70,
        },
        {
          rating: 4,
          comment:
            'Камень хороший, заполнение пор аккуратное. Сертификат с физико-механическими показателями пришлось запрашивать отдельно, зато прислали быстро.',
          locale: 'ru',
          reviewer: 'dmitry-sokolov',
          daysAgo: 102,
        },
      ],
      daysAgo: 160,
    },
    {
      key: 'tiles-stone-travertine-atashkooh-red',
      productType: 'travertine',
      producer: 'Mahallat Travertine Company',
      name: {
        en: 'Atashkooh red travertine, vein-cut, polished',
        ru: 'Красный травертин Аташкух, распил по слою, полированный',
        hy: 'Աթաշքուհի կարմիր տրավերտին, շերտի ուղղությամբ կտրված, փայլեցված',
        fa: 'سنگ تراورتن قرمز آتشکوه، برش موازی لایه، صیقلی',
      },
      description: {
        en: 'Atashkooh travertine, named after the “fire mountain” it is quarried from, shows bands of brick red, ochre and honey cut along the bed, which gives its striped vein-cut look. Pores are filled with tinted resin and the surface is polished to a deep gloss, ideal for feature walls, reception desks and staircases. Slabs of roughly 260–290 × 150–180 cm are shipped in bundles on A-frames; tiles in wooden crates.',
        ru: 'Травертин Аташкух, названный по «огненной горе», где его добывают, имеет полосы кирпично-красного, охристого и медового цвета; распил вдоль слоя даёт характерный полосатый рисунок. Поры заполняются тонированной смолой, поверхность полируется до глубокого блеска — идеально для акцентных стен, ресепшенов и лестниц. Слэбы размером примерно 260–290 × 150–180 см отгружаются пачками на А-образных стойках, плитка — в деревянных ящиках.',
        hy: 'Աթաշքուհի տրավերտինը, որն անվանվել է «կրակե լեռան» անունով, որտեղից արդյունահանվում է, ունի աղյուսակարմիր, օխրագույն և մեղրագույն շերտեր, իսկ շերտի ուղղությամբ կտրվածքը տալիս է բնորոշ գծավոր նախշ։ Ծակոտիները լցվում են երանգավորված խեժով, իսկ մակերեսը փայլեցվում է խոր փայլով՝ իդեալական շեշտադրող պատերի, ընդունարանների սեղանների և աստիճանների համար։ Մոտ 260–290 × 150–180 սմ սալերը առաքվում են կապոցներով A-աձև կանգնակների վրա, սալիկները՝ փայտե արկղերում։',
        fa: 'تراورتن آتشکوه که نامش را از کوه محل استخراجش گرفته، نوارهایی به رنگ آجری، اُخرایی و عسلی دارد و برش موازی لایه به آن ظاهر راه‌راه ویژه‌اش را می‌دهد. حفره‌ها با رزین رنگی پر و سطح تا براقی عمیق صیقل داده می‌شود؛ مناسب دیوارهای شاخص، کانتر پذیرش و پله. اسلب‌ها با ابعاد تقریبی ۲۶۰ تا ۲۹۰ در ۱۵۰ تا ۱۸۰ سانتی‌متر به‌صورت دسته روی خرک‌های A شکل و کاشی‌ها در باکس چوبی ارسال می‌شوند.',
      },
      variations: [
        {
          name: {
            en: 'Slab, polished, 2 cm, per m²',
            ru: 'Слэб, полированный, 2 см, за м²',
            hy: 'Սալ, փայլեցված, 2 սմ, 1 մ²-ի համար',
            fa: 'اسلب، صیقلی، ۲ سانتی‌متر، هر متر مربع',
          },
          price: 44,
          stock: 640,
          minimumOrderQuantity: 200,
          attributes: { size: 'slab', finish: 'polished', quality: 'first-choice', thickness: '2-cm' },
        },
        {
          name: {
            en: '30 × 60 cm, polished, 2 cm, per m²',
            ru: '30 × 60 см, полированный, 2 см, за м²',
            hy: '30 × 60 սմ, փայլեցված, 2 սմ, 1 մ²-ի համար',
            fa: '۳۰ × ۶۰ سانتی‌متر، صیقلی، ۲ سانتی‌متر، هر متر مربع',
          },
          price: 36.5,
          stock: 0,
          minimumOrderQuantity: 200,
          attributes: { size: '30x60', finish: 'polished', quality: 'first-choice', thickness: '2-cm' },
        },
      ],
      reviews: [],
      daysAgo: 230,
    },
    {
      key: 'tiles-stone-travertine-tumbled-pavers',
      productType: 'travertine',
      producer: 'Mahallat Travertine Company',
      name: {
        en: 'Tumbled travertine pavers, unfilled, 3 cm',
        ru: 'Галтованный травертин для мощения, без заполнения, 3 см',
        hy: 'Հնեցված տրավերտինե սալեր սալարկման համար, առանց լցման, 3 սմ',
        fa: 'سنگ تراورتن تامبل‌شده برای محوطه، بدون فیلر، ۳ سانتی‌متر',
      },
      description: {
        en: 'Haji Abad travertine cut 3 cm thick and tumbled in drums with grit, which softens the edges and opens the natural pores for a rustic, non-slip surface around pools, terraces and garden paths. Left unfilled so water drains through the surface; in frost zones lay on a drained mortar bed and seal after installation. Commercial grade admits more colour variation and occasional edge chips and is priced accordingly.',
        ru: 'Травертин Хаджиабад толщиной 3 см, галтованный в барабанах с абразивом: кромки скругляются, естественные поры раскрываются, поверхность получается фактурной и нескользкой — для бассейнов, террас и садовых дорожек. Поры не заполняются, чтобы вода уходила с поверхности; в регионах с морозами укладывать на дренированное растворное основание и пропитывать после монтажа. Коммерческий сорт допускает больший разброс цвета и отдельные сколы кромки, что учтено в цене.',
        hy: 'Հաջիաբադի 3 սմ հաստությամբ տրավերտին, որը հղկանյութով թմբուկներում հնեցվում է. եզրերը կլորանում են, բնական ծակոտիները բացվում, և ստացվում է ռուստիկ, չսահող մակերես լողավազանների, պատշգամբների և այգու արահետների համար։ Ծակոտիները չեն լցվում, որպեսզի ջուրը հեռանա մակերեսից. ցրտաշունչ շրջաններում շարել դրենաժով շաղախային հիմքի վրա և տեղադրելուց հետո ներծծել պաշտպանիչով։ Առևտրային տեսակը թույլ է տալիս գույնի ավելի մեծ տարբերություն և եզրերի առանձին ճաքեր, ինչը հաշվի է առնված գնում։',
        fa: 'تراورتن حاجی‌آباد با ضخامت ۳ سانتی‌متر که در درام همراه با ساینده تامبل می‌شود تا لبه‌ها نرم و حفره‌های طبیعی باز شوند و سطحی روستیک و ضدلغزش برای دور استخر، تراس و مسیرهای باغ به دست آید. حفره‌ها پر نمی‌شوند تا آب از سطح تخلیه شود؛ در مناطق یخبندان روی بستر ملات زهکشی‌دار اجرا و پس از نصب با عایق نفوذی محافظت شود. درجه تجاری تفاوت رنگ بیشتر و لب‌پریدگی‌های پراکنده دارد و قیمت آن متناسب است.',
      },
      variations: [
        {
          name: {
            en: '30 × 60 cm, tumbled, 3 cm, first choice, per m²',
            ru: '30 × 60 см, галтованный, 3 см, первый сорт, за м²',
            hy: '30 × 60 սմ, հնեցված, 3 սմ, առաջին տեսակ, 1 մ²-ի համար',
            fa: '۳۰ × ۶۰ سانتی‌متر، تامبل‌شده، ۳ سانتی‌متر، درجه یک، هر متر مربع',
          },
          price: 24,
          stock: 2600,
          minimumOrderQuantity: 200,
          attributes: { size: '30x60', finish: 'tumbled', quality: 'first-choice', thickness: '3-cm' },
        },
        {
          name: {
            en: '30 × 60 cm, tumbled, 3 cm, commercial, per m²',
            ru: '30 × 60 см, галтованный, 3 см, коммерческий сорт, за м²',
            hy: '30 × 60 սմ, հնեցված, 3 սմ, առևտրային տեսակ, 1 մ²-ի համար',
            fa: '۳۰ × ۶۰ سانتی‌متر، تامبل‌شده، ۳ سانتی‌متر، تجاری، هر متر مربع',
          },
          price: 19.5,
          stock: 1400,
          minimumOrderQuantity: 200,
          attributes: { size: '30x60', finish: 'tumbled', quality: 'commercial', thickness: '3-cm' },
        },
      ],
      reviews: [
        {
          rating: 3,
          comment:
            'Առևտրային տեսակում գույնի տարբերությունը նմուշից զգալիորեն մեծ էր, ստիպված եղանք տեսակավորել օբյեկտում։ Գինը արդարացված է, բայց հաջորդ անգամ կվերցնենք առաջին տեսակը։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 280,
        },
      ],
      daysAgo: 330,
    },
    {
      key: 'tiles-stone-marble-dehbid-polished',
      productType: 'marble',
      producer: 'Persepolis Stone Export',
      name: {
        en: 'Dehbid cream marble tiles, polished',
        ru: 'Мрамор Дехбид кремовый, полированная плитка',
        hy: 'Դեհբիդի կրեմագույն մարմար, փայլեցված սալիկներ',
        fa: 'سنگ مرمریت دهبید کرم، صیقلی',
      },
      description: {
        en: 'Dehbid marble is quarried in northern Fars province and is one of Iran’s most exported beige stones: a warm cream ground with fine grey-brown veins and low water absorption, around 0.2%. Calibrated 60 × 60 cm tiles are polished on automatic lines and suit hotel lobbies, residential floors and stair treads. First choice is selected for an even ground; commercial grade carries stronger veins and small natural spots.',
        ru: 'Мрамор Дехбид добывают на севере провинции Фарс; это один из самых экспортируемых иранских бежевых камней: тёплый кремовый фон с тонкими серо-коричневыми прожилками и низким водопоглощением, около 0,2%. Калиброванная плитка 60 × 60 см полируется на автоматических линиях и подходит для лобби гостиниц, жилых помещений и ступеней. Первый сорт отобран по ровному фону, коммерческий имеет более выраженные прожилки и небольшие природные вкрапления.',
        hy: 'Դեհբիդի մարմարը արդյունահանվում է Ֆարս նահանգի հյուսիսում և Իրանի ամենաշատ արտահանվող բեժ քարերից է՝ տաք կրեմագույն ֆոն նուրբ մոխրաշագանակագույն երակներով և ցածր՝ մոտ 0,2% ջրակլանմամբ։ Տրամաչափված 60 × 60 սմ սալիկները փայլեցվում են ավտոմատ գծերում և հարմար են հյուրանոցների նախասրահների, բնակելի հատակների և աստիճանների համար։ Առաջին տեսակն ընտրված է հավասար ֆոնով, իսկ առևտրայինն ունի ավելի ցայտուն երակներ և բնական փոքր բծեր։',
        fa: 'مرمریت دهبید از معادن شمال استان فارس استخراج می‌شود و از پرصادرات‌ترین سنگ‌های کرم ایران است: زمینه کرم گرم با رگه‌های ظریف طوسی‌قهوه‌ای و جذب آب پایین، حدود ۰٫۲ درصد. کاشی‌های کالیبره ۶۰ × ۶۰ سانتی‌متری در خطوط اتوماتیک صیقل داده می‌شوند و برای لابی هتل، کف واحدهای مسکونی و کف پله مناسب‌اند. درجه یک با زمینه یکدست انتخاب می‌شود و درجه تجاری رگه‌های پررنگ‌تر و لکه‌های طبیعی کوچک دارد.',
      },
      variations: [
        {
          name: {
            en: '60 × 60 cm, polished, 2 cm, first choice, per m²',
            ru: '60 × 60 см, полированный, 2 см, первый сорт, за м²',
            hy: '60 × 60 սմ, փայլեցված, 2 սմ, առաջին տեսակ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، صیقلی، ۲ سانتی‌متر، درجه یک، هر متر مربع',
          },
          price: 23.5,
          stock: 3100,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'polished', quality: 'first-choice', thickness: '2-cm' },
        },
        {
          name: {
            en: '60 × 60 cm, polished, 2 cm, commercial, per m²',
            ru: '60 × 60 см, полированный, 2 см, коммерческий сорт, за м²',
            hy: '60 × 60 սմ, փայլեցված, 2 սմ, առևտրային տեսակ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، صیقلی، ۲ سانتی‌متر، تجاری، هر متر مربع',
          },
          price: 17.8,
          stock: 2050,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'polished', quality: 'commercial', thickness: '2-cm' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'سنگ دهبید درجه یک یکدست و صیقل آن خوب است. بسته‌بندی باکس‌ها محکم بود، اما برگه بسته‌بندی با تعداد واقعی یک باکس اختلاف داشت.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 48,
        },
      ],
      daysAgo: 110,
    },
    {
      key: 'tiles-stone-marble-golden-spider-slab',
      productType: 'marble',
      producer: 'Persepolis Stone Export',
      name: {
        en: 'Golden Spider marble slabs, polished',
        ru: 'Мрамор Golden Spider, полированные слэбы',
        hy: '«Գոլդեն Սփայդեր» մարմար, փայլեցված սալեր',
        fa: 'اسلب سنگ مرمریت گلدن اسپایدر، صیقلی',
      },
      description: {
        en: 'A premium Iranian marble with a creamy white ground crossed by a web of golden-brown veins, which gives the stone its name. Slabs are resin-treated, backed with fibreglass mesh and polished, then numbered in sequence so they can be book-matched on walls, bathroom vanities and feature floors. Shipped in fumigated wooden bundles of six to eight slabs; photos of every slab are sent before loading.',
        ru: 'Премиальный иранский мрамор: сливочно-белый фон пересекает сеть золотисто-коричневых прожилок, которой камень и обязан своим названием. Слэбы обрабатываются смолой, армируются с тыльной стороны стеклосеткой и полируются, затем нумеруются по порядку распила, чтобы их можно было раскладывать «бук-матч» на стенах, в ванных и на акцентных полах. Отгружаются в фумигированных деревянных пачках по шесть–восемь слэбов; фото каждого слэба высылается до погрузки.',
        hy: 'Պրեմիում իրանական մարմար՝ սերուցքասպիտակ ֆոնով, որը հատում է ոսկեշագանակագույն երակների ցանցը, որից էլ քարը ստացել է իր անունը։ Սալերը մշակվում են խեժով, հետևի կողմից ամրացվում ապակեթելքային ցանցով և փայլեցվում, ապա համարակալվում են կտրման հերթականությամբ, որպեսզի պատերին, լոգարաններում և շեշտադրող հատակներին շարվեն հայելային համաչափությամբ։ Առաքվում են ֆումիգացված փայտե կապոցներով՝ վեցից ութ սալ մեկում. յուրաքանչյուր սալի լուսանկարն ուղարկվում է բեռնումից առաջ։',
        fa: 'مرمریتی ممتاز از ایران با زمینه سفید شیری که شبکه‌ای از رگه‌های طلایی‌قهوه‌ای، مانند تار عنکبوت، از آن می‌گذرد و نام سنگ از همین‌جاست. اسلب‌ها رزین‌کاری، از پشت با توری فایبرگلاس مسلح و صیقل داده می‌شوند و به ترتیب برش شماره می‌خورند تا روی دیوار، روشویی و کف‌های شاخص به‌صورت قرینه (بوک‌مچ) اجرا شوند. در دسته‌های چوبی فومیگیت‌شده شش تا هشت اسلبی ارسال می‌شوند و عکس تک‌تک اسلب‌ها پیش از بارگیری فرستاده می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'Slab, polished, 2 cm, per m²',
            ru: 'Слэб, полированный, 2 см, за м²',
            hy: 'Սալ, փայլեցված, 2 սմ, 1 մ²-ի համար',
            fa: 'اسلب، صیقلی، ۲ سانتی‌متر، هر متر مربع',
          },
          price: 78,
          stock: 420,
          minimumOrderQuantity: 100,
          attributes: { size: 'slab', finish: 'polished', quality: 'first-choice', thickness: '2-cm' },
        },
        {
          name: {
            en: 'Slab, polished, 3 cm, per m²',
            ru: 'Слэб, полированный, 3 см, за м²',
            hy: 'Սալ, փայլեցված, 3 սմ, 1 մ²-ի համար',
            fa: 'اسلب، صیقلی، ۳ سانتی‌متر، هر متر مربع',
          },
          price: 96,
          stock: 180,
          minimumOrderQuantity: 100,
          attributes: { size: 'slab', finish: 'polished', quality: 'first-choice', thickness: '3-cm' },
        },
      ],
      reviews: [],
      daysAgo: 37,
    },
    {
      key: 'tiles-stone-granite-natanz-tiles',
      productType: 'granite',
      producer: 'Persepolis Stone Export',
      name: {
        en: 'Natanz grey granite tiles, polished or flamed',
        ru: 'Серый гранит Натанз, плитка полированная или термообработанная',
        hy: 'Նաթանզի մոխրագույն գրանիտ, փայլեցված կամ կրակամշակված սալիկներ',
        fa: 'سنگ گرانیت نطنز، کاشی صیقلی یا فلیم',
      },
      description: {
        en: 'Natanz granite from Isfahan province is a light grey, salt-and-pepper stone with white feldspar and black mica specks, hard and frost-resistant with water absorption below 0.4%. Polished 2 cm tiles suit lobbies, shopping centres and stairs; flamed 3 cm tiles have a rough, non-slip surface for façades, paving and exterior steps in cold climates. Packed in fumigated wooden crates of about 25 m² each.',
        ru: 'Гранит Натанз из провинции Исфахан — светло-серый камень «соль с перцем» с белым полевым шпатом и чёрными вкраплениями слюды, твёрдый и морозостойкий, водопоглощение менее 0,4%. Полированная плитка 2 см подходит для лобби, торговых центров и лестниц, термообработанная 3 см с шероховатой нескользкой поверхностью — для фасадов, мощения и наружных ступеней в холодном климате. Упаковка — фумигированные деревянные ящики примерно по 25 м².',
        hy: 'Սպահանի նահանգի Նաթանզի գրանիտը բաց մոխրագույն, «աղ ու պղպեղ» տեսքով քար է՝ սպիտակ դաշտային սպաթով և սև փայլարի բծերով, կարծր և ցրտադիմացկուն, 0,4%-ից ցածր ջրակլանմամբ։ 2 սմ փայլեցված սալիկները հարմար են նախասրահների, առևտրի կենտրոնների և աստիճանների համար, իսկ 3 սմ կրակամշակված սալիկները՝ կոպիտ, չսահող մակերեսով, ցուրտ կլիմայում ճակատների, սալարկման և արտաքին աստիճանների համար։ Փաթեթավորվում են մոտ 25 մ²-անոց ֆումիգացված փայտե արկղերում։',
        fa: 'گرانیت نطنز از استان اصفهان سنگی طوسی روشن و نمک‌فلفلی با دانه‌های سفید فلدسپات و نقطه‌های سیاه میکا است؛ سخت و مقاوم در برابر یخبندان با جذب آب کمتر از ۰٫۴ درصد. کاشی صیقلی ۲ سانتی‌متری برای لابی، مراکز خرید و پله مناسب است و کاشی فلیم ۳ سانتی‌متری با سطح زبر و ضدلغزش برای نما، کف‌سازی محوطه و پله‌های بیرونی در اقلیم سرد. بسته‌بندی در باکس‌های چوبی فومیگیت‌شده حدود ۲۵ متر مربعی.',
      },
      variations: [
        {
          name: {
            en: '60 × 60 cm, polished, 2 cm, per m²',
            ru: '60 × 60 см, полированный, 2 см, за м²',
            hy: '60 × 60 սմ, փայլեցված, 2 սմ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، صیقلی، ۲ سانتی‌متر، هر متر مربع',
          },
          price: 21,
          stock: 2700,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'polished', quality: 'first-choice', thickness: '2-cm' },
        },
        {
          name: {
            en: '60 × 60 cm, flamed, 3 cm, per m²',
            ru: '60 × 60 см, термообработанный, 3 см, за м²',
            hy: '60 × 60 սմ, կրակամշակված, 3 սմ, 1 մ²-ի համար',
            fa: '۶۰ × ۶۰ سانتی‌متر، فلیم، ۳ سانتی‌متر، هر متر مربع',
          },
          price: 24.5,
          stock: 3300,
          minimumOrderQuantity: 200,
          attributes: { size: '60x60', finish: 'flamed', quality: 'first-choice', thickness: '3-cm' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Термообработанный гранит 3 см брали на крыльцо и ступени торгового центра — пережил зиму без сколов и отслоений. Калибровка по толщине ровная, укладчики довольны.',
          locale: 'ru',
          reviewer: 'dmitry-sokolov',
          daysAgo: 14,
        },
        {
          rating: 4,
          comment:
            'Хорошее соотношение цены и качества для фасадных работ. Ящики пришли через Верхний Ларс целыми, но сертификат происхождения пришлось ждать четыре дня.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 130,
        },
      ],
      daysAgo: 265,
    },
    {
      key: 'tiles-stone-granite-natanz-slab',
      productType: 'granite',
      producer: 'Persepolis Stone Export',
      name: {
        en: 'Natanz grey granite slabs for worktops and stairs',
        ru: 'Гранит Натанз, слэбы для столешниц и лестниц',
        hy: 'Նաթանզի մոխրագույն գրանիտ, սալեր սեղանիկների և աստիճանների համար',
        fa: 'اسلب سنگ گرانیت نطنز برای کانتر و پله',
      },
      description: {
        en: 'Full-size Natanz granite slabs for fabricators cutting kitchen worktops, window sills, stair treads and façade panels. The fine, even grain and low water absorption make the stone resistant to stains and wear, and the 3 cm slab allows worktops without a built-up edge. Slabs are loaded in bundles on A-frames with timber spacers; each slab is labelled with its block number and dimensions.',
        ru: 'Полноформатные слэбы гранита Натанз для камнеобработчиков, изготавливающих кухонные столешницы, подоконники, ступени и фасадные панели. Мелкое равномерное зерно и низкое водопоглощение делают камень стойким к пятнам и износу, а слэб 3 см позволяет делать столешницы без наклеенной кромки. Слэбы грузятся пачками на А-образные стойки с деревянными прокладками; на каждом указаны номер блока и размеры.',
        hy: 'Նաթանզի գրանիտի լրիվ չափսի սալեր քարամշակողների համար, որոնք պատրաստում են խոհանոցային սեղանիկներ, պատուհանագոգեր, աստիճաններ և ճակատային վահանակներ։ Մանր ու հավասարաչափ հատիկը և ցածր ջրակլանումը քարը դարձնում են բծերի և մաշվածության նկատմամբ դիմացկուն, իսկ 3 սմ սալը թույլ է տալիս սեղանիկներ պատրաստել առանց սոսնձված եզրի։ Սալերը բեռնվում են կապոցներով A-աձև կանգնակների վրա՝ փայտե միջադիրներով, և յուրաքանչյուրի վրա նշված են բլոկի համարը և չափսերը։',
        fa: 'اسلب‌های تمام‌قد گرانیت نطنز برای سنگ‌کارانی که کانتر آشپزخانه، سنگ پنجره، کف پله و پنل نما می‌سازند. دانه‌بندی ریز و یکنواخت و جذب آب پایین، سنگ را در برابر لک و سایش مقاوم می‌کند و اسلب ۳ سانتی‌متری ساخت کانتر بدون لبه دوبل را ممکن می‌سازد. اسلب‌ها به‌صورت دسته روی خرک‌های A شکل با فاصله‌انداز چوبی بارگیری می‌شوند و روی هر اسلب شماره کوپ و ابعاد درج شده است.',
      },
      variations: [
        {
          name: {
            en: 'Slab, polished, 2 cm, per m²',
            ru: 'Слэб, полированный, 2 см, за м²',
            hy: 'Սալ, փայլեցված, 2 սմ, 1 մ²-ի համար',
            fa: 'اسلب، صیقلی، ۲ سانتی‌متر، هر متر مربع',
          },
          price: 34,
          stock: 1500,
          minimumOrderQuantity: 200,
          attributes: { size: 'slab', finish: 'polished', quality: 'first-choice', thickness: '2-cm' },
        },
        {
          name: {
            en: 'Slab, polished, 3 cm, per m²',
            ru: 'Слэб, полированный, 3 см, за м²',
            hy: 'Սալ, փայլեցված, 3 սմ, 1 մ²-ի համար',
            fa: 'اسلب، صیقلی، ۳ سانتی‌متر، هر متر مربع',
          },
          price: 41,
          stock: 860,
          minimumOrderQuantity: 200,
          attributes: { size: 'slab', finish: 'polished', quality: 'first-choice', thickness: '3-cm' },
        },
      ],
      reviews: [],
      daysAgo: 185,
    },
  ],
}
