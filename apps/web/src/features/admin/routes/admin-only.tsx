import { Outlet } from 'react-router';
import { useAdminMe } from '../api.ts';

/** The screens only a shop admin may use (the catalogue, content and settings); staff are told so. */
export default function AdminOnly() {
  const me = useAdminMe();
  // The back office's layout shows nothing below it until the account is known.
  if (me.data?.user.role !== 'admin') return <p className="text-cocoa-700">This page is for shop admins only.</p>;
  return <Outlet />;
}
