import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, settings } from './helpers/tables.ts';
import { multipartBody, pngImage } from './helpers/admin.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

describe.each(dbKinds)('catalogue and settings admin on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.database.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { token: admin.token }, ...(payload ? { payload } : {}) });
  const upload = (kind: string, data: Buffer, name = 'photo.png', type = 'image/png') => {
    const body = multipartBody({ kind }, { name, data, type });
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { token: admin.token, ...body.headers },
      payload: body.payload,
    });
  };
  const product = (images: string[]) => ({
    name: 'Durian Pandan Chiffon',
    description: 'A light chiffon cake with palm sugar.',
    price: 38.5,
    category: 'Bakery',
    subCategory: 'Cakes',
    features: ['Whole', 'Half'],
    images,
    bestseller: true,
    hidden: false,
    leadTimeHours: 24,
    stock: { Whole: 3, Half: 0 },
  });

  it('stores an uploaded image re-encoded at both storefront widths', async () => {
    const res = await upload('product', await pngImage(1200, 900));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/media\/products\/upload-[0-9a-f]{12}-800\.webp$/);
    for (const [u, width] of [
      [url, 800],
      [url.replace('-800.webp', '-400.webp'), 400],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url: u });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
    }
    const banner = (await upload('slider', await pngImage(2000, 900))).json().url as string;
    const meta = await sharp((await t.app.inject({ method: 'GET', url: banner })).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 1600, height: 640 });
  });

  it('refuses a file that is not an image whatever its name says, a broken one and a wrong kind', async () => {
    const fake = await upload('product', Buffer.from('<svg onload=alert(1)></svg>'), 'cake.png');
    expect(fake.statusCode).toBe(415);
    const png = await pngImage(800, 800);
    const cut = await upload('product', png.subarray(0, 200));
    expect(cut.statusCode).toBe(400);
    expect((await upload('avatar', png)).statusCode).toBe(400);
    expect((await upload('product', await pngImage(100, 100))).json().message).toContain('too small');
  });

  it('creates a product that the collection and search then show, with stock per option', async () => {
    const url = (await upload('product', await pngImage())).json().url as string;
    const created = await call('POST', '/api/admin/products', product([url]));
    expect(created.statusCode).toBe(200);
    const p = created.json().product;
    expect(p).toMatchObject({
      name: 'Durian Pandan Chiffon',
      price: 38.5,
      stock: { Whole: 3, Half: 0 },
      leadTimeHours: 24,
      hidden: false,
      deleted: false,
    });

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { productName: 'durian pandan', page: 1, amount: 10 },
    });
    expect(search.json().products.map((x: { id: string }) => x.id)).toContain(p.id);
    const shelf = await t.app.inject({
      method: 'POST',
      url: '/api/product/fetchProducts',
      payload: { page: 1, amount: 48, category: ['Bakery'], subCategory: ['Cakes'] },
    });
    expect(shelf.json().products.map((x: { id: string }) => x.id)).toContain(p.id);

    const edited = await call('PUT', `/api/admin/products/${p.id}`, { ...product([url]), price: 40, stock: null });
    expect(edited.json().product).toMatchObject({ price: 40, stock: null });

    const hidden = await call('PATCH', `/api/admin/products/${p.id}`, { hidden: true });
    expect(hidden.json().product.hidden).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${p.id}` })).statusCode).toBe(404);
    await call('PATCH', `/api/admin/products/${p.id}`, { hidden: false, deleted: true });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.deletedAt).not.toBeNull();
    const deletedList = (await call('GET', '/api/admin/products?show=deleted&q=durian')).json();
    expect(deletedList.products.map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect((await call('GET', '/api/admin/products?q=durian')).json().products).toEqual([]);
  });

  it('shows field errors for a bad product', async () => {
    const bad = async (patch: object) => {
      const res = await call('POST', '/api/admin/products', { ...product(['/media/products/x-800.webp']), ...patch });
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ images: ['https://evil.example/x.png'] })).toBe('images.0: Upload the image here first.');
    expect(await bad({ price: 0 })).toBe('price: Price must be more than 0.');
    expect(await bad({ price: 1.234 })).toBe('price: Price can have at most two decimals.');
    expect(await bad({ stock: { Quarter: 1 } })).toBe('stock: Stock names an unknown option: Quarter.');
    expect(await bad({ stock: { Whole: -1 } })).toBe('stock.Whole: Stock cannot be negative.');
  });

  it('pages the product list with a cap', async () => {
    const page = (await call('GET', '/api/admin/products')).json();
    expect(page.products).toHaveLength(25);
    expect(page.hasMore).toBe(true);
    expect((await call('GET', '/api/admin/products?page=0')).statusCode).toBe(400);
  });

  it('saves shop settings and slot capacity, and the storefront reads them', async () => {
    const current = (await call('GET', '/api/admin/settings')).json().settings;
    const next = {
      ...current,
      paymentReceiverName: 'Roti Rupa Sdn Bhd',
      noticeMessages: ['Closed on Sunday 5 May.'],
      announcement: 'New outlet in Ipoh!',
      slotCapacity: 4,
      maxUnpaidOrders: 2,
    };
    expect(current.maxUnpaidOrders).toBe(3);
    const saved = await call('PUT', '/api/admin/settings', next);
    expect(saved.json().settings).toEqual(next);
    const publicSettings = (await t.app.inject({ method: 'GET', url: '/api/custom/settings' })).json().settings;
    expect(publicSettings).toMatchObject({
      paymentReceiverName: 'Roti Rupa Sdn Bhd',
      noticeMessages: ['Closed on Sunday 5 May.'],
      announcement: 'New outlet in Ipoh!',
    });
    const [cap] = await t.database.db.select().from(settings).where(eq(settings.key, 'slotCapacity'));
    expect(cap!.value).toBe(4);
    const [unpaid] = await t.database.db.select().from(settings).where(eq(settings.key, 'maxUnpaidOrders'));
    expect(unpaid!.value).toBe(2);
    const bad = await call('PUT', '/api/admin/settings', { ...next, sellerWhatsapp: 'call me', slotCapacity: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sellerWhatsapp:');
  });

  it('edits shipping rates and the free-shipping threshold, which checkout then charges', async () => {
    const shipping = (await call('GET', '/api/admin/shipping')).json();
    expect(shipping.rates).toHaveLength(13);
    const rates = shipping.rates.map((r: { state: string; fee: number | null }) => ({
      state: r.state,
      fee: r.state === 'Perlis' ? null : r.state === 'Johor' ? 12.5 : r.fee,
    }));
    const saved = (await call('PUT', '/api/admin/shipping', { rates, freeShippingMinSubtotal: null })).json();
    expect(saved.rates.find((r: { state: string }) => r.state === 'Johor').fee).toBe(12.5);
    expect(saved.rates.find((r: { state: string }) => r.state === 'Perlis').fee).toBeNull();
    expect(saved.freeShippingMinSubtotal).toBeNull();
  });

  it('manages slider images', async () => {
    const banner = (await upload('slider', await pngImage(1800, 800))).json().url as string;
    const slides = (await call('POST', '/api/admin/slider', { url: banner, alt: 'Raya hampers' })).json().items;
    expect(slides.at(-1)).toMatchObject({ url: banner, alt: 'Raya hampers' });
    const reversed = slides.map((s: { id: number }) => s.id).reverse();
    const reordered = (await call('PUT', '/api/admin/slider/order', { ids: reversed })).json().items;
    expect(reordered.map((s: { id: number }) => s.id)).toEqual(reversed);
    expect((await call('PUT', '/api/admin/slider/order', { ids: reversed.slice(1) })).statusCode).toBe(409);
    const publicSlider = (await t.app.inject({ method: 'GET', url: '/api/custom/getSliderImages' })).json()
      .sliderImages;
    expect(publicSlider[0]).toBe(banner);
    expect((await call('DELETE', `/api/admin/slider/${reversed[0]}`)).statusCode).toBe(200);
  });

  it('edits the headline and subtitle drawn over a banner', async () => {
    const banner = (await upload('slider', await pngImage(1800, 800))).json().url as string;
    const added = (
      await call('POST', '/api/admin/slider', {
        url: banner,
        alt: 'Mooncakes',
        headline: 'Mooncake season',
        subtitle: 'Lotus paste and salted yolk.',
      })
    ).json().items;
    const id = added.find((s: { url: string }) => s.url === banner).id as number;
    const edited = await call('PUT', `/api/admin/slider/${id}`, {
      alt: 'Mooncakes in a tin',
      headline: '  Mooncakes are back ',
      subtitle: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().items.find((s: { id: number }) => s.id === id)).toMatchObject({
      alt: 'Mooncakes in a tin',
      headline: 'Mooncakes are back',
      subtitle: '',
    });
    const publicSlides = (await t.app.inject({ method: 'GET', url: '/api/custom/getSliderImages' })).json().slides;
    expect(publicSlides).toContainEqual({
      url: banner,
      alt: 'Mooncakes in a tin',
      headline: 'Mooncakes are back',
      subtitle: '',
    });

    const long = await call('PUT', `/api/admin/slider/${id}`, {
      alt: 'Mooncakes',
      headline: 'x'.repeat(61),
      subtitle: '',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('The headline can be at most 60 characters.');
    expect(
      (await call('PUT', '/api/admin/slider/999999', { alt: 'Gone', headline: '', subtitle: '' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/slider/${id}`)).statusCode).toBe(200);
  });

  it('manages news and outlets', async () => {
    const item = (
      await call('POST', '/api/admin/news', {
        title: 'Ipoh opens',
        date: '2026-11-20',
        description: 'Our new outlet.',
        imageUrl: null,
      })
    ).json().item;
    const publicNews = (await t.app.inject({ method: 'GET', url: `/api/news/${item.id}` })).json();
    expect(publicNews.item).toMatchObject({ title: 'Ipoh opens' });
    expect(
      (
        await call('PUT', `/api/admin/news/${item.id}`, {
          title: 'Ipoh is open',
          date: '2026-11-20',
          description: 'Our new outlet.',
          imageUrl: null,
        })
      ).json().item.title,
    ).toBe('Ipoh is open');
    expect((await call('DELETE', `/api/admin/news/${item.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/news/${item.id}`)).statusCode).toBe(404);

    const outlets = (await call('GET', '/api/admin/outlets')).json().outlets;
    const { id, ...first } = outlets[0];
    const moved = (
      await call('PUT', `/api/admin/outlets/${id}`, { ...first, lat: 3.15, lng: 101.7, whatsappNumber: null })
    ).json().outlet;
    expect(moved).toMatchObject({ lat: 3.15, lng: 101.7, whatsappNumber: null });
    const added = await call('POST', '/api/admin/outlets', {
      ...first,
      title: 'Roti & Rupa Ipoh',
      schedule: first.schedule.slice(0, 6),
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toContain('schedule: Give the hours for all seven days.');
  });
});
