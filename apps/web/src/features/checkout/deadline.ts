const clock = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });

/**
 * The payment deadline as the shop's clock reads it ('14:30'). A shopper whose own clock reads
 * differently (travelling, or a browser set to another zone) is told whose time it is:
 * '14:30 Kuala Lumpur time (GMT+8)'.
 */
export function formatDeadline(at: number, shopZone: string, viewerZone: string): string {
  const shopTime = clock(shopZone).format(at);
  if (clock(viewerZone).format(at) === shopTime) return shopTime;
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: shopZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const place = shopZone.split('/').pop()!.replace(/_/g, ' ');
  return `${shopTime} ${place} time${offset ? ` (${offset})` : ''}`;
}

/** The zone the browser shows times in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
