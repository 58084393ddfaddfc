import { AuthSync } from '../../features/auth/components/auth-sync.tsx';
import { AddedToBagPopup } from '../../features/cart/components/added-to-bag-popup.tsx';
import { CartSync } from '../../features/cart/components/cart-sync.tsx';
import { ServiceBar } from '../../features/service/components/service-bar.tsx';
import { ServiceModal } from '../../features/service/components/service-modal.tsx';

/**
 * Shared bars and overlays that features plug into the common layout
 * (the service choice bar and modal, the search overlay, the Added-to-Bag popup).
 */
export function LayoutExtras() {
  return (
    <>
      <AuthSync />
      <ServiceBar />
      <ServiceModal />
      <CartSync />
      <AddedToBagPopup />
    </>
  );
}
