import type { DemoCategory, Text4 } from '../db/seed/demo/types.ts'

const t = (en: string, ru: string, hy: string, fa: string): Text4 => ({ en, ru, hy, fa })

/**
 * A small catalogue whose every fact the catalogue tests can name: two categories, a type each,
 * graded and packed variations, reviews, and texts in all four languages (one Armenian text is
 * left to English to show the fallback).
 */
export const FIXTURE_CATALOGUE: DemoCategory[] = [
  {
    key: 'saffron',
    name: t('Saffron', 'Шафран', 'Զաֆրան', 'زعفران'),
    productTypes: [
      {
        key: 'threads',
        name: t('Saffron threads', 'Нити шафрана', 'Զաֆրանի թելեր', 'رشته زعفران'),
        art: 'saffron',
        attributes: [
          {
            key: 'grade',
            name: t('Grade', 'Сорт', 'Տեսակ', 'درجه'),
            values: [
              { key: 'a', label: t('Grade A', 'Сорт А', 'Ա տեսակ', 'درجه یک') },
              { key: 'b', label: t('Grade B', 'Сорт Б', 'Բ տեսակ', 'درجه دو') },
            ],
          },
          {
            key: 'pack',
            name: t('Packaging', 'Упаковка', 'Փաթեթավորում', 'بسته‌بندی'),
            values: [
              // Commas inside values, as real ones have them ("1,250 mm", "12,5 мм").
              { key: 'tin', label: t('Tin, 0,5 kg', 'Банка, 0,5 кг', 'Տուփ, 0,5 կգ', 'قوطی، ۰٫۵ کیلو') },
              { key: 'bag', label: t('Bag, 1,000 g', 'Пакет, 1000 г', 'Պարկ, 1000 գ', 'کیسه، ۱۰۰۰ گرم') },
            ],
          },
        ],
      },
    ],
    products: [
      {
        key: 'sargol',
        productType: 'threads',
        producer: 'Golestan Saffron Co.',
        name: t('Sargol saffron', 'Шафран Саргол', 'Սարգոլ զաֆրան', 'زعفران سرگل'),
        description: t(
          'Pure stigma tips from Khorasan.',
          'Чистые рыльца из Хорасана.',
          'Մաքուր սպիներ Խորասանից։',
          'کلاله خالص از خراسان.',
        ),
        variations: [
          {
            name: t('Grade A tin', 'Сорт А, банка', 'Ա տեսակ, տուփ', 'درجه یک، قوطی'),
            price: 1200,
            stock: 40,
            minimumOrderQuantity: 2,
            attributes: { grade: 'a', pack: 'tin' },
          },
          {
            name: t('Grade B bag', 'Сорт Б, пакет', 'Բ տեսակ, պարկ', 'درجه دو، کیسه'),
            price: 900.5,
            stock: 0,
            minimumOrderQuantity: 1,
            attributes: { grade: 'b', pack: 'bag' },
          },
        ],
        reviews: [
          {
            rating: 5,
            comment: 'Deep colour, fast delivery.',
            locale: 'en',
            reviewer: 'james-whitaker',
            daysAgo: 3,
          },
          { rating: 4, comment: 'Хороший аромат.', locale: 'ru', reviewer: 'anna-petrova', daysAgo: 5 },
        ],
        daysAgo: 10,
      },
      {
        key: 'negin',
        productType: 'threads',
        producer: 'Mashhad Gold Trading',
        name: t('Negin saffron', 'Шафран Негин', 'Negin saffron', 'زعفران نگین'),
        description: t(
          'Long whole threads.',
          'Длинные цельные нити.',
          'Long whole threads.',
          'رشته‌های بلند و کامل.',
        ),
        variations: [
          {
            name: t('Grade A bag', 'Сорт А, пакет', 'Ա տեսակ, պարկ', 'درجه یک، کیسه'),
            price: 1500,
            stock: 10,
            minimumOrderQuantity: 1,
            attributes: { grade: 'a', pack: 'bag' },
          },
        ],
        reviews: [],
        daysAgo: 2,
      },
    ],
  },
  {
    key: 'nuts',
    name: t('Pistachios and nuts', 'Фисташки и орехи', 'Պիստակ և ընկույզ', 'پسته و مغزها'),
    productTypes: [
      {
        key: 'in-shell',
        name: t('In-shell pistachios', 'Фисташки в скорлупе', 'Պիստակ կեղևով', 'پسته با پوست'),
        art: 'nuts',
        attributes: [
          {
            key: 'size',
            name: t('Size', 'Калибр', 'Չափս', 'سایز'),
            values: [
              {
                key: '28-30',
                label: t('28-30 per ounce', '28-30 на унцию', '28-30 մեկ ունցիայում', '۲۸-۳۰ در اونس'),
              },
              {
                key: '20-22',
                label: t('20-22 per ounce', '20-22 на унцию', '20-22 մեկ ունցիայում', '۲۰-۲۲ در اونس'),
              },
            ],
          },
        ],
      },
    ],
    products: [
      {
        key: 'akbari',
        productType: 'in-shell',
        producer: 'Kerman Pistachio Cooperative',
        name: t('Akbari pistachios', 'Фисташки Акбари', 'Աքբարի պիստակ', 'پسته اکبری'),
        description: t(
          'Long kernels, roasted and salted.',
          'Длинные ядра, жареные и солёные.',
          'Երկար միջուկներ, բոված և աղած։',
          'مغز کشیده، برشته و نمکی.',
        ),
        variations: [
          {
            name: t(
              '20-22, 10 kg carton',
              '20-22, коробка 10 кг',
              '20-22, 10 կգ տուփ',
              '۲۰-۲۲، کارتن ۱۰ کیلویی',
            ),
            price: 14.5,
            stock: 500,
            minimumOrderQuantity: 20,
            attributes: { size: '20-22' },
          },
          {
            name: t(
              '28-30, 10 kg carton',
              '28-30, коробка 10 кг',
              '28-30, 10 կգ տուփ',
              '۲۸-۳۰، کارتن ۱۰ کیلویی',
            ),
            price: 11,
            stock: 800,
            minimumOrderQuantity: 20,
            attributes: { size: '28-30' },
          },
        ],
        reviews: [
          { rating: 3, comment: 'بسته‌بندی خوب بود.', locale: 'fa', reviewer: 'reza-karimi', daysAgo: 1 },
        ],
        daysAgo: 5,
      },
      {
        key: 'fandoghi',
        productType: 'in-shell',
        producer: 'Rafsanjan Nut House',
        name: t('Fandoghi round pistachios', 'Круглые фисташки Фандоги', 'Ֆանդողի կլոր պիստակ', 'پسته فندقی'),
        description: t(
          'Round kernels for the snack trade.',
          'Круглые ядра для снековой торговли.',
          'Կլոր միջուկներ խորտիկների համար։',
          'مغز گرد برای بازار آجیل.',
        ),
        variations: [
          {
            name: t('28-30, 25 kg bag', '28-30, мешок 25 кг', '28-30, 25 կգ պարկ', '۲۸-۳۰، کیسه ۲۵ کیلویی'),
            price: 9.75,
            stock: 1000,
            minimumOrderQuantity: 40,
            attributes: { size: '28-30' },
          },
        ],
        reviews: [],
        daysAgo: 30,
      },
    ],
  },
]
