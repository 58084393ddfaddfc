import {
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { KeyRound, MapPin, Package, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useIsLoggedIn } from '../../../shared/auth.ts';
import { ToLogin } from '../../auth/components/to-login.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { prefetched } from '../../../shared/query-client.ts';
import { profileQuery, useProfile } from '../api/profile.ts';
import { profileAction } from '../profile-action.server.ts';
import { Addresses } from '../components/addresses.tsx';
import { PersonalInfo } from '../components/personal-info.tsx';
import { ProfileTabs, type TabDef } from '../components/profile-tabs.tsx';
import { RecentOrders } from '../components/recent-orders.tsx';
import { Security } from '../components/security.tsx';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['profile', 'orders'] };

type Tab = 'personal' | 'addresses' | 'orders' | 'security';

/** Each tab's key (its label is `tabs.<key>` in the `profile` catalogue) and icon. */
const TABS: Omit<TabDef<Tab>, 'label'>[] = [
  { key: 'personal', icon: <UserRound aria-hidden="true" className="size-4" /> },
  { key: 'addresses', icon: <MapPin aria-hidden="true" className="size-4" /> },
  { key: 'orders', icon: <Package aria-hidden="true" className="size-4" /> },
  { key: 'security', icon: <KeyRound aria-hidden="true" className="size-4" /> },
];

/** The account's own data instead of static sample data (docs/decisions.md). Guests go to login and back. */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.profile'), '/my-profile');

/** The signed-in shopper's profile, read on the server: the page arrives with it. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { shopper } = context;
  if (!shopper) return prefetched([]);
  return prefetched([(client) => client.fetchQuery(profileQuery(shopper.id, () => context.shop.profile(shopper.id)))]);
}

/** The page's forms (name, addresses, password), with or without its scripts. */
export async function action({ request, context }: ActionFunctionArgs) {
  return profileAction(request, context.api);
}

/**
 * After one of the page's forms the loader is not asked again: a new password changes nothing it
 * read, and the other forms refresh the profile's query themselves (see useProfileForm).
 */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod ? false : defaultShouldRevalidate;

export default function ProfilePage() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return <ToLogin />;
  }
  return <Profile />;
}

function Profile() {
  const { t } = useTranslation('profile');
  // The tab a page without scripts asked for (see ProfileTabs).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => TABS.find((t) => t.key === params.get('tab'))?.key ?? 'personal');
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-cocoa-900 mb-6 text-3xl font-semibold sm:text-4xl">{t('profile.myProfile')}</h1>
      {profile.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('profile.loadingYourProfile')}>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : profile.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5">
          <p className="text-red-900">{profile.error.message}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('profile.tryAgain')}
          </Button>
        </div>
      ) : (
        <ProfileTabs tabs={TABS.map((d) => ({ ...d, label: t(`tabs.${d.key}`) }))} selected={tab} onSelect={setTab}>
          {tab === 'personal' && <PersonalInfo user={profile.data.user} />}
          {tab === 'addresses' && <Addresses addresses={profile.data.addresses} />}
          {tab === 'orders' && <RecentOrders orders={profile.data.recentOrders} />}
          {tab === 'security' && <Security />}
        </ProfileTabs>
      )}
    </div>
  );
}
