import { WELCOME_DISCOUNT_PERCENT } from '@shop/contract';

/**
 * The mails' words in English, exactly as the shop has always sent them. Every catalogue has the same
 * keys (ms.ts is typed by this one, and a test compares them); values that need a figure are functions.
 */
export const en = {
  code: {
    register: { subject: 'your sign-up code', intro: 'Use this code to finish creating your account' },
    reset: { subject: 'your password reset code', intro: 'Use this code to choose a new password' },
    subject: (shop: string, what: string, code: string) => `${shop}: ${what} is ${code}`,
    expiry: (minutes: number, until: string) => `It expires in ${minutes} minutes (at ${until}) and works once.`,
    ignore: 'If you did not ask for it, you can ignore this mail.',
  },
  registerAttempt: {
    subject: (shop: string) => `${shop}: someone tried to register with your address`,
    paragraphs: (shop: string, login: string, reset: string) => [
      'Someone tried to register with your address.',
      `A new ${shop} account was requested for this email address, which already has an account, so no new account was made and no code was sent.`,
      `If it was you, log in at ${login}, or choose a new password at ${reset} if you have forgotten it.`,
      'If it was not you, you can ignore this mail: nothing about your account has changed.',
    ],
  },
  order: {
    hi: (name: string) => `Hi ${name},`,
    orderPage: (url: string) => `Your order page: ${url}`,
    pickup: (where: string, when: string) => `Pickup at ${where} on ${when}`,
    outletYouChose: 'the outlet you chose',
    delivery: (address: string, when: string) => `Delivery to ${address} on ${when}`,
    placed: {
      subject: (shop: string, id: string) => `${shop}: order ${id} received`,
      thanks: (id: string, shop: string) => `Thank you for your order ${id} at ${shop}.`,
      subtotal: (amount: string) => `Subtotal: ${amount}`,
      shippingFee: (amount: string) => `Shipping Fee: ${amount}`,
      free: 'Free',
      discount: (code: string, amount: string) => `Discount (${code}): -${amount}`,
      total: (amount: string) => `Total: ${amount}`,
      note: (note: string) => `Your note for the shop: ${note}`,
      payTng: (amount: string, receiver: string, deadline: string) =>
        `Please pay ${amount} by Touch 'n Go eWallet to ${receiver} and upload the payment screenshot on your order page before ${deadline}. Unpaid orders are cancelled automatically after 2 hours.`,
      payCard: (amount: string, deadline: string) =>
        `Please complete the card payment of ${amount} before ${deadline}. Unpaid orders are cancelled automatically after 2 hours.`,
    },
    status: {
      subject: (shop: string, id: string, status: string) => `${shop}: order ${id} ${status}`,
      /** The status as the subject names it; the shop's status names are English words. */
      names: {
        'Payment Submitted': 'Payment Submitted',
        'Payment Verified': 'Payment Verified',
        Preparing: 'Preparing',
        'Ready for Pickup': 'Ready for Pickup',
        'Out for Delivery': 'Out for Delivery',
        Completed: 'Completed',
        'Order Cancelled': 'Order Cancelled',
      } as Record<string, string>,
      texts: {
        'Payment Submitted': 'We have received your payment screenshot. We will check it shortly.',
        'Payment Verified': 'Your payment has been verified. Thank you!',
        Preparing: 'We are preparing your order.',
        'Ready for Pickup': 'Your order is ready for pickup.',
        'Out for Delivery': 'Your order is on its way.',
        Completed: 'Your order is complete. Thank you for shopping with us!',
        'Order Cancelled': 'Your order has been cancelled.',
      } as Record<string, string>,
      other: (status: string) => `Your order is now: ${status}.`,
      reason: (reason: string) => ` Reason: ${reason}`,
      /** The reasons the shop itself gives, keyed by their English text; staff's own words are sent as typed. */
      reasons: {
        'Cancelled by the customer.': 'Cancelled by the customer.',
        'Payment was not received within 2 hours.': 'Payment was not received within 2 hours.',
      } as Record<string, string>,
      receipt: (url: string) => `Your receipt (PDF): ${url}`,
    },
    paymentFailed: {
      subject: (shop: string, id: string) => `${shop}: payment for order ${id} did not go through`,
      body: (amount: string, id: string, deadline: string) => [
        `Your online payment of ${amount} for order ${id} did not go through, so nothing was charged.`,
        `Your order is still reserved until ${deadline}: open your order page to pay again, by card, FPX or GrabPay.`,
      ],
    },
    refund: {
      subject: (shop: string, id: string) => `${shop}: your payment for order ${id} has been refunded`,
      body: (amount: string, id: string) => [
        `Your online payment of ${amount} for order ${id} arrived after the order was cancelled, so we have refunded it in full.`,
        'The refund goes back to the card, bank account or wallet you paid with. Banks usually show it within 5 to 10 working days.',
      ],
    },
  },
  newsletter: {
    confirm: {
      subject: (shop: string) => `${shop}: please confirm your subscription`,
      ask: (shop: string) => `Please confirm your subscription to the ${shop} newsletter.`,
      open: `Open this link to confirm, and your ${WELCOME_DISCOUNT_PERCENT}% welcome code will follow by mail:`,
      button: 'Confirm my subscription',
      hours: (hours: number) =>
        `The link works for ${hours} hours. If you did not subscribe, you can ignore this mail: without a confirmation you will get nothing more from us.`,
    },
    welcome: {
      subject: (shop: string) => `${shop}: your ${WELCOME_DISCOUNT_PERCENT}% welcome code`,
      hello: (shop: string) => `Welcome to ${shop}!`,
      code: `Thanks for subscribing. Here is your welcome code for ${WELCOME_DISCOUNT_PERCENT}% off your next order:`,
      use: 'Enter it in the promo code field when you place your order. It works once, for the account registered with this email address.',
      until: (day: string) => ` It is valid until ${day}.`,
      shopNow: (url: string) => `Shop now: ${url}`,
    },
  },
};

export type MailCatalogue = typeof en;
