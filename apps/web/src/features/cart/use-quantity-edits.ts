import { lineKey as addOnsKey, type LineAddOns } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../shared/toast.ts';
import { updateCartLine } from './api/update-cart.ts';
import { parseCartQuantity } from './quantity-input.ts';
import { TOAST_IDS } from '../../shared/toast-ids.ts';

/** Quantity edits are collected and sent once 1000 ms pass with no further edit. */
export const CART_EDIT_DEBOUNCE_MS = 1000;

interface Line {
  itemId: string;
  feature: string;
  addOns?: LineAddOns | undefined;
}

const lineKey = (l: Line) => `${l.itemId}\u0000${l.feature}\u0000${addOnsKey(l.addOns)}`;

/**
 * The text typed into each quantity box, and the edits waiting to be sent. A burst of edits to one
 * line sends one update with the last valid value; leaving the page sends what is still waiting.
 */
export function useQuantityEdits() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const pending = useRef(new Map<string, Line & { quantity: number }>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    timer.current = null;
    const edits = [...pending.current.values()];
    pending.current.clear();
    for (const edit of edits) {
      updateCartLine(queryClient, edit)
        .then((message) => toast.success(message, { id: TOAST_IDS.cart }))
        .catch((error: unknown) =>
          toast.error(error instanceof Error ? error.message : 'Something went wrong', { id: TOAST_IDS.cart }),
        )
        .finally(() =>
          setDrafts((d) => {
            const key = lineKey(edit);
            // Keep a box the shopper has typed into again meanwhile.
            if (d[key] === undefined || parseCartQuantity(d[key]).quantity !== edit.quantity) return d;
            const next = { ...d };
            delete next[key];
            return next;
          }),
        );
    }
  }, [queryClient]);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        flush();
      }
    },
    [flush],
  );

  const edit = useCallback(
    (line: Line, rawText: string) => {
      const { text, quantity } = parseCartQuantity(rawText);
      const key = lineKey(line);
      setDrafts((d) => ({ ...d, [key]: text }));
      if (quantity === null) return;
      pending.current.set(key, { itemId: line.itemId, feature: line.feature, addOns: line.addOns, quantity });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, CART_EDIT_DEBOUNCE_MS);
    },
    [flush],
  );

  /** Drops a waiting edit (the line is being removed) and its draft text. */
  const forget = useCallback((line: Line) => {
    const key = lineKey(line);
    pending.current.delete(key);
    setDrafts((d) => {
      const next = { ...d };
      delete next[key];
      return next;
    });
  }, []);

  /** An input left holding an ignored value shows the quantity again. */
  const settle = useCallback(
    (line: Line) => {
      const key = lineKey(line);
      if (!pending.current.has(key)) forget(line);
    },
    [forget],
  );

  const draftFor = (line: Line): string | undefined => drafts[lineKey(line)];
  /** The quantity to show in totals: the waiting edit if any, else the stored one. */
  const quantityFor = (line: Line, stored: number): number => {
    const draft = drafts[lineKey(line)];
    const parsed = draft === undefined ? null : parseCartQuantity(draft).quantity;
    return parsed ?? stored;
  };

  return { edit, forget, settle, draftFor, quantityFor };
}
