import { Clock, Mail, MapPin } from 'lucide-react'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ContactForm } from './contact-form.tsx'

type Props = { supportEmail: string; hours: { days: string; time: string } }

/** Contact (docs/product.md#contact): a hero, the business email and office hours, and the message form. */
export function ContactPage({ supportEmail, hours }: Props) {
  const { t } = useTranslation('contact')
  return (
    <>
      <section className="bg-teal-950 text-white">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-14 sm:py-20">
          <h1 className="font-bold text-3xl sm:text-5xl">{t('hero.title')}</h1>
          <p className="max-w-3xl text-lg text-sand-100 leading-relaxed">{t('hero.lead')}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[22rem_1fr]">
        <section aria-labelledby="contact-info" className="space-y-6">
          <h2 id="contact-info" className="font-bold text-2xl text-ink-900">
            {t('info.title')}
          </h2>
          <dl className="space-y-5">
            <div>
              <dt className="flex items-center gap-2 font-semibold text-ink-900">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-teal-800" />
                {t('info.email')}
              </dt>
              <dd className="ps-7">
                <a
                  href={`mailto:${supportEmail}`}
                  dir="ltr"
                  className="text-teal-800 underline underline-offset-4 hover:text-teal-950"
                >
                  {supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-ink-900">
                <Clock aria-hidden="true" className="size-5 shrink-0 text-teal-800" />
                {t('info.hours')}
              </dt>
              <dd className="ps-7">{t('info.hoursValue', hours)}</dd>
              <dd className="ps-7 text-ink-600 text-sm">{t('info.timeZone')}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-ink-900">
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-teal-800" />
                {t('info.address')}
              </dt>
              <dd className="ps-7">{t('info.addressValue')}</dd>
            </div>
          </dl>
          <p className="rounded-lg bg-sand-100 p-4 text-ink-800 text-sm leading-relaxed">
            {t('info.response')}
          </p>
        </section>
        <section
          aria-labelledby="contact-form"
          className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form" className="mb-6 font-bold text-2xl text-ink-900">
            {t('form.title')}
          </h2>
          <ContactForm supportEmail={supportEmail} />
        </section>
      </div>
    </>
  )
}
