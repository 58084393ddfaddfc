import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// As a transition the hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page, so a tap or a paint never waits behind it on a slow phone.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
