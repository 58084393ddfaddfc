import { redirect } from 'react-router';

/** /admin opens on the orders desk. */
export const loader = () => redirect('/admin/orders');

export default function AdminIndex() {
  return null;
}
