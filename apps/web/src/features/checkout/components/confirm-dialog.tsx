import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('checkout');
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
      className="bg-cream text-cocoa-900 backdrop:bg-cocoa-900/50 m-auto w-[min(92vw,26rem)] rounded-2xl p-6 shadow-xl"
    >
      <h2 id="confirm-title" className="mb-2 text-xl font-semibold">
        {props.title}
      </h2>
      <div className="text-cocoa-700 mb-6 text-sm">{props.children}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={props.onClose}>
          {t('confirmDialog.keepMyOrder')}
        </Button>
        <Button loading={props.busy} onClick={props.onConfirm} className="bg-red-800! hover:bg-red-900!">
          {props.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
