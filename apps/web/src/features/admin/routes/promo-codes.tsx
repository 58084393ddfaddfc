import {
  ADMIN_PAGE_SIZE,
  AdminPromoListResponse,
  AdminPromoResponse,
  PromoCodeInput,
  suggestPromoCode,
  type AdminPromoCode,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { api } from '../admin-api-client.ts';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { FieldError, formatDateTime, PageHeader, Pager, Panel, selectClass } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';

const usePromoCodes = (page: number, welcome: boolean) =>
  useQuery({
    queryKey: ['admin', 'promo-codes', page, welcome],
    queryFn: () => api.get(`/api/admin/promo-codes?page=${page}&welcome=${welcome ? 1 : 0}`, AdminPromoListResponse),
    placeholderData: keepPreviousData,
  });

function usePromoMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'promo-codes'] });
  return {
    create: useMutation({
      mutationFn: (input: PromoCodeInput) => api.post('/api/admin/promo-codes', input, AdminPromoResponse),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (id: number) => api.post(`/api/admin/promo-codes/${id}/disable`, undefined, AdminPromoResponse),
      onSuccess: refresh,
    }),
  };
}

/** Discount codes: admins create them and disable them; the newsletter's welcome codes are listed apart. */
export default function PromoCodesScreen() {
  useDocumentTitle('Promo codes');
  const [page, setPage] = useState(1);
  const [welcome, setWelcome] = useState(false);
  const codes = usePromoCodes(page, welcome);
  return (
    <>
      <PageHeader title="Promo codes" />
      <NewCodeForm />
      <div className="mt-6 mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold">{welcome ? 'Newsletter welcome codes' : 'Shop codes'}</h2>
        <Button
          variant="secondary"
          onClick={() => {
            setWelcome((w) => !w);
            setPage(1);
          }}
        >
          {welcome ? 'Show shop codes' : 'Show welcome codes'}
        </Button>
      </div>
      <QueryStates query={codes} isEmpty={(d) => d.codes.length === 0} empty="No codes yet.">
        {(data) => (
          <>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {data.codes.map((c) => (
                <CodeCard key={c.id} code={c} />
              ))}
            </ul>
            <Pager page={page} hasMore={page * ADMIN_PAGE_SIZE < data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </>
  );
}

function CodeCard({ code }: { code: AdminPromoCode }) {
  const { currency, timeZone } = useSettings();
  const { disable } = usePromoMutations();
  const off = code.kind === 'percent' ? `${code.amount}% off` : `${currency} ${code.amount.toFixed(2)} off`;
  return (
    <li className="ring-cocoa-900/10 rounded-xl bg-white p-4 shadow-sm ring-1" data-testid="promo-code">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono font-semibold break-all">{code.code}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${code.active ? 'bg-green-100 text-green-900' : 'bg-cocoa-900/10 text-cocoa-900'}`}
        >
          {code.active ? 'Active' : 'Disabled'}
        </span>
      </div>
      <p className="text-cocoa-900 text-sm">
        {off}
        {code.minSubtotal > 0 ? ` · from a subtotal of ${currency} ${code.minSubtotal.toFixed(2)}` : ''}
      </p>
      <p className="text-cocoa-700 text-sm">
        Used {code.usedCount}
        {code.maxUses !== null ? ` of ${code.maxUses}` : ''} · one use per account ·{' '}
        {code.expiresAt ? `ends ${formatDateTime(code.expiresAt, timeZone)}` : 'no end date'}
      </p>
      {code.email && <p className="text-cocoa-700 text-sm break-all">For {code.email}</p>}
      {code.active && (
        <Button
          variant="ghost"
          className="mt-2"
          loading={disable.isPending}
          aria-label={`Disable ${code.code}`}
          onClick={() =>
            disable.mutate(code.id, {
              onSuccess: (r) => toast.success(r.message),
              onError: (e) => toast.error(e.message),
            })
          }
        >
          Disable
        </Button>
      )}
    </li>
  );
}

interface Draft {
  code: string;
  kind: 'percent' | 'fixed';
  amount: string;
  minSubtotal: string;
  expiresOn: string;
  maxUses: string;
}
const EMPTY: Draft = { code: '', kind: 'percent', amount: '', minSubtotal: '', expiresOn: '', maxUses: '' };

/** Empty boxes mean "none": no minimum, no end date, no limit on uses. */
function toInput(d: Draft): unknown {
  const num = (s: string) => (s.trim() === '' ? null : Number(s));
  return {
    code: d.code,
    kind: d.kind,
    amount: num(d.amount) ?? Number.NaN,
    minSubtotal: num(d.minSubtotal) ?? 0,
    expiresOn: d.expiresOn || null,
    maxUses: num(d.maxUses),
  };
}

function NewCodeForm() {
  const { currency } = useSettings();
  const { create } = usePromoMutations();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const kindId = useId();
  // Drawn in the browser after hydration (the server's draw would differ): a random code by default,
  // so staff need not invent a guessable one. They may still type their own.
  useEffect(() => setDraft((d) => (d.code === '' ? { ...d, code: suggestPromoCode() } : d)), []);
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = PromoCodeInput.safeParse(toInput(draft));
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Draft] ??= issue.message;
      return setErrors(next);
    }
    create.mutate(parsed.data, {
      onSuccess: (r) => {
        toast.success(r.message);
        setDraft({ ...EMPTY, code: suggestPromoCode() });
      },
      onError: (err) => toast.error(err.message),
    });
  };

  return (
    <Panel>
      <form
        noValidate
        onSubmit={submit}
        aria-label="New promo code"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="flex flex-col gap-1.5">
          <TextField label="Code" value={draft.code} onChange={set('code')} error={errors.code} autoComplete="off" />
          <Button
            variant="ghost"
            className="self-start px-3"
            onClick={() => {
              setDraft((d) => ({ ...d, code: suggestPromoCode() }));
              setErrors((er) => ({ ...er, code: undefined }));
            }}
          >
            Suggest another code
          </Button>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={kindId} className="text-cocoa-900 text-sm font-medium">
            Discount
          </label>
          <select id={kindId} value={draft.kind} onChange={set('kind')} className={selectClass}>
            <option value="percent">Percentage of the subtotal</option>
            <option value="fixed">Fixed amount ({currency})</option>
          </select>
          <FieldError message={errors.kind} />
        </div>
        <TextField
          label={draft.kind === 'percent' ? 'Percent off' : `Amount off (${currency})`}
          type="number"
          inputMode="decimal"
          min="0"
          step={draft.kind === 'percent' ? '1' : '0.01'}
          value={draft.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        <TextField
          label={`Minimum subtotal (${currency}); empty for none`}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={draft.minSubtotal}
          onChange={set('minSubtotal')}
          error={errors.minSubtotal}
        />
        <TextField
          label="Last day; empty for none"
          type="date"
          value={draft.expiresOn}
          onChange={set('expiresOn')}
          error={errors.expiresOn}
        />
        <TextField
          label="Total uses; empty for no limit"
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          value={draft.maxUses}
          onChange={set('maxUses')}
          error={errors.maxUses}
        />
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" loading={create.isPending}>
            Create code
          </Button>
        </div>
      </form>
    </Panel>
  );
}
