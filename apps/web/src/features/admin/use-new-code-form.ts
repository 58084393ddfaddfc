import { PromoCodeInput, suggestPromoCode } from '@shop/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { usePromoMutations } from './promo-codes-api.ts';

/** The new code's boxes as typed. */
export interface Draft {
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

/**
 * The new code form's state: the draft, each box's error (the contract's check), and creating the
 * code, after which the form starts again with a fresh suggested code.
 */
export function useNewCodeForm() {
  const { create } = usePromoMutations();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  // Drawn in the browser after hydration (the server's draw would differ): a random code by default,
  // so staff need not invent a guessable one. They may still type their own.
  useEffect(() => setDraft((d) => (d.code === '' ? { ...d, code: suggestPromoCode() } : d)), []);

  const change = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };
  const suggest = () => change('code', suggestPromoCode());

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

  return { draft, errors, change, suggest, submit, creating: create.isPending };
}
