import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { z } from 'zod';

// The shop's CSP has no 'unsafe-eval': zod's compiled parsers would probe `new Function` once, which
// the browser reports as a violation even though zod catches it. Set before the first parse.
z.config({ jitless: true });

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
