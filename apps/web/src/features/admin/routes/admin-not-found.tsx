import { useAdminMe } from '../api.ts';

/** An address under /admin that names no screen. */
export default function AdminNotFound() {
  const isAdmin = useAdminMe().data?.user.role === 'admin';
  return (
    <p className="text-cocoa-700">
      {isAdmin ? 'There is no such back-office page.' : 'This page is for shop admins only.'}
    </p>
  );
}
