/**
 * The API names a refused field by its key ("nameMs: Malay name can be at most 60 characters.",
 * "price: Too big"); staff know the field by the label their form gives it. Each entry holds the
 * labels of the form that writes to the API paths it matches.
 */
const FORM_LABELS: readonly { path: RegExp; labels: Readonly<Record<string, string>> }[] = [
  { path: /^\/api\/admin\/category-names/, labels: { name: 'Category', nameMs: 'Malay name' } },
  {
    path: /^\/api\/admin\/products/,
    labels: {
      name: 'Name',
      description: 'Description',
      nameMs: 'Malay name',
      descriptionMs: 'Malay description',
      price: 'Price',
      category: 'Category',
      subCategory: 'Type',
      features: 'Options',
      images: 'Images',
      bestseller: 'Bestseller',
      hidden: 'Hidden',
      leadTimeHours: 'Lead time',
      stock: 'Stock',
      optionPrices: 'Option prices',
      customisation: 'Customisation',
    },
  },
  {
    path: /^\/api\/admin\/product\/[^/]+\/facts/,
    labels: {
      ingredients: 'Ingredients',
      allergens: 'Allergens',
      halalStatus: 'Halal status',
      certificateNo: 'Certificate number',
      certificateExpiry: 'Certificate expiry',
    },
  },
  {
    path: /^\/api\/admin\/news/,
    labels: {
      title: 'Title',
      date: 'Date',
      description: 'Body',
      titleMs: 'Malay title',
      descriptionMs: 'Malay body',
      imageUrl: 'Image',
    },
  },
  {
    path: /^\/api\/admin\/slider/,
    labels: {
      url: 'Banner image',
      alt: 'Alt text',
      headline: 'Headline',
      subtitle: 'Subtitle',
      altMs: 'Malay alt text',
      headlineMs: 'Malay headline',
      subtitleMs: 'Malay subtitle',
    },
  },
  {
    path: /^\/api\/admin\/outlets/,
    labels: {
      title: 'Name',
      street: 'Street',
      city: 'City',
      zipcode: 'Postcode',
      state: 'State',
      country: 'Country',
      contactNumber: 'Contact number',
      whatsappNumber: 'WhatsApp',
      lat: 'Location',
      lng: 'Location',
      schedule: 'Opening hours',
      notes: 'Notes',
      notesMs: 'Malay notes',
    },
  },
  {
    path: /^\/api\/admin\/shipping/,
    labels: { rates: 'Delivery fees', freeShippingMinSubtotal: 'Free delivery from' },
  },
  {
    path: /^\/api\/admin\/settings/,
    labels: {
      paymentReceiverName: 'Receiver name',
      sellerWhatsapp: 'Seller WhatsApp number',
      contactEmail: 'Email',
      contactPhone: 'Phone',
      contactAddress: 'Address',
      noticeMessages: 'Notice bar messages',
      noticeMessagesMs: 'Notice bar messages in Malay',
      announcement: 'Announcement',
      productPromises: 'Product promises',
      slotCapacity: 'Orders per slot',
      onlinePaymentMethods: 'Online payment methods',
      maxUnpaidOrders: 'Unpaid orders per customer',
    },
  },
  {
    path: /^\/api\/admin\/promo-codes/,
    labels: {
      code: 'Code',
      kind: 'Kind',
      amount: 'Amount',
      minSubtotal: 'Minimum subtotal',
      expiresOn: 'Last day',
      maxUses: 'Total uses',
    },
  },
  {
    path: /^\/api\/admin\/seasons/,
    labels: {
      name: 'Season name',
      orderBy: 'Order by',
      firstDay: 'First day',
      lastDay: 'Last day',
      productIds: 'Products',
    },
  },
  { path: /^\/api\/admin\/search-synonyms/, labels: { term: 'Term', synonyms: 'Synonyms' } },
  { path: /^\/api\/admin\/search-insight/, labels: { retentionDays: 'Days to keep' } },
  { path: /^\/api\/admin\/orders/, labels: { action: 'Action', reason: 'Reason', orderIds: 'Orders' } },
];

/** "leadTimeHours" as words ("Lead time hours"), for a key no form names; a Malay twin says so. */
function keyAsWords(key: string): string {
  const malay = /^(.+)Ms$/.exec(key);
  const words = (malay ? malay[1]! : key)
    .replace(/Cents$/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return malay ? `Malay ${words}` : words.charAt(0).toUpperCase() + words.slice(1);
}

/** A refusal's leading field path (its keys are camelCase): "nameMs", "stock.Half", "features.2". */
const FIELD_PREFIX = /^([a-z][\w$]*)((?:\.[^:\n]+)?): (.+)$/s;

/** Fields keyed by what staff named (an option): the key is shown beside the field's label. */
const NAMED_ENTRIES = new Set(['stock', 'optionPrices']);

/**
 * The API's message for staff: the field's key becomes the label of the form that sent it, and a
 * message that already names the field by that label is shown alone. An option's own stock or price
 * names the option in brackets: "Stock (Half): Stock cannot be negative."
 */
export function staffMessage(message: string, apiPath: string): string {
  const match = FIELD_PREFIX.exec(message);
  if (!match) return message;
  const [, key = '', rest = '', detail = ''] = match;
  const label = FORM_LABELS.find((f) => f.path.test(apiPath))?.labels[key] ?? keyAsWords(key);
  const entry = NAMED_ENTRIES.has(key) ? rest.split('.')[1] : undefined;
  if (entry) return `${label} (${entry}): ${detail}`;
  return detail.startsWith(label) ? detail : `${label}: ${detail}`;
}
