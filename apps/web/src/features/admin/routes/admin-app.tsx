import { Link, NavLink, Outlet } from 'react-router';
import { ToLogin } from '../../auth/components/to-login.tsx';
import {
  BadgeCheck,
  CalendarHeart,
  ChartColumn,
  ClipboardList,
  Clock,
  Cog,
  FileText,
  Images,
  Languages,
  LogOut,
  MapPin,
  Newspaper,
  Package,
  SearchCheck,
  Sheet,
  TicketPercent,
  Truck,
} from 'lucide-react';
import { ApiError } from '../../../shared/api-client.ts';
import { HydratedMark } from '../../../shared/hydrated-mark.tsx';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useAdminMe, useToVerify } from '../api.ts';
const DESK = [
  { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
  { to: '/admin/to-verify', label: 'To verify', icon: BadgeCheck },
  { to: '/admin/today', label: 'Today', icon: Clock },
  { to: '/admin/production', label: 'Production sheet', icon: Sheet },
  { to: '/admin/dashboard', label: 'Dashboard', icon: ChartColumn },
  { to: '/admin/einvoices', label: 'E-invoices', icon: FileText },
];
const ADMIN = [
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/slider', label: 'Slider', icon: Images },
  { to: '/admin/news', label: 'News', icon: Newspaper },
  { to: '/admin/outlets', label: 'Outlets', icon: MapPin },
  { to: '/admin/shipping', label: 'Shipping', icon: Truck },
  { to: '/admin/promo-codes', label: 'Promo codes', icon: TicketPercent },
  { to: '/admin/settings', label: 'Settings', icon: Cog },
  { to: '/admin/search-synonyms', label: 'Synonyms', icon: Languages },
  { to: '/admin/search-insight', label: 'Search insight', icon: SearchCheck },
  { to: '/admin/seasons', label: 'Seasons', icon: CalendarHeart },
];

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="bg-cream flex min-h-dvh items-center justify-center p-6 text-center">{children}</div>;
}

/**
 * The back office's layout (its screens are the admin routes of app/routes.ts): for staff and admins;
 * a guest is sent to log in and back, a customer is told plainly.
 */
export default function AdminApp() {
  return (
    <>
      <AdminScreens />
      <HydratedMark />
    </>
  );
}

function AdminScreens() {
  const me = useAdminMe();
  const { shopName } = useSettings();

  if (me.isPending) {
    return (
      <Centered>
        <Spinner className="text-cocoa-700 size-8" />
        <span className="sr-only">Loading the back office</span>
      </Centered>
    );
  }
  if (me.error) {
    if (me.error instanceof ApiError && me.error.status === 401) {
      return <ToLogin />;
    }
    const forbidden = me.error instanceof ApiError && me.error.status === 403;
    return (
      <Centered>
        <div className="ring-cocoa-900/10 max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1">
          <h1 className="font-display text-cocoa-900 text-2xl">
            {forbidden ? 'Staff only' : 'The back office could not load'}
          </h1>
          <p className="text-cocoa-700 mt-3">
            {forbidden ? 'This area is for shop staff only. Your account is a customer account.' : me.error.message}
          </p>
          <Link
            to={paths.home}
            className="bg-cocoa-900 text-cream hover:bg-cocoa-700 mt-6 inline-flex min-h-11 items-center rounded-full px-6 font-semibold"
          >
            Back to the shop
          </Link>
        </div>
      </Centered>
    );
  }

  const user = me.data.user;
  const isAdmin = user.role === 'admin';
  const nav = isAdmin ? [...DESK, ...ADMIN] : DESK;
  return (
    <div className="bg-cream text-cocoa-900 min-h-dvh lg:flex">
      <aside className="border-cocoa-900/10 bg-cocoa-900 text-cream sticky top-0 z-20 border-b lg:h-dvh lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-6">
          <Link to="/admin/orders" className="font-display text-lg leading-tight">
            {shopName}
            <span className="text-wheat block font-sans text-xs font-semibold tracking-widest uppercase">
              Back office
            </span>
          </Link>
          <p className="text-cream/80 truncate text-right text-xs lg:mt-4 lg:text-left">
            {user.name} · {user.role}
          </p>
        </div>
        <nav aria-label="Back office" className="flex gap-1 overflow-x-auto px-2 pb-2 lg:flex-col lg:px-3">
          {nav.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                `inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-cream text-cocoa-900' : 'text-cream hover:bg-cocoa-700'}`
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
              {to === '/admin/to-verify' && <WaitingCount />}
            </NavLink>
          ))}
          <Link
            to={paths.home}
            className="text-cream/90 hover:bg-cocoa-700 inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm lg:mt-4"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Shop
          </Link>
        </nav>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <Outlet />
      </main>
    </div>
  );
}

/** How many payment screenshots wait for staff, on the nav from the first screen on. */
function WaitingCount() {
  const waiting = useToVerify();
  const count = waiting.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span data-testid="to-verify-count" className="bg-accent-700 text-cream rounded-full px-2 py-0.5 text-xs font-bold">
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}
