import { LEAD_IMAGE_ATTRIBUTE, type LeadImageRole } from '@shop/contract';

/**
 * The opening image the server named in the page it served (`<link rel="preload" data-lead-image>`),
 * so a screen can paint it with its first render instead of after its own data has arrived. Only on
 * the page the shopper landed on: after moving within the app, the link speaks of another page.
 */
export function servedLeadImage(role: LeadImageRole): string | null {
  const landing = performance.getEntriesByType('navigation')[0]?.name;
  if (!landing || new URL(landing).pathname !== window.location.pathname) return null;
  return document.querySelector(`link[rel="preload"][${LEAD_IMAGE_ATTRIBUTE}="${role}"]`)?.getAttribute('href') ?? null;
}
