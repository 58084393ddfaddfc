import { BadgeCheck, HeartHandshake, Truck, Wheat } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';

const REASONS = [
  {
    icon: BadgeCheck,
    title: 'Quality Assurance',
    body: 'Every loaf is made from unbleached flour, real butter and a sourdough starter we have fed daily since our first oven. Nothing sits on a shelf overnight: what is not sold by closing goes to a food bank. Our apparel is cut from breathable cotton and checked seam by seam before it is folded.',
  },
  {
    icon: Truck,
    title: 'Convenience',
    body: 'Order online and choose your slot: pick up at the outlet that suits you, or have bread delivered by motorcycle in time for breakfast. Pay by e-wallet or card, see your order status at every step, and shop clothes and cakes in the same basket.',
  },
  {
    icon: HeartHandshake,
    title: 'Exceptional Customer Service',
    body: 'Real people answer the phone and WhatsApp at every outlet. Wrong size? Exchange it within 7 days. Cake not quite right? Tell us and we will make it right. Regulars know us by name, and we would like to know yours.',
  },
];

export default function AboutPage() {
  const { shopName } = useSettings();
  useDocumentTitle(
    'About us',
    `${shopName}: a Malaysian neighbourhood bakery with its own apparel line. Our mission and why customers choose us.`,
  );
  return (
    <div className="space-y-20">
      <header className="mx-auto max-w-3xl text-center">
        <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-accent-700 uppercase">About us</p>
        <h1 className="text-4xl leading-tight font-semibold text-cocoa-900 sm:text-5xl">
          Baked at dawn, made to be worn every day
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-cocoa-700">
          {shopName} began as a single oven in a Petaling Jaya shophouse, baking sourdough and kaya buns for the
          neighbours. The aprons we made for our bakers turned out to be more popular than some of our bread, and
          our clothing line grew from there. Today we bake and sew for families across Malaysia.
        </p>
      </header>

      <section aria-labelledby="mission-title" className="grid items-center gap-10 md:grid-cols-2">
        <div
          aria-hidden="true"
          className="flex aspect-[4/3] items-center justify-center rounded-3xl bg-gradient-to-br from-wheat-300 via-cream-200 to-wheat text-cocoa-500"
        >
          <Wheat className="size-28" strokeWidth={1} />
        </div>
        <div>
          <h2 id="mission-title" className="text-3xl font-semibold text-cocoa-900">
            Our Mission
          </h2>
          <p className="mt-4 leading-relaxed text-cocoa-700">
            To put honest, freshly baked food and well-made everyday clothes within easy reach of every household we
            serve. We bake in small batches each morning, source flour, eggs and pandan from Malaysian farms
            wherever we can, and design garments that survive school runs, humid afternoons and many washes.
          </p>
          <p className="mt-4 leading-relaxed text-cocoa-700">
            We price fairly, pay our bakers and tailors fairly, and waste as little as we can. If something we make
            does not meet that standard, we want to hear about it.
          </p>
        </div>
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className="text-center text-3xl font-semibold text-cocoa-900">
          Why Choose Us
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-cocoa-900/5">
              <span className="flex size-12 items-center justify-center rounded-full bg-cream-200 text-accent-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-cocoa-900">{title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-cocoa-700">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-3xl bg-cocoa-900 px-6 py-12 text-center text-cream sm:px-12">
        <h2 className="text-3xl font-semibold">Come and say hello</h2>
        <p className="mx-auto mt-3 max-w-xl text-cream/85">
          Find the outlet nearest you, or browse this week&rsquo;s bakes and new arrivals online.
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.outlets}
            className="inline-flex min-h-11 items-center rounded-full bg-cream px-6 text-sm font-semibold text-cocoa-900 hover:bg-wheat"
          >
            Find an outlet
          </Link>
          <Link
            to={paths.collection}
            className="inline-flex min-h-11 items-center rounded-full border border-cream px-6 text-sm font-semibold hover:bg-cream hover:text-cocoa-900"
          >
            Shop the collection
          </Link>
        </div>
      </section>
    </div>
  );
}
