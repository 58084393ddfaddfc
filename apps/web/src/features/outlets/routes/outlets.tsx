import { MapPinned, Store } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react';
import { stateName, type Outlet } from '@shop/contract';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { prefetched, prefetchedData } from '../../../shared/query-client.ts';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { outletJsonLd } from '../../../shared/structured-data.ts';
import { useSettings, useShopZone } from '../../../shared/settings.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { outletsQuery, useOutlets } from '../api/get-outlets.ts';
import { OutletCard } from '../components/outlet-card.tsx';
import mapStylesheet from '../components/outlet-map.css?url';
import { groupByState } from '../group-by-state.ts';
import { useNow } from '../use-now.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../../shared/i18n/react.tsx';

export const handle: I18nHandle = { i18n: ['outlets'] };

/** Leaflet and the cluster plugin are ~50 KB gzip: only this page downloads them. */
const OutletMap = lazy(() => import('../components/outlet-map.tsx'));

export async function loader({ context, request }: LoaderFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return prefetched([(client) => client.fetchQuery(outletsQuery(lang, () => context.shop.outlets(lang)))]);
}

export const meta = ({ matches, loaderData, location }: MetaArgs<typeof loader>) => {
  const site = siteOf(matches);
  const outlets = prefetchedData<Outlet[]>(loaderData, outletsQuery(langOfPath(location.pathname)).queryKey) ?? [];
  return pageMeta(site, {
    title: site.t('common:meta.outletsTitle'),
    description: site.t('common:meta.outletsDescription'),
    path: '/outlets',
    jsonLd: outlets.map((o) => outletJsonLd(site, o)),
  });
};

export default function OutletsPage() {
  const { t } = useTranslation('outlets');
  const settings = useSettings();
  const zone = useShopZone();
  const lang = useLang();
  const outlets = useOutlets(lang);
  const now = useNow();
  const [focus, setFocus] = useState<{ id: number; key: number } | null>(null);
  const mapSection = useRef<HTMLElement>(null);

  const select = (id: number) => {
    setFocus((f) => ({ id, key: (f?.key ?? 0) + 1 }));
    // On phones the map sits above the list: bring it into view; on wide screens it is already there.
    mapSection.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <div>
      {/* The map's styles named by the page (React puts the link in the head), so they load with it: set
          up later, when the map's code arrives, they would restyle and lay out the whole page again. */}
      <link rel="stylesheet" href={mapStylesheet} precedence="default" />
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <p className="text-accent-700 mb-2 text-xs font-semibold tracking-[0.25em] uppercase">{t('outlets.visitUs')}</p>
        <h1 className="text-cocoa-900 text-4xl font-semibold sm:text-5xl">{t('outlets.ourOutlets')}</h1>
        <p className="text-cocoa-700 mt-3">{t('outlets.pickUpYourOrderOr')}</p>
      </header>

      {outlets.isError ? (
        <div
          role="alert"
          className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center"
        >
          <p className="text-cocoa-900">
            {t('outlets.weCouldNotLoadOur')} {outlets.error.message}
          </p>
          <Button variant="secondary" onClick={() => void outlets.refetch()} loading={outlets.isFetching}>
            {t('outlets.tryAgain')}
          </Button>
        </div>
      ) : outlets.isPending ? (
        <div
          aria-busy="true"
          aria-label={t('outlets.loadingOutlets')}
          className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
        >
          <div className="space-y-6">
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
          <Skeleton className="h-72 rounded-3xl lg:h-[34rem]" />
        </div>
      ) : outlets.data.length === 0 ? (
        <EmptyState title={t('outlets.noOutletsYet')} icon={<Store aria-hidden="true" className="size-12" />}>
          <p className="text-cocoa-700 max-w-md">{t('outlets.ourFirstShopIsOn')}</p>
        </EmptyState>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
          <section ref={mapSection} aria-label={t('outlets.mapOfOurOutlets')} className="scroll-mt-24 lg:order-2">
            <div className="bg-cream-200 ring-cocoa-900/10 relative isolate h-72 overflow-hidden rounded-3xl ring-1 sm:h-96 lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)] lg:max-h-[40rem]">
              <MapSlot
                outlets={outlets.data}
                tileUrl={settings.mapTileUrl}
                attribution={settings.mapAttribution}
                focus={focus}
              />
            </div>
          </section>
          <div className="space-y-10 lg:order-1">
            {groupByState(outlets.data, t('otherState'), (s) => stateName(s, lang)).map((group) => (
              <section key={group.state} aria-labelledby={stateId(group.state)} data-testid="outlet-state">
                <h2
                  id={stateId(group.state)}
                  className="border-cocoa-900/10 text-cocoa-900 mb-4 flex items-baseline gap-3 border-b pb-2 text-2xl font-semibold"
                >
                  {group.state}
                  <span className="text-cocoa-700 font-sans text-sm font-normal">
                    {group.outlets.length} {group.outlets.length === 1 ? t('outlets.outlet') : t('outlets.outlets')}
                  </span>
                </h2>
                <div className="space-y-5">
                  {group.outlets.map((o) => (
                    <OutletCard
                      key={o.id}
                      outlet={o}
                      selected={focus?.id === o.id}
                      now={now}
                      zone={zone}
                      onSelect={select}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Leaflet needs a browser: the server's markup holds the map's place and the browser draws it. Only this
 * slot re-renders when hydration ends, not the list of outlet cards beside it.
 */
function MapSlot(props: ComponentProps<typeof OutletMap>) {
  const hydrated = useHydrated();
  if (!hydrated) return <MapLoading />;
  return (
    <Suspense fallback={<MapLoading />}>
      <OutletMap {...props} />
    </Suspense>
  );
}

function MapLoading() {
  const { t } = useTranslation('outlets');
  return (
    <div className="text-cocoa-500 flex size-full items-center justify-center">
      <MapPinned aria-hidden="true" className="size-10 animate-pulse" />
      <span className="sr-only">{t('outlets.loadingTheMap')}</span>
    </div>
  );
}

const stateId = (state: string) => `state-${state.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
