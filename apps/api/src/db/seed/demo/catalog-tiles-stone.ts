import type { DemoAttribute, DemoAttributeValue, DemoCategory } from './types.ts'

const value = (key: string, en: string, ru: string, hy: string, fa: string): DemoAttributeValue => ({
  key,
  label: { en, ru, hy, fa },
})

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
            value('glazed-gloss', 'Glazed gloss', 'Глазурованная глянцевая', 'Ջնարակված, փայլուն', 'لعاب براق'),
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
  products: [],
}
