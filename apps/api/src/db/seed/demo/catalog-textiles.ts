import { value } from './builders.ts'
import type { DemoAttribute, DemoCategory } from './types.ts'

/** The same attribute with only the values that make sense for one product type. */
const only = (attribute: DemoAttribute, keys: string[]): DemoAttribute => ({
  ...attribute,
  values: attribute.values.filter((v) => keys.includes(v.key)),
})

const composition: DemoAttribute = {
  key: 'composition',
  name: { en: 'Composition', ru: 'Состав', hy: 'Կազմություն', fa: 'ترکیب الیاف' },
  values: [
    value('cotton-100', '100% cotton', '100% хлопок', '100% բամբակ', '۱۰۰٪ پنبه'),
    value(
      'cotton-polyester',
      'Cotton and polyester',
      'Хлопок и полиэстер',
      'Բամբակ և պոլիէսթեր',
      'پنبه و پلی‌استر',
    ),
    value('cotton-linen', 'Cotton and linen', 'Хлопок и лён', 'Բամբակ և վուշ', 'پنبه و کتان'),
    value(
      'viscose-polyester',
      'Viscose and polyester',
      'Вискоза и полиэстер',
      'Վիսկոզ և պոլիէսթեր',
      'ویسکوز و پلی‌استر',
    ),
    value('silk-viscose', 'Silk and viscose', 'Шёлк и вискоза', 'Մետաքս և վիսկոզ', 'ابریشم و ویسکوز'),
    value(
      'wool-100',
      '100% worsted wool',
      '100% камвольная шерсть',
      '100% սանրված բուրդ',
      '۱۰۰٪ پشم فاستونی',
    ),
    value(
      'polyester-wool',
      'Polyester and wool 55/45',
      'Полиэстер и шерсть 55/45',
      'Պոլիէսթեր և բուրդ 55/45',
      'پلی‌استر و پشم ۵۵/۴۵',
    ),
    value(
      'polyester-viscose',
      'Polyester and viscose 65/35 (TR)',
      'Полиэстер и вискоза 65/35 (TR)',
      'Պոլիէսթեր և վիսկոզ 65/35 (TR)',
      'پلی‌استر و ویسکوز ۶۵/۳۵ (TR)',
    ),
    value(
      'cotton-bamboo',
      'Cotton and bamboo viscose 50/50',
      'Хлопок и бамбуковая вискоза 50/50',
      'Բամբակ և բամբուկե վիսկոզ 50/50',
      'پنبه و ویسکوز بامبو ۵۰/۵۰',
    ),
  ],
}

const width: DemoAttribute = {
  key: 'width',
  name: { en: 'Width', ru: 'Ширина', hy: 'Լայնություն', fa: 'عرض' },
  values: [
    value('140-cm', '140 cm', '140 см', '140 սմ', '۱۴۰ سانتی‌متر'),
    value('150-cm', '150 cm', '150 см', '150 սմ', '۱۵۰ سانتی‌متر'),
    value('160-cm', '160 cm', '160 см', '160 սմ', '۱۶۰ سانتی‌متر'),
    value('240-cm', '240 cm', '240 см', '240 սմ', '۲۴۰ سانتی‌متر'),
  ],
}

const weight: DemoAttribute = {
  key: 'weight',
  name: { en: 'Weight (GSM)', ru: 'Плотность, г/м²', hy: 'Խտություն, գ/մ²', fa: 'وزن (گرم بر متر مربع)' },
  values: [
    value('gsm-100-150', '100–150 g/m²', '100–150 г/м²', '100–150 գ/մ²', '۱۰۰ تا ۱۵۰ گرم بر متر مربع'),
    value('gsm-150-200', '150–200 g/m²', '150–200 г/м²', '150–200 գ/մ²', '۱۵۰ تا ۲۰۰ گرم بر متر مربع'),
    value('gsm-200-300', '200–300 g/m²', '200–300 г/м²', '200–300 գ/մ²', '۲۰۰ تا ۳۰۰ گرم بر متر مربع'),
    value('gsm-300-450', '300–450 g/m²', '300–450 г/м²', '300–450 գ/մ²', '۳۰۰ تا ۴۵۰ گرم بر متر مربع'),
    value('gsm-450-600', '450–600 g/m²', '450–600 г/м²', '450–600 գ/մ²', '۴۵۰ تا ۶۰۰ گرم بر متر مربع'),
  ],
}

const packaging: DemoAttribute = {
  key: 'packaging',
  name: { en: 'Packaging', ru: 'Упаковка', hy: 'Փաթեթավորում', fa: 'بسته‌بندی' },
  values: [
    value('roll-50', '50 m roll', 'Рулон 50 м', '50 մ փաթույթ', 'طاقه ۵۰ متری'),
    value('roll-100', '100 m roll', 'Рулон 100 м', '100 մ փաթույթ', 'طاقه ۱۰۰ متری'),
    value('set-box', 'Boxed set', 'Комплект в коробке', 'Հավաքածու տուփով', 'ست جعبه‌دار'),
    value(
      'pvc-bag',
      'Set in PVC bag',
      'Комплект в ПВХ-сумке',
      'Հավաքածու ՊՎՔ պայուսակում',
      'ست در کیف پی‌وی‌سی',
    ),
    value('gift-box', 'Gift box', 'Подарочная коробка', 'Նվերի տուփ', 'جعبه کادویی'),
    value('carton', 'Bulk carton', 'Оптовая коробка', 'Մեծածախ ստվարաթղթե տուփ', 'کارتن عمده'),
  ],
}

export const textilesCategory: DemoCategory = {
  key: 'textiles',
  name: { en: 'Textiles', ru: 'Текстиль', hy: 'Տեքստիլ', fa: 'منسوجات' },
  productTypes: [
    {
      key: 'termeh',
      name: {
        en: 'Termeh brocade',
        ru: 'Терме (персидская парча)',
        hy: 'Թերմե (պարսկական դիպակ)',
        fa: 'ترمه',
      },
      art: 'textile',
      attributes: [
        only(composition, ['viscose-polyester', 'cotton-polyester', 'silk-viscose']),
        only(width, ['140-cm', '150-cm']),
        only(weight, ['gsm-200-300', 'gsm-300-450']),
        only(packaging, ['roll-50', 'roll-100', 'set-box']),
      ],
    },
    {
      key: 'yazd-cotton',
      name: {
        en: 'Yazd cotton fabrics',
        ru: 'Хлопковые ткани Йезда',
        hy: 'Յազդի բամբակյա գործվածքներ',
        fa: 'پارچه‌های نخی یزد',
      },
      art: 'textile',
      attributes: [
        only(composition, ['cotton-100', 'cotton-polyester', 'cotton-linen']),
        only(width, ['150-cm', '240-cm']),
        only(weight, ['gsm-100-150', 'gsm-150-200', 'gsm-200-300']),
        only(packaging, ['roll-50', 'roll-100']),
      ],
    },
    {
      key: 'suiting',
      name: {
        en: 'Suiting fabrics',
        ru: 'Костюмные ткани',
        hy: 'Կոստյումային գործվածքներ',
        fa: 'پارچه کت و شلواری',
      },
      art: 'textile',
      attributes: [
        only(composition, ['wool-100', 'polyester-wool', 'polyester-viscose']),
        only(width, ['150-cm', '160-cm']),
        only(weight, ['gsm-200-300', 'gsm-300-450']),
        only(packaging, ['roll-50', 'roll-100']),
      ],
    },
    {
      key: 'bed-linen',
      name: {
        en: 'Bed linen sets',
        ru: 'Комплекты постельного белья',
        hy: 'Անկողնային սպիտակեղենի հավաքածուներ',
        fa: 'ست روتختی و ملحفه',
      },
      art: 'textile',
      attributes: [
        only(composition, ['cotton-100', 'cotton-polyester']),
        {
          key: 'size',
          name: { en: 'Set size', ru: 'Размер комплекта', hy: 'Հավաքածուի չափս', fa: 'سایز ست' },
          values: [
            value('single', 'Single', '1,5-спальный', 'Մեկուկեսանոց', 'یک‌نفره'),
            value('double', 'Double', '2-спальный', 'Երկտեղանոց', 'دونفره'),
            value(
              'euro',
              'Euro (duvet cover 200 × 220 cm)',
              'Евро (пододеяльник 200 × 220 см)',
              'Եվրո (ծածկոցի պատյան 200 × 220 սմ)',
              'یورو (روکش لحاف ۲۰۰ × ۲۲۰ سانتی‌متر)',
            ),
          ],
        },
        only(weight, ['gsm-100-150', 'gsm-150-200']),
        only(packaging, ['pvc-bag', 'gift-box']),
      ],
    },
    {
      key: 'towels',
      name: { en: 'Towels', ru: 'Полотенца', hy: 'Սրբիչներ', fa: 'حوله' },
      art: 'textile',
      attributes: [
        only(composition, ['cotton-100', 'cotton-bamboo']),
        {
          key: 'size',
          name: { en: 'Size', ru: 'Размер', hy: 'Չափս', fa: 'اندازه' },
          values: [
            value(
              'hand-50x90',
              '50 × 90 cm, hand towel',
              '50 × 90 см, для рук',
              '50 × 90 սմ, ձեռքի',
              '۵۰ × ۹۰ سانتی‌متر، دست و صورت',
            ),
            value(
              'bath-70x140',
              '70 × 140 cm, bath towel',
              '70 × 140 см, банное',
              '70 × 140 սմ, լոգանքի',
              '۷۰ × ۱۴۰ سانتی‌متر، حمام',
            ),
            value(
              'set-of-2',
              'Set of two: 50 × 90 and 70 × 140 cm',
              'Набор из двух: 50 × 90 и 70 × 140 см',
              'Երկուսի հավաքածու՝ 50 × 90 և 70 × 140 սմ',
              'ست دوتایی: ۵۰ × ۹۰ و ۷۰ × ۱۴۰ سانتی‌متر',
            ),
          ],
        },
        only(weight, ['gsm-300-450', 'gsm-450-600']),
        only(packaging, ['carton', 'gift-box']),
      ],
    },
  ],
  products: [
    {
      key: 'textiles-termeh-boteh-jacquard',
      productType: 'termeh',
      producer: 'Yazd Termeh House',
      name: {
        en: 'Yazd termeh, boteh jacquard on crimson',
        ru: 'Йездская терме с узором «бутэ», жаккард на малиновом фоне',
        hy: 'Յազդի թերմե «բութե» նախշով, ժակարդ բոսորագույն ֆոնի վրա',
        fa: 'ترمه یزد طرح بته‌جقه، ژاکارد زمینه لاکی',
      },
      description: {
        en: 'Termeh is the traditional brocade of Yazd, and this Jacquard-woven version keeps its dense boteh (paisley) pattern in gold, green and ivory on a crimson ground. Viscose-and-polyester yarn gives the sheen of classic termeh with better colour fastness, at about 320 g/m² and 150 cm wide. Used for tablecloths, cushions, curtains and Nowruz gift wrapping; rolls are wound on cardboard tubes and sealed in polybags.',
        ru: 'Терме — традиционная парча Йезда; эта жаккардовая версия сохраняет плотный узор «бутэ» (пейсли) в золотом, зелёном и цвете слоновой кости на малиновом фоне. Нить из вискозы и полиэстера даёт блеск классической терме при лучшей стойкости окраски; плотность около 320 г/м², ширина 150 см. Идёт на скатерти, подушки, шторы и подарочную упаковку к Новрузу; рулоны намотаны на картонные шпули и запаяны в полиэтилен.',
        hy: 'Թերմեն Յազդի ավանդական դիպակն է, և այս ժակարդային տարբերակը պահպանում է նրա խիտ «բութե» (պեյսլի) նախշը ոսկեգույն, կանաչ և փղոսկրագույն երանգներով բոսորագույն ֆոնի վրա։ Վիսկոզից և պոլիէսթերից թելը տալիս է դասական թերմեի փայլը՝ գույնի ավելի բարձր կայունությամբ, մոտ 320 գ/մ² խտությամբ և 150 սմ լայնությամբ։ Օգտագործվում է սփռոցների, բարձերի, վարագույրների և Նովրուզի նվերների փաթեթավորման համար. փաթույթները փաթաթված են ստվարաթղթե գլանների վրա և փակված պոլիէթիլենային պարկերում։',
        fa: 'ترمه پارچه سنتی و اصیل یزد است و این نمونه ژاکارد، نقش فشرده بته‌جقه را با رنگ‌های طلایی، سبز و شیری بر زمینه لاکی حفظ کرده است. نخ ویسکوز و پلی‌استر درخشش ترمه کلاسیک را با ثبات رنگ بیشتر فراهم می‌کند؛ وزن حدود ۳۲۰ گرم بر متر مربع و عرض ۱۵۰ سانتی‌متر است. برای رومیزی، کوسن، پرده و بسته‌بندی هدایای نوروزی به کار می‌رود و طاقه‌ها روی لوله مقوایی پیچیده و در نایلون پلمب می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '150 cm, 50 m roll, per metre',
            ru: '150 см, рулон 50 м, за метр',
            hy: '150 սմ, 50 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، طاقه ۵۰ متری، هر متر',
          },
          price: 27,
          stock: 1800,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'viscose-polyester',
            width: '150-cm',
            weight: 'gsm-300-450',
            packaging: 'roll-50',
          },
        },
        {
          name: {
            en: '150 cm, 100 m roll, per metre',
            ru: '150 см, рулон 100 м, за метр',
            hy: '150 սմ, 100 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، طاقه ۱۰۰ متری، هر متر',
          },
          price: 25.5,
          stock: 3200,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'viscose-polyester',
            width: '150-cm',
            weight: 'gsm-300-450',
            packaging: 'roll-100',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'ترمه‌ها دقیقاً همان رنگ و نقش نمونه بودند و قبل از نوروز به دستمان رسیدند. طاقه‌های صدمتری برای دوخت رومیزی در کارگاه ما به‌صرفه‌تر است.',
          locale: 'fa',
          reviewer: 'sara-ahmadi',
          daysAgo: 11,
        },
        {
          rating: 4,
          comment:
            'Գործվածքը խիտ է, և փայլը իսկապես հիշեցնում է մետաքսե թերմե։ Մեկ փաթույթում նախշի երանգը մի փոքր տարբերվում էր, բայց մատակարարը զեղչ տրամադրեց։',
          locale: 'hy',
          reviewer: 'lilit-sargsyan',
          daysAgo: 26,
        },
      ],
      daysAgo: 40,
    },
    {
      key: 'textiles-termeh-tablecloth-set',
      productType: 'termeh',
      producer: 'Yazd Termeh House',
      name: {
        en: 'Termeh tablecloth set with runners, boxed',
        ru: 'Комплект из терме: скатерть и дорожки, в коробке',
        hy: 'Թերմեից հավաքածու՝ սփռոց և ուղեսփռոցներ, տուփով',
        fa: 'ست رومیزی ترمه با رانر، جعبه‌دار',
      },
      description: {
        en: 'A ready-to-sell set of one 150 × 240 cm tablecloth and two 40 × 150 cm table runners, cut from Yazd Jacquard termeh, lined with satin and finished with hand-tied tassels. A favourite gift for Nowruz, weddings and housewarmings, presented in a printed rigid box with a card describing termeh weaving. Packed twelve boxes to an export carton.',
        ru: 'Готовый к продаже комплект: скатерть 150 × 240 см и две дорожки 40 × 150 см из йездской жаккардовой терме, на атласной подкладке, с кистями ручной вязки. Популярный подарок к Новрузу, свадьбам и новоселью; упакован в жёсткую коробку с печатью и карточкой о ткачестве терме. В экспортном коробе двенадцать комплектов.',
        hy: 'Վաճառքի պատրաստ հավաքածու՝ մեկ 150 × 240 սմ սփռոց և երկու 40 × 150 սմ ուղեսփռոց՝ Յազդի ժակարդային թերմեից, ատլասե աստառով և ձեռքով կապված ծոպերով։ Սիրված նվեր Նովրուզին, հարսանիքներին և տնամուտին, ներկայացված տպագրված կոշտ տուփում՝ թերմեի գործման մասին քարտով։ Արտահանման ստվարաթղթե տուփում տասներկու հավաքածու է։',
        fa: 'ست آماده فروش شامل یک رومیزی ۱۵۰ × ۲۴۰ سانتی‌متری و دو رانر ۴۰ × ۱۵۰ سانتی‌متری از ترمه ژاکارد یزد، با آستر ساتن و منگوله‌های دست‌گره. هدیه‌ای محبوب برای نوروز، عروسی و خانه‌نو که در جعبه سخت چاپ‌شده همراه با کارتی درباره هنر ترمه‌بافی عرضه می‌شود. در هر کارتن صادراتی دوازده جعبه قرار دارد.',
      },
      variations: [
        {
          name: {
            en: 'Viscose and polyester, boxed set',
            ru: 'Вискоза и полиэстер, комплект в коробке',
            hy: 'Վիսկոզ և պոլիէսթեր, հավաքածու տուփով',
            fa: 'ویسکوز و پلی‌استر، ست جعبه‌دار',
          },
          price: 46,
          stock: 340,
          minimumOrderQuantity: 24,
          attributes: {
            composition: 'viscose-polyester',
            width: '150-cm',
            weight: 'gsm-300-450',
            packaging: 'set-box',
          },
        },
        {
          name: {
            en: 'Cotton and polyester, boxed set',
            ru: 'Хлопок и полиэстер, комплект в коробке',
            hy: 'Բամբակ և պոլիէսթեր, հավաքածու տուփով',
            fa: 'پنبه و پلی‌استر، ست جعبه‌دار',
          },
          price: 38,
          stock: 510,
          minimumOrderQuantity: 24,
          attributes: {
            composition: 'cotton-polyester',
            width: '150-cm',
            weight: 'gsm-300-450',
            packaging: 'set-box',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Комплекты отлично разошлись к Наурызу, коробка выглядит дорого и не требует переупаковки. Заказали повторно две палеты через Астрахань.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 44,
        },
      ],
      daysAgo: 120,
    },
    {
      key: 'textiles-termeh-silk-shah-abbasi',
      productType: 'termeh',
      producer: 'Yazd Termeh House',
      name: {
        en: 'Silk-blend termeh, Shah Abbasi medallion, navy and gold',
        ru: 'Терме с шёлком, медальон «шах аббаси», тёмно-синий с золотом',
        hy: 'Մետաքսախառը թերմե, «շահ աբբասի» մեդալիոն, մուգ կապույտ և ոսկեգույն',
        fa: 'ترمه ابریشمی طرح ترنج شاه‌عباسی، سرمه‌ای و طلایی',
      },
      description: {
        en: 'The premium line from our Yazd mill: a silk-and-viscose termeh with Shah Abbasi palmettes and medallions in gold on a deep navy ground, lighter and softer in the hand than furnishing termeh at about 260 g/m². Woven 140 cm wide on Jacquard looms with a fine warp that brings out the detail of the drawing. Suited to evening wear, prayer-mat covers and luxury gift packaging; supplied in 50 m and 100 m rolls.',
        ru: 'Премиальная линия нашей йездской фабрики: терме из шёлка и вискозы с пальметтами и медальонами «шах аббаси» золотом по глубокому тёмно-синему фону; при плотности около 260 г/м² она легче и мягче мебельной терме. Ткётся шириной 140 см на жаккардовых станках с тонкой основой, подчёркивающей детали рисунка. Подходит для вечерней одежды, чехлов для молитвенных ковриков и премиальной подарочной упаковки; поставляется рулонами по 50 и 100 м.',
        hy: 'Մեր յազդյան ֆաբրիկայի պրեմիում շարքը՝ մետաքսից և վիսկոզից թերմե «շահ աբբասի» արմավազարդերով և մեդալիոններով՝ ոսկեգույն մուգ կապույտ ֆոնի վրա. մոտ 260 գ/մ² խտությամբ այն ավելի թեթև և փափուկ է, քան կահույքի թերմեն։ Գործվում է 140 սմ լայնությամբ ժակարդային հաստոցներով՝ նուրբ հենքով, որն ընդգծում է նախշի մանրամասները։ Հարմար է երեկոյան հագուստի, աղոթագորգերի պատյանների և շքեղ նվերների փաթեթավորման համար. մատակարարվում է 50 և 100 մ փաթույթներով։',
        fa: 'خط ممتاز کارخانه ما در یزد: ترمه ابریشم و ویسکوز با گل‌های شاه‌عباسی و ترنج طلایی بر زمینه سرمه‌ای سیر که با وزن حدود ۲۶۰ گرم بر متر مربع سبک‌تر و لطیف‌تر از ترمه مبلی است. با عرض ۱۴۰ سانتی‌متر روی دستگاه ژاکارد و با تار ظریف بافته می‌شود تا جزئیات نقشه به‌خوبی نمایان شود. مناسب لباس مجلسی، رویه سجاده و بسته‌بندی هدایای لوکس است و در طاقه‌های ۵۰ و ۱۰۰ متری عرضه می‌شود.',
      },
      variations: [
        {
          name: {
            en: '140 cm, 50 m roll, per metre',
            ru: '140 см, рулон 50 м, за метр',
            hy: '140 սմ, 50 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۴۰ سانتی‌متر، طاقه ۵۰ متری، هر متر',
          },
          price: 56,
          stock: 250,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'silk-viscose',
            width: '140-cm',
            weight: 'gsm-200-300',
            packaging: 'roll-50',
          },
        },
        {
          name: {
            en: '140 cm, 100 m roll, per metre',
            ru: '140 см, рулон 100 м, за метр',
            hy: '140 սմ, 100 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۴۰ سانتی‌متر، طاقه ۱۰۰ متری، هر متر',
          },
          price: 54,
          stock: 0,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'silk-viscose',
            width: '140-cm',
            weight: 'gsm-200-300',
            packaging: 'roll-100',
          },
        },
      ],
      reviews: [],
      daysAgo: 8,
    },
    {
      key: 'textiles-yazd-cotton-poplin',
      productType: 'yazd-cotton',
      producer: 'Yazd Textile Mills',
      name: {
        en: 'Yazd combed cotton poplin, 150 cm',
        ru: 'Поплин из гребённого хлопка, Йезд, 150 см',
        hy: 'Յազդի սանրված բամբակե պոպլին, 150 սմ',
        fa: 'پارچه پوپلین نخی شانه‌شده یزد، عرض ۱۵۰',
      },
      description: {
        en: 'Poplin woven in Yazd from combed 40s cotton yarn in a 133 × 72 construction, about 120 g/m², in white and 24 reactive-dyed solid shades. Shrinkage is held below 3% after sanforising, which makes it reliable for shirts, school uniforms, medical wear and linings. Rolls are wound on tubes, wrapped in polybags and labelled with colour, lot and length.',
        ru: 'Поплин из гребённой хлопковой пряжи 40s, переплетение 133 × 72, плотность около 120 г/м²; белый и 24 однотонных цвета активного крашения, производство Йезда. После санфоризации усадка не превышает 3%, поэтому ткань надёжна для рубашек, школьной формы, медицинской одежды и подкладки. Рулоны намотаны на шпули, упакованы в полиэтилен и промаркированы по цвету, партии и метражу.',
        hy: 'Յազդում գործված պոպլին սանրված 40s բամբակե մանվածքից, 133 × 72 կառուցվածքով, մոտ 120 գ/մ² խտությամբ, սպիտակ և ռեակտիվ ներկմամբ 24 միագույն երանգներով։ Սանֆորիզացիայից հետո նստվածքը 3%-ից չի գերազանցում, ուստի գործվածքը հուսալի է վերնաշապիկների, դպրոցական համազգեստի, բժշկական հագուստի և աստառի համար։ Փաթույթները փաթաթված են գլանների վրա, պոլիէթիլենային պարկերում են և պիտակավորված ըստ գույնի, խմբաքանակի և երկարության։',
        fa: 'پوپلین بافت یزد از نخ پنبه شانه‌شده نمره ۴۰ با تراکم ۱۳۳ × ۷۲ و وزن حدود ۱۲۰ گرم بر متر مربع، در رنگ سفید و ۲۴ رنگ ساده با رنگرزی راکتیو. پس از عملیات سانفوریزه، آب‌رفت کمتر از ۳ درصد است و برای پیراهن، روپوش مدرسه، لباس کادر درمان و آستر قابل اطمینان است. طاقه‌ها روی لوله پیچیده، در نایلون بسته‌بندی و با رنگ، شماره بچ و متراژ برچسب‌گذاری می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '150 cm, 50 m roll, per metre',
            ru: '150 см, рулон 50 м, за метр',
            hy: '150 սմ, 50 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، طاقه ۵۰ متری، هر متر',
          },
          price: 3.35,
          stock: 4200,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'cotton-100',
            width: '150-cm',
            weight: 'gsm-100-150',
            packaging: 'roll-50',
          },
        },
        {
          name: {
            en: '150 cm, 100 m roll, per metre',
            ru: '150 см, рулон 100 м, за метр',
            hy: '150 սմ, 100 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، طاقه ۱۰۰ متری، هر متر',
          },
          price: 3.1,
          stock: 5000,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'cotton-100',
            width: '150-cm',
            weight: 'gsm-100-150',
            packaging: 'roll-100',
          },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'Поплин стабильный по усадке, шьём из него школьные рубашки. Цвета между партиями немного гуляют, поэтому заказываем один цвет одной партией.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 29,
        },
      ],
      daysAgo: 66,
    },
    {
      key: 'textiles-yazd-cotton-sheeting-240',
      productType: 'yazd-cotton',
      producer: 'Yazd Textile Mills',
      name: {
        en: 'Wide percale sheeting, 240 cm',
        ru: 'Широкая перкаль для постельного белья, 240 см',
        hy: 'Լայն պերկալ անկողնային սպիտակեղենի համար, 240 սմ',
        fa: 'پارچه ملحفه‌ای پرکال عرض ۲۴۰',
      },
      description: {
        en: 'Bleached white percale woven 240 cm wide, so duvet covers and sheets can be cut without a centre seam; about 125 g/m² with a firm, matt, cool hand. Offered in 100% cotton for retail bed linen and in a cotton-polyester blend that dries faster and withstands industrial laundering in hotels and hospitals. Supplied in 100 m rolls, two rolls per bale.',
        ru: 'Отбелённая перкаль шириной 240 см — пододеяльники и простыни кроятся без центрального шва; плотность около 125 г/м², плотная, матовая и прохладная на ощупь. Выпускается из 100% хлопка для розничного постельного белья и из смеси хлопка с полиэстером, которая быстрее сохнет и выдерживает промышленную стирку в гостиницах и больницах. Поставляется рулонами по 100 м, по два рулона в кипе.',
        hy: 'Սպիտակեցված պերկալ՝ 240 սմ լայնությամբ, որպեսզի ծածկոցի պատյաններն ու սավանները ձևվեն առանց կենտրոնական կարի. մոտ 125 գ/մ², ամուր, փայլատ և զով հպումով։ Առաջարկվում է 100% բամբակից՝ մանրածախ անկողնային սպիտակեղենի համար, և բամբակ-պոլիէսթերային խառնուրդից, որն ավելի արագ է չորանում և դիմանում հյուրանոցների ու հիվանդանոցների արդյունաբերական լվացքին։ Մատակարարվում է 100 մ փաթույթներով՝ երկու փաթույթ մեկ հակում։',
        fa: 'پارچه پرکال سفیدشده با عرض ۲۴۰ سانتی‌متر تا روکش لحاف و ملحفه بدون درز وسط برش بخورد؛ وزن حدود ۱۲۵ گرم بر متر مربع با زیردست محکم، مات و خنک. در دو نوع ۱۰۰٪ پنبه برای روتختی‌های خرده‌فروشی و مخلوط پنبه و پلی‌استر که زودتر خشک می‌شود و شست‌وشوی صنعتی هتل‌ها و بیمارستان‌ها را تحمل می‌کند عرضه می‌شود. در طاقه‌های ۱۰۰ متری و هر عدل دو طاقه ارسال می‌شود.',
      },
      variations: [
        {
          name: {
            en: '240 cm, 100% cotton, 100 m roll, per metre',
            ru: '240 см, 100% хлопок, рулон 100 м, за метр',
            hy: '240 սմ, 100% բամբակ, 100 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۲۴۰ سانتی‌متر، ۱۰۰٪ پنبه، طاقه ۱۰۰ متری، هر متر',
          },
          price: 5.6,
          stock: 3600,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'cotton-100',
            width: '240-cm',
            weight: 'gsm-100-150',
            packaging: 'roll-100',
          },
        },
        {
          name: {
            en: '240 cm, cotton and polyester, 100 m roll, per metre',
            ru: '240 см, хлопок и полиэстер, рулон 100 м, за метр',
            hy: '240 սմ, բամբակ և պոլիէսթեր, 100 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۲۴۰ سانتی‌متر، پنبه و پلی‌استر، طاقه ۱۰۰ متری، هر متر',
          },
          price: 3.9,
          stock: 4800,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'cotton-polyester',
            width: '240-cm',
            weight: 'gsm-100-150',
            packaging: 'roll-100',
          },
        },
      ],
      reviews: [],
      daysAgo: 180,
    },
    {
      key: 'textiles-yazd-cotton-linen-canvas',
      productType: 'yazd-cotton',
      producer: 'Yazd Textile Mills',
      name: {
        en: 'Cotton-linen canvas, washed, 150 cm',
        ru: 'Хлопково-льняная ткань, стираная, 150 см',
        hy: 'Բամբակավուշե կտավ, լվացված, 150 սմ',
        fa: 'پارچه کتان‌پنبه شسته‌شده، عرض ۱۵۰',
      },
      description: {
        en: 'A mid-weight canvas of 55% linen and 45% cotton, about 230 g/m², woven in Yazd and enzyme-washed for a soft, relaxed hand with the natural slub of linen. Popular for table linen, cushions, light upholstery and tote bags, in natural, stone, sage and terracotta. Rolls of 50 and 100 m are packed in woven polypropylene bales.',
        ru: 'Ткань средней плотности из 55% льна и 45% хлопка, около 230 г/м², сотканная в Йезде и прошедшая энзимную стирку: мягкая, с естественными утолщениями льняной нити. Востребована для столового белья, подушек, лёгкой обивки и сумок-шоперов; цвета — натуральный, серо-бежевый, шалфей и терракота. Рулоны по 50 и 100 м упаковываются в кипы из полипропиленовой ткани.',
        hy: 'Միջին խտության կտավ՝ 55% վուշից և 45% բամբակից, մոտ 230 գ/մ², գործված Յազդում և ֆերմենտային լվացմամբ մշակված, որը տալիս է փափուկ հպում՝ վուշի բնական հաստացումներով։ Պահանջված է սեղանի սպիտակեղենի, բարձերի, թեթև պաստառապատման և պայուսակների համար՝ բնական, քարագույն, եղեսպակագույն և կավագույն երանգներով։ 50 և 100 մ փաթույթները փաթեթավորվում են պոլիպրոպիլենային հյուսված հակերում։',
        fa: 'پارچه‌ای با وزن متوسط از ۵۵٪ کتان و ۴۵٪ پنبه، حدود ۲۳۰ گرم بر متر مربع، بافت یزد که با شست‌وشوی آنزیمی زیردستی نرم و ظاهر طبیعی گره‌های نخ کتان پیدا کرده است. برای رومیزی، کوسن، رویه مبل سبک و کیف پارچه‌ای پرطرفدار است و در رنگ‌های طبیعی، طوسی سنگی، سبز مریمی و آجری عرضه می‌شود. طاقه‌های ۵۰ و ۱۰۰ متری در عدل گونی پلی‌پروپیلن بسته‌بندی می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '150 cm, 50 m roll, per metre',
            ru: '150 см, рулон 50 м, за метр',
            hy: '150 սմ, 50 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، طاقه ۵۰ متری، هر متر',
          },
          price: 6.8,
          stock: 1900,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'cotton-linen',
            width: '150-cm',
            weight: 'gsm-200-300',
            packaging: 'roll-50',
          },
        },
        {
          name: {
            en: '150 cm, 100 m roll, per metre',
            ru: '150 см, рулон 100 м, за метр',
            hy: '150 սմ, 100 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، طاقه ۱۰۰ متری، هر متر',
          },
          price: 6.35,
          stock: 2400,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'cotton-linen',
            width: '150-cm',
            weight: 'gsm-200-300',
            packaging: 'roll-100',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Կտավից կարում ենք սփռոցներ և բարձերի պատյաններ. լվացումից հետո գործվածքը չի նստում և պահպանում է գույնը։ Եղեսպակագույնը մեր ամենավաճառվող երանգն է։',
          locale: 'hy',
          reviewer: 'lilit-sargsyan',
          daysAgo: 40,
        },
      ],
      daysAgo: 95,
    },
    {
      key: 'textiles-suiting-wool-super-110s',
      productType: 'suiting',
      producer: 'Isfahan Worsted Mills',
      name: {
        en: 'Worsted wool suiting, Super 110s',
        ru: 'Костюмная камвольная шерсть Super 110s',
        hy: 'Կոստյումային սանրված բուրդ Super 110s',
        fa: 'پارچه فاستونی تمام‌پشم سوپر ۱۱۰',
      },
      description: {
        en: 'Pure worsted wool suiting in Super 110s quality, spun and woven in Isfahan from imported merino tops and decatised for a stable, ready-to-cut cloth. The all-season weight of about 260 g/m² suits year-round business suits, while the 340 g/m² winter weight is made for jackets and coats in colder markets. Navy, charcoal and mid-grey in plain twill and chalk stripe; pieces of about 50 m, rolled on tubes and packed in cartons.',
        ru: 'Чистошерстяная камвольная костюмная ткань качества Super 110s; прядение и ткачество в Исфахане из импортного мериносового топса, декатирована и готова к раскрою. Всесезонная плотность около 260 г/м² подходит для деловых костюмов на круглый год, зимняя 340 г/м² — для пиджаков и пальто на рынках с холодным климатом. Тёмно-синий, антрацит и средне-серый, гладкая саржа и меловая полоска; куски около 50 м на шпулях, в картонных коробках.',
        hy: 'Մաքուր սանրված բրդից կոստյումային գործվածք Super 110s որակի, մանված և գործված Սպահանում ներմուծված մերինոսի թոփից, դեկատիրված՝ կայուն և ձևելու պատրաստ։ Ամբողջ տարվա՝ մոտ 260 գ/մ² խտությունը հարմար է գործնական կոստյումների համար, իսկ ձմեռային՝ 340 գ/մ²-ը՝ ցուրտ կլիմայով շուկաների պիջակների և վերարկուների համար։ Մուգ կապույտ, անտրացիտ և միջին մոխրագույն, հարթ սարժա և կավճագծավոր. մոտ 50 մ կտորներ՝ գլանների վրա փաթաթված, ստվարաթղթե տուփերում։',
        fa: 'پارچه فاستونی تمام‌پشم با کیفیت سوپر ۱۱۰ که در اصفهان از تاپس مرینوس وارداتی ریسیده و بافته و سپس دکاتایز شده تا پایدار و آماده برش باشد. وزن چهارفصل حدود ۲۶۰ گرم بر متر مربع برای کت‌وشلوار اداری در تمام سال و وزن زمستانی ۳۴۰ گرم برای کت و پالتو در بازارهای سردسیر مناسب است. در رنگ‌های سرمه‌ای، ذغالی و طوسی متوسط با بافت سرژه ساده و راه‌راه گچی؛ طاقه‌های حدود ۵۰ متری روی لوله پیچیده و در کارتن بسته‌بندی می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '150 cm, 260 g/m² all-season, 50 m roll, per metre',
            ru: '150 см, 260 г/м² всесезонная, рулон 50 м, за метр',
            hy: '150 սմ, 260 գ/մ² ամբողջ տարվա, 50 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، ۲۶۰ گرم چهارفصل، طاقه ۵۰ متری، هر متر',
          },
          price: 15.5,
          stock: 2100,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'wool-100',
            width: '150-cm',
            weight: 'gsm-200-300',
            packaging: 'roll-50',
          },
        },
        {
          name: {
            en: '150 cm, 340 g/m² winter, 50 m roll, per metre',
            ru: '150 см, 340 г/м² зимняя, рулон 50 м, за метр',
            hy: '150 սմ, 340 գ/մ² ձմեռային, 50 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، ۳۴۰ گرم زمستانی، طاقه ۵۰ متری، هر متر',
          },
          price: 17.95,
          stock: 1300,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'wool-100',
            width: '150-cm',
            weight: 'gsm-300-450',
            packaging: 'roll-50',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Գործվածքը համեմատելի է եվրոպական նմուշների հետ, բայց զգալիորեն ավելի մատչելի է։ Երկու տարբեր խմբաքանակների մուգ կապույտ երանգը լիովին համընկավ։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 75,
        },
      ],
      daysAgo: 150,
    },
    {
      key: 'textiles-suiting-polyester-wool',
      productType: 'suiting',
      producer: 'Isfahan Worsted Mills',
      name: {
        en: 'Polyester-wool suiting 55/45',
        ru: 'Костюмная ткань полиэстер-шерсть 55/45',
        hy: 'Կոստյումային գործվածք պոլիէսթեր-բուրդ 55/45',
        fa: 'پارچه کت و شلواری پلی‌استر و پشم ۵۵/۴۵',
      },
      description: {
        en: 'The classic 55/45 polyester-wool blend for ready-to-wear suits and corporate uniforms: the wool gives drape and breathability, the polyester adds crease recovery and keeps the price down. Woven in Isfahan in a fine twill, heat-set for dimensional stability and available in a 240 g/m² all-season and a 320 g/m² winter weight. Stock colours are black, navy, charcoal and two greys; 50 m pieces packed in cartons.',
        ru: 'Классическая смесь полиэстера и шерсти 55/45 для готовых костюмов и корпоративной формы: шерсть даёт драпируемость и воздухопроницаемость, полиэстер — несминаемость и доступную цену. Ткётся в Исфахане мелкой саржей, термостабилизирована и выпускается во всесезонной плотности 240 г/м² и зимней 320 г/м². Складские цвета — чёрный, тёмно-синий, антрацит и два оттенка серого; куски по 50 м в картонных коробках.',
        hy: 'Պոլիէսթերի և բրդի դասական 55/45 խառնուրդ պատրաստի կոստյումների և կորպորատիվ համազգեստի համար. բուրդը տալիս է լավ անկում և օդաթափանցելիություն, պոլիէսթերը՝ չճմռթվելու հատկություն և մատչելի գին։ Գործվում է Սպահանում մանր սարժայով, ջերմակայունացված է և հասանելի է 240 գ/մ² ամբողջ տարվա և 320 գ/մ² ձմեռային խտությամբ։ Պահեստային գույներն են սև, մուգ կապույտ, անտրացիտ և մոխրագույնի երկու երանգ. 50 մ կտորներ՝ ստվարաթղթե տուփերում։',
        fa: 'مخلوط کلاسیک پلی‌استر و پشم ۵۵/۴۵ برای کت‌وشلوار آماده و لباس فرم سازمانی: پشم افتادگی و قابلیت تنفس می‌دهد و پلی‌استر چروک‌ناپذیری و قیمت مناسب را تأمین می‌کند. در اصفهان با بافت سرژه ریز بافته و تثبیت حرارتی شده و در وزن چهارفصل ۲۴۰ و زمستانی ۳۲۰ گرم بر متر مربع عرضه می‌شود. رنگ‌های موجود مشکی، سرمه‌ای، ذغالی و دو طیف طوسی است و طاقه‌های ۵۰ متری در کارتن بسته‌بندی می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '150 cm, 240 g/m², 50 m roll, per metre',
            ru: '150 см, 240 г/м², рулон 50 м, за метр',
            hy: '150 սմ, 240 գ/մ², 50 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، ۲۴۰ گرم، طاقه ۵۰ متری، هر متر',
          },
          price: 8.5,
          stock: 3400,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'polyester-wool',
            width: '150-cm',
            weight: 'gsm-200-300',
            packaging: 'roll-50',
          },
        },
        {
          name: {
            en: '150 cm, 320 g/m², 50 m roll, per metre',
            ru: '150 см, 320 г/м², рулон 50 м, за метр',
            hy: '150 սմ, 320 գ/մ², 50 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، ۳۲۰ گرم، طاقه ۵۰ متری، هر متر',
          },
          price: 9.4,
          stock: 1600,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'polyester-wool',
            width: '150-cm',
            weight: 'gsm-300-450',
            packaging: 'roll-50',
          },
        },
      ],
      reviews: [],
      daysAgo: 230,
    },
    {
      key: 'textiles-suiting-tr-uniform',
      productType: 'suiting',
      producer: 'Isfahan Worsted Mills',
      name: {
        en: 'TR polyester-viscose uniform fabric 65/35',
        ru: 'Ткань TR полиэстер-вискоза 65/35 для формы',
        hy: 'TR պոլիէսթեր-վիսկոզ 65/35 գործվածք համազգեստի համար',
        fa: 'پارچه TR پلی‌استر و ویسکوز ۶۵/۳۵ برای لباس فرم',
      },
      description: {
        en: 'A hard-wearing 65/35 polyester-viscose (TR) twill of about 220 g/m² for school, security, hospitality and airline uniforms, with good colour fastness to washing and light. The viscose share gives a softer hand and less shine than pure polyester, and the fabric can be finished with a Teflon-type stain repellent on request. Supplied in 100 m rolls in 150 or 160 cm width for efficient marker lays in garment factories.',
        ru: 'Износостойкая саржа из полиэстера и вискозы 65/35 (TR) плотностью около 220 г/м² для школьной формы, охраны, гостиничного персонала и авиакомпаний; хорошая стойкость окраски к стирке и свету. Вискоза делает ткань мягче и менее блестящей, чем чистый полиэстер; по запросу возможна грязеотталкивающая отделка тефлонового типа. Поставляется рулонами по 100 м шириной 150 или 160 см — для экономичной раскладки лекал на швейных фабриках.',
        hy: 'Մաշակայուն 65/35 պոլիէսթեր-վիսկոզային (TR) սարժա՝ մոտ 220 գ/մ², դպրոցական, անվտանգության, հյուրընկալության և ավիաընկերությունների համազգեստի համար, լվացման և լույսի նկատմամբ գույնի լավ կայունությամբ։ Վիսկոզը գործվածքը դարձնում է ավելի փափուկ և պակաս փայլուն, քան մաքուր պոլիէսթերը, իսկ պահանջով հնարավոր է տեֆլոնային տիպի կեղտավանող մշակում։ Մատակարարվում է 100 մ փաթույթներով, 150 կամ 160 սմ լայնությամբ՝ կարի ֆաբրիկաներում ձևանմուշների տնտեսող դասավորության համար։',
        fa: 'پارچه سرژه مقاوم پلی‌استر و ویسکوز ۶۵/۳۵ (TR) با وزن حدود ۲۲۰ گرم بر متر مربع برای لباس فرم مدارس، نیروهای حراست، هتل‌ها و ایرلاین‌ها، با ثبات رنگ خوب در برابر شست‌وشو و نور. سهم ویسکوز زیردست پارچه را نرم‌تر و براقیت آن را کمتر از پلی‌استر خالص می‌کند و در صورت درخواست، تکمیل ضدلک از نوع تفلون قابل اجراست. در طاقه‌های ۱۰۰ متری با عرض ۱۵۰ یا ۱۶۰ سانتی‌متر برای چیدمان بهینه الگو در کارگاه‌های پوشاک عرضه می‌شود.',
      },
      variations: [
        {
          name: {
            en: '150 cm, 100 m roll, per metre',
            ru: '150 см, рулон 100 м, за метр',
            hy: '150 սմ, 100 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۵۰ سانتی‌متر، طاقه ۱۰۰ متری، هر متر',
          },
          price: 3.6,
          stock: 5000,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'polyester-viscose',
            width: '150-cm',
            weight: 'gsm-200-300',
            packaging: 'roll-100',
          },
        },
        {
          name: {
            en: '160 cm, 100 m roll, per metre',
            ru: '160 см, рулон 100 м, за метр',
            hy: '160 սմ, 100 մ փաթույթ, 1 մետրի համար',
            fa: 'عرض ۱۶۰ سانتی‌متر، طاقه ۱۰۰ متری، هر متر',
          },
          price: 3.85,
          stock: 2900,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'polyester-viscose',
            width: '160-cm',
            weight: 'gsm-200-300',
            packaging: 'roll-100',
          },
        },
      ],
      reviews: [],
      daysAgo: 18,
    },
    {
      key: 'textiles-bed-linen-sateen-set',
      productType: 'bed-linen',
      producer: 'Kashan Home Textiles',
      name: {
        en: 'Cotton sateen bed linen set, 300 thread count',
        ru: 'Комплект постельного белья из хлопкового сатина, 300 нитей',
        hy: 'Բամբակե սատինից անկողնային սպիտակեղենի հավաքածու, 300 թել',
        fa: 'ست روتختی ساتن پنبه‌ای، ۳۰۰ نخ',
      },
      description: {
        en: 'Sewn in Kashan from 100% combed cotton sateen of 300 thread count, about 130 g/m², with the smooth, lustrous face that comes from the satin weave. Each set holds a duvet cover, a flat sheet and two 50 × 70 cm pillowcases; 70 × 70 cm pillowcases for the Russian and Central Asian markets are available on the same price. Sold in a gift box with a window, twelve sets to an export carton.',
        ru: 'Пошит в Кашане из 100% гребённого хлопкового сатина плотностью 300 нитей на кв. дюйм, около 130 г/м², с гладкой блестящей лицевой стороной, которую даёт атласное переплетение. В комплекте пододеяльник, простыня и две наволочки 50 × 70 см; для России и Центральной Азии по той же цене доступны наволочки 70 × 70 см. Продаётся в подарочной коробке с окном, по двенадцать комплектов в экспортном коробе.',
        hy: 'Կարված է Քաշանում 100% սանրված բամբակե սատինից՝ 300 թել քառ. դյույմում, մոտ 130 գ/մ², ատլասե հյուսվածքին բնորոշ հարթ և փայլուն երեսով։ Հավաքածուն ներառում է ծածկոցի պատյան, սավան և երկու 50 × 70 սմ բարձի երես. Ռուսաստանի և Կենտրոնական Ասիայի շուկաների համար նույն գնով հասանելի են 70 × 70 սմ բարձի երեսներ։ Վաճառվում է պատուհանով նվերի տուփում՝ տասներկու հավաքածու արտահանման ստվարաթղթե տուփում։',
        fa: 'دوخت کاشان از ساتن ۱۰۰٪ پنبه شانه‌شده با ۳۰۰ نخ در اینچ مربع و وزن حدود ۱۳۰ گرم بر متر مربع، با رویه صاف و براقی که بافت ساتن ایجاد می‌کند. هر ست شامل روکش لحاف، ملحفه و دو روبالشی ۵۰ × ۷۰ سانتی‌متر است و برای بازار روسیه و آسیای مرکزی روبالشی ۷۰ × ۷۰ با همان قیمت موجود است. در جعبه کادویی پنجره‌دار و دوازده ست در هر کارتن صادراتی عرضه می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'Double, gift box, per set',
            ru: '2-спальный, подарочная коробка, за комплект',
            hy: 'Երկտեղանոց, նվերի տուփ, մեկ հավաքածու',
            fa: 'دونفره، جعبه کادویی، هر ست',
          },
          price: 24.5,
          stock: 860,
          minimumOrderQuantity: 50,
          attributes: {
            composition: 'cotton-100',
            size: 'double',
            weight: 'gsm-100-150',
            packaging: 'gift-box',
          },
        },
        {
          name: {
            en: 'Euro, gift box, per set',
            ru: 'Евро, подарочная коробка, за комплект',
            hy: 'Եվրո, նվերի տուփ, մեկ հավաքածու',
            fa: 'یورو، جعبه کادویی، هر ست',
          },
          price: 28,
          stock: 540,
          minimumOrderQuantity: 50,
          attributes: {
            composition: 'cotton-100',
            size: 'euro',
            weight: 'gsm-100-150',
            packaging: 'gift-box',
          },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'کیفیت ساتن و دوخت خوب است و جعبه‌ها برای فروشگاه مناسب‌اند. امکان انتخاب روبالشی ۷۰ × ۷۰ برای مشتریان روسی ما خیلی کمک کرد.',
          locale: 'fa',
          reviewer: 'sara-ahmadi',
          daysAgo: 23,
        },
      ],
      daysAgo: 55,
    },
    {
      key: 'textiles-bed-linen-ranforce-printed',
      productType: 'bed-linen',
      producer: 'Kashan Home Textiles',
      name: {
        en: 'Printed ranforce bed linen set, Persian garden',
        ru: 'Комплект постельного белья из ранфорса с принтом «Персидский сад»',
        hy: 'Տպագրված ռանֆորսե անկողնային հավաքածու «Պարսկական այգի»',
        fa: 'ست روتختی رانفورس چاپی طرح باغ ایرانی',
      },
      description: {
        en: 'Everyday bed linen in 100% cotton ranforce, about 125 g/m², reactive-printed with a Persian garden pattern of cypresses, pomegranates and birds in soft blue and coral. Ranforce is a tightly woven plain weave that keeps its shape and colour through frequent washing at 60 °C. Each set has a duvet cover, a sheet and two pillowcases and is packed in a zipped PVC bag with a printed insert.',
        ru: 'Повседневное постельное бельё из 100% хлопкового ранфорса, около 125 г/м², с реактивной печатью «Персидский сад» — кипарисы, гранаты и птицы в мягких голубых и коралловых тонах. Ранфорс — плотное полотняное переплетение, которое сохраняет форму и цвет при частой стирке при 60 °C. В комплекте пододеяльник, простыня и две наволочки; упаковка — ПВХ-сумка на молнии с вкладышем.',
        hy: 'Ամենօրյա անկողնային սպիտակեղեն 100% բամբակե ռանֆորսից, մոտ 125 գ/մ², «Պարսկական այգի» ռեակտիվ տպագրությամբ՝ նոճիներ, նուռեր և թռչուններ մեղմ կապույտ և մարջանագույն երանգներով։ Ռանֆորսը խիտ պարզ հյուսվածք է, որը պահպանում է ձևը և գույնը 60 °C-ում հաճախակի լվացքից հետո։ Յուրաքանչյուր հավաքածու ներառում է ծածկոցի պատյան, սավան և երկու բարձի երես և փաթեթավորված է շղթայով ՊՎՔ պայուսակում՝ տպագրված ներդիրով։',
        fa: 'روتختی روزمره از رانفورس ۱۰۰٪ پنبه با وزن حدود ۱۲۵ گرم بر متر مربع و چاپ راکتیو طرح باغ ایرانی با سرو، انار و پرنده در رنگ‌های آبی ملایم و مرجانی. رانفورس بافت تافته فشرده‌ای است که در شست‌وشوی مکرر با دمای ۶۰ درجه فرم و رنگ خود را حفظ می‌کند. هر ست شامل روکش لحاف، ملحفه و دو روبالشی است و در کیف زیپ‌دار پی‌وی‌سی با کارت چاپی بسته‌بندی می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'Single, PVC bag, per set',
            ru: '1,5-спальный, ПВХ-сумка, за комплект',
            hy: 'Մեկուկեսանոց, ՊՎՔ պայուսակ, մեկ հավաքածու',
            fa: 'یک‌نفره، کیف پی‌وی‌سی، هر ست',
          },
          price: 11.5,
          stock: 1450,
          minimumOrderQuantity: 50,
          attributes: {
            composition: 'cotton-100',
            size: 'single',
            weight: 'gsm-100-150',
            packaging: 'pvc-bag',
          },
        },
        {
          name: {
            en: 'Double, PVC bag, per set',
            ru: '2-спальный, ПВХ-сумка, за комплект',
            hy: 'Երկտեղանոց, ՊՎՔ պայուսակ, մեկ հավաքածու',
            fa: 'دونفره، کیف پی‌وی‌سی، هر ست',
          },
          price: 14.8,
          stock: 1900,
          minimumOrderQuantity: 50,
          attributes: {
            composition: 'cotton-100',
            size: 'double',
            weight: 'gsm-100-150',
            packaging: 'pvc-bag',
          },
        },
      ],
      reviews: [],
      daysAgo: 84,
    },
    {
      key: 'textiles-bed-linen-hotel-percale',
      productType: 'bed-linen',
      producer: 'Kashan Home Textiles',
      name: {
        en: 'White hotel bed linen set, polycotton percale',
        ru: 'Белый гостиничный комплект белья, перкаль полихлопок',
        hy: 'Սպիտակ հյուրանոցային անկողնային հավաքածու, պոլիբամբակե պերկալ',
        fa: 'ست ملحفه سفید هتلی، پرکال پنبه و پلی‌استر',
      },
      description: {
        en: 'Optical-white percale of 50% cotton and 50% polyester, about 120 g/m², made for hotels, hostels and hospitals that wash at high temperatures every day. The blend dries and irons faster than pure cotton and keeps its whiteness after repeated industrial washes at 75 °C. Plain sets with a 5 cm hem, packed in PVC bags and then in cartons of twenty, with labelling to the buyer’s brand on request.',
        ru: 'Оптически белая перкаль из 50% хлопка и 50% полиэстера, около 120 г/м², для гостиниц, хостелов и больниц с ежедневной стиркой при высокой температуре. Смесь сохнет и гладится быстрее чистого хлопка и сохраняет белизну после многократной промышленной стирки при 75 °C. Гладкие комплекты с подгибкой 5 см, упакованы в ПВХ-сумки и далее в коробки по двадцать штук; по запросу — маркировка под бренд покупателя.',
        hy: 'Օպտիկական սպիտակ պերկալ՝ 50% բամբակից և 50% պոլիէսթերից, մոտ 120 գ/մ², նախատեսված հյուրանոցների, հոսթելների և հիվանդանոցների համար, որտեղ ամեն օր լվանում են բարձր ջերմաստիճանում։ Խառնուրդն ավելի արագ է չորանում և արդուկվում, քան մաքուր բամբակը, և պահպանում է սպիտակությունը 75 °C-ում բազմակի արդյունաբերական լվացքից հետո։ Պարզ հավաքածուներ՝ 5 սմ ծալքով, ՊՎՔ պայուսակներում և ապա քսանական ստվարաթղթե տուփերում. պահանջով՝ գնորդի ապրանքանիշի պիտակավորմամբ։',
        fa: 'پرکال سفید اپتیکال از ۵۰٪ پنبه و ۵۰٪ پلی‌استر با وزن حدود ۱۲۰ گرم بر متر مربع، ساخته‌شده برای هتل، هاستل و بیمارستان که هر روز در دمای بالا شست‌وشو می‌کنند. این مخلوط زودتر از پنبه خالص خشک و اتو می‌شود و پس از شست‌وشوهای صنعتی مکرر در ۷۵ درجه سفیدی خود را حفظ می‌کند. ست‌های ساده با لبه‌دوزی ۵ سانتی‌متری در کیف پی‌وی‌سی و سپس کارتن‌های بیست‌تایی بسته‌بندی می‌شوند و در صورت درخواست با برند خریدار برچسب می‌خورند.',
      },
      variations: [
        {
          name: {
            en: 'Single, PVC bag, per set',
            ru: '1,5-спальный, ПВХ-сумка, за комплект',
            hy: 'Մեկուկեսանոց, ՊՎՔ պայուսակ, մեկ հավաքածու',
            fa: 'یک‌نفره، کیف پی‌وی‌سی، هر ست',
          },
          price: 8.9,
          stock: 2600,
          minimumOrderQuantity: 50,
          attributes: {
            composition: 'cotton-polyester',
            size: 'single',
            weight: 'gsm-100-150',
            packaging: 'pvc-bag',
          },
        },
        {
          name: {
            en: 'Double, PVC bag, per set',
            ru: '2-спальный, ПВХ-сумка, за комплект',
            hy: 'Երկտեղանոց, ՊՎՔ պայուսակ, մեկ հավաքածու',
            fa: 'دونفره، کیف پی‌وی‌سی، هر ست',
          },
          price: 11.25,
          stock: 1700,
          minimumOrderQuantity: 50,
          attributes: {
            composition: 'cotton-polyester',
            size: 'double',
            weight: 'gsm-100-150',
            packaging: 'pvc-bag',
          },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'We supply these sets to two hotels in Batumi; they hold up well to daily laundering. Lead time was three weeks rather than two, so we now order a month ahead.',
          locale: 'en',
          reviewer: 'giorgi-beridze',
          daysAgo: 90,
        },
      ],
      daysAgo: 290,
    },
    {
      key: 'textiles-towels-terry-500',
      productType: 'towels',
      producer: 'Kashan Home Textiles',
      name: {
        en: 'Cotton terry towels, 500 g/m², dobby border',
        ru: 'Махровые полотенца из хлопка, 500 г/м², с бордюром',
        hy: 'Բամբակե թավշյա սրբիչներ, 500 գ/մ², եզրաշերտով',
        fa: 'حوله حمام و دست پنبه‌ای، ۵۰۰ گرم، با نوار دابی',
      },
      description: {
        en: 'Terry towels woven in Kashan from 100% ring-spun cotton with two-ply loops at about 500 g/m², absorbent from the first wash and finished with a woven dobby border. Offered in white for hotels and spas and in eight solid colours for retail. Packed in bulk cartons: 60 hand towels or 30 bath towels per carton, each folded and banded.',
        ru: 'Махровые полотенца, сотканные в Кашане из 100% хлопка кольцевого прядения с двухниточным ворсом, около 500 г/м²; хорошо впитывают уже после первой стирки, отделаны тканым бордюром. Выпускаются белыми для гостиниц и спа и в восьми однотонных цветах для розницы. Упаковка оптовая: 60 полотенец для рук или 30 банных в коробке, каждое сложено и перехвачено бандеролью.',
        hy: 'Քաշանում գործված թավշյա սրբիչներ՝ 100% օղակաձև մանվածքի բամբակից, երկթել օղակներով, մոտ 500 գ/մ², լավ կլանող արդեն առաջին լվացքից և ավարտված հյուսված եզրաշերտով։ Առաջարկվում են սպիտակ՝ հյուրանոցների և սպա կենտրոնների համար, և ութ միագույն երանգով՝ մանրածախ առևտրի համար։ Փաթեթավորումը մեծածախ է՝ 60 ձեռքի կամ 30 լոգանքի սրբիչ մեկ տուփում, յուրաքանչյուրը ծալված և ժապավենով կապված։',
        fa: 'حوله‌های بافت کاشان از ۱۰۰٪ پنبه رینگ با پرزهای دولا و وزن حدود ۵۰۰ گرم بر متر مربع که از همان شست‌وشوی اول جذب آب خوبی دارند و نوار دابی بافته‌شده دارند. در رنگ سفید برای هتل و اسپا و در هشت رنگ ساده برای خرده‌فروشی عرضه می‌شوند. بسته‌بندی عمده: ۶۰ حوله دست یا ۳۰ حوله حمام در هر کارتن، هر کدام تاشده و باندرول‌شده.',
      },
      variations: [
        {
          name: {
            en: '50 × 90 cm hand towel, bulk carton, per piece',
            ru: '50 × 90 см для рук, оптовая коробка, за штуку',
            hy: '50 × 90 սմ ձեռքի, մեծածախ տուփ, մեկ հատ',
            fa: 'حوله دست ۵۰ × ۹۰ سانتی‌متر، کارتن عمده، هر عدد',
          },
          price: 2.6,
          stock: 4600,
          minimumOrderQuantity: 200,
          attributes: {
            composition: 'cotton-100',
            size: 'hand-50x90',
            weight: 'gsm-450-600',
            packaging: 'carton',
          },
        },
        {
          name: {
            en: '70 × 140 cm bath towel, bulk carton, per piece',
            ru: '70 × 140 см банное, оптовая коробка, за штуку',
            hy: '70 × 140 սմ լոգանքի, մեծածախ տուփ, մեկ հատ',
            fa: 'حوله حمام ۷۰ × ۱۴۰ سانتی‌متر، کارتن عمده، هر عدد',
          },
          price: 5.4,
          stock: 3100,
          minimumOrderQuantity: 200,
          attributes: {
            composition: 'cotton-100',
            size: 'bath-70x140',
            weight: 'gsm-450-600',
            packaging: 'carton',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'حوله‌ها وزن اعلام‌شده را دارند و پس از چند شست‌وشو پرز نمی‌دهند. بسته‌بندی کارتنی مرتب بود و شمارش تحویل دقیقاً با پیش‌فاکتور یکی بود.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 35,
        },
        {
          rating: 2,
          comment:
            'Цветные банные полотенца после первой стирки заметно полиняли, пришлось вернуть часть партии. Белые при этом хорошие, их продолжаем брать.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 52,
        },
      ],
      daysAgo: 125,
    },
    {
      key: 'textiles-towels-bamboo-gift-set',
      productType: 'towels',
      producer: 'Kashan Home Textiles',
      name: {
        en: 'Cotton and bamboo towel set of two',
        ru: 'Набор из двух полотенец, хлопок и бамбук',
        hy: 'Երկու սրբիչի հավաքածու, բամբակ և բամբուկ',
        fa: 'ست دوتایی حوله پنبه و بامبو',
      },
      description: {
        en: 'A hand towel and a bath towel in a 50/50 blend of cotton and bamboo viscose at about 550 g/m², noticeably softer and silkier than plain cotton terry. Dyed in six muted shades, with a woven border in a matching tone. Sold in a rigid gift box for retail or without the box in bulk cartons for hotel and spa amenity programmes.',
        ru: 'Полотенце для рук и банное полотенце из смеси хлопка и бамбуковой вискозы 50/50, около 550 г/м², — заметно мягче и шелковистее обычной хлопковой махры. Шесть приглушённых оттенков, тканый бордюр в тон. Продаётся в жёсткой подарочной коробке для розницы или без коробки, в оптовых коробах, для гостиниц и спа.',
        hy: 'Ձեռքի և լոգանքի սրբիչ՝ բամբակի և բամբուկե վիսկոզի 50/50 խառնուրդից, մոտ 550 գ/մ², նկատելիորեն ավելի փափուկ և մետաքսանման, քան սովորական բամբակե թավշյա սրբիչը։ Ներկված է վեց զուսպ երանգով՝ համապատասխան գույնի հյուսված եզրաշերտով։ Վաճառվում է կոշտ նվերի տուփում՝ մանրածախի համար, կամ առանց տուփի մեծածախ տուփերով՝ հյուրանոցների և սպա կենտրոնների համար։',
        fa: 'یک حوله دست و یک حوله حمام از مخلوط ۵۰/۵۰ پنبه و ویسکوز بامبو با وزن حدود ۵۵۰ گرم بر متر مربع که به‌طور محسوسی نرم‌تر و لطیف‌تر از حوله پنبه‌ای معمولی است. در شش رنگ ملایم با نوار بافته‌شده هم‌رنگ رنگرزی می‌شود. در جعبه کادویی سخت برای خرده‌فروشی یا بدون جعبه در کارتن عمده برای هتل و اسپا عرضه می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'Set of two, gift box, per set',
            ru: 'Набор из двух, подарочная коробка, за набор',
            hy: 'Երկուսի հավաքածու, նվերի տուփ, մեկ հավաքածու',
            fa: 'ست دوتایی، جعبه کادویی، هر ست',
          },
          price: 9.75,
          stock: 720,
          minimumOrderQuantity: 50,
          attributes: {
            composition: 'cotton-bamboo',
            size: 'set-of-2',
            weight: 'gsm-450-600',
            packaging: 'gift-box',
          },
        },
        {
          name: {
            en: 'Set of two, bulk carton, per set',
            ru: 'Набор из двух, оптовая коробка, за набор',
            hy: 'Երկուսի հավաքածու, մեծածախ տուփ, մեկ հավաքածու',
            fa: 'ست دوتایی، کارتن عمده، هر ست',
          },
          price: 8.6,
          stock: 1150,
          minimumOrderQuantity: 100,
          attributes: {
            composition: 'cotton-bamboo',
            size: 'set-of-2',
            weight: 'gsm-450-600',
            packaging: 'carton',
          },
        },
      ],
      reviews: [],
      daysAgo: 3,
    },
  ],
}
