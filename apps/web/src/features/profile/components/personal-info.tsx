import type { ProfileUser } from '@shop/contract';
import { PersonName } from '@shop/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatShortDate as formatDateGB } from '@shop/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useUpdateName } from '../api/profile.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';

export function PersonalInfo({ user }: { user: ProfileUser }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateName();

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = PersonName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    update.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message, { id: TOAST_IDS.account });
        setEditing(false);
      },
      onError: (err) => toast.error(err.message, { id: TOAST_IDS.account }),
    });
  };

  return (
    <section aria-labelledby="personal-heading" className="flex flex-col gap-5">
      <h2 id="personal-heading" className="text-2xl font-semibold">
        Personal Info
      </h2>
      {editing ? (
        <form noValidate onSubmit={save} className="flex flex-col gap-4 sm:max-w-md">
          <TextField
            label="Name"
            autoComplete="name"
            value={name}
            autoFocus
            error={error}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setName(user.name);
                setError(undefined);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-medium text-cocoa-700">Name</dt>
          <dd className="flex flex-wrap items-center gap-3 text-cocoa-900">
            {user.name}
            <Button variant="secondary" className="min-h-9 px-4" onClick={() => setEditing(true)} aria-label="Edit name">
              Edit
            </Button>
          </dd>
          <dt className="text-sm font-medium text-cocoa-700">Email</dt>
          <dd className="break-all text-cocoa-900">{user.email}</dd>
          <dt className="text-sm font-medium text-cocoa-700">Member since</dt>
          <dd className="text-cocoa-900">{formatDateGB(user.memberSince)}</dd>
        </dl>
      )}
    </section>
  );
}
