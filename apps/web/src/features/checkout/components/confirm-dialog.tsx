import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button.tsx';

/** A modal confirm built on <dialog>: focus is trapped and Escape cancels, by the browser. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      onClose={props.onClose}
      aria-labelledby="confirm-title"
      className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-cream p-6 text-cocoa-900 shadow-xl backdrop:bg-cocoa-900/50"
    >
      <h2 id="confirm-title" className="mb-2 text-xl font-semibold">
        {props.title}
      </h2>
      <div className="mb-6 text-sm text-cocoa-700">{props.children}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={props.onClose}>
          Keep my order
        </Button>
        <Button loading={props.busy} onClick={props.onConfirm} className="bg-red-800! hover:bg-red-900!">
          {props.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
