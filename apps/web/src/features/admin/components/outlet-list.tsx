import type { AdminOutlet } from '@shop/contract';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { useOutletMutations } from '../api.ts';

/** The outlets as cards: each edited (`onEdit`) or removed after staff confirm. */
export function OutletList({ outlets, onEdit }: { outlets: AdminOutlet[]; onEdit: (outlet: AdminOutlet) => void }) {
  const { remove } = useOutletMutations();
  const removeOutlet = (o: AdminOutlet) => {
    if (window.confirm(`Remove ${o.title}?`))
      remove.mutate(o.id, {
        onSuccess: () => toast.success('Outlet removed.'),
        onError: (e) => toast.error(e.message),
      });
  };
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {outlets.map((o) => (
        <li key={o.id} className="ring-cocoa-900/10 rounded-xl bg-white p-4 shadow-sm ring-1">
          <p className="font-medium">{o.title}</p>
          <p className="text-cocoa-700 text-sm">
            {o.street}, {o.zipcode} {o.city}, {o.state}
          </p>
          <p className="text-cocoa-700 text-sm">
            {o.contactNumber}
            {o.whatsappNumber ? ` · WhatsApp ${o.whatsappNumber}` : ''}
          </p>
          <div className="mt-2 flex gap-2">
            <Button variant="ghost" onClick={() => onEdit(o)}>
              Edit
            </Button>
            <Button variant="ghost" onClick={() => removeOutlet(o)}>
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
