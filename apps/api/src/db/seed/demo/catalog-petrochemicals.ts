import type { DemoCategory } from './types.ts'

const packagingName = { en: 'Packaging', ru: 'Упаковка', hy: 'Փաթեթավորում', fa: 'بسته‌بندی' }
const gradeName = { en: 'Grade', ru: 'Марка', hy: 'Մակնիշ', fa: 'گرید' }

const drum180 = {
  key: 'drum-180kg',
  label: {
    en: 'New steel drum, 180 kg',
    ru: 'Новая стальная бочка, 180 кг',
    hy: 'Նոր պողպատե տակառ, 180 կգ',
    fa: 'بشکه فلزی نو ۱۸۰ کیلوگرمی',
  },
}
const drum150 = {
  key: 'drum-150kg',
  label: {
    en: 'New steel drum, 150 kg',
    ru: 'Новая стальная бочка, 150 кг',
    hy: 'Նոր պողպատե տակառ, 150 կգ',
    fa: 'بشکه فلزی نو ۱۵۰ کیلوگرمی',
  },
}
const jumboBag = {
  key: 'jumbo-bag-1t',
  label: { en: 'Jumbo bag, 1 t', ru: 'Биг-бэг, 1 т', hy: 'Բիգ-բեգ, 1 տ', fa: 'جامبوبگ یک‌تنی' },
}
const bulkLiquid = {
  key: 'bulk',
  label: {
    en: 'Bulk (heated tanker)',
    ru: 'Наливом (битумовоз)',
    hy: 'Լցովի (բիտումատար)',
    fa: 'فله (تانکر قیر)',
  },
}
const bag25 = {
  key: 'bag-25kg',
  label: { en: '25 kg bag', ru: 'Мешок 25 кг', hy: '25 կգ պարկ', fa: 'کیسه ۲۵ کیلوگرمی' },
}

export const petrochemicalsCategory: DemoCategory = {
  key: 'bitumen-petrochemicals',
  name: {
    en: 'Bitumen & Petrochemicals',
    ru: 'Битум и нефтехимия',
    hy: 'Բիտում և նավթաքիմիա',
    fa: 'قیر و محصولات پتروشیمی',
  },
  productTypes: [
    {
      key: 'penetration-bitumen',
      name: {
        en: 'Penetration-grade bitumen',
        ru: 'Дорожный битум (марки по пенетрации)',
        hy: 'Պենետրացիոն մակնիշի բիտում',
        fa: 'قیر درجه نفوذ',
      },
      art: 'bitumen',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            { key: '40-50', label: { en: '40/50', ru: '40/50', hy: '40/50', fa: '۴۰/۵۰' } },
            { key: '50-70', label: { en: '50/70', ru: '50/70', hy: '50/70', fa: '۵۰/۷۰' } },
            { key: '60-70', label: { en: '60/70', ru: '60/70', hy: '60/70', fa: '۶۰/۷۰' } },
            { key: '70-100', label: { en: '70/100', ru: '70/100', hy: '70/100', fa: '۷۰/۱۰۰' } },
            { key: '80-100', label: { en: '80/100', ru: '80/100', hy: '80/100', fa: '۸۰/۱۰۰' } },
          ],
        },
        { key: 'packaging', name: packagingName, values: [drum180, drum150, jumboBag, bulkLiquid] },
        {
          key: 'standard',
          name: { en: 'Standard', ru: 'Стандарт', hy: 'Ստանդարտ', fa: 'استاندارد' },
          values: [
            {
              key: 'astm-d946',
              label: { en: 'ASTM D946', ru: 'ASTM D946', hy: 'ASTM D946', fa: 'ASTM D946' },
            },
            { key: 'en-12591', label: { en: 'EN 12591', ru: 'EN 12591', hy: 'EN 12591', fa: 'EN 12591' } },
          ],
        },
      ],
    },
    {
      key: 'viscosity-bitumen',
      name: {
        en: 'Viscosity-grade bitumen',
        ru: 'Битум вязкостных марок (VG)',
        hy: 'Մածուցիկության մակնիշի բիտում (VG)',
        fa: 'قیر ویسکوزیته (VG)',
      },
      art: 'bitumen',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            { key: 'vg-30', label: { en: 'VG-30', ru: 'VG-30', hy: 'VG-30', fa: 'VG-30' } },
            { key: 'vg-40', label: { en: 'VG-40', ru: 'VG-40', hy: 'VG-40', fa: 'VG-40' } },
          ],
        },
        { key: 'packaging', name: packagingName, values: [drum180, jumboBag, bulkLiquid] },
      ],
    },
    {
      key: 'oxidised-bitumen',
      name: {
        en: 'Oxidised (blown) bitumen',
        ru: 'Окисленный битум',
        hy: 'Օքսիդացված բիտում',
        fa: 'قیر اکسیده (دمیده)',
      },
      art: 'bitumen',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            { key: '85-25', label: { en: '85/25', ru: '85/25', hy: '85/25', fa: '۸۵/۲۵' } },
            { key: '90-15', label: { en: '90/15', ru: '90/15', hy: '90/15', fa: '۹۰/۱۵' } },
          ],
        },
        {
          key: 'packaging',
          name: packagingName,
          values: [
            {
              key: 'kraft-bag-25kg',
              label: {
                en: 'Kraft paper bag, 25 kg',
                ru: 'Крафт-мешок, 25 кг',
                hy: 'Կրաֆտ թղթե պարկ, 25 կգ',
                fa: 'کیسه کرافت ۲۵ کیلوگرمی',
              },
            },
            drum180,
          ],
        },
      ],
    },
    {
      key: 'polymer-granules',
      name: {
        en: 'Polymer granules',
        ru: 'Полимеры в гранулах',
        hy: 'Պոլիմերային հատիկներ',
        fa: 'گرانول پلیمری',
      },
      art: 'petrochemical',
      attributes: [
        {
          key: 'polymer',
          name: { en: 'Polymer', ru: 'Полимер', hy: 'Պոլիմեր', fa: 'نوع پلیمر' },
          values: [
            {
              key: 'hdpe',
              label: {
                en: 'HDPE',
                ru: 'ПЭНД (HDPE)',
                hy: 'Բարձր խտության պոլիէթիլեն (HDPE)',
                fa: 'پلی‌اتیلن سنگین (HDPE)',
              },
            },
            {
              key: 'lldpe',
              label: {
                en: 'LLDPE',
                ru: 'ЛПЭНП (LLDPE)',
                hy: 'Գծային ցածր խտության պոլիէթիլեն (LLDPE)',
                fa: 'پلی‌اتیلن سبک خطی (LLDPE)',
              },
            },
            {
              key: 'pp',
              label: {
                en: 'PP homopolymer',
                ru: 'Полипропилен, гомополимер',
                hy: 'Պոլիպրոպիլեն, հոմոպոլիմեր',
                fa: 'پلی‌پروپیلن هموپلیمر',
              },
            },
          ],
        },
        {
          key: 'application',
          name: { en: 'Application grade', ru: 'Назначение', hy: 'Նշանակություն', fa: 'گرید کاربردی' },
          values: [
            { key: 'film', label: { en: 'Film', ru: 'Плёночная', hy: 'Թաղանթային', fa: 'فیلم' } },
            {
              key: 'blow-moulding',
              label: { en: 'Blow moulding', ru: 'Выдувная', hy: 'Փչման ձուլման', fa: 'بادی' },
            },
            {
              key: 'injection',
              label: { en: 'Injection moulding', ru: 'Литьевая', hy: 'Ներարկային ձուլման', fa: 'تزریقی' },
            },
            {
              key: 'pipe-pe100',
              label: {
                en: 'Pipe, PE100',
                ru: 'Трубная, ПЭ100',
                hy: 'Խողովակային, PE100',
                fa: 'لوله‌ای PE100',
              },
            },
            {
              key: 'raffia',
              label: {
                en: 'Raffia (tape)',
                ru: 'Рафия (плоская нить)',
                hy: 'Ռաֆիա (ժապավենաթել)',
                fa: 'رافیا (نوار)',
              },
            },
          ],
        },
        {
          key: 'mfi',
          name: {
            en: 'MFI',
            ru: 'ПТР',
            hy: 'Հալույթի հոսունության ցուցանիշ (MFI)',
            fa: 'شاخص جریان مذاب (MFI)',
          },
          values: [
            {
              key: 'mfi-0-23',
              label: {
                en: '0.23 g/10 min (190 °C/5 kg)',
                ru: '0,23 г/10 мин (190 °C/5 кг)',
                hy: '0,23 գ/10 րոպե (190 °C/5 կգ)',
                fa: '۰٫۲۳ گرم در ۱۰ دقیقه (۱۹۰ درجه، ۵ کیلوگرم)',
              },
            },
            {
              key: 'mfi-0-3',
              label: {
                en: '0.3 g/10 min (190 °C/5 kg)',
                ru: '0,3 г/10 мин (190 °C/5 кг)',
                hy: '0,3 գ/10 րոպե (190 °C/5 կգ)',
                fa: '۰٫۳ گرم در ۱۰ دقیقه (۱۹۰ درجه، ۵ کیلوگرم)',
              },
            },
            {
              key: 'mfi-0-35',
              label: {
                en: '0.35 g/10 min (190 °C/2.16 kg)',
                ru: '0,35 г/10 мин (190 °C/2,16 кг)',
                hy: '0,35 գ/10 րոպե (190 °C/2,16 կգ)',
                fa: '۰٫۳۵ گرم در ۱۰ دقیقه (۱۹۰ درجه، ۲٫۱۶ کیلوگرم)',
              },
            },
            {
              key: 'mfi-0-9',
              label: {
                en: '0.9 g/10 min (190 °C/2.16 kg)',
                ru: '0,9 г/10 мин (190 °C/2,16 кг)',
                hy: '0,9 գ/10 րոպե (190 °C/2,16 կգ)',
                fa: '۰٫۹ گرم در ۱۰ دقیقه (۱۹۰ درجه، ۲٫۱۶ کیلوگرم)',
              },
            },
            {
              key: 'mfi-2',
              label: {
                en: '2.0 g/10 min (190 °C/2.16 kg)',
                ru: '2,0 г/10 мин (190 °C/2,16 кг)',
                hy: '2,0 գ/10 րոպե (190 °C/2,16 կգ)',
                fa: '۲ گرم در ۱۰ دقیقه (۱۹۰ درجه، ۲٫۱۶ کیلوگرم)',
              },
            },
            {
              key: 'mfi-3',
              label: {
                en: '3 g/10 min (230 °C/2.16 kg)',
                ru: '3 г/10 мин (230 °C/2,16 кг)',
                hy: '3 գ/10 րոպե (230 °C/2,16 կգ)',
                fa: '۳ گرم در ۱۰ دقیقه (۲۳۰ درجه، ۲٫۱۶ کیلوگرم)',
              },
            },
            {
              key: 'mfi-12',
              label: {
                en: '12 g/10 min (230 °C/2.16 kg)',
                ru: '12 г/10 мин (230 °C/2,16 кг)',
                hy: '12 գ/10 րոպե (230 °C/2,16 կգ)',
                fa: '۱۲ گرم در ۱۰ دقیقه (۲۳۰ درجه، ۲٫۱۶ کیلوگرم)',
              },
            },
          ],
        },
        {
          key: 'packaging',
          name: packagingName,
          values: [
            {
              key: 'bag-25kg',
              label: {
                en: '25 kg bag, palletised',
                ru: 'Мешок 25 кг на паллетах',
                hy: '25 կգ պարկ՝ պալետներով',
                fa: 'کیسه ۲۵ کیلوگرمی روی پالت',
              },
            },
            jumboBag,
          ],
        },
      ],
    },
    {
      key: 'urea',
      name: { en: 'Urea', ru: 'Карбамид', hy: 'Կարբամիդ', fa: 'اوره' },
      art: 'petrochemical',
      attributes: [
        {
          key: 'form',
          name: { en: 'Form', ru: 'Форма', hy: 'Ձև', fa: 'شکل' },
          values: [
            {
              key: 'granular',
              label: { en: 'Granular', ru: 'Гранулированный', hy: 'Հատիկավոր', fa: 'گرانوله' },
            },
            {
              key: 'prilled',
              label: { en: 'Prilled', ru: 'Приллированный', hy: 'Պրիլային (մանրահատիկ)', fa: 'پریل' },
            },
          ],
        },
        {
          key: 'packaging',
          name: packagingName,
          values: [
            {
              key: 'bag-50kg',
              label: {
                en: '50 kg PP bag',
                ru: 'Мешок ПП 50 кг',
                hy: '50 կգ պոլիպրոպիլենային պարկ',
                fa: 'کیسه پلی‌پروپیلن ۵۰ کیلوگرمی',
              },
            },
            jumboBag,
            { key: 'bulk', label: { en: 'Bulk', ru: 'Навалом', hy: 'Թափովի', fa: 'فله' } },
          ],
        },
      ],
    },
    {
      key: 'sulphur',
      name: { en: 'Sulphur', ru: 'Сера техническая', hy: 'Տեխնիկական ծծումբ', fa: 'گوگرد' },
      art: 'petrochemical',
      attributes: [
        {
          key: 'form',
          name: { en: 'Form', ru: 'Форма', hy: 'Ձև', fa: 'شکل' },
          values: [
            {
              key: 'granular',
              label: { en: 'Granular', ru: 'Гранулированная', hy: 'Հատիկավոր', fa: 'گرانوله' },
            },
            { key: 'lump', label: { en: 'Lump', ru: 'Комовая', hy: 'Կտորային', fa: 'کلوخه' } },
            { key: 'powder', label: { en: 'Powder', ru: 'Молотая', hy: 'Աղացած', fa: 'پودری' } },
          ],
        },
        {
          key: 'purity',
          name: { en: 'Purity', ru: 'Массовая доля серы', hy: 'Մաքրություն', fa: 'خلوص' },
          values: [
            {
              key: '99-5',
              label: { en: '≥ 99.5 %', ru: 'не менее 99,5 %', hy: 'առնվազն 99,5 %', fa: 'دست‌کم ۹۹٫۵ درصد' },
            },
            {
              key: '99-9',
              label: { en: '≥ 99.9 %', ru: 'не менее 99,9 %', hy: 'առնվազն 99,9 %', fa: 'دست‌کم ۹۹٫۹ درصد' },
            },
          ],
        },
        {
          key: 'packaging',
          name: packagingName,
          values: [
            bag25,
            jumboBag,
            { key: 'bulk', label: { en: 'Bulk', ru: 'Навалом', hy: 'Թափովի', fa: 'فله' } },
          ],
        },
      ],
    },
    {
      key: 'paraffin-wax',
      name: { en: 'Paraffin wax', ru: 'Парафин', hy: 'Պարաֆին', fa: 'پارافین واکس' },
      art: 'petrochemical',
      attributes: [
        {
          key: 'refining',
          name: { en: 'Refining', ru: 'Степень очистки', hy: 'Մաքրման աստիճան', fa: 'درجه تصفیه' },
          values: [
            {
              key: 'fully-refined',
              label: {
                en: 'Fully refined (oil ≤ 0.5 %)',
                ru: 'Высокоочищенный (масло ≤ 0,5 %)',
                hy: 'Խորը մաքրված (յուղ ≤ 0,5 %)',
                fa: 'کاملاً تصفیه‌شده (روغن حداکثر ۰٫۵ درصد)',
              },
            },
            {
              key: 'semi-refined',
              label: {
                en: 'Semi-refined (oil ≤ 2 %)',
                ru: 'Частично очищенный (масло ≤ 2 %)',
                hy: 'Մասնակի մաքրված (յուղ ≤ 2 %)',
                fa: 'نیمه‌تصفیه (روغن حداکثر ۲ درصد)',
              },
            },
          ],
        },
        {
          key: 'melting-point',
          name: {
            en: 'Melting point',
            ru: 'Температура плавления',
            hy: 'Հալման ջերմաստիճան',
            fa: 'نقطه ذوب',
          },
          values: [
            {
              key: '56-58',
              label: { en: '56–58 °C', ru: '56–58 °C', hy: '56–58 °C', fa: '۵۶ تا ۵۸ درجه سانتی‌گراد' },
            },
            {
              key: '58-60',
              label: { en: '58–60 °C', ru: '58–60 °C', hy: '58–60 °C', fa: '۵۸ تا ۶۰ درجه سانتی‌گراد' },
            },
            {
              key: '60-62',
              label: { en: '60–62 °C', ru: '60–62 °C', hy: '60–62 °C', fa: '۶۰ تا ۶۲ درجه سانتی‌گراد' },
            },
          ],
        },
        {
          key: 'packaging',
          name: packagingName,
          values: [
            bag25,
            {
              key: 'bag-50kg',
              label: { en: '50 kg bag', ru: 'Мешок 50 кг', hy: '50 կգ պարկ', fa: 'کیسه ۵۰ کیلوگرمی' },
            },
          ],
        },
      ],
    },
    {
      key: 'base-oil',
      name: { en: 'Base oil', ru: 'Базовое масло', hy: 'Բազային յուղ', fa: 'روغن پایه' },
      art: 'petrochemical',
      attributes: [
        {
          key: 'grade',
          name: gradeName,
          values: [
            { key: 'sn150', label: { en: 'SN150', ru: 'SN150', hy: 'SN150', fa: 'SN150' } },
            { key: 'sn500', label: { en: 'SN500', ru: 'SN500', hy: 'SN500', fa: 'SN500' } },
          ],
        },
        {
          key: 'packaging',
          name: packagingName,
          values: [
            drum180,
            {
              key: 'flexitank',
              label: {
                en: 'Flexitank, about 20 t',
                ru: 'Флекситанк, около 20 т',
                hy: 'Ֆլեքսիթանկ, մոտ 20 տ',
                fa: 'فلکسی‌تانک حدود ۲۰ تنی',
              },
            },
          ],
        },
      ],
    },
  ],
  products: [
    {
      key: 'petro-bitumen-60-70-drum',
      productType: 'penetration-bitumen',
      producer: 'Pars Bitumen Refining Co.',
      name: {
        en: 'Penetration bitumen 60/70 in new steel drums',
        ru: 'Битум нефтяной дорожный 60/70 в новых стальных бочках',
        hy: 'Նավթային ճանապարհային բիտում 60/70՝ նոր պողպատե տակառներով',
        fa: 'قیر ۶۰/۷۰ در بشکه فلزی نو',
      },
      description: {
        en: 'Paving-grade bitumen 60/70 made from vacuum residue at our Qazvin plant to ASTM D946: penetration 60–70 dmm at 25 °C, softening point 49–56 °C, ductility at least 100 cm. It is filled hot into new 0.6 mm steel drums, 110 drums to a 20 ft container, and every lot carries an SGS inspection report and a certificate of analysis. Trucks leave Qazvin for the Nurduz–Agarak crossing into Armenia or for Anzali port and the Caspian crossing to Astrakhan.',
        ru: 'Дорожный битум 60/70 из гудрона, выпускается на нашем заводе в Казвине по ASTM D946: пенетрация при 25 °C — 60–70 (0,1 мм), температура размягчения — 49–56 °C, растяжимость — не менее 100 см. Битум разливают горячим в новые бочки из стали 0,6 мм, по 110 бочек в 20-футовый контейнер; на каждую партию выдаются отчёт инспекции SGS и паспорт качества. Машины идут из Казвина на пункт пропуска Нордуз — Агарак в Армению или в порт Энзели для отправки по Каспию в Астрахань.',
        hy: 'Ճանապարհային բիտում 60/70՝ արտադրված գուդրոնից Ղազվինի մեր գործարանում՝ ըստ ASTM D946-ի։ Պենետրացիան 25 °C-ում 60–70 (0,1 մմ) է, փափկման ջերմաստիճանը՝ 49–56 °C, ձգելիությունը՝ առնվազն 100 սմ։ Բիտումը տաք վիճակում լցվում է 0,6 մմ պողպատից նոր տակառների մեջ, 20 ֆուտանոց բեռնարկղում՝ 110 տակառ, և յուրաքանչյուր խմբաքանակի հետ տրվում են SGS-ի զննման զեկույց ու որակի վկայական։ Բեռնատարները Ղազվինից մեկնում են Նորդուզ–Ագարակ անցակետ՝ դեպի Հայաստան, կամ Անզալի նավահանգիստ՝ Կասպիցով Աստրախան ուղարկելու համար։',
        fa: 'قیر راهسازی ۶۰/۷۰ از ته‌مانده برج خلأ، تولید کارخانه ما در قزوین مطابق ASTM D946؛ درجه نفوذ ۶۰ تا ۷۰ در دمای ۲۵ درجه، نقطه نرمی ۴۹ تا ۵۶ درجه سانتی‌گراد و انگمی دست‌کم ۱۰۰ سانتی‌متر. قیر به‌صورت داغ در بشکه‌های نو با ورق ۰٫۶ میلی‌متری پر می‌شود، هر کانتینر ۲۰ فوتی ۱۱۰ بشکه بار می‌گیرد و برای هر محموله گزارش بازرسی SGS و برگه آنالیز صادر می‌شود. کامیون‌ها از قزوین به مرز نوردوز–آگاراک به سمت ارمنستان یا به بندر انزلی برای حمل دریایی به آستاراخان می‌روند.',
      },
      variations: [
        {
          name: {
            en: '60/70, new steel drum 180 kg (price per drum)',
            ru: '60/70, новая стальная бочка 180 кг (цена за бочку)',
            hy: '60/70, նոր պողպատե տակառ 180 կգ (գինը՝ մեկ տակառի համար)',
            fa: '۶۰/۷۰، بشکه فلزی نو ۱۸۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 68.5,
          stock: 2400,
          minimumOrderQuantity: 110,
          attributes: { grade: '60-70', packaging: 'drum-180kg', standard: 'astm-d946' },
        },
        {
          name: {
            en: '60/70, new steel drum 150 kg (price per drum)',
            ru: '60/70, новая стальная бочка 150 кг (цена за бочку)',
            hy: '60/70, նոր պողպատե տակառ 150 կգ (գինը՝ մեկ տակառի համար)',
            fa: '۶۰/۷۰، بشکه فلزی نو ۱۵۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 58,
          stock: 950,
          minimumOrderQuantity: 110,
          attributes: { grade: '60-70', packaging: 'drum-150kg', standard: 'astm-d946' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Взяли три контейнера до Владикавказа через Верхний Ларс, бочки пришли целыми, без подтёков. Паспорт качества и отчёт SGS совпали с результатами нашей лаборатории.',
          locale: 'ru',
          reviewer: 'dmitry-sokolov',
          daysAgo: 41,
        },
        {
          rating: 4,
          comment:
            'Երկու բեռնարկղ ստացանք Ագարակով, որակը համապատասխանում էր վկայականին։ Մաքսազերծումը մի փոքր երկարեց, քանի որ փաստաթղթերում տակառների քանակը սխալ էր նշված։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 17,
        },
      ],
      daysAgo: 95,
    },
    {
      key: 'petro-bitumen-60-70-bulk',
      productType: 'penetration-bitumen',
      producer: 'Tabriz Petro Bitumen Co.',
      name: {
        en: 'Bitumen 60/70 in bulk and 1 t jumbo bags',
        ru: 'Битум 60/70 наливом и в биг-бэгах по 1 т',
        hy: 'Բիտում 60/70՝ լցովի և 1 տ բիգ-բեգերով',
        fa: 'قیر ۶۰/۷۰ فله و جامبوبگ یک‌تنی',
      },
      description: {
        en: 'Bitumen 60/70 to ASTM D946 from our Tabriz plant, about four hours by road from the Nurduz–Agarak crossing into Armenia. Bulk product travels in heated bitumen tankers of 22–25 t; a jumbo bag is a solid 1 t block in a three-ply bag whose inner liner melts down together with the bitumen, twenty bags to a 20 ft container. Every shipment comes with a certificate of analysis, and SGS inspection at loading is available on request.',
        ru: 'Битум 60/70 по ASTM D946 с нашего завода в Тебризе — около четырёх часов пути до пункта пропуска Нордуз — Агарак на границе с Арменией. Наливом битум идёт в битумовозах с подогревом по 22–25 т; биг-бэг — это застывший блок весом 1 т в трёхслойном мешке, внутренний слой которого плавится вместе с битумом, 20 мешков в 20-футовом контейнере. К каждой отгрузке прилагается паспорт качества, по запросу при погрузке проводится инспекция SGS.',
        hy: 'Բիտում 60/70՝ ըստ ASTM D946-ի, Թավրիզի մեր գործարանից, որը Նորդուզ–Ագարակ անցակետից մոտ չորս ժամվա ճանապարհ է։ Լցովի բիտումը տեղափոխվում է 22–25 տոննայանոց տաքացվող բիտումատարներով, իսկ բիգ-բեգը 1 տ պնդացած բլոկ է եռաշերտ պարկում, որի ներքին շերտը հալվում է բիտումի հետ միասին։ 20 ֆուտանոց բեռնարկղում տեղավորվում է 20 պարկ, յուրաքանչյուր բեռի հետ տրվում է որակի վկայական, իսկ պահանջի դեպքում բեռնման ժամանակ կատարվում է SGS զննում։',
        fa: 'قیر ۶۰/۷۰ مطابق ASTM D946 از کارخانه ما در تبریز که حدود چهار ساعت تا مرز نوردوز–آگاراک فاصله دارد. قیر فله با تانکرهای گرم‌کن‌دار ۲۲ تا ۲۵ تنی حمل می‌شود و جامبوبگ، بلوک یک‌تنی قیر سردشده در کیسه سه‌لایه‌ای است که لایه داخلی آن همراه قیر ذوب می‌شود؛ هر کانتینر ۲۰ فوتی ۲۰ کیسه بار می‌گیرد. هر محموله با برگه آنالیز ارسال می‌شود و در صورت درخواست، بازرسی SGS هنگام بارگیری انجام می‌شود.',
      },
      variations: [
        {
          name: {
            en: '60/70, per tonne, bulk',
            ru: '60/70, за тонну, наливом',
            hy: '60/70, մեկ տոննայի գինը, լցովի',
            fa: '۶۰/۷۰، هر تن، فله',
          },
          price: 355,
          stock: 1800,
          minimumOrderQuantity: 22,
          attributes: { grade: '60-70', packaging: 'bulk', standard: 'astm-d946' },
        },
        {
          name: {
            en: '60/70, per tonne, jumbo bag 1 t',
            ru: '60/70, за тонну, биг-бэг 1 т',
            hy: '60/70, մեկ տոննայի գինը, բիգ-բեգ 1 տ',
            fa: '۶۰/۷۰، هر تن، جامبوبگ یک‌تنی',
          },
          price: 378,
          stock: 640,
          minimumOrderQuantity: 20,
          attributes: { grade: '60-70', packaging: 'jumbo-bag-1t', standard: 'astm-d946' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'We ran two bulk tankers through Sadakhlo to a contractor near Tbilisi; penetration tested at 64 on arrival. Dispatch slipped by three days, but the plant kept us informed throughout.',
          locale: 'en',
          reviewer: 'giorgi-beridze',
          daysAgo: 21,
        },
      ],
      daysAgo: 48,
    },
    {
      key: 'petro-bitumen-80-100',
      productType: 'penetration-bitumen',
      producer: 'Arvand Asphalt Industries',
      name: {
        en: 'Penetration bitumen 80/100',
        ru: 'Битум дорожный 80/100',
        hy: 'Ճանապարհային բիտում 80/100',
        fa: 'قیر ۸۰/۱۰۰',
      },
      description: {
        en: 'A softer paving grade for cold-climate roads and surface dressing: penetration 80–100 dmm, softening point 45–52 °C, tested to ASTM D946 in our Ahvaz laboratory. Supplied in new 180 kg steel drums or 1 t jumbo bags with a certificate of analysis per batch. For buyers in Russia and Kazakhstan we ship from Amirabad port across the Caspian to Astrakhan.',
        ru: 'Более мягкая дорожная марка для регионов с холодным климатом и поверхностной обработки покрытий: пенетрация 80–100 (0,1 мм), температура размягчения 45–52 °C, испытания по ASTM D946 в нашей лаборатории в Ахвазе. Поставляется в новых стальных бочках по 180 кг или в биг-бэгах по 1 т, с паспортом качества на каждую партию. Покупателям из России и Казахстана отгружаем из порта Амирабад по Каспию в Астрахань.',
        hy: 'Ավելի փափուկ ճանապարհային մակնիշ՝ ցուրտ կլիմայով շրջանների և ծածկույթների մակերեսային մշակման համար։ Պենետրացիան 80–100 (0,1 մմ) է, փափկման ջերմաստիճանը՝ 45–52 °C, փորձարկումներն անցկացվում են ըստ ASTM D946-ի՝ Ահվազի մեր լաբորատորիայում։ Մատակարարվում է 180 կգ նոր պողպատե տակառներով կամ 1 տ բիգ-բեգերով՝ յուրաքանչյուր խմբաքանակի որակի վկայականով, իսկ Ռուսաստանի և Ղազախստանի գնորդներին առաքում ենք Ամիրաբադ նավահանգստից Կասպիցով Աստրախան։',
        fa: 'گرید نرم‌تر راهسازی برای جاده‌های مناطق سردسیر و آسفالت سطحی؛ درجه نفوذ ۸۰ تا ۱۰۰ و نقطه نرمی ۴۵ تا ۵۲ درجه سانتی‌گراد، آزمون‌شده طبق ASTM D946 در آزمایشگاه ما در اهواز. عرضه در بشکه فلزی نو ۱۸۰ کیلوگرمی یا جامبوبگ یک‌تنی همراه برگه آنالیز برای هر سری تولید. برای خریداران روسیه و قزاقستان از بندر امیرآباد و از راه دریای خزر به آستاراخان بار می‌زنیم.',
      },
      variations: [
        {
          name: {
            en: '80/100, new steel drum 180 kg (price per drum)',
            ru: '80/100, новая стальная бочка 180 кг (цена за бочку)',
            hy: '80/100, նոր պողպատե տակառ 180 կգ (գինը՝ մեկ տակառի համար)',
            fa: '۸۰/۱۰۰، بشکه فلزی نو ۱۸۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 67,
          stock: 1300,
          minimumOrderQuantity: 110,
          attributes: { grade: '80-100', packaging: 'drum-180kg', standard: 'astm-d946' },
        },
        {
          name: {
            en: '80/100, per tonne, jumbo bag 1 t',
            ru: '80/100, за тонну, биг-бэг 1 т',
            hy: '80/100, մեկ տոննայի գինը, բիգ-բեգ 1 տ',
            fa: '۸۰/۱۰۰، هر تن، جامبوبگ یک‌تنی',
          },
          price: 372,
          stock: 0,
          minimumOrderQuantity: 20,
          attributes: { grade: '80-100', packaging: 'jumbo-bag-1t', standard: 'astm-d946' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Брали 80/100 в бочках для дорожных работ под Актобе, партия через Астрахань дошла за 12 дней. Пенетрация по замерам нашей лаборатории — в пределах паспорта.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 102,
        },
        {
          rating: 3,
          comment:
            'Качество битума нормальное, но из 110 бочек шесть пришли с вмятинами и подтёками. Поставщик компенсировал потери, однако на упаковку стоит обратить внимание.',
          locale: 'ru',
          reviewer: 'dmitry-sokolov',
          daysAgo: 64,
        },
      ],
      daysAgo: 160,
    },
    {
      key: 'petro-bitumen-40-50',
      productType: 'penetration-bitumen',
      producer: 'Arvand Asphalt Industries',
      name: {
        en: 'Hard penetration bitumen 40/50',
        ru: 'Битум дорожный 40/50 (твёрдая марка)',
        hy: 'Կարծր ճանապարհային բիտում 40/50',
        fa: 'قیر ۴۰/۵۰',
      },
      description: {
        en: 'A harder grade for hot climates and heavily trafficked roads, also used for airfield pavements: penetration 40–50 dmm, softening point 52–60 °C, flash point at least 232 °C, to ASTM D946. Available in new 180 kg drums or in bulk from our Ahvaz terminal. A test report from an independent laboratory accompanies every lot.',
        ru: 'Твёрдая марка для жаркого климата и дорог с интенсивным движением, применяется также на аэродромных покрытиях: пенетрация 40–50 (0,1 мм), температура размягчения 52–60 °C, температура вспышки не ниже 232 °C, по ASTM D946. Поставка в новых бочках по 180 кг или наливом с нашего терминала в Ахвазе. Каждую партию сопровождает протокол испытаний независимой лаборатории.',
        hy: 'Կարծր մակնիշ՝ շոգ կլիմայի և ինտենսիվ երթևեկությամբ ճանապարհների համար, կիրառվում է նաև օդանավակայանների ծածկույթներում։ Պենետրացիան 40–50 (0,1 մմ) է, փափկման ջերմաստիճանը՝ 52–60 °C, բռնկման ջերմաստիճանը՝ առնվազն 232 °C, ըստ ASTM D946-ի։ Մատակարարվում է 180 կգ նոր տակառներով կամ լցովի՝ Ահվազի մեր տերմինալից, և յուրաքանչյուր խմբաքանակի հետ տրվում է անկախ լաբորատորիայի փորձարկման արձանագրություն։',
        fa: 'گرید سخت‌تر برای مناطق گرمسیر و جاده‌های پرتردد که در روسازی فرودگاه‌ها هم به کار می‌رود؛ درجه نفوذ ۴۰ تا ۵۰، نقطه نرمی ۵۲ تا ۶۰ درجه و نقطه اشتعال دست‌کم ۲۳۲ درجه سانتی‌گراد طبق ASTM D946. عرضه در بشکه فلزی نو ۱۸۰ کیلوگرمی یا به‌صورت فله از پایانه ما در اهواز. هر محموله گزارش آزمون آزمایشگاه مستقل دارد.',
      },
      variations: [
        {
          name: {
            en: '40/50, new steel drum 180 kg (price per drum)',
            ru: '40/50, новая стальная бочка 180 кг (цена за бочку)',
            hy: '40/50, նոր պողպատե տակառ 180 կգ (գինը՝ մեկ տակառի համար)',
            fa: '۴۰/۵۰، بشکه فلزی نو ۱۸۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 70,
          stock: 820,
          minimumOrderQuantity: 110,
          attributes: { grade: '40-50', packaging: 'drum-180kg', standard: 'astm-d946' },
        },
        {
          name: {
            en: '40/50, per tonne, bulk',
            ru: '40/50, за тонну, наливом',
            hy: '40/50, մեկ տոննայի գինը, լցովի',
            fa: '۴۰/۵۰، هر تن، فله',
          },
          price: 362,
          stock: 1200,
          minimumOrderQuantity: 22,
          attributes: { grade: '40-50', packaging: 'bulk', standard: 'astm-d946' },
        },
      ],
      reviews: [],
      daysAgo: 210,
    },
    {
      key: 'petro-bitumen-en-12591',
      productType: 'penetration-bitumen',
      producer: 'Pars Bitumen Refining Co.',
      name: {
        en: 'Paving bitumen 50/70 and 70/100 to EN 12591',
        ru: 'Дорожный битум 50/70 и 70/100 по EN 12591',
        hy: 'Ճանապարհային բիտում 50/70 և 70/100՝ ըստ EN 12591-ի',
        fa: 'قیر راهسازی ۵۰/۷۰ و ۷۰/۱۰۰ مطابق EN 12591',
      },
      description: {
        en: 'For road authorities and contractors who specify European grades: 50/70 (softening point 46–54 °C) and 70/100 (43–51 °C), tested to the EN 12591 methods including RTFOT ageing. Delivered in bulk by heated tanker via Nurduz–Agarak to Armenia and on through Bagratashen–Sadakhlo to Georgia. Each load carries an SGS certificate of quality.',
        ru: 'Для дорожных служб и подрядчиков, работающих по европейским нормам: марки 50/70 (температура размягчения 46–54 °C) и 70/100 (43–51 °C), испытания по методикам EN 12591, включая старение по RTFOT. Поставка наливом в битумовозах через Нордуз — Агарак в Армению и далее через Баграташен — Садахло в Грузию. На каждую машину выдаётся сертификат качества SGS.',
        hy: 'Եվրոպական նորմերով աշխատող ճանապարհային ծառայությունների և կապալառուների համար՝ 50/70 (փափկման ջերմաստիճանը՝ 46–54 °C) և 70/100 (43–51 °C) մակնիշներ, որոնք փորձարկվում են EN 12591-ի մեթոդներով, ներառյալ RTFOT ծերացումը։ Մատակարարվում է լցովի՝ բիտումատարներով, Նորդուզ–Ագարակով Հայաստան, այնուհետև Բագրատաշեն–Սադախլոյով Վրաստան։ Յուրաքանչյուր մեքենայի համար տրվում է SGS-ի որակի հավաստագիր։',
        fa: 'برای ادارات راه و پیمانکارانی که مشخصات اروپایی را ملاک قرار می‌دهند؛ گریدهای ۵۰/۷۰ (نقطه نرمی ۴۶ تا ۵۴ درجه) و ۷۰/۱۰۰ (۴۳ تا ۵۱ درجه) که با روش‌های EN 12591 و از جمله آزمون پیرسازی RTFOT آزموده می‌شوند. ارسال فله با تانکر قیر از مرز نوردوز–آگاراک به ارمنستان و سپس از باگراتاشن–سداخلو به گرجستان. برای هر محموله گواهی کیفیت SGS صادر می‌شود.',
      },
      variations: [
        {
          name: {
            en: '50/70, per tonne, bulk',
            ru: '50/70, за тонну, наливом',
            hy: '50/70, մեկ տոննայի գինը, լցովի',
            fa: '۵۰/۷۰، هر تن، فله',
          },
          price: 398,
          stock: 900,
          minimumOrderQuantity: 22,
          attributes: { grade: '50-70', packaging: 'bulk', standard: 'en-12591' },
        },
        {
          name: {
            en: '70/100, per tonne, bulk',
            ru: '70/100, за тонну, наливом',
            hy: '70/100, մեկ տոննայի գինը, լցովի',
            fa: '۷۰/۱۰۰، هر تن، فله',
          },
          price: 392,
          stock: 600,
          minimumOrderQuantity: 22,
          attributes: { grade: '70-100', packaging: 'bulk', standard: 'en-12591' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            '50/70 մակնիշով երեք բիտումատար ստացանք Երևանի մերձակայքում գտնվող ասֆալտի գործարանի համար։ Փափկման ջերմաստիճանը և պենետրացիան համընկան SGS-ի հավաստագրի հետ։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 20,
        },
        {
          rating: 5,
          comment:
            "Our client's asphalt plant in Kutaisi switched to the 70/100 for the winter season. The EN test reports passed their acceptance checks first time.",
          locale: 'en',
          reviewer: 'giorgi-beridze',
          daysAgo: 9,
        },
      ],
      daysAgo: 34,
    },
    {
      key: 'petro-bitumen-vg-30',
      productType: 'viscosity-bitumen',
      producer: 'Tabriz Petro Bitumen Co.',
      name: {
        en: 'Viscosity-grade bitumen VG-30',
        ru: 'Битум вязкостной марки VG-30',
        hy: 'Մածուցիկության մակնիշի բիտում VG-30',
        fa: 'قیر ویسکوزیته VG-30',
      },
      description: {
        en: 'VG-30 to the Indian standard IS 73:2013, graded by viscosity rather than penetration, which describes how the mix behaves at high pavement temperatures more reliably. Absolute viscosity at 60 °C is 2,400–3,600 poise, kinematic viscosity at 135 °C at least 350 cSt and softening point at least 47 °C. Packed in new 180 kg steel drums or loaded in bulk at our Tabriz plant, with a certificate of analysis for each lot.',
        ru: 'Битум VG-30 по индийскому стандарту IS 73:2013: марку определяет вязкость, а не пенетрация, что точнее характеризует поведение смеси при высокой температуре покрытия. Динамическая вязкость при 60 °C — 2400–3600 П, кинематическая при 135 °C — не менее 350 мм²/с, температура размягчения — не ниже 47 °C. Фасовка в новые стальные бочки по 180 кг или налив на нашем заводе в Тебризе, паспорт качества на каждую партию.',
        hy: 'VG-30 բիտում՝ ըստ հնդկական IS 73:2013 ստանդարտի։ Մակնիշը որոշվում է մածուցիկությամբ, ոչ թե պենետրացիայով, ինչն ավելի ճշգրիտ է բնութագրում խառնուրդի վարքը ծածկույթի բարձր ջերմաստիճանում։ Բացարձակ մածուցիկությունը 60 °C-ում 2400–3600 պուազ է, կինեմատիկական մածուցիկությունը 135 °C-ում՝ առնվազն 350 մմ²/վ, փափկման ջերմաստիճանը՝ առնվազն 47 °C։ Լցվում է 180 կգ նոր պողպատե տակառների մեջ կամ բեռնվում լցովի Թավրիզի մեր գործարանում՝ յուրաքանչյուր խմբաքանակի որակի վկայականով։',
        fa: 'قیر VG-30 مطابق استاندارد هندی IS 73:2013؛ در این گرید، طبقه‌بندی بر پایه گرانروی است نه درجه نفوذ و رفتار آسفالت را در دمای بالای رویه دقیق‌تر نشان می‌دهد. گرانروی مطلق در ۶۰ درجه ۲۴۰۰ تا ۳۶۰۰ پواز، گرانروی سینماتیکی در ۱۳۵ درجه دست‌کم ۳۵۰ سانتی‌استوک و نقطه نرمی دست‌کم ۴۷ درجه سانتی‌گراد است. بسته‌بندی در بشکه فلزی نو ۱۸۰ کیلوگرمی یا بارگیری فله در کارخانه ما در تبریز، همراه برگه آنالیز برای هر محموله.',
      },
      variations: [
        {
          name: {
            en: 'VG-30, new steel drum 180 kg (price per drum)',
            ru: 'VG-30, новая стальная бочка 180 кг (цена за бочку)',
            hy: 'VG-30, նոր պողպատե տակառ 180 կգ (գինը՝ մեկ տակառի համար)',
            fa: 'VG-30، بشکه فلزی نو ۱۸۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 69,
          stock: 1500,
          minimumOrderQuantity: 110,
          attributes: { grade: 'vg-30', packaging: 'drum-180kg' },
        },
        {
          name: {
            en: 'VG-30, per tonne, bulk',
            ru: 'VG-30, за тонну, наливом',
            hy: 'VG-30, մեկ տոննայի գինը, լցովի',
            fa: 'VG-30، هر تن، فله',
          },
          price: 358,
          stock: 1000,
          minimumOrderQuantity: 22,
          attributes: { grade: 'vg-30', packaging: 'bulk' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'دو کانتینر VG-30 برای مشتری‌مان در ترکمنستان گرفتیم؛ برگه آنالیز کامل بود و بشکه‌ها سالم رسیدند. فقط صدور بارنامه یک هفته طول کشید.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 70,
        },
      ],
      daysAgo: 120,
    },
    {
      key: 'petro-bitumen-vg-40',
      productType: 'viscosity-bitumen',
      producer: 'Arvand Asphalt Industries',
      name: {
        en: 'Viscosity-grade bitumen VG-40',
        ru: 'Битум вязкостной марки VG-40',
        hy: 'Մածուցիկության մակնիշի բիտում VG-40',
        fa: 'قیر ویسکوزیته VG-40',
      },
      description: {
        en: 'The stiffest viscosity grade of IS 73:2013, used for heavy-duty pavements, bus lanes and junctions where rutting is the main risk: absolute viscosity at 60 °C of 3,200–4,800 poise and softening point of at least 50 °C. Filled at our Ahvaz plant into new 180 kg drums or 1 t jumbo bags. SGS inspection at loading is included in the price.',
        ru: 'Самая вязкая марка по IS 73:2013 — для покрытий с высокой нагрузкой, выделенных полос и перекрёстков, где главный риск — колейность: динамическая вязкость при 60 °C — 3200–4800 П, температура размягчения — не ниже 50 °C. Разлив на нашем заводе в Ахвазе в новые бочки по 180 кг или биг-бэги по 1 т. Инспекция SGS при погрузке включена в цену.',
        hy: 'IS 73:2013-ի ամենամածուցիկ մակնիշը՝ մեծ բեռնվածությամբ ծածկույթների, հատկացված գոտիների և խաչմերուկների համար, որտեղ հիմնական ռիսկը ակոսագոյացումն է։ Բացարձակ մածուցիկությունը 60 °C-ում 3200–4800 պուազ է, փափկման ջերմաստիճանը՝ առնվազն 50 °C։ Լցվում է Ահվազի մեր գործարանում 180 կգ նոր տակառների կամ 1 տ բիգ-բեգերի մեջ, իսկ բեռնման ժամանակ SGS զննումը ներառված է գնի մեջ։',
        fa: 'سفت‌ترین گرید ویسکوزیته در IS 73:2013 برای روسازی‌های پربار، خطوط ویژه اتوبوس و تقاطع‌ها که خطر اصلی در آن‌ها شیارشدگی است؛ گرانروی مطلق در ۶۰ درجه ۳۲۰۰ تا ۴۸۰۰ پواز و نقطه نرمی دست‌کم ۵۰ درجه سانتی‌گراد. پرکردن در کارخانه ما در اهواز در بشکه فلزی نو ۱۸۰ کیلوگرمی یا جامبوبگ یک‌تنی. هزینه بازرسی SGS هنگام بارگیری در قیمت لحاظ شده است.',
      },
      variations: [
        {
          name: {
            en: 'VG-40, new steel drum 180 kg (price per drum)',
            ru: 'VG-40, новая стальная бочка 180 кг (цена за бочку)',
            hy: 'VG-40, նոր պողպատե տակառ 180 կգ (գինը՝ մեկ տակառի համար)',
            fa: 'VG-40، بشکه فلزی نو ۱۸۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 71,
          stock: 700,
          minimumOrderQuantity: 110,
          attributes: { grade: 'vg-40', packaging: 'drum-180kg' },
        },
        {
          name: {
            en: 'VG-40, per tonne, jumbo bag 1 t',
            ru: 'VG-40, за тонну, биг-бэг 1 т',
            hy: 'VG-40, մեկ տոննայի գինը, բիգ-բեգ 1 տ',
            fa: 'VG-40، هر تن، جامبوبگ یک‌تنی',
          },
          price: 384,
          stock: 300,
          minimumOrderQuantity: 20,
          attributes: { grade: 'vg-40', packaging: 'jumbo-bag-1t' },
        },
      ],
      reviews: [],
      daysAgo: 260,
    },
    {
      key: 'petro-oxidised-bitumen',
      productType: 'oxidised-bitumen',
      producer: 'Pars Bitumen Refining Co.',
      name: {
        en: 'Oxidised bitumen 85/25 and 90/15',
        ru: 'Окисленный битум 85/25 и 90/15',
        hy: 'Օքսիդացված բիտում 85/25 և 90/15',
        fa: 'قیر اکسیده ۸۵/۲۵ و ۹۰/۱۵',
      },
      description: {
        en: 'Air-blown bitumen for roofing felt, waterproofing membranes, mastics and pipe coating. Grade 85/25 has a softening point of 80–90 °C and a penetration of 20–30 dmm; 90/15 has 85–95 °C and 10–20 dmm (ASTM D36 and D5). Packed in 25 kg kraft paper bags with a silicone-coated inner layer, 40 bags to a pallet, or in new 180 kg steel drums.',
        ru: 'Окисленный (продутый воздухом) битум для производства рубероида, гидроизоляционных мембран, мастик и изоляции трубопроводов. У марки 85/25 температура размягчения 80–90 °C и пенетрация 20–30 (0,1 мм), у 90/15 — 85–95 °C и 10–20 (ASTM D36 и D5). Фасовка в крафт-мешки по 25 кг с силиконизированным внутренним слоем, 40 мешков на паллете, или в новые стальные бочки по 180 кг.',
        hy: 'Օդով օքսիդացված բիտում՝ ռուբերոիդի, ջրամեկուսիչ թաղանթների, մաստիկների և խողովակների մեկուսացման համար։ 85/25 մակնիշի փափկման ջերմաստիճանը 80–90 °C է, պենետրացիան՝ 20–30 (0,1 մմ), իսկ 90/15-ինը՝ 85–95 °C և 10–20 (ASTM D36 և D5)։ Փաթեթավորվում է սիլիկոնապատ ներքին շերտով 25 կգ կրաֆտ թղթե պարկերով՝ պալետի վրա 40 պարկ, կամ 180 կգ նոր պողպատե տակառներով։',
        fa: 'قیر دمیده با هوا برای تولید ایزوگام، عایق‌های رطوبتی، ماستیک و پوشش لوله. گرید ۸۵/۲۵ نقطه نرمی ۸۰ تا ۹۰ درجه و درجه نفوذ ۲۰ تا ۳۰ دارد و گرید ۹۰/۱۵ نقطه نرمی ۸۵ تا ۹۵ درجه و درجه نفوذ ۱۰ تا ۲۰ (ASTM D36 و D5). بسته‌بندی در کیسه کرافت ۲۵ کیلوگرمی با لایه داخلی سیلیکونی، ۴۰ کیسه روی هر پالت، یا در بشکه فلزی نو ۱۸۰ کیلوگرمی.',
      },
      variations: [
        {
          name: {
            en: '85/25, per tonne in 25 kg kraft bags',
            ru: '85/25, за тонну, в крафт-мешках по 25 кг',
            hy: '85/25, մեկ տոննայի գինը, 25 կգ կրաֆտ պարկերով',
            fa: '۸۵/۲۵، هر تن در کیسه کرافت ۲۵ کیلوگرمی',
          },
          price: 445,
          stock: 380,
          minimumOrderQuantity: 20,
          attributes: { grade: '85-25', packaging: 'kraft-bag-25kg' },
        },
        {
          name: {
            en: '90/15, per tonne in 25 kg kraft bags',
            ru: '90/15, за тонну, в крафт-мешках по 25 кг',
            hy: '90/15, մեկ տոննայի գինը, 25 կգ կրաֆտ պարկերով',
            fa: '۹۰/۱۵، هر تن در کیسه کرافت ۲۵ کیلوگرمی',
          },
          price: 455,
          stock: 260,
          minimumOrderQuantity: 20,
          attributes: { grade: '90-15', packaging: 'kraft-bag-25kg' },
        },
        {
          name: {
            en: '85/25, new steel drum 180 kg (price per drum)',
            ru: '85/25, новая стальная бочка 180 кг (цена за бочку)',
            hy: '85/25, նոր պողպատե տակառ 180 կգ (գինը՝ մեկ տակառի համար)',
            fa: '۸۵/۲۵، بشکه فلزی نو ۱۸۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 84.5,
          stock: 0,
          minimumOrderQuantity: 110,
          attributes: { grade: '85-25', packaging: 'drum-180kg' },
        },
      ],
      reviews: [],
      daysAgo: 75,
    },
    {
      key: 'petro-hdpe-film-blow',
      productType: 'polymer-granules',
      producer: 'Kimia Polymer Trading',
      name: {
        en: 'HDPE granules, film and blow-moulding grades',
        ru: 'ПЭНД в гранулах, плёночная и выдувная марки',
        hy: 'HDPE հատիկներ՝ թաղանթային և փչման ձուլման մակնիշներ',
        fa: 'گرانول پلی‌اتیلن سنگین (HDPE) گرید فیلم و بادی',
      },
      description: {
        en: 'High-density polyethylene from the petrochemical complexes of Mahshahr and Assaluyeh, supplied in the producers’ original 25 kg bags, 55 bags shrink-wrapped to a pallet. The film grade (MFI 0.3 g/10 min at 190 °C/5 kg, density 0.950 g/cm³) suits carrier bags and liners; the blow-moulding grade (MFI 0.35 at 190 °C/2.16 kg, density 0.954 g/cm³) is for canisters and detergent bottles. Each lot ships with the producer’s certificate of analysis and is best processed within 12 months of production.',
        ru: 'Полиэтилен низкого давления с нефтехимических комплексов Махшахра и Асалуйе в оригинальных мешках производителя по 25 кг, 55 мешков на паллете в термоусадочной плёнке. Плёночная марка (ПТР 0,3 г/10 мин при 190 °C/5 кг, плотность 0,950 г/см³) подходит для пакетов-маек и вкладышей, выдувная (ПТР 0,35 г/10 мин при 190 °C/2,16 кг, плотность 0,954 г/см³) — для канистр и флаконов бытовой химии. Каждую партию сопровождает паспорт производителя; переработать гранулы рекомендуется в течение 12 месяцев с даты выпуска.',
        hy: 'Բարձր խտության պոլիէթիլեն Մահշահրի և Ասալույեի նավթաքիմիական համալիրներից՝ արտադրողի 25 կգ բնօրինակ պարկերով, պալետի վրա 55 պարկ՝ ջերմանստվող թաղանթով փաթաթված։ Թաղանթային մակնիշը (MFI 0,3 գ/10 րոպե 190 °C/5 կգ պայմաններում, խտությունը՝ 0,950 գ/սմ³) հարմար է տոպրակների և ներդիրների համար, իսկ փչման ձուլման մակնիշը (MFI 0,35 գ/10 րոպե 190 °C/2,16 կգ պայմաններում, խտությունը՝ 0,954 գ/սմ³)՝ կանիստրների և կենցաղային քիմիայի շշերի համար։ Յուրաքանչյուր խմբաքանակի հետ տրվում է արտադրողի անալիզի վկայականը, իսկ հատիկները խորհուրդ է տրվում վերամշակել արտադրությունից հետո 12 ամսվա ընթացքում։',
        fa: 'پلی‌اتیلن سنگین تولید مجتمع‌های پتروشیمی ماهشهر و عسلویه در کیسه‌های اصلی ۲۵ کیلوگرمی تولیدکننده، ۵۵ کیسه روی هر پالت با شیرینگ. گرید فیلم (MFI برابر ۰٫۳ گرم در ۱۰ دقیقه در ۱۹۰ درجه و ۵ کیلوگرم، چگالی ۰٫۹۵۰ گرم بر سانتی‌متر مکعب) برای نایلون دسته‌دار و لاینر مناسب است و گرید بادی (MFI برابر ۰٫۳۵ در ۱۹۰ درجه و ۲٫۱۶ کیلوگرم، چگالی ۰٫۹۵۴) برای گالن و ظروف شوینده. هر محموله با برگه آنالیز تولیدکننده ارسال می‌شود و بهتر است ظرف ۱۲ ماه از تاریخ تولید مصرف شود.',
      },
      variations: [
        {
          name: {
            en: 'HDPE film grade, MFI 0.3, per tonne in 25 kg bags',
            ru: 'ПЭНД плёночный, ПТР 0,3, за тонну, мешки по 25 кг',
            hy: 'HDPE թաղանթային, MFI 0,3, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'HDPE گرید فیلم، MFI ۰٫۳، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 1045,
          stock: 420,
          minimumOrderQuantity: 22,
          attributes: { polymer: 'hdpe', application: 'film', mfi: 'mfi-0-3', packaging: 'bag-25kg' },
        },
        {
          name: {
            en: 'HDPE blow-moulding grade, MFI 0.35, per tonne in 25 kg bags',
            ru: 'ПЭНД выдувной, ПТР 0,35, за тонну, мешки по 25 кг',
            hy: 'HDPE փչման ձուլման, MFI 0,35, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'HDPE گرید بادی، MFI ۰٫۳۵، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 1080,
          stock: 260,
          minimumOrderQuantity: 22,
          attributes: {
            polymer: 'hdpe',
            application: 'blow-moulding',
            mfi: 'mfi-0-35',
            packaging: 'bag-25kg',
          },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'Плёночная марка у нашего клиента в Алматы идёт на экструдере без проблем, ПТР совпадает с паспортом. Паллеты пришли целыми, плёнка не порвана.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 12,
        },
        {
          rating: 4,
          comment:
            'کیفیت گرانول یکنواخت بود و برگه آنالیز با نتایج آزمایشگاه ما همخوانی داشت. تحویل به انبار بندر انزلی دو روز دیرتر از برنامه انجام شد.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 6,
        },
      ],
      daysAgo: 22,
    },
    {
      key: 'petro-hdpe-pe100',
      productType: 'polymer-granules',
      producer: 'Kimia Polymer Trading',
      name: {
        en: 'HDPE PE100 pipe compound, black',
        ru: 'ПЭНД трубный ПЭ100, чёрный',
        hy: 'HDPE PE100 խողովակային կոմպաունդ, սև',
        fa: 'پلی‌اتیلن سنگین لوله‌ای PE100 مشکی',
      },
      description: {
        en: 'Black pre-compounded PE100 for pressure water and gas pipes to ISO 4427 and ISO 4437: MFI 0.23 g/10 min at 190 °C/5 kg, density 0.959 g/cm³, carbon black 2.0–2.5 %, MRS 10 MPa. Supplied in 25 kg bags on pallets or in 1 t jumbo bags for extrusion lines with central feeding. The producer’s certificate of analysis comes with every lot.',
        ru: 'Чёрный трубный компаунд ПЭ100 для напорных водопроводных и газовых труб по ISO 4427 и ISO 4437: ПТР 0,23 г/10 мин при 190 °C/5 кг, плотность 0,959 г/см³, содержание технического углерода 2,0–2,5 %, MRS 10 МПа. Поставка в мешках по 25 кг на паллетах или в биг-бэгах по 1 т для линий с централизованной подачей сырья. Паспорт производителя — на каждую партию.',
        hy: 'Սև PE100 կոմպաունդ՝ ջրի և գազի ճնշումային խողովակների համար՝ ըստ ISO 4427-ի և ISO 4437-ի։ MFI-ն 0,23 գ/10 րոպե է 190 °C/5 կգ պայմաններում, խտությունը՝ 0,959 գ/սմ³, տեխնիկական ածխածնի պարունակությունը՝ 2,0–2,5 %, MRS-ը՝ 10 ՄՊա։ Մատակարարվում է 25 կգ պարկերով՝ պալետների վրա, կամ 1 տ բիգ-բեգերով՝ կենտրոնացված սնուցմամբ էքստրուզիոն գծերի համար, և յուրաքանչյուր խմբաքանակի հետ տրվում է արտադրողի անալիզի վկայականը։',
        fa: 'کامپاند مشکی PE100 برای لوله‌های تحت فشار آب و گاز مطابق ISO 4427 و ISO 4437؛ MFI برابر ۰٫۲۳ گرم در ۱۰ دقیقه (۱۹۰ درجه، ۵ کیلوگرم)، چگالی ۰٫۹۵۹ گرم بر سانتی‌متر مکعب، دوده ۲ تا ۲٫۵ درصد و MRS برابر ۱۰ مگاپاسکال. عرضه در کیسه ۲۵ کیلوگرمی روی پالت یا جامبوبگ یک‌تنی برای خطوط اکستروژن با تغذیه مرکزی. برگه آنالیز تولیدکننده همراه هر محموله است.',
      },
      variations: [
        {
          name: {
            en: 'PE100 black, per tonne in 25 kg bags',
            ru: 'ПЭ100 чёрный, за тонну, мешки по 25 кг',
            hy: 'PE100 սև, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'PE100 مشکی، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 1135,
          stock: 510,
          minimumOrderQuantity: 22,
          attributes: { polymer: 'hdpe', application: 'pipe-pe100', mfi: 'mfi-0-23', packaging: 'bag-25kg' },
        },
        {
          name: {
            en: 'PE100 black, per tonne in 1 t jumbo bags',
            ru: 'ПЭ100 чёрный, за тонну, биг-бэги по 1 т',
            hy: 'PE100 սև, մեկ տոննայի գինը, 1 տ բիգ-բեգերով',
            fa: 'PE100 مشکی، هر تن در جامبوبگ یک‌تنی',
          },
          price: 1115,
          stock: 180,
          minimumOrderQuantity: 20,
          attributes: {
            polymer: 'hdpe',
            application: 'pipe-pe100',
            mfi: 'mfi-0-23',
            packaging: 'jumbo-bag-1t',
          },
        },
      ],
      reviews: [],
      daysAgo: 140,
    },
    {
      key: 'petro-lldpe-film',
      productType: 'polymer-granules',
      producer: 'Kimia Polymer Trading',
      name: {
        en: 'LLDPE granules, butene film grades',
        ru: 'ЛПЭНП в гранулах, плёночные марки (бутен)',
        hy: 'LLDPE հատիկներ՝ բուտենային թաղանթային մակնիշներ',
        fa: 'گرانول پلی‌اتیلن سبک خطی (LLDPE) گرید فیلم',
      },
      description: {
        en: 'Linear low-density polyethylene with butene comonomer, density 0.918–0.920 g/cm³. The MFI 0.9 grade is for blown, agricultural and shrink film, often blended with LDPE; the MFI 2.0 grade is for cast stretch film. Original 25 kg producer bags, 55 to a pallet, with a certificate of analysis for every lot.',
        ru: 'Линейный полиэтилен низкой плотности с сомономером бутен-1, плотность 0,918–0,920 г/см³. Марка с ПТР 0,9 — для рукавной, сельскохозяйственной и термоусадочной плёнки, в том числе в смеси с ПЭВД; марка с ПТР 2,0 — для стретч-плёнки методом полива. Оригинальные мешки производителя по 25 кг, 55 мешков на паллете, паспорт качества на каждую партию.',
        hy: 'Գծային ցածր խտության պոլիէթիլեն՝ բուտենային կոմոնոմերով, խտությունը՝ 0,918–0,920 գ/սմ³։ MFI 0,9 մակնիշը նախատեսված է փչովի, գյուղատնտեսական և ջերմանստվող թաղանթների համար, հաճախ LDPE-ի հետ խառնուրդում, իսկ MFI 2,0 մակնիշը՝ ձուլովի ստրեյչ թաղանթի համար։ Արտադրողի 25 կգ բնօրինակ պարկեր, պալետի վրա՝ 55 հատ, յուրաքանչյուր խմբաքանակի որակի վկայականով։',
        fa: 'پلی‌اتیلن سبک خطی با کومونومر بوتن و چگالی ۰٫۹۱۸ تا ۰٫۹۲۰ گرم بر سانتی‌متر مکعب. گرید با MFI برابر ۰٫۹ برای فیلم دمشی، فیلم کشاورزی و شیرینگ، اغلب در آمیزه با LDPE، و گرید با MFI برابر ۲ برای فیلم استرچ به روش کست است. کیسه‌های اصلی ۲۵ کیلوگرمی تولیدکننده، ۵۵ کیسه روی هر پالت، همراه برگه آنالیز برای هر محموله.',
      },
      variations: [
        {
          name: {
            en: 'LLDPE film, MFI 0.9, per tonne in 25 kg bags',
            ru: 'ЛПЭНП плёночный, ПТР 0,9, за тонну, мешки по 25 кг',
            hy: 'LLDPE թաղանթային, MFI 0,9, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'LLDPE فیلم، MFI ۰٫۹، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 1020,
          stock: 640,
          minimumOrderQuantity: 22,
          attributes: { polymer: 'lldpe', application: 'film', mfi: 'mfi-0-9', packaging: 'bag-25kg' },
        },
        {
          name: {
            en: 'LLDPE cast stretch film, MFI 2.0, per tonne in 25 kg bags',
            ru: 'ЛПЭНП для стретч-плёнки, ПТР 2,0, за тонну, мешки по 25 кг',
            hy: 'LLDPE ստրեյչ թաղանթի, MFI 2,0, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'LLDPE فیلم استرچ، MFI ۲، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 1040,
          stock: 300,
          minimumOrderQuantity: 22,
          attributes: { polymer: 'lldpe', application: 'film', mfi: 'mfi-2', packaging: 'bag-25kg' },
        },
      ],
      reviews: [],
      daysAgo: 58,
    },
    {
      key: 'petro-pp-homopolymer',
      productType: 'polymer-granules',
      producer: 'Kimia Polymer Trading',
      name: {
        en: 'Polypropylene homopolymer, raffia and injection grades',
        ru: 'Полипропилен-гомополимер для рафии и литья',
        hy: 'Պոլիպրոպիլեն հոմոպոլիմեր՝ ռաֆիայի և ներարկային ձուլման մակնիշներ',
        fa: 'پلی‌پروپیلن هموپلیمر گرید رافیا و تزریقی',
      },
      description: {
        en: 'PP homopolymer from the petrochemical complexes of Mahshahr. The raffia grade (MFI 3 g/10 min at 230 °C/2.16 kg) runs on tape lines for woven sacks and big bags; the injection grade (MFI 12) suits housewares, caps and thin-walled parts. 25 kg bags, 55 to a pallet, with a certificate of analysis; loading from warehouses in Mahshahr or Tehran.',
        ru: 'Гомополимер полипропилена с нефтехимических комплексов Махшахра. Марка для рафии (ПТР 3 г/10 мин при 230 °C/2,16 кг) идёт на линии плоской нити для тканых мешков и биг-бэгов, литьевая марка (ПТР 12) — для хозтоваров, крышек и тонкостенных изделий. Мешки по 25 кг, 55 на паллете, паспорт на каждую партию; отгрузка со складов в Махшахре или Тегеране.',
        hy: 'Պոլիպրոպիլենի հոմոպոլիմեր Մահշահրի նավթաքիմիական համալիրներից։ Ռաֆիայի մակնիշը (MFI 3 գ/10 րոպե 230 °C/2,16 կգ պայմաններում) օգտագործվում է հյուսված պարկերի և բիգ-բեգերի ժապավենաթելի գծերում, իսկ ներարկային մակնիշը (MFI 12)՝ կենցաղային ապրանքների, կափարիչների և բարակապատ դետալների համար։ 25 կգ պարկեր, պալետի վրա՝ 55 հատ, յուրաքանչյուր խմբաքանակի որակի վկայականով, բեռնումը Մահշահրի կամ Թեհրանի պահեստներից։',
        fa: 'پلی‌پروپیلن هموپلیمر تولید مجتمع‌های پتروشیمی ماهشهر. گرید رافیا (MFI برابر ۳ گرم در ۱۰ دقیقه در ۲۳۰ درجه و ۲٫۱۶ کیلوگرم) برای خطوط نوار گونی و جامبوبگ و گرید تزریقی (MFI برابر ۱۲) برای ظروف خانگی، درپوش و قطعات جدارنازک مناسب است. کیسه ۲۵ کیلوگرمی، ۵۵ کیسه روی هر پالت، همراه برگه آنالیز؛ بارگیری از انبارهای ماهشهر یا تهران.',
      },
      variations: [
        {
          name: {
            en: 'PP raffia, MFI 3, per tonne in 25 kg bags',
            ru: 'ПП для рафии, ПТР 3, за тонну, мешки по 25 кг',
            hy: 'PP ռաֆիայի, MFI 3, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'PP رافیا، MFI ۳، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 1015,
          stock: 880,
          minimumOrderQuantity: 22,
          attributes: { polymer: 'pp', application: 'raffia', mfi: 'mfi-3', packaging: 'bag-25kg' },
        },
        {
          name: {
            en: 'PP injection, MFI 12, per tonne in 25 kg bags',
            ru: 'ПП литьевой, ПТР 12, за тонну, мешки по 25 кг',
            hy: 'PP ներարկային, MFI 12, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'PP تزریقی، MFI ۱۲، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 1030,
          stock: 450,
          minimumOrderQuantity: 22,
          attributes: { polymer: 'pp', application: 'injection', mfi: 'mfi-12', packaging: 'bag-25kg' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'گرید رافیای این تأمین‌کننده روی خط نوار مشتری ما در باکو بدون پارگی کار کرد. بسته‌بندی و پالت‌بندی مرتب بود.',
          locale: 'fa',
          reviewer: 'reza-karimi',
          daysAgo: 150,
        },
        {
          rating: 4,
          comment:
            'Рафию брали для производства мешков в Шымкенте, нить тянется стабильно. Доставка через Каспий заняла три недели — учитывайте это при планировании.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 88,
        },
      ],
      daysAgo: 190,
    },
    {
      key: 'petro-urea-46',
      productType: 'urea',
      producer: 'Persian Gulf Agrochem Co.',
      name: {
        en: 'Urea 46 % N, granular and prilled',
        ru: 'Карбамид (мочевина) 46 % N, гранулированный и приллированный',
        hy: 'Կարբամիդ (միզանյութ) 46 % N, հատիկավոր և պրիլային',
        fa: 'کود اوره ۴۶ درصد ازت، گرانوله و پریل',
      },
      description: {
        en: 'Nitrogen fertiliser from gas-based plants at Assaluyeh: total nitrogen at least 46 %, biuret at most 1.0 %, moisture at most 0.5 %. Granular urea (2–4 mm) flows well in blenders and spreaders; prilled urea is 1–2.8 mm. Available in 50 kg PP bags with a PE liner, 1 t jumbo bags or bulk, with SGS weight and quality inspection at loading.',
        ru: 'Азотное удобрение с газохимических заводов Асалуйе: массовая доля азота не менее 46 %, биурета — не более 1,0 %, влаги — не более 0,5 %. Гранулированный карбамид (2–4 мм) хорошо сыплется в смесителях и разбрасывателях, приллированный — фракции 1–2,8 мм. Фасовка в мешки ПП по 50 кг с ПЭ-вкладышем, биг-бэги по 1 т или навалом, с контролем веса и качества SGS при погрузке.',
        hy: 'Ազոտային պարարտանյութ Ասալույեի գազաքիմիական գործարաններից՝ ազոտի պարունակությունը առնվազն 46 %, բիուրետինը՝ առավելագույնը 1,0 %, խոնավությունը՝ առավելագույնը 0,5 %։ Հատիկավոր կարբամիդը (2–4 մմ) լավ է թափվում խառնիչներում և ցանիչներում, իսկ պրիլային կարբամիդի ֆրակցիան 1–2,8 մմ է։ Մատակարարվում է պոլիէթիլենային ներդիրով 50 կգ պոլիպրոպիլենային պարկերով, 1 տ բիգ-բեգերով կամ թափովի՝ բեռնման ժամանակ քաշի և որակի SGS ստուգմամբ։',
        fa: 'کود ازته تولید واحدهای گازپایه عسلویه؛ ازت کل دست‌کم ۴۶ درصد، بیوره حداکثر ۱ درصد و رطوبت حداکثر ۰٫۵ درصد. اوره گرانوله با دانه‌بندی ۲ تا ۴ میلی‌متر در میکسر و کودپاش روان است و اوره پریل دانه‌بندی ۱ تا ۲٫۸ میلی‌متر دارد. عرضه در کیسه ۵۰ کیلوگرمی پلی‌پروپیلن با لاینر پلی‌اتیلن، جامبوبگ یک‌تنی یا فله، با بازرسی وزن و کیفیت SGS هنگام بارگیری.',
      },
      variations: [
        {
          name: {
            en: 'Granular, per tonne in 50 kg bags',
            ru: 'Гранулированный, за тонну, мешки по 50 кг',
            hy: 'Հատիկավոր, մեկ տոննայի գինը, 50 կգ պարկերով',
            fa: 'گرانوله، هر تن در کیسه ۵۰ کیلوگرمی',
          },
          price: 368,
          stock: 2600,
          minimumOrderQuantity: 25,
          attributes: { form: 'granular', packaging: 'bag-50kg' },
        },
        {
          name: {
            en: 'Granular, per tonne in 1 t jumbo bags',
            ru: 'Гранулированный, за тонну, биг-бэги по 1 т',
            hy: 'Հատիկավոր, մեկ տոննայի գինը, 1 տ բիգ-բեգերով',
            fa: 'گرانوله، هر تن در جامبوبگ یک‌تنی',
          },
          price: 360,
          stock: 1400,
          minimumOrderQuantity: 25,
          attributes: { form: 'granular', packaging: 'jumbo-bag-1t' },
        },
        {
          name: {
            en: 'Prilled, per tonne in 50 kg bags',
            ru: 'Приллированный, за тонну, мешки по 50 кг',
            hy: 'Պրիլային, մեկ տոննայի գինը, 50 կգ պարկերով',
            fa: 'پریل، هر تن در کیسه ۵۰ کیلوگرمی',
          },
          price: 352,
          stock: 0,
          minimumOrderQuantity: 25,
          attributes: { form: 'prilled', packaging: 'bag-50kg' },
        },
      ],
      reviews: [
        {
          rating: 4,
          comment:
            'Гранулированный карбамид пришёл через Астрахань, мешки не слежались. Цена конкурентная, но сертификат происхождения пришлось ждать почти неделю.',
          locale: 'ru',
          reviewer: 'aigerim-nurlanova',
          daysAgo: 240,
        },
        {
          rating: 5,
          comment:
            'Կարբամիդը գարնանային ցանքի համար ստացանք Մեղրիով, պարկերը չոր էին, կոշտացում չկար։ Քաշը լիովին համընկավ SGS-ի ակտի հետ։',
          locale: 'hy',
          reviewer: 'armen-hakobyan',
          daysAgo: 180,
        },
      ],
      daysAgo: 300,
    },
    {
      key: 'petro-sulphur',
      productType: 'sulphur',
      producer: 'Persian Gulf Agrochem Co.',
      name: {
        en: 'Sulphur: granular, lump and powder',
        ru: 'Сера техническая: гранулированная, комовая, молотая',
        hy: 'Տեխնիկական ծծումբ՝ հատիկավոր, կտորային և աղացած',
        fa: 'گوگرد گرانوله، کلوخه و پودری',
      },
      description: {
        en: 'Sulphur recovered from sour gas processing at South Pars and from oil refineries. Granular sulphur (2–6 mm, at least 99.9 %) is the standard feed for fertiliser and sulphuric acid plants, lump sulphur (at least 99.5 %) ships in bulk, and ground sulphur (at least 99.5 %) for rubber vulcanisation and agriculture comes in 25 kg bags. Ash, acidity and moisture are reported on the SGS certificate for every lot.',
        ru: 'Попутная сера с установок очистки кислого газа Южного Парса и нефтеперерабатывающих заводов. Гранулированная сера (2–6 мм, не менее 99,9 %) — стандартное сырьё для производителей удобрений и серной кислоты, комовая (не менее 99,5 %) отгружается навалом, молотая (не менее 99,5 %) для вулканизации резины и сельского хозяйства — в мешках по 25 кг. Зольность, кислотность и влажность указываются в сертификате SGS на каждую партию.',
        hy: 'Ծծումբ՝ ստացված Հարավային Փարսի թթու գազի մաքրման կայանքներից և նավթավերամշակման գործարաններից։ Հատիկավոր ծծումբը (2–6 մմ, առնվազն 99,9 %) պարարտանյութերի և ծծմբական թթվի արտադրության ստանդարտ հումք է, կտորային ծծումբը (առնվազն 99,5 %) առաքվում է թափովի, իսկ ռետինի վուլկանացման և գյուղատնտեսության համար աղացած ծծումբը (առնվազն 99,5 %)՝ 25 կգ պարկերով։ Մոխրայնությունը, թթվայնությունը և խոնավությունը նշվում են յուրաքանչյուր խմբաքանակի SGS հավաստագրում։',
        fa: 'گوگرد بازیافتی از واحدهای شیرین‌سازی گاز ترش پارس جنوبی و پالایشگاه‌های نفت. گوگرد گرانوله (۲ تا ۶ میلی‌متر، دست‌کم ۹۹٫۹ درصد) خوراک استاندارد کارخانه‌های کود و اسید سولفوریک است، گوگرد کلوخه (دست‌کم ۹۹٫۵ درصد) به‌صورت فله ارسال می‌شود و پودر گوگرد (دست‌کم ۹۹٫۵ درصد) برای ولکانیزاسیون لاستیک و مصارف کشاورزی در کیسه ۲۵ کیلوگرمی عرضه می‌شود. خاکستر، اسیدیته و رطوبت هر محموله در گواهی SGS درج می‌شود.',
      },
      variations: [
        {
          name: {
            en: 'Granular 99.9 %, per tonne in 1 t jumbo bags',
            ru: 'Гранулированная 99,9 %, за тонну, биг-бэги по 1 т',
            hy: 'Հատիկավոր 99,9 %, մեկ տոննայի գինը, 1 տ բիգ-բեգերով',
            fa: 'گرانوله ۹۹٫۹ درصد، هر تن در جامبوبگ یک‌تنی',
          },
          price: 185,
          stock: 4200,
          minimumOrderQuantity: 25,
          attributes: { form: 'granular', purity: '99-9', packaging: 'jumbo-bag-1t' },
        },
        {
          name: {
            en: 'Lump 99.5 %, per tonne, bulk',
            ru: 'Комовая 99,5 %, за тонну, навалом',
            hy: 'Կտորային 99,5 %, մեկ տոննայի գինը, թափովի',
            fa: 'کلوخه ۹۹٫۵ درصد، هر تن، فله',
          },
          price: 140,
          stock: 5000,
          minimumOrderQuantity: 500,
          attributes: { form: 'lump', purity: '99-5', packaging: 'bulk' },
        },
        {
          name: {
            en: 'Ground 99.5 %, per tonne in 25 kg bags',
            ru: 'Молотая 99,5 %, за тонну, мешки по 25 кг',
            hy: 'Աղացած 99,5 %, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'پودری ۹۹٫۵ درصد، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 240,
          stock: 350,
          minimumOrderQuantity: 20,
          attributes: { form: 'powder', purity: '99-5', packaging: 'bag-25kg' },
        },
      ],
      reviews: [],
      daysAgo: 230,
    },
    {
      key: 'petro-paraffin-wax',
      productType: 'paraffin-wax',
      producer: 'Sepahan Wax & Oil Co.',
      name: {
        en: 'Paraffin wax, fully refined and semi-refined',
        ru: 'Парафин высокоочищенный и частично очищенный',
        hy: 'Պարաֆին՝ խորը մաքրված և մասնակի մաքրված',
        fa: 'پارافین واکس تصفیه‌شده و نیمه‌تصفیه',
      },
      description: {
        en: 'Slab paraffin from the dewaxing units of Iranian lube-oil refineries, hydrofinished for colour and odour. Fully refined grades (oil content at most 0.5 %, Saybolt colour +27 or better) suit candles, food packaging and cosmetics; the semi-refined grade (oil at most 2 %) goes into matches, rubber and building materials. Slabs are packed in 25 kg or 50 kg woven PP bags; store dry and out of direct sun.',
        ru: 'Парафин в плитах с установок депарафинизации масел иранских НПЗ, прошедший гидродоочистку для улучшения цвета и запаха. Высокоочищенные марки (масло не более 0,5 %, цвет по Сейболту не ниже +27) предназначены для свечей, пищевой упаковки и косметики, частично очищенный (масло не более 2 %) — для спичек, резины и стройматериалов. Плиты упакованы в мешки из полипропиленовой ткани по 25 или 50 кг; хранить в сухом месте, без прямого солнца.',
        hy: 'Սալիկավոր պարաֆին իրանական նավթավերամշակման գործարանների յուղերի դեպարաֆինացման կայանքներից՝ հիդրոմաքրված գույնը և հոտը բարելավելու համար։ Խորը մաքրված մակնիշները (յուղը՝ առավելագույնը 0,5 %, գույնը ըստ Սեյբոլտի՝ +27 և ավելի) նախատեսված են մոմերի, սննդի փաթեթավորման և կոսմետիկայի համար, իսկ մասնակի մաքրվածը (յուղը՝ առավելագույնը 2 %)՝ լուցկու, ռետինի և շինանյութերի արտադրության համար։ Սալիկները փաթեթավորված են 25 կամ 50 կգ հյուսված պոլիպրոպիլենային պարկերում, պահել չոր տեղում՝ արևի ուղիղ ճառագայթներից հեռու։',
        fa: 'پارافین قالبی از واحدهای موم‌گیری پالایشگاه‌های روغن ایران که برای بهبود رنگ و بو هیدروفینیش شده است. گریدهای کاملاً تصفیه‌شده (روغن حداکثر ۰٫۵ درصد، رنگ سیبولت ۲۷ یا بالاتر) برای شمع، بسته‌بندی مواد غذایی و آرایشی مناسب‌اند و گرید نیمه‌تصفیه (روغن حداکثر ۲ درصد) در کبریت‌سازی، لاستیک و مصالح ساختمانی مصرف می‌شود. قالب‌ها در کیسه‌های بافته پلی‌پروپیلن ۲۵ یا ۵۰ کیلوگرمی بسته‌بندی می‌شوند و باید در جای خشک و دور از تابش مستقیم آفتاب نگهداری شوند.',
      },
      variations: [
        {
          name: {
            en: 'Fully refined 58–60 °C, per tonne in 50 kg bags',
            ru: 'Высокоочищенный 58–60 °C, за тонну, мешки по 50 кг',
            hy: 'Խորը մաքրված 58–60 °C, մեկ տոննայի գինը, 50 կգ պարկերով',
            fa: 'کاملاً تصفیه‌شده ۵۸ تا ۶۰ درجه، هر تن در کیسه ۵۰ کیلوگرمی',
          },
          price: 1080,
          stock: 220,
          minimumOrderQuantity: 20,
          attributes: { refining: 'fully-refined', 'melting-point': '58-60', packaging: 'bag-50kg' },
        },
        {
          name: {
            en: 'Fully refined 60–62 °C, per tonne in 25 kg bags',
            ru: 'Высокоочищенный 60–62 °C, за тонну, мешки по 25 кг',
            hy: 'Խորը մաքրված 60–62 °C, մեկ տոննայի գինը, 25 կգ պարկերով',
            fa: 'کاملاً تصفیه‌شده ۶۰ تا ۶۲ درجه، هر تن در کیسه ۲۵ کیلوگرمی',
          },
          price: 1120,
          stock: 90,
          minimumOrderQuantity: 20,
          attributes: { refining: 'fully-refined', 'melting-point': '60-62', packaging: 'bag-25kg' },
        },
        {
          name: {
            en: 'Semi-refined 56–58 °C, per tonne in 50 kg bags',
            ru: 'Частично очищенный 56–58 °C, за тонну, мешки по 50 кг',
            hy: 'Մասնակի մաքրված 56–58 °C, մեկ տոննայի գինը, 50 կգ պարկերով',
            fa: 'نیمه‌تصفیه ۵۶ تا ۵۸ درجه، هر تن در کیسه ۵۰ کیلوگرمی',
          },
          price: 890,
          stock: 340,
          minimumOrderQuantity: 20,
          attributes: { refining: 'semi-refined', 'melting-point': '56-58', packaging: 'bag-50kg' },
        },
      ],
      reviews: [
        {
          rating: 5,
          comment:
            'پارافین ۵۸ تا ۶۰ را برای تولید شمع گرفتیم؛ سفید و بی‌بو بود و شمع‌ها ترک برنداشتند. قالب‌ها سالم و کیسه‌ها تمیز رسیدند.',
          locale: 'fa',
          reviewer: 'sara-ahmadi',
          daysAgo: 44,
        },
        {
          rating: 4,
          comment:
            'Դեկորատիվ մոմերի համար վերցրինք 60–62 °C մակնիշը, գույնը մաքուր սպիտակ էր։ Առաքումը մինչև Գյումրի մեկ շաբաթով ուշացավ՝ սահմանին հերթերի պատճառով։',
          locale: 'hy',
          reviewer: 'lilit-sargsyan',
          daysAgo: 25,
        },
      ],
      daysAgo: 88,
    },
    {
      key: 'petro-base-oil-sn500',
      productType: 'base-oil',
      producer: 'Sepahan Wax & Oil Co.',
      name: {
        en: 'Group I base oil SN500 and SN150',
        ru: 'Базовое масло группы I SN500 и SN150',
        hy: 'I խմբի բազային յուղ SN500 և SN150',
        fa: 'روغن پایه گروه یک SN500 و SN150',
      },
      description: {
        en: 'Solvent-refined Group I base oils from Isfahan for blending engine, gear and hydraulic oils. SN500 has a kinematic viscosity of 10.5–11.5 mm²/s at 100 °C (ASTM D445), a viscosity index of at least 90 and a flash point of at least 240 °C (ASTM D92); SN150 is the light stock for hydraulic and light industrial oils. Shipped in new 180 kg steel drums, 80 to a 20 ft container, or in 20 t flexitanks, with a certificate of analysis for every batch.',
        ru: 'Базовые масла группы I селективной очистки из Исфахана для производства моторных, трансмиссионных и гидравлических масел. SN500: кинематическая вязкость при 100 °C — 10,5–11,5 мм²/с (ASTM D445), индекс вязкости — не ниже 90, температура вспышки — не ниже 240 °C (ASTM D92); SN150 — лёгкая основа для гидравлических и индустриальных масел. Отгрузка в новых стальных бочках по 180 кг (80 бочек в 20-футовом контейнере) или во флекситанках по 20 т, паспорт качества на каждую партию.',
        hy: 'Սելեկտիվ մաքրման I խմբի բազային յուղեր Սպահանից՝ շարժիչային, փոխանցման տուփի և հիդրավլիկ յուղերի արտադրության համար։ SN500-ի կինեմատիկական մածուցիկությունը 100 °C-ում 10,5–11,5 մմ²/վ է (ASTM D445), մածուցիկության ինդեքսը՝ առնվազն 90, բռնկման ջերմաստիճանը՝ առնվազն 240 °C (ASTM D92), իսկ SN150-ը թեթև հիմք է հիդրավլիկ և արդյունաբերական յուղերի համար։ Առաքվում է 180 կգ նոր պողպատե տակառներով (20 ֆուտանոց բեռնարկղում՝ 80 տակառ) կամ 20 տ ֆլեքսիթանկերով՝ յուրաքանչյուր խմբաքանակի որակի վկայականով։',
        fa: 'روغن‌های پایه گروه یک با تصفیه حلالی از اصفهان برای تولید روغن موتور، دنده و هیدرولیک. SN500 گرانروی سینماتیکی ۱۰٫۵ تا ۱۱٫۵ سانتی‌استوک در ۱۰۰ درجه (ASTM D445)، شاخص گرانروی دست‌کم ۹۰ و نقطه اشتعال دست‌کم ۲۴۰ درجه (ASTM D92) دارد و SN150 پایه سبک برای روغن‌های هیدرولیک و صنعتی است. ارسال در بشکه فلزی نو ۱۸۰ کیلوگرمی (۸۰ بشکه در هر کانتینر ۲۰ فوتی) یا فلکسی‌تانک ۲۰ تنی، با برگه آنالیز برای هر سری تولید.',
      },
      variations: [
        {
          name: {
            en: 'SN500, new steel drum 180 kg (price per drum)',
            ru: 'SN500, новая стальная бочка 180 кг (цена за бочку)',
            hy: 'SN500, նոր պողպատե տակառ 180 կգ (գինը՝ մեկ տակառի համար)',
            fa: 'SN500، بشکه فلزی نو ۱۸۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 168,
          stock: 1500,
          minimumOrderQuantity: 80,
          attributes: { grade: 'sn500', packaging: 'drum-180kg' },
        },
        {
          name: {
            en: 'SN500, per tonne, flexitank',
            ru: 'SN500, за тонну, флекситанк',
            hy: 'SN500, մեկ տոննայի գինը, ֆլեքսիթանկ',
            fa: 'SN500، هر تن، فلکسی‌تانک',
          },
          price: 820,
          stock: 600,
          minimumOrderQuantity: 20,
          attributes: { grade: 'sn500', packaging: 'flexitank' },
        },
        {
          name: {
            en: 'SN150, new steel drum 180 kg (price per drum)',
            ru: 'SN150, новая стальная бочка 180 кг (цена за бочку)',
            hy: 'SN150, նոր պողպատե տակառ 180 կգ (գինը՝ մեկ տակառի համար)',
            fa: 'SN150، بشکه فلزی نو ۱۸۰ کیلوگرمی (قیمت هر بشکه)',
          },
          price: 155,
          stock: 900,
          minimumOrderQuantity: 80,
          attributes: { grade: 'sn150', packaging: 'drum-180kg' },
        },
      ],
      reviews: [],
      daysAgo: 6,
    },
  ],
}
