import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, orders, users } from './helpers/tables.ts';
import { insertTestOrder } from './helpers/admin.ts';
import { createCheckoutApp, fillCart, orderBodyFor, someProducts } from './helpers/checkout.ts';
import { confirmTokenMailedTo, nextClientIp } from './helpers/newsletter.ts';
import { codeIn, lastMailTo, outboxFiles } from './helpers/outbox.ts';
import { dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

/** What the web app sends from a page under /ms (apps/web/src/shared/api-client.ts). */
const MALAY = { 'accept-language': 'ms' };
let n = 0;
const freshEmail = () => `bahasa${++n}-${Date.now()}@example.com`;

/** Mails speak the language of the page the shopper used; without one, English as before. */
describe.each(dbKinds)('mail language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextClientIp() });
  const langOfUser = async (email: string) =>
    (await t.database.db.select({ lang: users.lang }).from(users).where(eq(users.email, email)))[0]?.lang;

  it('sends the sign-up code in Malay from a Malay page, and the new account keeps Malay', async () => {
    const email = freshEmail();
    const sent = await post('/api/user/sendRegisterOtp', { email }, MALAY);
    // The answer is the API's, in English as ever: the page translates it.
    expect(sent.json()).toEqual({ success: true, message: `We sent a 6-digit code to ${email}.` });
    const mail = await lastMailTo(t.config.dataDir, email);
    const otp = codeIn(mail);
    expect(mail.subject).toBe(`Roti & Rupa: kod pengesahan anda ialah ${otp}`);
    expect(mail.text).toContain('Gunakan kod ini untuk melengkapkan pendaftaran akaun anda:');
    expect(mail.text).toMatch(/Kod ini tamat tempoh dalam 10 minit \(pada \d\d:\d\d MYT\)/);
    expect(mail.html).toContain('abaikan sahaja e-mel ini');

    expect((await post('/api/user/verifyRegisterOtp', { email, otp }, MALAY)).statusCode).toBe(200);
    const made = await post('/api/user/register', { email, name: 'Aina', password: 'kopi-susu-2026' }, MALAY);
    expect(made.statusCode, made.body).toBe(200);
    expect(await langOfUser(email)).toBe('ms');
  });

  it('keeps English for a page that sends no language', async () => {
    const email = freshEmail();
    await post('/api/user/sendRegisterOtp', { email });
    const mail = await lastMailTo(t.config.dataDir, email);
    expect(mail.subject).toBe(`Roti & Rupa: your sign-up code is ${codeIn(mail)}`);
    expect(mail.text).toMatch(/It expires in 10 minutes \(at \d\d:\d\d GMT\+8\) and works once\./);
  });

  it('sends the password reset code in the language it was asked in, and the account remembers it', async () => {
    const user = await createUser(t.database.db);
    const before = outboxFiles(t.config.dataDir).length;
    expect((await post('/api/user/send-reset-otp', { email: user.email }, MALAY)).statusCode).toBe(200);
    const mail = await lastMailTo(t.config.dataDir, user.email, before);
    expect(mail.subject).toBe(`Roti & Rupa: kod tetapan semula kata laluan anda ialah ${codeIn(mail)}`);
    expect(await langOfUser(user.email)).toBe('ms');
    // The owner is told of a sign-up attempt with the address in the account's language.
    const attempt = outboxFiles(t.config.dataDir).length;
    await post('/api/user/sendRegisterOtp', { email: user.email });
    const notice = await lastMailTo(t.config.dataDir, user.email, attempt);
    expect(notice.subject).toBe('Roti & Rupa: ada cubaan mendaftar dengan alamat e-mel anda');
    expect(notice.text).toContain('/ms/reset-password');
  });

  it('confirms an order placed on a Malay page in Malay, with ms-MY money, and the order keeps Malay', async () => {
    const user = await createUser(t.database.db);
    const [p] = await someProducts(t.database.db, 1);
    await fillCart(t.database.db, user.id, [{ productId: p!.id, feature: p!.features[0] ?? '', quantity: 1 }]);
    const body = await orderBodyFor(t.database.db, user.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: user.token, ...MALAY },
      payload: body,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().message).toBe('Order placed. Please make the payment within 2 hours.');
    const orderId: string = placed.json().orderId;
    const short = orderId.slice(0, 8).toUpperCase();
    const mail = await lastMailTo(t.config.dataDir, user.email);
    expect(mail.subject).toBe(`Roti & Rupa: pesanan ${short} telah diterima`);
    expect(mail.text).toContain(`Pesanan anda ${short} telah diterima.`);
    expect(mail.text).toMatch(/Jumlah: RM \d{1,3}(,\d{3})*\.\d\d/);
    expect(mail.text).toContain('Sila bayar RM ');
    expect(mail.text).toContain(`/ms/checkout/${orderId}`);
    const [row] = await t.database.db.select({ lang: orders.lang }).from(orders).where(eq(orders.id, orderId));
    expect(row!.lang).toBe('ms');
    expect(await langOfUser(user.email)).toBe('ms');
  });

  it("mails a staff member's status change in the order's language, not the staff's", async () => {
    const staff = await createUser(t.database.db, { role: 'staff' });
    const shopper = await createUser(t.database.db);
    const malay = await insertTestOrder(t.database.db, shopper.id, { status: 'Payment Submitted' });
    await t.database.db.update(orders).set({ lang: 'ms' }).where(eq(orders.id, malay));
    const english = await insertTestOrder(t.database.db, shopper.id, { status: 'Payment Submitted' });
    const act = (id: string, action: string, headers: Record<string, string>, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/action`,
        headers: { token: staff.token, ...headers },
        payload: { action, ...(reason ? { reason } : {}) },
      });

    let before = outboxFiles(t.config.dataDir).length;
    expect((await act(malay, 'verify', {})).statusCode).toBe(200);
    const verified = await lastMailTo(t.config.dataDir, shopper.email, before);
    expect(verified.subject).toBe(`Roti & Rupa: pesanan ${malay.slice(0, 8).toUpperCase()} – Bayaran Disahkan`);
    expect(verified.text).toContain('Bayaran anda telah disahkan. Terima kasih!');
    expect(verified.text).toContain('Resit anda (PDF): ');

    before = outboxFiles(t.config.dataDir).length;
    expect((await act(english, 'verify', MALAY)).statusCode).toBe(200);
    const englishMail = await lastMailTo(t.config.dataDir, shopper.email, before);
    expect(englishMail.subject).toBe(`Roti & Rupa: order ${english.slice(0, 8).toUpperCase()} Payment Verified`);
    expect(englishMail.text).toContain('Your payment has been verified. Thank you!');
  });

  it('sends the newsletter confirmation and the welcome code in the language it was subscribed in', async () => {
    const email = freshEmail();
    const before = outboxFiles(t.config.dataDir).length;
    expect((await post('/api/newsletter/subscribe', { email }, MALAY)).statusCode).toBe(200);
    const confirmMail = await lastMailTo(t.config.dataDir, email, before);
    expect(confirmMail.subject).toBe('Roti & Rupa: sila sahkan langganan anda');
    expect(confirmMail.text).toContain('/ms/newsletter/confirm?token=');
    expect(confirmMail.html).toContain('Sahkan langganan saya');
    const [row] = await t.database.db
      .select({ lang: newsletterSubscriptions.lang })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row!.lang).toBe('ms');

    const token = await confirmTokenMailedTo(t.config.dataDir, email, before);
    const afterConfirmation = outboxFiles(t.config.dataDir).length;
    // The link is opened without a language (any browser, any page): the subscription's own decides.
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
    const welcome = await lastMailTo(t.config.dataDir, email, afterConfirmation);
    expect(welcome.subject).toBe('Roti & Rupa: kod alu-aluan 20% anda');
    expect(welcome.text).toContain('Selamat datang ke Roti & Rupa!');
    expect(welcome.text).toMatch(/Beli-belah sekarang: http:\/\/[^\s]+\/ms\b/);
  });
});
