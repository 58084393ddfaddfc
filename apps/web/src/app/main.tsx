import './zod-csp.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree, so a tap or a paint never waits behind it on a slow phone.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
