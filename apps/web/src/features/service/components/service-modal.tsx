import type { ShopZone, UserSelection } from '@shop/contract';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useShopZone } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import {
  closeServiceChange,
  needsServiceChoice,
  serviceChangeReason,
  useServiceChangeOpen,
  useUserSelection,
} from '../selection.ts';
import { AddressField } from './address-field.tsx';
import { DateTimeStep } from './date-time-step.tsx';
import { OutletStep } from './outlet-step.tsx';
import { ServiceTypeStep } from './service-type-step.tsx';
import { StepList } from './step-list.tsx';
import { LAST_STEP, useServiceWizard, type ServiceWizard } from './use-service-wizard.ts';

/**
 * The service-type modal: blocking while no choice exists (or it has passed) on a page where shopping
 * happens, and opened again by the header's 'Change' (then it may be dismissed). A native modal <dialog> traps focus and makes the
 * page inert; page scrolling is locked while it shows.
 */
export function ServiceModal() {
  const zone = useShopZone();
  const selection = useUserSelection();
  const changing = useServiceChangeOpen();
  const { pathname } = useLocation();
  if (!changing && (selection !== null || !needsServiceChoice(pathname))) return null;
  return (
    <ServiceDialog initial={selection} dismissible={selection !== null} zone={zone} reason={serviceChangeReason()} />
  );
}

/** Opens the dialog as a modal once shown, and locks the page's scrolling until it goes. */
function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
      if (dialog.open) dialog.close();
    };
  }, []);
  return ref;
}

function ServiceDialog({
  initial,
  dismissible,
  zone,
  reason,
}: {
  initial: UserSelection | null;
  dismissible: boolean;
  zone: ShopZone;
  // Sent back from checkout: the reason reads inside the dialog, above its backdrop.
  reason: string | null;
}) {
  const { t } = useTranslation('service');
  const ref = useModal();
  const titleId = useId();
  const wizard = useServiceWizard({ initial, zone, reason });
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid="service-modal"
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) closeServiceChange();
      }}
      className="bg-cream text-cocoa-900 backdrop:bg-cocoa-900/60 m-auto w-[min(36rem,calc(100vw-1.5rem))] max-w-none overflow-visible rounded-3xl p-0 shadow-2xl backdrop:backdrop-blur-sm"
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <header className="border-cocoa-900/10 flex items-start justify-between gap-4 border-b px-5 pt-5 pb-4 sm:px-7">
          <div>
            {/* Opening focuses the title, not the first option, whose focus ring would read as a choice made. */}
            <h2 id={titleId} tabIndex={-1} autoFocus className="text-2xl font-semibold focus:outline-none">
              {t(stepTitle(wizard))}
            </h2>
            <StepList step={wizard.step} />
          </div>
          {dismissible && (
            <button
              type="button"
              onClick={closeServiceChange}
              aria-label={t('serviceModal.close')}
              className="hover:bg-cream-200 -mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full"
            >
              <X aria-hidden="true" />
            </button>
          )}
        </header>

        <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-7">
          <StepBody wizard={wizard} />
        </div>

        <WizardFooter wizard={wizard} />
      </div>
    </dialog>
  );
}

/** The heading's message: what the step asks. */
function stepTitle({ step, draft }: ServiceWizard): string {
  if (step === 0) return 'serviceModal.howWouldYouLikeYour';
  if (step === LAST_STEP) return 'serviceModal.chooseADateAndTime';
  return draft.serviceType === 'pickup' ? 'serviceModal.chooseYourOutlet' : 'serviceModal.whereShouldWeDeliver';
}

function StepBody({ wizard }: { wizard: ServiceWizard }) {
  const { step, draft, update } = wizard;
  if (step === 0) {
    return <ServiceTypeStep value={draft.serviceType} onChange={(serviceType) => update({ serviceType, slot: '' })} />;
  }
  if (step === LAST_STEP) return <DateTimeStep wizard={wizard} />;
  if (draft.serviceType === 'pickup') {
    return (
      <OutletStep
        outlets={wizard.outlets}
        outletId={wizard.outletId}
        outlet={wizard.outlet}
        onChange={(outletId) => update({ outletId, slot: '' })}
      />
    );
  }
  if (draft.serviceType === 'delivery') {
    return (
      <AddressField
        address={draft.address}
        location={draft.location}
        onChange={(address, location) => update({ address, location })}
      />
    );
  }
  return null;
}

function WizardFooter({ wizard }: { wizard: ServiceWizard }) {
  const { t } = useTranslation('service');
  return (
    <footer className="border-cocoa-900/10 border-t px-5 py-4 sm:px-7">
      <p role="alert" className="text-accent-700 mb-3 text-sm font-semibold empty:hidden">
        {wizard.error}
      </p>
      <div className="flex items-center justify-between gap-3">
        {wizard.step > 0 ? (
          <Button variant="secondary" onClick={wizard.back}>
            {t('serviceModal.back')}
          </Button>
        ) : (
          <span />
        )}
        {wizard.step < LAST_STEP ? (
          <Button onClick={wizard.next}>{t('serviceModal.next')}</Button>
        ) : (
          <Button onClick={wizard.confirm}>{t('serviceModal.confirm')}</Button>
        )}
      </div>
    </footer>
  );
}
