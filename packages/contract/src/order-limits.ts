/**
 * Default of the `maxUnpaidOrders` setting: how many orders one account may hold awaiting payment.
 * Each holds a slot place and stock until paid, cancelled or past its deadline, so without a limit
 * one account could fill a slot or take a product's whole stock for everyone.
 */
export const DEFAULT_MAX_UNPAID_ORDERS = 3;

export function unpaidLimitMessage(max: number): string {
  const orders = max === 1 ? '1 order' : `${max} orders`;
  return `You already have ${orders} awaiting payment. Please pay for or cancel one of them before placing another.`;
}
