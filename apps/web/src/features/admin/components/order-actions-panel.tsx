import { STAFF_ACTIONS, type AdminOrderDetail, type StaffAction } from '@shop/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { useOrderAction } from '../api.ts';
import { FieldError, Panel } from './ui.tsx';

const DANGER: StaffAction[] = ['reject', 'cancel'];

/** The moves the order's status allows; one that the customer is told about asks for its reason first. */
export function OrderActionsPanel({ order }: { order: AdminOrderDetail }) {
  const act = useOrderAction(order.id);
  const short = order.id.slice(0, 8).toUpperCase();
  const [asking, setAsking] = useState<StaffAction | null>(null);
  // Kept while the form closes and opens again, as typed.
  const [reason, setReason] = useState('');

  const run = (action: StaffAction, why?: string) =>
    act.mutate(
      { action, reason: why, to: STAFF_ACTIONS[action].to },
      {
        onSuccess: (data) => {
          toast.success(`Order #${short} is now ${data.order.status}.`);
          setAsking(null);
          setReason('');
        },
        onError: (err) => toast.error(err.message),
      },
    );

  return (
    <Panel>
      <h2 className="mb-3 font-semibold">Actions</h2>
      {order.actions.length === 0 ? (
        <p className="text-cocoa-700 text-sm">{act.isPending ? 'Saving…' : 'Nothing further to do for this order.'}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {order.actions.map((a) => (
            <Button
              key={a}
              variant={DANGER.includes(a) ? 'secondary' : 'primary'}
              loading={act.isPending && act.variables?.action === a}
              disabled={act.isPending}
              onClick={() => (STAFF_ACTIONS[a].reason ? setAsking(a) : run(a))}
            >
              {STAFF_ACTIONS[a].label}
            </Button>
          ))}
        </div>
      )}
      {asking && (
        <ReasonForm
          action={asking}
          reason={reason}
          onReason={setReason}
          saving={act.isPending}
          onSubmit={(why) => run(asking, why)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Panel>
  );
}

/** The reason for a move, which the customer will read. */
function ReasonForm({
  action,
  reason,
  onReason,
  saving,
  onSubmit,
  onCancel,
}: {
  action: StaffAction;
  reason: string;
  onReason: (reason: string) => void;
  saving: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reasonError, setReasonError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setReasonError('Please give a reason; the customer will see it.');
      return;
    }
    setReasonError(undefined);
    onSubmit(reason.trim());
  };
  return (
    <form onSubmit={submit} className="bg-cream-200 mt-4 space-y-2 rounded-xl p-4">
      <label htmlFor="action-reason" className="text-sm font-medium">
        {STAFF_ACTIONS[action].label}: reason shown to the customer
      </label>
      <textarea
        id="action-reason"
        className={`${inputClass} min-h-24 py-2`}
        value={reason}
        maxLength={500}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? 'action-reason-error' : undefined}
        onChange={(e) => onReason(e.target.value)}
      />
      <FieldError id="action-reason-error" message={reasonError} />
      <div className="flex gap-2">
        <Button type="submit" loading={saving}>
          Confirm
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Keep the order as is
        </Button>
      </div>
    </form>
  );
}
