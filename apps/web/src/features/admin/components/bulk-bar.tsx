import { STAFF_ACTION_NAMES, STAFF_ACTIONS, type AdminOrderRow, type StaffAction } from '@shop/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { useBulkAction } from '../reports-api.ts';
import { selectClass } from './ui.tsx';

/**
 * Moves the chosen orders of a page on in one go (e.g. all 10:00 pickups to Ready for Pickup). The
 * server applies the move to each order its status allows and reports the rest, so the toast says
 * both how many moved and which stayed and why.
 */
export function BulkBar({
  orders,
  selected,
  onSelect,
}: {
  orders: AdminOrderRow[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
}) {
  const [action, setAction] = useState<StaffAction>('ready');
  const [reason, setReason] = useState('');
  const bulk = useBulkAction();
  const all = orders.length > 0 && orders.every((o) => selected.has(o.id));
  const def = STAFF_ACTIONS[action];

  const apply = () =>
    bulk.mutate(
      { action, orderIds: [...selected], reason: reason.trim() || undefined },
      {
        onSuccess: ({ moved, refused }) => {
          if (moved.length > 0)
            toast.success(`${moved.length} order${moved.length === 1 ? '' : 's'} moved to ${def.to}.`);
          for (const r of refused) toast.error(`#${r.id.slice(0, 8).toUpperCase()}: ${r.message}`);
          onSelect(new Set(refused.map((r) => r.id)));
          setReason('');
        },
        onError: (err) => toast.error(err.message),
      },
    );

  return (
    <div
      className="ring-cocoa-900/10 mb-3 flex flex-wrap items-end gap-2 rounded-xl bg-white p-3 shadow-sm ring-1"
      role="group"
      aria-label="Move selected orders"
    >
      <label className="flex min-h-11 items-center gap-2 pr-2 text-sm font-medium">
        <input
          type="checkbox"
          className="accent-accent size-5"
          checked={all}
          onChange={() => onSelect(new Set(all ? [] : orders.map((o) => o.id)))}
        />
        Select all on this page
      </label>
      <label className="text-cocoa-700 min-w-40 flex-1 text-xs font-medium">
        Move to
        <select className={selectClass} value={action} onChange={(e) => setAction(e.target.value as StaffAction)}>
          {STAFF_ACTION_NAMES.map((name) => (
            <option key={name} value={name}>
              {STAFF_ACTIONS[name].label}
            </option>
          ))}
        </select>
      </label>
      {def.reason && (
        <label className="text-cocoa-700 min-w-40 flex-1 text-xs font-medium">
          Reason (the customers see it)
          <input className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        </label>
      )}
      <button
        type="button"
        disabled={selected.size === 0 || bulk.isPending || (def.reason && !reason.trim())}
        onClick={apply}
        className="bg-cocoa-900 text-cream hover:bg-cocoa-700 inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold disabled:opacity-50"
      >
        Apply to {selected.size} selected
      </button>
    </div>
  );
}
