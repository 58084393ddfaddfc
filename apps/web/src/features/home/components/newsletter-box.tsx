import { useTranslation } from 'react-i18next';
import NewsletterForm from './newsletter-form.tsx';

export function NewsletterBox() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="newsletter-title"
      className="bg-cocoa-900 text-cream rounded-3xl px-6 py-12 text-center sm:px-12"
    >
      <h2 id="newsletter-title" className="text-3xl font-semibold">
        {t('newsletterBox.subcribeNowAmpGet20')}
      </h2>
      <p className="text-cream/80 mx-auto mt-3 max-w-xl">{t('newsletterBox.freshFromTheOvenNews')}</p>
      {/* Rendered by the server: before the scripts run it posts natively to the home page's action. */}
      <NewsletterForm />
    </section>
  );
}
