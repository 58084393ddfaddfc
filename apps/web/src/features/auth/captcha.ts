import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authCalls, captchaConfigQuery } from './api/auth-calls.ts';

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * reCAPTCHA v3 for sending the registration code (action `register`) or subscribing to the newsletter
 * (`newsletter`), only when the server has a site key (off by default). Returns a function giving the
 * token to send, or undefined when the check is off.
 */
export function useCaptchaToken(action: CaptchaAction = 'register'): () => Promise<string | undefined> {
  const queryClient = useQueryClient();
  return useCallback(
    () => tokenFor(() => queryClient.ensureQueryData(captchaConfigQuery), action),
    [queryClient, action],
  );
}

/** The same token for a form outside the query library's pages (the home page's newsletter form). */
export const captchaToken = (action: CaptchaAction) => tokenFor(authCalls.captchaConfig, action);

type CaptchaAction = 'register' | 'newsletter';

async function tokenFor(
  config: () => Promise<{ siteKey: string | null }>,
  action: CaptchaAction,
): Promise<string | undefined> {
  try {
    const { siteKey } = await config();
    if (!siteKey) return undefined;
    const g = await loadScript(siteKey);
    return await g.execute(siteKey, { action });
  } catch {
    // The server then answers 'reCAPTCHA verification failed. Try again.', which is what the shopper should see.
    return undefined;
  }
}
