import type { DemoAttribute, DemoCategory } from './types.ts'

/** The four standard sizes traders quote carpets in. */
const size: DemoAttribute = {
  key: 'size',
  name: { en: 'Size', ru: 'Размер', hy: 'Չափս', fa: 'ابعاد' },
  values: [
    { key: '2x3', label: { en: '2 × 3 m', ru: '2 × 3 м', hy: '2 × 3 մ', fa: '۲ × ۳ متر' } },
    {
      key: '2-5x3-5',
      label: { en: '2.5 × 3.5 m', ru: '2,5 × 3,5 м', hy: '2,5 × 3,5 մ', fa: '۲٫۵ × ۳٫۵ متر' },
    },
    { key: '3x4', label: { en: '3 × 4 m', ru: '3 × 4 м', hy: '3 × 4 մ', fa: '۳ × ۴ متر' } },
    {
      key: 'runner-0-8x3',
      label: {
        en: 'Runner 0.8 × 3 m',
        ru: 'Дорожка 0,8 × 3 м',
        hy: 'Ուղեգորգ 0,8 × 3 մ',
        fa: 'کناره ۰٫۸ × ۳ متر',
      },
    },
  ],
}

export const carpetsCategory: DemoCategory = {
  key: 'carpets',
  name: { en: 'Carpets and rugs', ru: 'Ковры и килимы', hy: 'Գորգեր և կարպետներ', fa: 'فرش و گلیم' },
  productTypes: [
    {
      key: 'hand-knotted',
      name: {
        en: 'Hand-knotted Persian carpets',
        ru: 'Персидские ковры ручной работы',
        hy: 'Ձեռագործ պարսկական գորգեր',
        fa: 'فرش دستباف ایرانی',
      },
      art: 'carpet',
      attributes: [
        {
          key: 'origin',
          name: { en: 'Origin style', ru: 'Школа ткачества', hy: 'Ծագում և ոճ', fa: 'سبک و منطقه بافت' },
          values: [
            { key: 'tabriz', label: { en: 'Tabriz', ru: 'Тебриз', hy: 'Թավրիզ', fa: 'تبریز' } },
            { key: 'isfahan', label: { en: 'Isfahan', ru: 'Исфахан', hy: 'Սպահան', fa: 'اصفهان' } },
            { key: 'kashan', label: { en: 'Kashan', ru: 'Кашан', hy: 'Քաշան', fa: 'کاشان' } },
            { key: 'qom', label: { en: 'Qom', ru: 'Кум', hy: 'Ղոմ', fa: 'قم' } },
            { key: 'nain', label: { en: 'Nain', ru: 'Наин', hy: 'Նաին', fa: 'نائین' } },
            { key: 'kerman', label: { en: 'Kerman', ru: 'Керман', hy: 'Քերման', fa: 'کرمان' } },
            { key: 'heriz', label: { en: 'Heriz', ru: 'Хериз', hy: 'Հերիզ', fa: 'هریس' } },
          ],
        },
        {
          key: 'knot-density',
          name: { en: 'Knot density', ru: 'Плотность узлов', hy: 'Հանգույցների խտություն', fa: 'تراکم گره' },
          values: [
            {
              key: 'kpsi-30-100',
              label: {
                en: '30–100 KPSI (coarse)',
                ru: '30–100 узлов на кв. дюйм (крупный узел)',
                hy: '30–100 հանգույց քառ. դյույմում (խոշոր)',
                fa: '۳۰ تا ۱۰۰ گره در اینچ مربع (درشت‌باف)',
              },
            },
            {
              key: 'kpsi-100-200',
              label: {
                en: '100–200 KPSI (medium)',
                ru: '100–200 узлов на кв. дюйм (средняя)',
                hy: '100–200 հանգույց քառ. դյույմում (միջին)',
                fa: '۱۰۰ تا ۲۰۰ گره در اینچ مربع (متوسط)',
              },
            },
            {
              key: 'kpsi-200-350',
              label: {
                en: '200–350 KPSI (fine)',
                ru: '200–350 узлов на кв. дюйм (тонкая)',
                hy: '200–350 հանգույց քառ. դյույմում (նուրբ)',
                fa: '۲۰۰ تا ۳۵۰ گره در اینچ مربع (ریزبافت)',
              },
            },
            {
              key: 'kpsi-350-500',
              label: {
                en: '350–500 KPSI (very fine)',
                ru: '350–500 узлов на кв. дюйм (очень тонкая)',
                hy: '350–500 հանգույց քառ. դյույմում (շատ նուրբ)',
                fa: '۳۵۰ تا ۵۰۰ گره در اینچ مربع (بسیار ریزبافت)',
              },
            },
            {
              key: 'kpsi-500-plus',
              label: {
                en: '500+ KPSI (collector grade)',
                ru: 'Более 500 узлов на кв. дюйм (коллекционная)',
                hy: '500-ից ավելի հանգույց քառ. դյույմում (կոլեկցիոն)',
                fa: 'بیش از ۵۰۰ گره در اینچ مربع (کلکسیونی)',
              },
            },
          ],
        },
        {
          key: 'pile',
          name: { en: 'Pile material', ru: 'Материал ворса', hy: 'Խավի նյութ', fa: 'جنس پرز' },
          values: [
            { key: 'wool', label: { en: 'Wool', ru: 'Шерсть', hy: 'Բուրդ', fa: 'پشم' } },
            {
              key: 'wool-silk',
              label: { en: 'Wool and silk', ru: 'Шерсть и шёлк', hy: 'Բուրդ և մետաքս', fa: 'پشم و ابریشم' },
            },
            {
              key: 'silk',
              label: { en: 'Pure silk', ru: 'Натуральный шёлк', hy: 'Մաքուր մետաքս', fa: 'تمام ابریشم' },
            },
          ],
        },
        size,
      ],
    },
    {
      key: 'tribal',
      name: {
        en: 'Tribal rugs and kilims',
        ru: 'Кочевые ковры и килимы',
        hy: 'Քոչվորական գորգեր և կիլիմներ',
        fa: 'فرش عشایری و گلیم',
      },
      art: 'carpet',
      attributes: [
        {
          key: 'origin',
          name: { en: 'Origin style', ru: 'Происхождение', hy: 'Ծագում', fa: 'ایل و منطقه' },
          values: [
            {
              key: 'qashqai',
              label: {
                en: 'Qashqai, Fars',
                ru: 'Кашкайский, Фарс',
                hy: 'Ղաշղայական, Ֆարս',
                fa: 'قشقایی، فارس',
              },
            },
            {
              key: 'bakhtiari',
              label: {
                en: 'Bakhtiari, Chaharmahal',
                ru: 'Бахтиарский, Чехармехаль',
                hy: 'Բախտիարական, Չահարմահալ',
                fa: 'بختیاری، چهارمحال',
              },
            },
            { key: 'shiraz', label: { en: 'Shiraz', ru: 'Ширазский', hy: 'Շիրազյան', fa: 'شیراز' } },
          ],
        },
        {
          key: 'weave',
          name: {
            en: 'Weave and density',
            ru: 'Техника и плотность',
            hy: 'Գործվածք և խտություն',
            fa: 'نوع بافت و تراکم',
          },
          values: [
            {
              key: 'flat-woven',
              label: {
                en: 'Flat-woven, no pile',
                ru: 'Безворсовое ткачество',
                hy: 'Անխավ գործվածք',
                fa: 'تخت‌باف، بدون پرز',
              },
            },
            {
              key: 'kpsi-30-60',
              label: {
                en: 'Knotted, 30–60 KPSI',
                ru: 'Узелковый, 30–60 узлов на кв. дюйм',
                hy: 'Հանգուցավոր, 30–60 հանգույց քառ. դյույմում',
                fa: 'گره‌دار، ۳۰ تا ۶۰ گره در اینچ مربع',
              },
            },
            {
              key: 'kpsi-60-120',
              label: {
                en: 'Knotted, 60–120 KPSI',
                ru: 'Узелковый, 60–120 узлов на кв. дюйм',
                hy: 'Հանգուցավոր, 60–120 հանգույց քառ. դյույմում',
                fa: 'گره‌دار، ۶۰ تا ۱۲۰ گره در اینچ مربع',
              },
            },
          ],
        },
        {
          key: 'material',
          name: { en: 'Material', ru: 'Материал', hy: 'Նյութ', fa: 'جنس' },
          values: [
            {
              key: 'wool-on-wool',
              label: {
                en: 'Hand-spun wool on wool',
                ru: 'Шерсть ручного прядения на шерстяной основе',
                hy: 'Ձեռքով մանված բուրդ՝ բրդե հիմքով',
                fa: 'پشم دستریس روی چله پشمی',
              },
            },
            {
              key: 'wool-on-cotton',
              label: {
                en: 'Wool on cotton foundation',
                ru: 'Шерсть на хлопковой основе',
                hy: 'Բուրդ՝ բամբակյա հիմքով',
                fa: 'پشم روی چله نخی',
              },
            },
          ],
        },
        size,
      ],
    },
    {
      key: 'machine-made',
      name: { en: 'Machine-made carpets', ru: 'Машинные ковры', hy: 'Մեքենայական գորգեր', fa: 'فرش ماشینی' },
      art: 'carpet',
      attributes: [
        {
          key: 'design',
          name: { en: 'Design style', ru: 'Рисунок', hy: 'Նախշ', fa: 'طرح' },
          values: [
            {
              key: 'classic-medallion',
              label: {
                en: 'Classic medallion',
                ru: 'Классический медальон',
                hy: 'Դասական մեդալիոն',
                fa: 'لچک‌ترنج کلاسیک',
              },
            },
            {
              key: 'all-over-floral',
              label: {
                en: 'All-over floral',
                ru: 'Сплошной растительный узор',
                hy: 'Ամբողջական բուսական նախշ',
                fa: 'افشان گل‌دار',
              },
            },
            {
              key: 'vintage',
              label: {
                en: 'Vintage, faded',
                ru: 'Винтаж, эффект потёртости',
                hy: 'Վինտաժ, խամրած',
                fa: 'وینتیج کهنه‌نما',
              },
            },
          ],
        },
        {
          key: 'reed-count',
          name: { en: 'Reed count', ru: 'Плотность, шане', hy: 'Խտություն, շանե', fa: 'شانه' },
          values: [
            { key: '700-reed', label: { en: '700 reed', ru: '700 шане', hy: '700 շանե', fa: '۷۰۰ شانه' } },
            {
              key: '1000-reed',
              label: { en: '1000 reed', ru: '1000 шане', hy: '1000 շանե', fa: '۱۰۰۰ شانه' },
            },
            {
              key: '1200-reed',
              label: { en: '1200 reed', ru: '1200 шане', hy: '1200 շանե', fa: '۱۲۰۰ شانه' },
            },
            {
              key: '1500-reed',
              label: { en: '1500 reed', ru: '1500 шане', hy: '1500 շանե', fa: '۱۵۰۰ شانه' },
            },
          ],
        },
        {
          key: 'pile',
          name: { en: 'Pile material', ru: 'Материал ворса', hy: 'Խավի նյութ', fa: 'جنس پرز' },
          values: [
            { key: 'acrylic', label: { en: 'Acrylic', ru: 'Акрил', hy: 'Ակրիլ', fa: 'اکریلیک' } },
            {
              key: 'polypropylene',
              label: {
                en: 'Heat-set polypropylene',
                ru: 'Полипропилен хит-сет',
                hy: 'Ջերմամշակված պոլիպրոպիլեն',
                fa: 'پلی‌پروپیلن هیت‌ست',
              },
            },
          ],
        },
        size,
      ],
    },
  ],
  products: [
    {
      key: 'carpets-tabriz-mahi-wool-silk',
      productType: 'hand-knotted',
      producer: 'Tabriz Weavers Guild',
      name: {
        en: 'Tabriz Mahi carpet, 50 raj, wool and silk',
        ru: 'Тебризский ковёр «Махи», 50 радж, шерсть и шёлк',
        hy: 'Թավրիզի «Մահի» գորգ, 50 ռաջ, բուրդ և մետաքս',
        fa: 'فرش دستباف تبریز طرح ماهی، ۵۰ رج، کرک و ابریشم',
      },
      description: {
        en: 'Hand-knotted in Tabriz with the symmetrical (Turkish) knot and the traditional Tabriz hook on cotton warps, at 50 raj — about 330 knots per square inch. The classic Mahi (herati) field in ivory and navy has its flowers and medallion outlined in silk. Each piece ships rolled, moth-proofed and sewn into a polypropylene bale with a certificate of origin.',
        ru: 'Соткан в Тебризе симметричным (турецким) узлом с помощью традиционного тебризского крючка на хлопковой основе, плотность 50 радж — около 330 узлов на квадратный дюйм. Классическое поле «Махи» (узор херати) выполнено в цвете слоновой кости и тёмно-синем, контуры цветов и медальона проложены шёлком. Каждый ковёр отгружается скатанным, обработанным от моли и зашитым в полипропиленовый тюк, с сертификатом происхождения.',
        hy: 'Գործված է Թավրիզում սիմետրիկ (թուրքական) հանգույցով և ավանդական թավրիզյան կեռիկով՝ բամբակյա հենքի վրա, 50 ռաջ խտությամբ՝ մոտ 330 հանգույց քառակուսի դյույմում։ Դասական «Մահի» (հերաթի) նախշով դաշտը փղոսկրագույն և մուգ կապույտ է, իսկ ծաղիկների ու մեդալիոնի եզրագծերը մետաքսով են։ Յուրաքանչյուր գորգ առաքվում է գլանված, ցեցի դեմ մշակված և պոլիպրոպիլենային հակի մեջ կարված՝ ծագման հավաստագրով։',
        fa: 'این فرش در تبریز با گره ترکی (متقارن) و قلاب سنتی تبریز روی چله نخی و با تراکم ۵۰ رج، یعنی حدود ۳۳۰ گره در اینچ مربع، بافته شده است. زمینه طرح ماهی (هراتی) به رنگ‌های شیری و سرمه‌ای است و نقش گل‌ها و ترنج با گل‌ابریشم کار شده است. هر تخته لوله‌شده، ضدبید و دوخته‌شده در عدل پلی‌پروپیلنی همراه با گواهی مبدأ ارسال می‌شود.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, wool and silk, per piece',
            ru: '3 × 4 м, шерсть и шёлк, за штуку',
            hy: '3 × 4 մ, բուրդ և մետաքս, մեկ հատ',
            fa: '۳ × ۴ متر، کرک و ابریشم، هر تخته',
          },
          price: 4850,
          stock: 6,
          minimumOrderQuantity: 1,
          attributes: { origin: 'tabriz', 'knot-density': 'kpsi-200-350', pile: 'wool-silk', size: '3x4' },
        },
        {
          name: {
            en: '2.5 × 3.5 m, wool and silk, per piece',
            ru: '2,5 × 3,5 м, шерсть и шёлк, за штуку',
            hy: '2,5 × 3,5 մ, բուրդ և մետաքս, մեկ հատ',
            fa: '۲٫۵ × ۳٫۵ متر، کرک و ابریشم، هر تخته',
          },
          price: 3350,
          stock: 4,
          minimumOrderQuantity: 1,
          attributes: {
            origin: 'tabriz',
            'knot-density': 'kpsi-200-350',
            pile: 'wool-silk',
            size: '2-5x3-5',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Our third order of this Mahi design: the silk outlines match the photos and the 50 raj count checked out on the back. The bales crossed at Sadakhlo dry and undamaged.',
          locale: 'en',
          reviewer: 'maria-keller',
          daysAgo: 12,
        },
        {
          rating: 4,
          comment:
            'Գորգերը որակյալ են, գույները՝ լուսանկարների նման։ Մեղրիով առաքումը մեկ շաբաթ ուշացավ, բայց մատակարարը նախօրոք զգուշացրել էր։',
          locale: 'hy',
          reviewer: 'lilit-sargsyan',
          daysAgo: 20,
        },
      ],
      daysAgo: 34,
    },
    {
      key: 'carpets-tabriz-shah-abbasi-wool',
      productType: 'hand-knotted',
      producer: 'Tabriz Weavers Guild',
      name: {
        en: 'Tabriz Shah Abbasi medallion carpet, 40 raj, wool',
        ru: 'Тебризский ковёр «Шах Аббаси» с медальоном, 40 радж, шерсть',
        hy: 'Թավրիզի «Շահ Աբբասի» մեդալիոնով գորգ, 40 ռաջ, բուրդ',
        fa: 'فرش دستباف تبریز لچک‌ترنج شاه‌عباسی، ۴۰ رج، تمام‌کرک',
      },
      description: {
        en: 'A 40 raj Tabriz (about 210 knots per square inch) with a central medallion and corner spandrels framed by Shah Abbasi palmettes on a madder-red field. The kork wool pile is dyed with madder and indigo alongside fast chrome dyes, tied in the symmetrical knot on a cotton foundation. Supplied washed and clipped, rolled in bales, with the weaver’s label sewn on the back.',
        ru: 'Тебризский ковёр плотностью 40 радж (около 210 узлов на квадратный дюйм) с центральным медальоном и угловыми вставками в обрамлении пальметт «шах аббаси» на марено-красном поле. Ворс из шерсти корк окрашен мареной и индиго вместе со стойкими хромовыми красителями, узел симметричный, основа хлопковая. Поставляется после мойки и стрижки, скатанным в тюк, с ярлыком мастерской на изнанке.',
        hy: '40 ռաջ խտությամբ (մոտ 210 հանգույց քառակուսի դյույմում) թավրիզյան գորգ՝ կենտրոնական մեդալիոնով և անկյունային զարդերով, որոնք շրջապատված են «շահ աբբասի» արմավազարդերով տորոնակարմիր դաշտի վրա։ Քորք բրդից խավը ներկված է տորոնով և ինդիգոյով, ինչպես նաև կայուն քրոմային ներկերով, գործված է սիմետրիկ հանգույցով բամբակյա հիմքի վրա։ Մատակարարվում է լվացված և խուզված, հակերով գլանված, հետնամասին կարված արհեստանոցի պիտակով։',
        fa: 'فرش تبریز ۴۰ رج (حدود ۲۱۰ گره در اینچ مربع) با ترنج و لچک و گل‌های شاه‌عباسی بر زمینه لاکی روناسی. پرز از کرک است که با روناس و نیل در کنار رنگ‌های کرومی ثابت رنگرزی شده و با گره ترکی روی چله نخی بافته شده است. فرش شسته و پرداخت‌شده، لوله‌شده در عدل و با برچسب کارگاه در پشت فرش تحویل می‌شود.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, wool, per piece',
            ru: '3 × 4 м, шерсть, за штуку',
            hy: '3 × 4 մ, բուրդ, մեկ հատ',
            fa: '۳ × ۴ متر، تمام‌کرک، هر تخته',
          },
          price: 2650,
          stock: 9,
          minimumOrderQuantity: 1,
          attributes: { origin: 'tabriz', 'knot-density': 'kpsi-200-350', pile: 'wool', size: '3x4' },
        },
        {
          name: {
            en: 'Runner 0.8 × 3 m, wool, per piece',
            ru: 'Дорожка 0,8 × 3 м, шерсть, за штуку',
            hy: 'Ուղեգորգ 0,8 × 3 մ, բուրդ, մեկ հատ',
            fa: 'کناره ۰٫۸ × ۳ متر، تمام‌کرک، هر تخته',
          },
          price: 590,
          stock: 14,
          minimumOrderQuantity: 1,
          attributes: {
            origin: 'tabriz',
            'knot-density': 'kpsi-200-350',
            pile: 'wool',
            size: 'runner-0-8x3',
          },
        },
      ],
      reviews: [],
      daysAgo: 121,
    },
    {
      key: 'carpets-isfahan-medallion-silk-warp',
      productType: 'hand-knotted',
      producer: 'Naqsh-e Jahan Carpet House',
      name: {
        en: 'Isfahan medallion carpet on silk warps, wool and silk',
        ru: 'Исфаханский ковёр с медальоном на шёлковой основе, шерсть и шёлк',
        hy: 'Սպահանի մեդալիոնով գորգ մետաքսե հենքով, բուրդ և մետաքս',
        fa: 'فرش دستباف اصفهان لچک‌ترنج، چله ابریشم، کرک و ابریشم',
      },
      description: {
        en: 'A collector-grade Isfahan of over 500 knots per square inch, tied with the asymmetrical (Persian) knot on silk warps. The Safavid-style medallion of arabesques and khatai blossoms is drawn in lapis blue, ivory and saffron, with kork wool from the first shearing and silk highlights coloured with natural dyes. Each carpet carries a signature cartouche and ships in a wooden-framed bale with a certificate of origin.',
        ru: 'Коллекционный исфаханский ковёр плотностью более 500 узлов на квадратный дюйм, сотканный асимметричным (персидским) узлом на шёлковой основе. Медальон в сефевидском стиле из арабесок и цветов хатаи решён в лазурно-синем, слоновой кости и шафрановом; шерсть корк первой стрижки и шёлковые акценты окрашены натуральными красителями. Каждый ковёр имеет подписной картуш и отгружается в тюке с деревянной обрешёткой, с сертификатом происхождения.',
        hy: 'Կոլեկցիոն սպահանյան գորգ՝ քառակուսի դյույմում ավելի քան 500 հանգույցով, գործված ասիմետրիկ (պարսկական) հանգույցով մետաքսե հենքի վրա։ Սեֆյան ոճի մեդալիոնը՝ արաբեսկներով և խաթայի ծաղիկներով, լաջվարդագույն, փղոսկրագույն և զաֆրանագույն է. առաջին խուզի քորք բուրդը և մետաքսե շեշտերը ներկված են բնական ներկերով։ Յուրաքանչյուր գորգ ունի ստորագրված քարտուշ և առաքվում է փայտե շրջանակով հակի մեջ՝ ծագման հավաստագրով։',
        fa: 'فرش کلکسیونی اصفهان با تراکم بیش از ۵۰۰ گره در اینچ مربع که با گره فارسی (نامتقارن) روی چله ابریشم بافته شده است. ترنج به سبک صفوی با نقش اسلیمی و ختایی در رنگ‌های لاجوردی، شیری و زعفرانی طراحی شده و کرک چینِ اول و گل‌ابریشم آن با رنگ‌های گیاهی رنگرزی شده‌اند. هر فرش دارای کتیبه امضا است و در عدل با قاب چوبی همراه با گواهی مبدأ ارسال می‌شود.',
      },
      variations: [
        {
          name: {
            en: '2 × 3 m, wool and silk, per piece',
            ru: '2 × 3 м, шерсть и шёлк, за штуку',
            hy: '2 × 3 մ, բուրդ և մետաքս, մեկ հատ',
            fa: '۲ × ۳ متر، کرک و ابریشم، هر تخته',
          },
          price: 6900,
          stock: 3,
          minimumOrderQuantity: 1,
          attributes: { origin: 'isfahan', 'knot-density': 'kpsi-500-plus', pile: 'wool-silk', size: '2x3' },
        },
        {
          name: {
            en: '2.5 × 3.5 m, wool and silk, per piece',
            ru: '2,5 × 3,5 м, шерсть и шёлк, за штуку',
            hy: '2,5 × 3,5 մ, բուրդ և մետաքս, մեկ հատ',
            fa: '۲٫۵ × ۳٫۵ متر، کرک و ابریشم، هر تخته',
          },
          price: 9800,
          stock: 2,
          minimumOrderQuantity: 1,
          attributes: {
            origin: 'isfahan',
            'knot-density': 'kpsi-500-plus',
            pile: 'wool-silk',
            size: '2-5x3-5',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'کیفیت بافت و رنگ‌ها دقیقاً مطابق نمونه بود و امضای استاد در کتیبه وجود داشت. بسته‌بندی با قاب چوبی تا آستاراخان کاملاً سالم رسید.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 25,
        },
        {
          rating: 4,
          comment:
            'Exceptional drawing and a very even clip. The certificate of origin needed one correction before customs, which the supplier sent within a day.',
          locale: 'en',
          reviewer: 'maria-keller',
          daysAgo: 41,
        },
      ],
      daysAgo: 67,
    },
    {
      key: 'carpets-kashan-crimson-medallion-wool',
      productType: 'hand-knotted',
      producer: 'Kashan Carpet Exporters',
      name: {
        en: 'Kashan crimson medallion carpet, wool',
        ru: 'Кашанский ковёр с медальоном на малиновом поле, шерсть',
        hy: 'Քաշանի մեդալիոնով գորգ բոսորագույն դաշտով, բուրդ',
        fa: 'فرش دستباف کاشان لچک‌ترنج زمینه لاکی، تمام‌پشم',
      },
      description: {
        en: 'A classic Kashan with a navy medallion and spandrels on a deep crimson field, tied with the asymmetrical (Persian) knot at about 220 knots per square inch on a cotton foundation. The lustrous local wool is dyed in madder reds and indigo blues and the pile is clipped low for crisp drawing. Shipped washed, rolled and baled, two to three pieces per bale.',
        ru: 'Классический кашанский ковёр с тёмно-синим медальоном и углами на глубоком малиновом поле, сотканный асимметричным (персидским) узлом с плотностью около 220 узлов на квадратный дюйм на хлопковой основе. Блестящая местная шерсть окрашена в тона марены и индиго, ворс подстрижен низко для чёткости рисунка. Отгружается после мойки, скатанным, по два-три ковра в тюке.',
        hy: 'Դասական քաշանյան գորգ՝ մուգ կապույտ մեդալիոնով և անկյուններով խոր բոսորագույն դաշտի վրա, գործված ասիմետրիկ (պարսկական) հանգույցով, քառակուսի դյույմում մոտ 220 հանգույց խտությամբ, բամբակյա հիմքով։ Տեղական փայլուն բուրդը ներկված է տորոնի կարմիր և ինդիգոյի կապույտ երանգներով, իսկ խավը կարճ է խուզված՝ նախշի հստակության համար։ Առաքվում է լվացված, գլանված և հակերով՝ մեկ հակում երկու-երեք գորգ։',
        fa: 'فرش کلاسیک کاشان با ترنج و لچک سرمه‌ای بر زمینه لاکی سیر که با گره فارسی (نامتقارن) و تراکم حدود ۲۲۰ گره در اینچ مربع روی چله نخی بافته شده است. پشم براق محلی با روناس و نیل رنگرزی شده و پرز برای وضوح نقشه کوتاه پرداخت شده است. فرش‌ها شسته، لوله‌شده و در هر عدل دو تا سه تخته ارسال می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, wool, per piece',
            ru: '3 × 4 м, шерсть, за штуку',
            hy: '3 × 4 մ, բուրդ, մեկ հատ',
            fa: '۳ × ۴ متر، تمام‌پشم، هر تخته',
          },
          price: 2950,
          stock: 7,
          minimumOrderQuantity: 1,
          attributes: { origin: 'kashan', 'knot-density': 'kpsi-200-350', pile: 'wool', size: '3x4' },
        },
        {
          name: {
            en: '2.5 × 3.5 m, wool, per piece',
            ru: '2,5 × 3,5 м, шерсть, за штуку',
            hy: '2,5 × 3,5 մ, բուրդ, մեկ հատ',
            fa: '۲٫۵ × ۳٫۵ متر، تمام‌پشم، هر تخته',
          },
          price: 2050,
          stock: 0,
          minimumOrderQuantity: 1,
          attributes: { origin: 'kashan', 'knot-density': 'kpsi-200-350', pile: 'wool', size: '2-5x3-5' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'Ковры хорошего качества, рисунок чёткий, запах шерсти после мойки отсутствует. Срок изготовления большого размера оказался на две недели дольше обещанного.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 140,
        },
      ],
      daysAgo: 203,
    },
    {
      key: 'carpets-qom-silk-garden',
      productType: 'hand-knotted',
      producer: 'Naqsh-e Jahan Carpet House',
      name: {
        en: 'Qom pure silk garden carpet',
        ru: 'Кумский шёлковый ковёр с садовым рисунком',
        hy: 'Ղոմի մաքուր մետաքսե գորգ՝ այգու նախշով',
        fa: 'فرش دستباف تمام‌ابریشم قم طرح باغی',
      },
      description: {
        en: 'Pure silk pile on silk warps, tied with the asymmetrical (Persian) knot at over 600 knots per square inch in Qom. The garden design divides the field into panels of cypresses, blossoming trees and birds, in ivory, turquoise and soft gold that shift in tone with the direction of light. Each carpet is packed flat-folded in cotton cloth inside a rigid carton, so the silk is never crushed in transit.',
        ru: 'Ворс из натурального шёлка на шёлковой основе, асимметричный (персидский) узел, плотность более 600 узлов на квадратный дюйм; соткан в Куме. Садовый рисунок делит поле на панели с кипарисами, цветущими деревьями и птицами в цвете слоновой кости, бирюзы и мягкого золота, которые меняют оттенок в зависимости от падения света. Каждый ковёр упаковывается в хлопковую ткань и жёсткий короб, чтобы шёлк не сминался при перевозке.',
        hy: 'Մաքուր մետաքսե խավ մետաքսե հենքի վրա, ասիմետրիկ (պարսկական) հանգույց, քառակուսի դյույմում ավելի քան 600 հանգույց խտություն. գործված է Ղոմում։ Այգու նախշը դաշտը բաժանում է նոճիներով, ծաղկած ծառերով և թռչուններով վանդակների՝ փղոսկրագույն, փիրուզագույն և մեղմ ոսկեգույն երանգներով, որոնք փոխվում են լույսի ընկնելու ուղղությունից կախված։ Յուրաքանչյուր գորգ փաթեթավորվում է բամբակյա կտորի մեջ և կոշտ ստվարաթղթե տուփում, որպեսզի մետաքսը չճմռթվի տեղափոխման ընթացքում։',
        fa: 'پرز تمام‌ابریشم روی چله ابریشمی که در قم با گره فارسی (نامتقارن) و تراکم بیش از ۶۰۰ گره در اینچ مربع بافته شده است. طرح باغی زمینه را به خشت‌هایی با درخت سرو، درختان پرشکوفه و پرندگان تقسیم می‌کند و رنگ‌های شیری، فیروزه‌ای و طلایی ملایم آن با تغییر جهت نور جلوه دیگری پیدا می‌کنند. هر تخته در پارچه نخی و داخل کارتن سخت بسته‌بندی می‌شود تا ابریشم در مسیر حمل چروک نشود.',
      },
      variations: [
        {
          name: {
            en: '2 × 3 m, pure silk, per piece',
            ru: '2 × 3 м, натуральный шёлк, за штуку',
            hy: '2 × 3 մ, մաքուր մետաքս, մեկ հատ',
            fa: '۲ × ۳ متر، تمام‌ابریشم، هر تخته',
          },
          price: 7400,
          stock: 3,
          minimumOrderQuantity: 1,
          attributes: { origin: 'qom', 'knot-density': 'kpsi-500-plus', pile: 'silk', size: '2x3' },
        },
        {
          name: {
            en: 'Runner 0.8 × 3 m, pure silk, per piece',
            ru: 'Дорожка 0,8 × 3 м, натуральный шёлк, за штуку',
            hy: 'Ուղեգորգ 0,8 × 3 մ, մաքուր մետաքս, մեկ հատ',
            fa: 'کناره ۰٫۸ × ۳ متر، تمام‌ابریشم، هر تخته',
          },
          price: 3600,
          stock: 2,
          minimumOrderQuantity: 1,
          attributes: { origin: 'qom', 'knot-density': 'kpsi-500-plus', pile: 'silk', size: 'runner-0-8x3' },
        },
      ],
      reviews: [
        {
          rating: 3,
          comment:
            'بافت بسیار ظریف است، اما رنگ فیروزه‌ای زمینه در نور روز کمی روشن‌تر از عکس‌های فروشنده بود. برای سفارش بعدی عکس در نور طبیعی خواسته‌ایم.',
          locale: 'fa',
          reviewer: 'sara-ahmadi',
          daysAgo: 30,
        },
      ],
      daysAgo: 88,
    },
    {
      key: 'carpets-nain-6la-wool-silk',
      productType: 'hand-knotted',
      producer: 'Naqsh-e Jahan Carpet House',
      name: {
        en: 'Nain 6 la carpet, wool and silk',
        ru: 'Наинский ковёр 6 ла, шерсть и шёлк',
        hy: 'Նաինի գորգ 6 լա, բուրդ և մետաքս',
        fa: 'فرش دستباف نائین ۶ لا، کرک و ابریشم',
      },
      description: {
        en: 'A 6 la Nain — the weft count that marks the middle of the Nain grades — at roughly 400 knots per square inch, tied with the asymmetrical knot on a cotton foundation. The fine kork wool is left largely in natural ivory and beige with navy accents, while the arabesque tendrils and medallion outlines are woven in silk. Delivered washed and rolled in bales with a certificate of origin from the Isfahan chamber of commerce.',
        ru: 'Наинский ковёр класса 6 ла — среднего из наинских сортов по числу уточных нитей — плотностью около 400 узлов на квадратный дюйм, асимметричный узел, хлопковая основа. Тонкая шерсть корк оставлена преимущественно в натуральных тонах слоновой кости и беж с тёмно-синими акцентами, а завитки арабесок и контуры медальона выполнены шёлком. Поставляется после мойки, скатанным в тюки, с сертификатом происхождения Исфаханской торговой палаты.',
        hy: '6 լա դասի նաինյան գորգ՝ միջնաթելերի քանակով նաինյան տեսակների միջին դասը, մոտ 400 հանգույց քառակուսի դյույմում խտությամբ, ասիմետրիկ հանգույցով և բամբակյա հիմքով։ Նուրբ քորք բուրդը հիմնականում բնական փղոսկրագույն և բեժ երանգներով է՝ մուգ կապույտ շեշտերով, իսկ արաբեսկների ոլորքները և մեդալիոնի եզրագծերը գործված են մետաքսով։ Մատակարարվում է լվացված, հակերով գլանված՝ Սպահանի առևտրի պալատի ծագման հավաստագրով։',
        fa: 'فرش نائین ۶ لا، یعنی درجه میانی در تقسیم‌بندی نائین بر اساس تعداد لای پود، با تراکم حدود ۴۰۰ گره در اینچ مربع که با گره فارسی روی چله نخی بافته شده است. کرک مرغوب بیشتر در رنگ‌های طبیعی شیری و نخودی با تأکیدهای سرمه‌ای به کار رفته و اسلیمی‌ها و دور ترنج با ابریشم بافته شده‌اند. فرش‌ها شسته و لوله‌شده در عدل، همراه با گواهی مبدأ اتاق بازرگانی اصفهان تحویل می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '2.5 × 3.5 m, wool and silk, per piece',
            ru: '2,5 × 3,5 м, шерсть и шёлк, за штуку',
            hy: '2,5 × 3,5 մ, բուրդ և մետաքս, մեկ հատ',
            fa: '۲٫۵ × ۳٫۵ متر، کرک و ابریشم، هر تخته',
          },
          price: 4300,
          stock: 5,
          minimumOrderQuantity: 1,
          attributes: { origin: 'nain', 'knot-density': 'kpsi-350-500', pile: 'wool-silk', size: '2-5x3-5' },
        },
        {
          name: {
            en: '2 × 3 m, wool and silk, per piece',
            ru: '2 × 3 м, шерсть и шёлк, за штуку',
            hy: '2 × 3 մ, բուրդ և մետաքս, մեկ հատ',
            fa: '۲ × ۳ متر، کرک و ابریشم، هر تخته',
          },
          price: 2950,
          stock: 8,
          minimumOrderQuantity: 1,
          attributes: { origin: 'nain', 'knot-density': 'kpsi-350-500', pile: 'wool-silk', size: '2x3' },
        },
      ],
      reviews: [],
      daysAgo: 15,
    },
    {
      key: 'carpets-kerman-floral-wool',
      productType: 'hand-knotted',
      producer: 'Kashan Carpet Exporters',
      name: {
        en: 'Kerman all-over floral carpet, wool',
        ru: 'Керманский ковёр со сплошным цветочным узором, шерсть',
        hy: 'Քերմանի գորգ՝ ամբողջական ծաղկային նախշով, բուրդ',
        fa: 'فرش دستباف کرمان طرح افشان گل‌فرنگ، تمام‌پشم',
      },
      description: {
        en: 'Woven in the Kerman region with the asymmetrical knot at about 160 knots per square inch on a cotton foundation. Naturalistic bouquets and rose sprays cover a cream field in the soft rose, sage and sky-blue palette Kerman is known for, with a medium-high pile of springy Kerman wool. Sold washed and finished, rolled in polypropylene bales of two pieces.',
        ru: 'Соткан в районе Кермана асимметричным узлом с плотностью около 160 узлов на квадратный дюйм на хлопковой основе. Натуралистичные букеты и ветви роз покрывают кремовое поле в мягкой розово-шалфейной и небесно-голубой гамме, которой славится Керман; ворс средней высоты из упругой керманской шерсти. Продаётся после мойки и финишной обработки, скатанным в полипропиленовые тюки по два ковра.',
        hy: 'Գործված է Քերմանի շրջանում ասիմետրիկ հանգույցով, քառակուսի դյույմում մոտ 160 հանգույց խտությամբ, բամբակյա հիմքի վրա։ Բնապատկերային ծաղկեփնջերը և վարդի ճյուղերը ծածկում են կրեմագույն դաշտը՝ Քերմանին բնորոշ մեղմ վարդագույն, եղեսպակագույն և երկնագույն երանգներով, իսկ միջին բարձրության խավը առաձգական քերմանյան բրդից է։ Վաճառվում է լվացված և վերջնամշակված, պոլիպրոպիլենային հակերում՝ երկու գորգ մեկ հակում։',
        fa: 'این فرش در منطقه کرمان با گره فارسی و تراکم حدود ۱۶۰ گره در اینچ مربع روی چله نخی بافته شده است. دسته‌گل‌ها و شاخه‌های گل سرخ با رنگ‌بندی ملایم صورتی، سبز مریمی و آبی آسمانی که کرمان به آن شهره است زمینه کرم را پوشانده‌اند و پرز نیمه‌بلند آن از پشم پرکشش کرمان است. فرش‌ها شسته و پرداخت‌شده، لوله‌شده در عدل‌های پلی‌پروپیلنی دوتایی فروخته می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, wool, per piece',
            ru: '3 × 4 м, шерсть, за штуку',
            hy: '3 × 4 մ, բուրդ, մեկ հատ',
            fa: '۳ × ۴ متر، تمام‌پشم، هر تخته',
          },
          price: 2250,
          stock: 11,
          minimumOrderQuantity: 1,
          attributes: { origin: 'kerman', 'knot-density': 'kpsi-100-200', pile: 'wool', size: '3x4' },
        },
        {
          name: {
            en: '2 × 3 m, wool, per piece',
            ru: '2 × 3 м, шерсть, за штуку',
            hy: '2 × 3 մ, բուրդ, մեկ հատ',
            fa: '۲ × ۳ متر، تمام‌پشم، هر تخته',
          },
          price: 1080,
          stock: 16,
          minimumOrderQuantity: 1,
          attributes: { origin: 'kerman', 'knot-density': 'kpsi-100-200', pile: 'wool', size: '2x3' },
        },
      ],
      reviews: [],
      daysAgo: 255,
    },
    {
      key: 'carpets-heriz-geometric-wool',
      productType: 'hand-knotted',
      producer: 'Tabriz Weavers Guild',
      name: {
        en: 'Heriz geometric medallion carpet, wool',
        ru: 'Херизский ковёр с геометрическим медальоном, шерсть',
        hy: 'Հերիզի գորգ՝ երկրաչափական մեդալիոնով, բուրդ',
        fa: 'فرش دستباف هریس طرح ترنج شکسته، تمام‌پشم',
      },
      description: {
        en: 'Village-woven near Heriz in East Azerbaijan with the symmetrical knot at 40–80 knots per square inch, on a heavy cotton foundation. The large angular medallion in brick red, ivory and indigo is drawn from memory, without a cartoon, and the lanolin-rich wool from the slopes of Mount Sabalan makes the pile exceptionally hard-wearing. A practical choice for hotels, offices and high-traffic rooms; shipped in bales of two.',
        ru: 'Деревенский ковёр из окрестностей Хериза (Восточный Азербайджан Ирана), симметричный узел, 40–80 узлов на квадратный дюйм, плотная хлопковая основа. Крупный угловатый медальон в кирпично-красном, цвете слоновой кости и индиго ткачи выполняют по памяти, без картона, а богатая ланолином шерсть со склонов горы Сабалан делает ворс исключительно износостойким. Практичный выбор для гостиниц, офисов и помещений с высокой проходимостью; отгружается по два ковра в тюке.',
        hy: 'Գյուղական գործվածք Հերիզի շրջակայքից (Իրանի Արևելյան Ատրպատական), սիմետրիկ հանգույցով, քառակուսի դյույմում 40–80 հանգույց խտությամբ, ամուր բամբակյա հիմքով։ Աղյուսակարմիր, փղոսկրագույն և ինդիգո գույներով խոշոր անկյունավոր մեդալիոնը գործվում է հիշողությամբ՝ առանց էսքիզի, իսկ Սաբալան լեռան լանջերի լանոլինով հարուստ բուրդը խավը դարձնում է բացառիկ մաշակայուն։ Գործնական ընտրություն հյուրանոցների, գրասենյակների և մեծ երթևեկությամբ սենյակների համար. առաքվում է երկու գորգ մեկ հակում։',
        fa: 'فرش روستایی منطقه هریس در آذربایجان شرقی که با گره ترکی و تراکم ۴۰ تا ۸۰ گره در اینچ مربع روی چله نخی ضخیم بافته می‌شود. ترنج بزرگ شکسته به رنگ‌های آجری، شیری و نیلی را بافندگان بدون نقشه و به‌صورت ذهنی می‌بافند و پشم پرچربی دامنه‌های سبلان پرز را بسیار بادوام می‌کند. انتخابی کاربردی برای هتل‌ها، دفاتر و فضاهای پررفت‌وآمد است و در عدل‌های دوتایی ارسال می‌شود.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, wool, per piece',
            ru: '3 × 4 м, шерсть, за штуку',
            hy: '3 × 4 մ, բուրդ, մեկ հատ',
            fa: '۳ × ۴ متر، تمام‌پشم، هر تخته',
          },
          price: 1650,
          stock: 5,
          minimumOrderQuantity: 1,
          attributes: { origin: 'heriz', 'knot-density': 'kpsi-30-100', pile: 'wool', size: '3x4' },
        },
        {
          name: {
            en: '2.5 × 3.5 m, wool, per piece',
            ru: '2,5 × 3,5 м, шерсть, за штуку',
            hy: '2,5 × 3,5 մ, բուրդ, մեկ հատ',
            fa: '۲٫۵ × ۳٫۵ متر، تمام‌پشم، هر تخته',
          },
          price: 1150,
          stock: 0,
          minimumOrderQuantity: 1,
          attributes: { origin: 'heriz', 'knot-density': 'kpsi-30-100', pile: 'wool', size: '2-5x3-5' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Գնել ենք հյուրանոցի նախասրահի համար. երեք ամիս ինտենսիվ օգտագործումից հետո խավը գրեթե չի մաշվել։ Սադախլոյով առաքումը անցավ առանց խնդիրների։',
          locale: 'hy',
          reviewer: 'lilit-sargsyan',
          daysAgo: 220,
        },
        {
          rating: 4,
          comment:
            'Robust, honest village rugs that our contract clients like. Sizes vary by up to 5 cm from the nominal, which is normal for Heriz but worth noting on orders.',
          locale: 'en',
          reviewer: 'maria-keller',
          daysAgo: 160,
        },
      ],
      daysAgo: 310,
    },
    {
      key: 'carpets-qashqai-gabbeh-natural-dye',
      productType: 'tribal',
      producer: 'Zagros Tribal Rugs',
      name: {
        en: 'Qashqai gabbeh, natural dyes, hand-spun wool',
        ru: 'Кашкайский габбе, натуральные красители, шерсть ручного прядения',
        hy: 'Ղաշղայական գաբե, բնական ներկեր, ձեռքով մանված բուրդ',
        fa: 'گبه قشقایی، رنگ گیاهی، پشم دستریس',
      },
      description: {
        en: 'Woven by Qashqai women in Fars on horizontal ground looms, with hand-spun wool on wool warps and a thick, springy pile of about 40 knots per square inch. The colours come from madder, walnut husk, pomegranate rind and indigo, and the abrash in the plain fields, stepped borders and small tree and animal figures is part of the character. Each gabbeh is washed, sun-dried and folded into a cotton bag.',
        ru: 'Ткут женщины племени кашкаи в провинции Фарс на горизонтальных напольных станках: шерсть ручного прядения на шерстяной основе, толстый упругий ворс плотностью около 40 узлов на квадратный дюйм. Цвета получены из марены, скорлупы грецкого ореха, кожуры граната и индиго, а абраш на однотонных полях, ступенчатые бордюры и небольшие фигурки деревьев и животных — часть характера ковра. Каждый габбе стирается, сушится на солнце и укладывается в хлопковый мешок.',
        hy: 'Գործում են Ֆարսի ղաշղայ կանայք հորիզոնական հատակային դազգահների վրա՝ ձեռքով մանված բուրդ բրդե հենքի վրա, հաստ և առաձգական խավով՝ քառակուսի դյույմում մոտ 40 հանգույց։ Գույները ստացվում են տորոնից, ընկույզի կեղևից, նռան կեղևից և ինդիգոյից, իսկ միագույն դաշտերի աբրաշը, աստիճանաձև եզրազարդերը և ծառերի ու կենդանիների փոքր պատկերները գորգի բնավորության մասն են։ Յուրաքանչյուր գաբե լվացվում է, չորացվում արևի տակ և ծալվում բամբակյա պարկի մեջ։',
        fa: 'این گبه را زنان قشقایی در فارس روی دار زمینی افقی با پشم دستریس روی چله پشمی می‌بافند و پرز ضخیم و پرکشش آن حدود ۴۰ گره در اینچ مربع دارد. رنگ‌ها از روناس، پوست گردو، پوست انار و نیل به دست می‌آیند و ابرش زمینه‌های ساده، حاشیه‌های پله‌ای و نقش‌های کوچک درخت و حیوان بخشی از هویت فرش است. هر گبه شسته، زیر آفتاب خشک و تاشده در کیسه نخی بسته‌بندی می‌شود.',
      },
      variations: [
        {
          name: {
            en: '2 × 3 m, hand-spun wool, per piece',
            ru: '2 × 3 м, шерсть ручного прядения, за штуку',
            hy: '2 × 3 մ, ձեռքով մանված բուրդ, մեկ հատ',
            fa: '۲ × ۳ متر، پشم دستریس، هر تخته',
          },
          price: 720,
          stock: 18,
          minimumOrderQuantity: 1,
          attributes: { origin: 'qashqai', weave: 'kpsi-30-60', material: 'wool-on-wool', size: '2x3' },
        },
        {
          name: {
            en: '2.5 × 3.5 m, hand-spun wool, per piece',
            ru: '2,5 × 3,5 м, шерсть ручного прядения, за штуку',
            hy: '2,5 × 3,5 մ, ձեռքով մանված բուրդ, մեկ հատ',
            fa: '۲٫۵ × ۳٫۵ متر، پشم دستریس، هر تخته',
          },
          price: 1040,
          stock: 7,
          minimumOrderQuantity: 1,
          attributes: { origin: 'qashqai', weave: 'kpsi-30-60', material: 'wool-on-wool', size: '2-5x3-5' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'گبه‌ها خوش‌رنگ و پرپشت هستند و مشتریان ما رنگ‌های گیاهی را می‌پسندند. بسته‌بندی در کیسه نخی برای نمایش در فروشگاه هم مناسب است.',
          locale: 'fa',
          reviewer: 'sara-ahmadi',
          daysAgo: 19,
        },
      ],
      daysAgo: 46,
    },
    {
      key: 'carpets-bakhtiari-garden-panel-wool',
      productType: 'tribal',
      producer: 'Zagros Tribal Rugs',
      name: {
        en: 'Bakhtiari garden-panel rug, wool on cotton',
        ru: 'Бахтиарский ковёр «хешти» с садовыми панелями, шерсть на хлопке',
        hy: 'Բախտիարական «խեշթի» գորգ՝ այգու վանդակներով, բուրդ բամբակյա հիմքով',
        fa: 'فرش بختیاری طرح خشتی، پشم روی چله نخی',
      },
      description: {
        en: 'Woven in the villages of Chaharmahal and Bakhtiari with the symmetrical knot at about 80 knots per square inch, wool pile on a sturdy cotton foundation. The field is divided into the square garden panels (kheshti) typical of the region, each holding a cypress, a willow or a vase of flowers in madder red, indigo and saffron yellow. Dense and heavy, these rugs lie flat and suit living rooms and offices; shipped rolled in bales of two.',
        ru: 'Ткётся в сёлах Чехармехаля и Бахтиарии симметричным узлом с плотностью около 80 узлов на квадратный дюйм: шерстяной ворс на прочной хлопковой основе. Поле разбито на характерные для региона квадратные садовые панели «хешти», в каждой — кипарис, ива или ваза с цветами в тонах марены, индиго и шафрана. Плотные и тяжёлые, эти ковры хорошо лежат на полу и подходят для гостиных и офисов; отгружаются скатанными, по два в тюке.',
        hy: 'Գործվում է Չահարմահալ և Բախտիարիի գյուղերում սիմետրիկ հանգույցով, քառակուսի դյույմում մոտ 80 հանգույց խտությամբ՝ բրդե խավ ամուր բամբակյա հիմքի վրա։ Դաշտը բաժանված է տարածաշրջանին բնորոշ քառակուսի այգու վանդակների («խեշթի»), որոնցից յուրաքանչյուրում նոճի, ուռենի կամ ծաղկաման է՝ տորոնի կարմիր, ինդիգո և զաֆրանի դեղին երանգներով։ Խիտ և ծանր այս գորգերը հարթ են փռվում և հարմար են հյուրասենյակների ու գրասենյակների համար. առաքվում են գլանված, երկու գորգ մեկ հակում։',
        fa: 'این فرش در روستاهای چهارمحال و بختیاری با گره ترکی و تراکم حدود ۸۰ گره در اینچ مربع، با پرز پشمی روی چله نخی محکم بافته می‌شود. زمینه به خشت‌های مربعی باغ، ویژه این منطقه، تقسیم شده و در هر خشت سرو، بید مجنون یا گلدانی با رنگ‌های لاکی روناسی، نیلی و زرد زعفرانی نقش بسته است. این فرش‌های پرپشت و سنگین صاف روی زمین می‌نشینند و برای پذیرایی و دفتر کار مناسب‌اند؛ لوله‌شده و در عدل‌های دوتایی ارسال می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, wool on cotton, per piece',
            ru: '3 × 4 м, шерсть на хлопке, за штуку',
            hy: '3 × 4 մ, բուրդ բամբակյա հիմքով, մեկ հատ',
            fa: '۳ × ۴ متر، پشم روی چله نخی، هر تخته',
          },
          price: 1350,
          stock: 6,
          minimumOrderQuantity: 1,
          attributes: { origin: 'bakhtiari', weave: 'kpsi-60-120', material: 'wool-on-cotton', size: '3x4' },
        },
        {
          name: {
            en: '2 × 3 m, wool on cotton, per piece',
            ru: '2 × 3 м, шерсть на хлопке, за штуку',
            hy: '2 × 3 մ, բուրդ բամբակյա հիմքով, մեկ հատ',
            fa: '۲ × ۳ متر، پشم روی چله نخی، هر تخته',
          },
          price: 640,
          stock: 12,
          minimumOrderQuantity: 1,
          attributes: { origin: 'bakhtiari', weave: 'kpsi-60-120', material: 'wool-on-cotton', size: '2x3' },
        },
      ],
      reviews: [],
      daysAgo: 178,
    },
    {
      key: 'carpets-shiraz-qashqai-kilim',
      productType: 'tribal',
      producer: 'Zagros Tribal Rugs',
      name: {
        en: 'Shiraz Qashqai kilim, flat-woven wool',
        ru: 'Ширазский кашкайский килим, безворсовый, шерсть',
        hy: 'Շիրազի ղաշղայական կիլիմ, անխավ, բուրդ',
        fa: 'گلیم قشقایی شیراز، تمام‌پشم',
      },
      description: {
        en: 'A reversible slit-tapestry kilim woven by Qashqai weavers around Shiraz, wool weft on wool warps with no pile. Rows of stepped lozenges in madder red, indigo and ivory are finished with braided warp ends. Light and easy to ship, it works as a floor rug, a wall hanging or a layer over fitted carpet; folded and packed ten pieces to a bale.',
        ru: 'Двусторонний килим в технике шпалерного ткачества с прорезями, сотканный кашкайскими мастерицами в окрестностях Шираза: шерстяной уток на шерстяной основе, без ворса. Ряды ступенчатых ромбов в тонах марены, индиго и слоновой кости, концы основы заплетены в косички. Лёгкий и удобный в перевозке, он подойдёт для пола, стены или как слой поверх ковролина; упаковывается сложенным, по десять штук в тюк.',
        hy: 'Երկկողմանի կիլիմ՝ ճեղքավոր գոբելենային գործվածքով, գործված Շիրազի շրջակայքի ղաշղայ վարպետուհիների կողմից. բրդե միջնաթել բրդե հենքի վրա՝ առանց խավի։ Տորոնի կարմիր, ինդիգո և փղոսկրագույն աստիճանաձև շեղանկյունների շարքերը ավարտվում են հյուսված հենքաթելերով։ Թեթև է և հեշտ տեղափոխվող, կարելի է օգտագործել որպես հատակի գորգ, պատի զարդ կամ գորգածածկի վրա. փաթեթավորվում է ծալված՝ տասը հատ մեկ հակում։',
        fa: 'گلیم دورویی که بافندگان قشقایی اطراف شیراز با پود پشمی روی چله پشمی و به شیوه گلیم‌بافی شکاف‌دار، بدون پرز می‌بافند. ردیف‌های لوزی پله‌ای به رنگ‌های لاکی روناسی، نیلی و شیری با ریشه‌های بافته‌شده تمام می‌شوند. سبک و کم‌حجم است و برای کف، دیوار یا روی موکت مناسب است؛ تاشده و ده تخته در هر عدل بسته‌بندی می‌شود.',
      },
      variations: [
        {
          name: {
            en: '2 × 3 m, flat-woven wool, per piece',
            ru: '2 × 3 м, безворсовая шерсть, за штуку',
            hy: '2 × 3 մ, անխավ բուրդ, մեկ հատ',
            fa: '۲ × ۳ متر، گلیم پشمی، هر تخته',
          },
          price: 330,
          stock: 40,
          minimumOrderQuantity: 1,
          attributes: { origin: 'shiraz', weave: 'flat-woven', material: 'wool-on-wool', size: '2x3' },
        },
        {
          name: {
            en: 'Runner 0.8 × 3 m, flat-woven wool, per piece',
            ru: 'Дорожка 0,8 × 3 м, безворсовая шерсть, за штуку',
            hy: 'Ուղեգորգ 0,8 × 3 մ, անխավ բուրդ, մեկ հատ',
            fa: 'کناره ۰٫۸ × ۳ متر، گلیم پشمی، هر تخته',
          },
          price: 145,
          stock: 25,
          minimumOrderQuantity: 1,
          attributes: {
            origin: 'shiraz',
            weave: 'flat-woven',
            material: 'wool-on-wool',
            size: 'runner-0-8x3',
          },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'We placed kilims in a boutique hotel in Tbilisi; guests love them. Folded bales of ten are compact, so we combined them with a tile shipment through Sadakhlo.',
          locale: 'en',
          reviewer: 'giorgi-beridze',
          daysAgo: 4,
        },
        {
          rating: 2,
          comment:
            'Из десяти килимов в партии у трёх края заметно «гуляют», а размеры расходятся до 8 см. Поставщик предложил скидку, но для сетевой розницы такой разброс неприемлем.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 6,
        },
      ],
      daysAgo: 9,
    },
    {
      key: 'carpets-kashan-1200-reed-acrylic-medallion',
      productType: 'machine-made',
      producer: 'Kashan Machine Carpet Mills',
      name: {
        en: 'Kashan 1200-reed machine-made carpet, classic medallion, acrylic',
        ru: 'Кашанский машинный ковёр 1200 шане, классический медальон, акрил',
        hy: 'Քաշանի մեքենայական գորգ 1200 շանե, դասական մեդալիոն, ակրիլ',
        fa: 'فرش ماشینی کاشان ۱۲۰۰ شانه، طرح لچک‌ترنج، اکریلیک',
      },
      description: {
        en: 'Woven in Kashan on Jacquard Wilton looms at 1200 reed and 3600 density — about 4.3 million points per square metre — with a heat-set acrylic pile on a cotton and polyester backing. The classic medallion design in navy, cream and crimson reproduces hand-knotted Kashan drawing, with machine-bound sides and a short fringe. Each carpet is rolled in plastic film and a woven polypropylene sleeve; minimum ten pieces per design and size.',
        ru: 'Соткан в Кашане на жаккардовых станках «Вильтон»: 1200 шане при плотности 3600 — около 4,3 млн точек на квадратный метр, ворс из термофиксированного акрила на хлопково-полиэфирной основе. Классический медальон в тёмно-синем, кремовом и малиновом цветах воспроизводит рисунок кашанских ковров ручной работы; края обработаны на машине, бахрома короткая. Каждый ковёр скатан в плёнку и мешок из полипропиленовой ткани; минимальный заказ — десять штук одного рисунка и размера.',
        hy: 'Գործված է Քաշանում ժակարդային «Վիլթոն» հաստոցների վրա՝ 1200 շանե և 3600 խտություն, այսինքն՝ մոտ 4,3 միլիոն կետ քառակուսի մետրում, ջերմամշակված ակրիլային խավով բամբակ-պոլիէսթերային հիմքի վրա։ Մուգ կապույտ, կրեմագույն և բոսորագույն դասական մեդալիոնը վերարտադրում է քաշանյան ձեռագործ գորգերի նախշը, եզրերը մշակված են մեքենայով, ծոպերը՝ կարճ։ Յուրաքանչյուր գորգ փաթաթվում է թաղանթով և պոլիպրոպիլենային հյուսված պարկով. նվազագույն պատվերը նույն նախշի և չափսի տասը հատ է։',
        fa: 'این فرش در کاشان روی دستگاه‌های ژاکارد ویلتون با ۱۲۰۰ شانه و تراکم ۳۶۰۰، یعنی حدود ۴٫۳ میلیون گره در متر مربع، با نخ خاب اکریلیک هیت‌ست روی زمینه پنبه و پلی‌استر بافته می‌شود. طرح لچک‌ترنج کلاسیک در رنگ‌های سرمه‌ای، کرم و لاکی از نقشه فرش‌های دستباف کاشان الهام گرفته و شیرازه ماشینی و ریشه کوتاه دارد. هر تخته در نایلون و گونی پلی‌پروپیلن لوله می‌شود و حداقل سفارش ده تخته از هر طرح و اندازه است.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, acrylic, per piece',
            ru: '3 × 4 м, акрил, за штуку',
            hy: '3 × 4 մ, ակրիլ, մեկ հատ',
            fa: '۳ × ۴ متر، اکریلیک، هر تخته',
          },
          price: 148,
          stock: 420,
          minimumOrderQuantity: 10,
          attributes: {
            design: 'classic-medallion',
            'reed-count': '1200-reed',
            pile: 'acrylic',
            size: '3x4',
          },
        },
        {
          name: {
            en: '2.5 × 3.5 m, acrylic, per piece',
            ru: '2,5 × 3,5 м, акрил, за штуку',
            hy: '2,5 × 3,5 մ, ակրիլ, մեկ հատ',
            fa: '۲٫۵ × ۳٫۵ متر، اکریلیک، هر تخته',
          },
          price: 108,
          stock: 380,
          minimumOrderQuantity: 10,
          attributes: {
            design: 'classic-medallion',
            'reed-count': '1200-reed',
            pile: 'acrylic',
            size: '2-5x3-5',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Берём этот рисунок фурами через Верхний Ларс: цена стабильная, брака почти нет. Пломбированные мешки приходят целыми, маркировка по размерам понятная.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 7,
        },
        {
          rating: 4,
          comment:
            'Լավ գին ու որակ զանգվածային վաճառքի համար։ Առաջին խմբաքանակում երկու գորգի եզրը թույլ էր կարված, մատակարարը փոխարինեց հաջորդ բեռով։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 15,
        },
      ],
      daysAgo: 22,
    },
    {
      key: 'carpets-kashan-1000-reed-afshan',
      productType: 'machine-made',
      producer: 'Kashan Machine Carpet Mills',
      name: {
        en: 'Kashan 1000-reed machine-made carpet, all-over floral',
        ru: 'Кашанский машинный ковёр 1000 шане, сплошной цветочный узор',
        hy: 'Քաշանի մեքենայական գորգ 1000 շանե, ամբողջական ծաղկային նախշ',
        fa: 'فرش ماشینی کاشان ۱۰۰۰ شانه، طرح افشان',
      },
      description: {
        en: 'An everyday best-seller: 1000 reed at 3000 density, about 3 million points per square metre, with an all-over floral (afshan) pattern that hides wear in busy rooms. Available with a soft acrylic pile or a harder-wearing, lower-priced heat-set polypropylene pile, both moth-proof and easy to clean. Packed rolled in film and polypropylene sleeves, with the size and colour code printed on each roll.',
        ru: 'Хит повседневных продаж: 1000 шане при плотности 3000, около 3 млн точек на квадратный метр, со сплошным цветочным узором «афшан», который скрывает износ в проходных помещениях. Доступен с мягким акриловым ворсом или с более износостойким и недорогим ворсом из термофиксированного полипропилена (хит-сет); оба варианта не боятся моли и легко чистятся. Упаковка — рулон в плёнке и полипропиленовом мешке, на каждом рулоне указаны размер и код цвета.',
        hy: 'Ամենօրյա վաճառքի առաջատար՝ 1000 շանե և 3000 խտություն, մոտ 3 միլիոն կետ քառակուսի մետրում, «աֆշան» ամբողջական ծաղկային նախշով, որը թաքցնում է մաշվածությունը անցումային սենյակներում։ Հասանելի է փափուկ ակրիլային խավով կամ ավելի մաշակայուն և մատչելի ջերմամշակված պոլիպրոպիլենային խավով. երկուսն էլ կայուն են ցեցի նկատմամբ և հեշտ են մաքրվում։ Փաթեթավորվում է գլանված՝ թաղանթով և պոլիպրոպիլենային պարկով, յուրաքանչյուր գլանի վրա նշված են չափսը և գույնի կոդը։',
        fa: 'از پرفروش‌ترین فرش‌های مصرفی: ۱۰۰۰ شانه با تراکم ۳۰۰۰، حدود ۳ میلیون گره در متر مربع، با طرح افشان گل‌دار که ردّ رفت‌وآمد را در فضاهای پرتردد پنهان می‌کند. با نخ خاب اکریلیک نرم یا نخ پلی‌پروپیلن هیت‌ست مقاوم‌تر و ارزان‌تر عرضه می‌شود و هر دو در برابر بید مقاوم و آسان‌شوی هستند. فرش‌ها لوله‌شده در نایلون و گونی پلی‌پروپیلن با درج اندازه و کد رنگ روی هر رول بسته‌بندی می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, acrylic, per piece',
            ru: '3 × 4 м, акрил, за штуку',
            hy: '3 × 4 մ, ակրիլ, մեկ հատ',
            fa: '۳ × ۴ متر، اکریلیک، هر تخته',
          },
          price: 112,
          stock: 640,
          minimumOrderQuantity: 10,
          attributes: { design: 'all-over-floral', 'reed-count': '1000-reed', pile: 'acrylic', size: '3x4' },
        },
        {
          name: {
            en: '3 × 4 m, heat-set polypropylene, per piece',
            ru: '3 × 4 м, полипропилен хит-сет, за штуку',
            hy: '3 × 4 մ, ջերմամշակված պոլիպրոպիլեն, մեկ հատ',
            fa: '۳ × ۴ متر، پلی‌پروپیلن هیت‌ست، هر تخته',
          },
          price: 79,
          stock: 0,
          minimumOrderQuantity: 10,
          attributes: {
            design: 'all-over-floral',
            'reed-count': '1000-reed',
            pile: 'polypropylene',
            size: '3x4',
          },
        },
      ],
      reviews: [],
      daysAgo: 143,
    },
    {
      key: 'carpets-kashan-1500-reed-vintage',
      productType: 'machine-made',
      producer: 'Kashan Machine Carpet Mills',
      name: {
        en: 'Kashan 1500-reed vintage carpet, acrylic',
        ru: 'Кашанский машинный ковёр 1500 шане в стиле винтаж, акрил',
        hy: 'Քաշանի մեքենայական գորգ 1500 շանե, վինտաժ, ակրիլ',
        fa: 'فرش ماشینی کاشان ۱۵۰۰ شانه طرح وینتیج، اکریلیک',
      },
      description: {
        en: 'The finest machine weave made in Kashan: 1500 reed at 4500 density, about 6.7 million points per square metre, which keeps fine lines sharp. The pile is sheared low and washed after weaving to give the faded, antique look of an old hand-knotted rug, in muted blue-grey and terracotta tones for modern interiors. Rolled in film and polypropylene sleeves; runners are bundled in fives.',
        ru: 'Самое тонкое машинное ткачество Кашана: 1500 шане при плотности 4500, около 6,7 млн точек на квадратный метр, благодаря чему тонкие линии остаются чёткими. После ткачества ворс коротко стригут и промывают, чтобы получить эффект выцветшего старинного ковра ручной работы, в приглушённой серо-голубой и терракотовой гамме для современных интерьеров. Упаковка — плёнка и полипропиленовый мешок; дорожки связываются по пять штук.',
        hy: 'Քաշանի ամենանուրբ մեքենայական գործվածքը՝ 1500 շանե և 4500 խտություն, մոտ 6,7 միլիոն կետ քառակուսի մետրում, ինչի շնորհիվ բարակ գծերը մնում են հստակ։ Գործելուց հետո խավը կարճ խուզվում և լվացվում է՝ հին ձեռագործ գորգի խամրած տեսք ստանալու համար, զուսպ մոխրակապույտ և աղյուսագույն երանգներով՝ ժամանակակից ինտերիերների համար։ Փաթեթավորվում է թաղանթով և պոլիպրոպիլենային պարկով, իսկ ուղեգորգերը կապվում են հինգական։',
        fa: 'ظریف‌ترین بافت ماشینی کاشان: ۱۵۰۰ شانه با تراکم ۴۵۰۰، حدود ۶٫۷ میلیون گره در متر مربع، که خطوط ریز نقشه را واضح نگه می‌دارد. پس از بافت، پرز کوتاه تراشیده و شسته می‌شود تا جلوه کهنه و رنگ‌پریده فرش‌های دستباف قدیمی را پیدا کند، با رنگ‌های ملایم آبی‌خاکستری و آجری برای فضاهای مدرن. در نایلون و گونی پلی‌پروپیلن لوله می‌شود و کناره‌ها پنج‌تایی بسته‌بندی می‌شوند.',
      },
      variations: [
        {
          name: {
            en: '3 × 4 m, acrylic, per piece',
            ru: '3 × 4 м, акрил, за штуку',
            hy: '3 × 4 մ, ակրիլ, մեկ հատ',
            fa: '۳ × ۴ متر، اکریلیک، هر تخته',
          },
          price: 176,
          stock: 240,
          minimumOrderQuantity: 10,
          attributes: { design: 'vintage', 'reed-count': '1500-reed', pile: 'acrylic', size: '3x4' },
        },
        {
          name: {
            en: 'Runner 0.8 × 3 m, acrylic, per piece',
            ru: 'Дорожка 0,8 × 3 м, акрил, за штуку',
            hy: 'Ուղեգորգ 0,8 × 3 մ, ակրիլ, մեկ հատ',
            fa: 'کناره ۰٫۸ × ۳ متر، اکریلیک، هر تخته',
          },
          price: 39,
          stock: 510,
          minimumOrderQuantity: 10,
          attributes: { design: 'vintage', 'reed-count': '1500-reed', pile: 'acrylic', size: 'runner-0-8x3' },
        },
      ],
      reviews: [],
      daysAgo: 58,
    },
  ],
}
