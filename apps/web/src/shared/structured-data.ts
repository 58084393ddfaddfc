import { formatMoney, productSoldOut, type NewsItem, type Outlet, type Product } from '@shop/contract';
import { localizePath } from './i18n/lang.ts';
import { absoluteUrl, type JsonLd, type SiteInfo } from './seo.ts';

/** The currency Offer prices are in: the shop trades in Malaysian ringgit (its card payments are MYR). */
const PRICE_CURRENCY = 'MYR';

/** A page's URL in the language of the page describing it: a Malay page names Malay pages. */
const pageUrl = (site: SiteInfo, path: string) => absoluteUrl(site.origin, localizePath(path, site.lang));

export function productJsonLd(site: SiteInfo, product: Product): JsonLd[] {
  const url = pageUrl(site, `/product/${product.id}`);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.image.map((src) => absoluteUrl(site.origin, src)),
      category: `${product.categoryLabel ?? product.category} > ${product.subCategoryLabel ?? product.subCategory}`,
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: product.price.toFixed(2),
        priceCurrency: PRICE_CURRENCY,
        availability: productSoldOut(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: site.t('common:nav.home'), item: pageUrl(site, '/') },
        {
          '@type': 'ListItem',
          position: 2,
          name: site.t('common:nav.collection'),
          item: pageUrl(site, '/collection'),
        },
        { '@type': 'ListItem', position: 3, name: product.name, item: url },
      ],
    },
  ];
}

/** The product page's title carries its price, as a shared link shows it. */
export const productTitle = (site: SiteInfo, product: Product) =>
  `${product.name} · ${formatMoney(product.price, site.currency)}`;

const DAYS: Record<string, 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const dayOfWeek = (day: string) => DAYS[day.slice(0, 3).toLowerCase()];

export function outletJsonLd(site: SiteInfo, outlet: Outlet): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    name: outlet.title,
    url: pageUrl(site, '/outlets'),
    telephone: outlet.contactNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: outlet.address.street,
      addressLocality: outlet.address.city,
      postalCode: outlet.address.zipcode,
      addressRegion: outlet.address.state,
      addressCountry: outlet.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: outlet.lat, longitude: outlet.lng },
    hasMap: outlet.googleMap,
    openingHoursSpecification: outlet.schedule.flatMap((d) => {
      const day = dayOfWeek(d.day);
      return d.available && day
        ? [
            {
              '@type': 'OpeningHoursSpecification' as const,
              dayOfWeek: `https://schema.org/${day}` as const,
              opens: d.operatingTime.start,
              closes: d.operatingTime.end,
            },
          ]
        : [];
    }),
  };
}

export function newsJsonLd(site: SiteInfo, item: NewsItem): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    datePublished: item.date,
    ...(item.image_url ? { image: [absoluteUrl(site.origin, item.image_url)] } : {}),
    mainEntityOfPage: pageUrl(site, `/news/${item.id}`),
    publisher: { '@type': 'Organization', name: site.shopName, url: absoluteUrl(site.origin, '/') },
  };
}
