import { WELCOME_DISCOUNT_PERCENT } from '@shop/contract';
import type { MailCatalogue } from './en.ts';

/** The mails in Bahasa Melayu, in the words the shop's Malay pages use (cawangan, buletin, kod promo). */
export const ms: MailCatalogue = {
  code: {
    register: { subject: 'kod pengesahan anda', intro: 'Gunakan kod ini untuk melengkapkan pendaftaran akaun anda' },
    reset: {
      subject: 'kod tetapan semula kata laluan anda',
      intro: 'Gunakan kod ini untuk menetapkan kata laluan baharu',
    },
    subject: (shop, what, code) => `${shop}: ${what} ialah ${code}`,
    expiry: (minutes, until) =>
      `Kod ini tamat tempoh dalam ${minutes} minit (pada ${until}) dan hanya boleh digunakan sekali.`,
    ignore: 'Jika anda tidak memintanya, abaikan sahaja e-mel ini.',
  },
  registerAttempt: {
    subject: (shop) => `${shop}: ada cubaan mendaftar dengan alamat e-mel anda`,
    paragraphs: (shop, login, reset) => [
      'Seseorang cuba mendaftar dengan alamat e-mel anda.',
      `Akaun ${shop} baharu telah diminta untuk alamat e-mel ini, tetapi alamat ini sudah mempunyai akaun. Jadi, tiada akaun baharu dibuat dan tiada kod dihantar.`,
      `Jika itu anda, log masuk di ${login}, atau tetapkan kata laluan baharu di ${reset} jika anda terlupa.`,
      'Jika bukan anda, abaikan sahaja e-mel ini: akaun anda tidak berubah.',
    ],
  },
  order: {
    hi: (name) => `Hai ${name},`,
    orderPage: (url) => `Halaman pesanan anda: ${url}`,
    pickup: (where, when) => `Ambil di ${where} pada ${when}`,
    outletYouChose: 'cawangan pilihan anda',
    delivery: (address, when) => `Penghantaran ke ${address} pada ${when}`,
    placed: {
      subject: (shop, id) => `${shop}: pesanan ${id} telah diterima`,
      thanks: (id, shop) => `Pesanan anda ${id} telah diterima. Terima kasih kerana membeli di ${shop}.`,
      subtotal: (amount) => `Subjumlah: ${amount}`,
      shippingFee: (amount) => `Caj Penghantaran: ${amount}`,
      free: 'Percuma',
      discount: (code, amount) => `Diskaun (${code}): -${amount}`,
      total: (amount) => `Jumlah: ${amount}`,
      note: (note) => `Nota anda untuk kedai: ${note}`,
      payTng: (amount, receiver, deadline) =>
        `Sila bayar ${amount} melalui Touch 'n Go eWallet kepada ${receiver} dan muat naik tangkapan skrin bayaran di halaman pesanan anda sebelum ${deadline}. Pesanan yang tidak dibayar dibatalkan secara automatik selepas 2 jam.`,
      payCard: (amount, deadline) =>
        `Sila lengkapkan bayaran kad sebanyak ${amount} sebelum ${deadline}. Pesanan yang tidak dibayar dibatalkan secara automatik selepas 2 jam.`,
    },
    status: {
      subject: (shop, id, status) => `${shop}: pesanan ${id} – ${status}`,
      names: {
        'Payment Submitted': 'Bayaran Dihantar',
        'Payment Verified': 'Bayaran Disahkan',
        Preparing: 'Sedang Disediakan',
        'Ready for Pickup': 'Sedia untuk Diambil',
        'Out for Delivery': 'Dalam Penghantaran',
        Completed: 'Selesai',
        'Order Cancelled': 'Dibatalkan',
      },
      texts: {
        'Payment Submitted': 'Kami telah menerima tangkapan skrin bayaran anda dan akan menyemaknya sebentar lagi.',
        'Payment Verified': 'Bayaran anda telah disahkan. Terima kasih!',
        Preparing: 'Pesanan anda sedang disediakan.',
        'Ready for Pickup': 'Pesanan anda sudah sedia untuk diambil.',
        'Out for Delivery': 'Pesanan anda dalam perjalanan.',
        Completed: 'Pesanan anda telah selesai. Terima kasih kerana membeli-belah dengan kami!',
        'Order Cancelled': 'Pesanan anda telah dibatalkan.',
      },
      other: (status) => `Status pesanan anda kini: ${status}.`,
      reason: (reason) => ` Sebab: ${reason}`,
      reasons: {
        'Cancelled by the customer.': 'Dibatalkan oleh pelanggan.',
        'Payment was not received within 2 hours.': 'Bayaran tidak diterima dalam tempoh 2 jam.',
      },
      receipt: (url) => `Resit anda (PDF): ${url}`,
    },
    paymentFailed: {
      subject: (shop, id) => `${shop}: bayaran untuk pesanan ${id} tidak berjaya`,
      body: (amount, id, deadline) => [
        `Bayaran dalam talian anda sebanyak ${amount} untuk pesanan ${id} tidak berjaya, jadi tiada caj dikenakan.`,
        `Pesanan anda masih disimpan sehingga ${deadline}: buka halaman pesanan anda untuk membayar semula dengan kad, FPX atau GrabPay.`,
      ],
    },
    refund: {
      subject: (shop, id) => `${shop}: bayaran anda untuk pesanan ${id} telah dipulangkan`,
      body: (amount, id) => [
        `Bayaran dalam talian anda sebanyak ${amount} untuk pesanan ${id} diterima selepas pesanan itu dibatalkan, jadi kami telah memulangkannya sepenuhnya.`,
        'Wang dipulangkan ke kad, akaun bank atau e-dompet yang anda gunakan. Bank biasanya memaparkannya dalam tempoh 5 hingga 10 hari bekerja.',
      ],
    },
  },
  newsletter: {
    confirm: {
      subject: (shop) => `${shop}: sila sahkan langganan anda`,
      ask: (shop) => `Sila sahkan langganan buletin ${shop} anda.`,
      open: `Buka pautan ini untuk mengesahkannya, dan kod alu-aluan ${WELCOME_DISCOUNT_PERCENT}% anda akan dihantar melalui e-mel:`,
      button: 'Sahkan langganan saya',
      hours: (hours) =>
        `Pautan ini sah selama ${hours} jam. Jika anda tidak melanggan, abaikan sahaja e-mel ini: tanpa pengesahan, anda tidak akan menerima apa-apa lagi daripada kami.`,
    },
    welcome: {
      subject: (shop) => `${shop}: kod alu-aluan ${WELCOME_DISCOUNT_PERCENT}% anda`,
      hello: (shop) => `Selamat datang ke ${shop}!`,
      code: `Terima kasih kerana melanggan. Ini kod alu-aluan anda untuk diskaun ${WELCOME_DISCOUNT_PERCENT}% bagi pesanan seterusnya:`,
      use: 'Masukkan kod ini di ruangan kod promo semasa membuat pesanan. Kod ini boleh digunakan sekali sahaja, untuk akaun yang didaftarkan dengan alamat e-mel ini.',
      until: (day) => ` Sah sehingga ${day}.`,
      shopNow: (url) => `Beli-belah sekarang: ${url}`,
    },
  },
};
