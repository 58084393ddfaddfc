// The demo catalogue in Bahasa Melayu, as a Malaysian shop writes its own listings: short, everyday
// words, English kept where shoppers here say it in English (hoodie, polo, jeans, croissant).

export interface MalayText {
  name: string;
  description: string;
}

/** A news story in Malay: its title and its paragraphs, separated by a blank line. */
export interface MalayNews {
  title: string;
  description: string;
}

/** Per product slug; every demo product has one (packages/demo's test holds that). */
export const demoMalay: Record<string, MalayText> = {
  'everyday-crew-tee': {
    name: 'Baju T Leher Bulat Harian',
    description:
      'Baju T kapas 220gsm, leher bulat bergelang dan potongan longgar. Sudah dicuci, kekal lembut walaupun cuaca panas.',
  },
  'heritage-pique-polo': {
    name: 'Baju Polo Piqué Heritage',
    description: 'Polo kain piqué tebal dengan kolar kemas. Sesuai ke pejabat atau hujung minggu.',
  },
  'oxford-button-down-shirt': {
    name: 'Kemeja Oxford Butang Kolar',
    description: 'Kemeja kain Oxford dengan kolar berbutang. Kemas untuk kerja, selesa sepanjang hari.',
  },
  'linen-resort-shirt': {
    name: 'Kemeja Linen Santai',
    description: 'Kemeja linen ringan berkolar terbuka. Sejuk dipakai waktu tengah hari.',
  },
  'kopitiam-heavyweight-tee': {
    name: 'Baju T Tebal Kopitiam',
    description: 'Baju T kapas tebal bercetak logo kopitiam. Potongan besar, tak mudah jarang.',
  },
  'courtside-pique-polo': {
    name: 'Baju Polo Courtside',
    description: 'Polo piqué bergaris di kolar, nampak sporty tapi tetap kemas.',
  },
  'bakers-crest-cap': {
    name: 'Topi Lambang Baker',
    description: 'Topi kapas bersulam lambang kedai. Tali belakang boleh laras.',
  },
  'selvedge-slim-jeans': {
    name: 'Seluar Jeans Selvedge Slim',
    description: 'Jeans denim selvedge potongan slim. Makin lama dipakai, makin cantik warnanya.',
  },
  'stretch-chino-trousers': {
    name: 'Seluar Chino Stretch',
    description: 'Seluar chino kain regang, senang bergerak. Sesuai ke pejabat atau keluar makan.',
  },
  'weekend-drawstring-shorts': {
    name: 'Seluar Pendek Tali Hujung Minggu',
    description: 'Seluar pendek kapas bertali di pinggang. Santai untuk hujung minggu.',
  },
  'tailored-wool-blend-trousers': {
    name: 'Seluar Slack Campuran Bulu',
    description: 'Seluar slack kain campuran bulu, potongan kemas untuk majlis dan mesyuarat.',
  },
  'relaxed-straight-jeans': {
    name: 'Seluar Jeans Lurus Longgar',
    description: 'Jeans potongan lurus yang longgar dan selesa untuk pakai hari-hari.',
  },
  'heavyweight-pullover-hoodie': {
    name: 'Hoodie Tebal Sarung',
    description: 'Hoodie fleece tebal dengan poket depan. Panas untuk pejabat berhawa dingin.',
  },
  'cocoa-fleece-hoodie': {
    name: 'Hoodie Fleece Koko',
    description: 'Hoodie fleece lembut warna koko. Ringan tapi tetap panas.',
  },
  'nordic-stripe-sweater': {
    name: 'Sweater Belang Nordic',
    description: 'Sweater kait bercorak belang. Sesuai untuk cuti ke tanah tinggi.',
  },
  'highland-bomber-jacket': {
    name: 'Jaket Bomber Highland',
    description: 'Jaket bomber kalis angin dengan lapik lembut. Ada poket berzip.',
  },
  'ribbed-knit-beanie': {
    name: 'Topi Beanie Kait',
    description: 'Beanie kait bergaris yang muat elok di kepala. Panas di Cameron.',
  },
  'boxy-cropped-tee': {
    name: 'Baju T Pendek Boxy',
    description: 'Baju T potongan boxy dan pendek. Padan dengan seluar pinggang tinggi.',
  },
  'relaxed-linen-shirt': {
    name: 'Kemeja Linen Longgar',
    description: 'Kemeja linen longgar yang sejuk dan ringan. Boleh dipakai terbuka macam jaket.',
  },
  'knit-collar-polo': {
    name: 'Baju Polo Kolar Kait',
    description: 'Polo kait dengan kolar lembut. Nampak kemas tanpa perlu bergosok.',
  },
  'bunga-raya-midi-dress': {
    name: 'Dress Midi Bunga Raya',
    description: 'Dress midi bercorak bunga raya, kain ringan dan beralun. Cantik untuk majlis siang.',
  },
  'pandan-garden-sundress': {
    name: 'Sundress Taman Pandan',
    description: 'Sundress warna hijau pandan bertali halus. Ringan untuk cuaca panas.',
  },
  'essential-slim-tee': {
    name: 'Baju T Slim Asas',
    description: 'Baju T kapas regang potongan slim. Senang dipadankan dengan apa-apa.',
  },
  'pleated-midi-skirt': {
    name: 'Skirt Midi Berlipat',
    description: 'Skirt midi berlipat yang beralun bila berjalan. Pinggang getah, selesa.',
  },
  'high-rise-mom-jeans': {
    name: 'Seluar Jeans Mom Pinggang Tinggi',
    description: 'Jeans mom pinggang tinggi dengan kaki lurus. Denim tebal, tak jarang.',
  },
  'wide-leg-trousers': {
    name: 'Seluar Kaki Lebar',
    description: 'Seluar kaki lebar yang jatuh cantik. Sejuk dan sopan untuk ke pejabat.',
  },
  'a-line-denim-skirt': {
    name: 'Skirt Denim A-Line',
    description: 'Skirt denim potongan A, paras lutut. Ada poket depan.',
  },
  'lounge-shorts': {
    name: 'Seluar Pendek Rumah',
    description: 'Seluar pendek kain lembut untuk bersantai di rumah.',
  },
  'oversized-oat-hoodie': {
    name: 'Hoodie Oversized Oat',
    description: 'Hoodie besar warna oat, lembut di dalam. Selesa untuk naik flight.',
  },
  'cable-knit-sweater': {
    name: 'Sweater Kait Kabel',
    description: 'Sweater kait corak kabel yang tebal dan panas.',
  },
  'cropped-bomber-jacket': {
    name: 'Jaket Bomber Pendek',
    description: 'Jaket bomber potongan pendek, ringan dan kalis angin.',
  },
  'angora-touch-beanie': {
    name: 'Topi Beanie Lembut Angora',
    description: 'Beanie selembut bulu angora, tidak gatal di kepala.',
  },
  'sage-fleece-hoodie': {
    name: 'Hoodie Fleece Hijau Sage',
    description: 'Hoodie fleece warna hijau sage, lembut dan panas.',
  },
  'kids-rainbow-tee': {
    name: 'Baju T Pelangi Kanak-kanak',
    description: 'Baju T kapas bercetak pelangi untuk si kecil. Lembut di kulit.',
  },
  'kids-little-baker-tee': {
    name: 'Baju T Baker Cilik',
    description: 'Baju T kanak-kanak bercetak "Baker Cilik". Tahan dibasuh berkali-kali.',
  },
  'kids-mini-polo': {
    name: 'Baju Polo Mini Kanak-kanak',
    description: 'Polo kecil yang kemas untuk ke sekolah atau majlis keluarga.',
  },
  'kids-cotton-party-shirt': {
    name: 'Kemeja Majlis Kanak-kanak',
    description: 'Kemeja kapas kanak-kanak untuk hari jadi dan kenduri.',
  },
  'kids-crest-cap': {
    name: 'Topi Lambang Kanak-kanak',
    description: 'Topi kecil bersulam lambang kedai, tali boleh laras.',
  },
  'kids-play-shorts': {
    name: 'Seluar Pendek Main Kanak-kanak',
    description: 'Seluar pendek pinggang getah, senang si kecil berlari dan bermain.',
  },
  'kids-stretch-jeans': {
    name: 'Seluar Jeans Stretch Kanak-kanak',
    description: 'Jeans regang yang tak sendat, pinggang boleh laras.',
  },
  'kids-pleated-skirt': {
    name: 'Skirt Berlipat Kanak-kanak',
    description: 'Skirt berlipat dengan seluar dalam terbina, senang bermain.',
  },
  'kids-everyday-chinos': {
    name: 'Seluar Chino Harian Kanak-kanak',
    description: 'Seluar chino lembut untuk pakai hari-hari, pinggang getah.',
  },
  'kids-bear-ear-hoodie': {
    name: 'Hoodie Telinga Beruang',
    description: 'Hoodie kanak-kanak dengan telinga beruang pada hud. Comel dan panas.',
  },
  'kids-adventure-hoodie': {
    name: 'Hoodie Pengembara Kanak-kanak',
    description: 'Hoodie tebal dengan poket depan untuk jalan-jalan bersama keluarga.',
  },
  'kids-windbreaker-jacket': {
    name: 'Jaket Kalis Angin Kanak-kanak',
    description: 'Jaket ringan kalis angin dan renyai hujan, boleh dilipat masuk beg.',
  },
  'kids-pompom-beanie': {
    name: 'Topi Beanie Pompom Kanak-kanak',
    description: 'Beanie kait dengan pompom di atas. Lembut dan panas.',
  },
  'kids-stripe-sweater': {
    name: 'Sweater Belang Kanak-kanak',
    description: 'Sweater kait belang yang lembut untuk pagi yang sejuk.',
  },
  'country-sourdough-boule': {
    name: 'Roti Sourdough Bulat',
    description: 'Roti sourdough diperam semalaman. Kulit rangup, isi lembut dan sedikit masam.',
  },
  'seeded-rye-sourdough': {
    name: 'Roti Sourdough Rai Bijirin',
    description: 'Sourdough tepung rai dengan biji bunga matahari dan bijan. Padat dan mengenyangkan.',
  },
  'classic-french-baguette': {
    name: 'Roti Baguette Perancis',
    description: 'Baguette kulit rangup, dibakar setiap pagi. Sedap dengan mentega.',
  },
  'hokkaido-milk-loaf': {
    name: 'Roti Susu Hokkaido',
    description: 'Roti susu yang lembut gebu, boleh disiat-siat. Kegemaran budak-budak.',
  },
  'gula-melaka-wholemeal-loaf': {
    name: 'Roti Mil Penuh Gula Melaka',
    description: 'Roti tepung mil penuh dengan manis gula Melaka. Sedap dibakar untuk sarapan.',
  },
  'butter-sugar-bun': {
    name: 'Roti Bun Mentega Gula',
    description: 'Bun lembut disapu mentega dan ditabur gula. Rasa macam zaman sekolah.',
  },
  'kaya-butter-bun': {
    name: 'Roti Bun Kaya Mentega',
    description: 'Bun lembut berinti kaya dan mentega. Padan dengan kopi O.',
  },
  'all-butter-croissant': {
    name: 'Croissant Mentega',
    description: 'Croissant berlapis mentega, rangup di luar dan lembut di dalam.',
  },
  'apricot-custard-danish': {
    name: 'Danish Kastard Aprikot',
    description: 'Pastri Danish berinti kastard dengan aprikot di atas.',
  },
  'pandan-kaya-puff': {
    name: 'Karipap Kaya Pandan',
    description: 'Pastri puff berlapis dengan inti kaya pandan buatan sendiri.',
  },
  'portuguese-egg-tart': {
    name: 'Tart Telur Portugis',
    description: 'Tart telur berkulit pastri rangup dengan kastard yang dibakar hangus sedikit.',
  },
  'gula-melaka-glazed-donut': {
    name: 'Donat Glaze Gula Melaka',
    description: 'Donat gebu bersalut glaze gula Melaka.',
  },
  'strawberry-sprinkle-donut': {
    name: 'Donat Strawberi Bertabur',
    description: 'Donat bersalut strawberi dengan taburan warna-warni.',
  },
  'blueberry-crumble-muffin': {
    name: 'Muffin Blueberi Crumble',
    description: 'Muffin penuh buah blueberi dengan crumble rangup di atas.',
  },
  'brown-butter-choc-chip-cookies': {
    name: 'Biskut Coklat Cip Mentega Perang',
    description: 'Biskut coklat cip dengan mentega perang. Rangup di tepi, lembut di tengah.',
  },
  'gula-melaka-caramel-cake': {
    name: 'Kek Karamel Gula Melaka',
    description: 'Kek span lembut dengan karamel gula Melaka. Manis yang cukup-cukup.',
  },
  'dark-chocolate-fudge-cake': {
    name: 'Kek Coklat Moist',
    description: 'Kek coklat gelap yang moist dengan lapisan fudge tebal.',
  },
  'strawberry-chiffon-cake': {
    name: 'Kek Chiffon Strawberi',
    description: 'Kek chiffon ringan dengan krim dan strawberi segar.',
  },
  'ondeh-ondeh-layer-cake': {
    name: 'Kek Lapis Ondeh-ondeh',
    description: 'Kek pandan berlapis gula Melaka dan kelapa parut, macam kuih ondeh-ondeh.',
  },
  'pandan-swiss-roll': {
    name: 'Kek Gulung Pandan',
    description: 'Kek gulung pandan yang lembut dengan inti krim.',
  },
  'red-velvet-slice-box': {
    name: 'Kotak Kek Red Velvet',
    description: 'Kotak kepingan kek red velvet dengan krim keju. Senang dikongsi.',
  },
  'raya-cookie-jar-trio': {
    name: 'Set Tiga Balang Kuih Raya',
    description: 'Tiga balang kuih Raya: tart nanas, biskut mazola dan semperit. Tempah awal.',
  },
};

/** The demo catalogue's categories and types in Malay, by their English names. */
export const demoCategoryMalay: Record<string, string> = {
  Bakery: 'Bakeri',
  Men: 'Lelaki',
  Women: 'Wanita',
  Kids: 'Kanak-kanak',
  Bread: 'Roti',
  Cakes: 'Kek',
  Pastries: 'Pastri',
  Topwear: 'Atasan',
  Bottomwear: 'Bawahan',
  Winterwear: 'Pakaian Sejuk',
};

/** The demo slider's words in Malay, banner by banner (demoSlider's order). */
export const demoSliderMalay: { alt: string; headline: string; subtitle: string }[] = [
  {
    alt: 'Roti sourdough, baguette, croissant dan roti mentega segar di atas meja kayu',
    headline: 'Segar dari ketuhar, setiap pagi',
    subtitle: 'Sourdough, puf kaya dan roti mentega, dibakar setiap hari.',
  },
  {
    alt: 'Koleksi pakaian baharu: hoodie terakota, baju T krim dan topi berlogo',
    headline: 'Koleksi pakaian baharu sudah tiba',
    subtitle: 'Hoodie tebal, baju T dan topi.',
  },
  {
    alt: 'Kek perayaan gula Melaka di atas tapak kek, ditempah untuk diambil atau dihantar',
    headline: 'Kek perayaan, ditempah khas',
    subtitle: 'Tempah 48 jam lebih awal. Ambil di kedai atau kami hantar.',
  },
];

/** What shoppers should know about each demo outlet, in English and Malay (demoOutlets' order). */
export const demoOutletNotes: { notes: string; notesMs: string }[] = [
  {
    notes: 'Free parking behind the shop after 6pm. Sourdough classes on Saturday mornings.',
    notesMs: 'Parkir percuma di belakang kedai selepas 6 petang. Kelas sourdough setiap pagi Sabtu.',
  },
  {
    notes: 'Surau and parking in the basement of the block.',
    notesMs: 'Surau dan tempat letak kereta di aras bawah tanah bangunan.',
  },
  {
    notes: 'Street parking on Lebuh Carnarvon is limited; the Prangin Mall car park is a 5-minute walk.',
    notesMs: 'Parkir tepi jalan di Lebuh Carnarvon terhad; tempat letak kereta Prangin Mall 5 minit berjalan kaki.',
  },
  {
    notes: 'Apparel corner upstairs. Step-free entrance by the side door.',
    notesMs: 'Sudut pakaian di tingkat atas. Pintu sisi tanpa anak tangga.',
  },
  {
    notes: 'A short walk from Concubine Lane; public parking on Jalan Bandar Timah.',
    notesMs: 'Dekat dengan Lorong Panglima; parkir awam di Jalan Bandar Timah.',
  },
  {
    notes: 'The Sunday market on Jalan Gaya is right at our door: come early for the first bakes.',
    notesMs:
      'Pasar Ahad Jalan Gaya betul-betul di depan kedai: datang awal untuk roti yang pertama keluar dari ketuhar.',
  },
];

/** The demo news in Malay, story by story (demoNews' order): shorter than the English, as the shop writes them. */
export const demoNewsMalay: MalayNews[] = [
  {
    title: 'Cawangan Johor Bahru kini dibuka',
    description: [
      'Selepas berbulan-bulan diubah suai, cawangan keenam kami kini dibuka di Jalan Dhoby, di tengah-tengah bandar Johor Bahru. Rumah kedai tahun 1930-an ini masih mengekalkan lantai jubin, tangga kayu dan tingkap asalnya.',
      'Sepanjang minggu pembukaan, setiap pelanggan dapat roti gula mentega percuma untuk setiap pembelian, dan 50 pelanggan pertama setiap hari dapat beg tote. Kami dibuka dari 9 pagi hingga 10 malam, tutup pada hari Isnin dan Selasa.',
    ].join('\n\n'),
  },
  {
    title: 'Tempahan awal Tahun Baru Cina: tart nanas dan banyak lagi',
    description: [
      'Gong xi fa cai! Koleksi Tahun Baru Cina kami kini dibuka untuk tempahan awal: tart nanas, kuih bangkit, biskut kacang dan kek chiffon oren mandarin.',
      'Semua biskut perayaan dibungkus dalam tin merah dan emas. Tempahan ditutup pada 10 Februari dan boleh diambil di semua cawangan mulai 7 Februari. Cawangan kami tutup pada dua hari pertama Tahun Baru Cina.',
    ].join('\n\n'),
  },
  {
    title: 'Menu Ramadan dan Hari Raya',
    description: [
      'Ramadan sudah tiba dan menu Hari Raya kami sedia ditempah: tin kuih raya, puf kaya pandan, kek lapis dan kek karamel gula Melaka yang baharu.',
      'Sepanjang Ramadan, cawangan terpilih dibuka hingga 10 malam untuk juadah berbuka dan sahur. Tempahan kuih raya ditutup dua minggu sebelum Hari Raya, dan kek penuh perlu ditempah sekurang-kurangnya 48 jam lebih awal. Maaf zahir dan batin!',
    ].join('\n\n'),
  },
  {
    title: 'Koleksi pakaian terbaharu sudah tiba',
    description: [
      'Koleksi pakaian terbesar kami kini ada dalam talian dan di semua cawangan. Bintangnya ialah Hoodie Pullover Tebal daripada fleece 400gsm berwarna terakota, dengan tali krim dan hud dua lapis.',
      'Ahli dapat akses awal dan penghantaran percuma untuk pesanan pakaian melebihi RM 150 sehingga hujung bulan. Saiz boleh ditukar secara percuma dalam masa 14 hari di mana-mana cawangan.',
    ].join('\n\n'),
  },
  {
    title: 'Kelas sourdough hujung minggu di Petaling Jaya',
    description: [
      'Teringin membakar roti sourdough sendiri? Ketua pembuat roti kami mengendalikan kelas hujung minggu di cawangan utama SS2, daripada menghidupkan biang hingga membentuk dan menoreh roti.',
      'Setiap kelas untuk lapan orang, setiap Sabtu pada bulan April dan Mei, dari 9 pagi hingga 1 tengah hari. Yurannya RM 180 seorang termasuk makan tengah hari; tempah di kaunter atau melalui WhatsApp.',
    ].join('\n\n'),
  },
  {
    title: 'Jualan kek amal untuk bank makanan Lembah Klang',
    description: [
      'Pada Sabtu terakhir bulan Mei, pasukan kami mengadakan jualan kek amal di cawangan Shah Alam. Setiap ringgit disalurkan kepada bank makanan Lembah Klang yang membantu lebih 300 keluarga setiap bulan.',
      'Akan ada kek cawan, biskut, brownies dan kek perayaan, semuanya dibakar oleh staf kami. Bawa sumbangan makanan dalam tin atau beras, dan kopi untuk anda percuma.',
    ].join('\n\n'),
  },
  {
    title: 'Penghantaran hari yang sama di Lembah Klang',
    description: [
      'Roti segar kini boleh sampai ke pintu rumah anda. Pesanan di laman web sebelum 2 petang dihantar pada hari yang sama ke Petaling Jaya, Shah Alam, Subang Jaya dan Kuala Lumpur.',
      'Pilih slot penghantaran sejam antara 10 pagi dan 10 malam semasa checkout. Penghantaran percuma untuk pesanan melebihi RM 80 sepanjang bulan Jun.',
    ].join('\n\n'),
  },
  {
    title: 'Sambut Merdeka dengan kek Jalur Gemilang',
    description: [
      'Sempena Merdeka, kami membakar kek lapis edisi terhad berwarna merah, putih, biru dan kuning, dengan span vanila dan inti krim strawberi. Dijual sepotong di semua cawangan dari 25 Ogos hingga Hari Malaysia.',
      'Kek penuh boleh ditempah untuk majlis pejabat dengan notis 48 jam. Cawangan Ipoh tutup awal pada pukul 6 petang, 31 Ogos. Selamat Hari Merdeka!',
    ].join('\n\n'),
  },
  {
    title: 'Kuih bulan kembali lagi',
    description: [
      'Kuih bulan buatan tangan kami kembali untuk Pesta Kuih Bulan: teratai putih dengan dua kuning telur, kacang merah, dan kulit salji pandan gula Melaka yang baharu.',
      'Setiap kotak berisi empat biji bersama teh oolong kami. Tempahan awal kini dibuka, dan pengambilan bermula dua minggu sebelum perayaan.',
    ].join('\n\n'),
  },
  {
    title: 'Juadah Deepavali dan kotak hadiah murukku',
    description: [
      'Selamat Hari Deepavali! Tahun ini kami bekerjasama dengan pembuat kuih dari Brickfields untuk kotak hadiah murukku rangup, biskut nankhatai mawar dan biskut mentega buah pelaga.',
      'Kotak hadiah ada di semua cawangan dan dalam talian, dengan penghantaran ke seluruh negara. Cawangan Ipoh tutup awal pada pukul 6 petang pada hari Deepavali.',
    ].join('\n\n'),
  },
  {
    title: 'Cawangan Kota Kinabalu sedang mengambil pekerja',
    description: [
      'Cawangan kami di Kota Kinabalu semakin berkembang. Kami mencari dua pembuat roti syif pagi dan seorang barista separuh masa.',
      'Tiada pengalaman diperlukan: kami latih anda dari awal, dengan makanan staf dan peluang menjadi ketua syif dalam masa setahun. Datang ke kedai kami di Jalan Gaya dengan resume pada mana-mana petang hari bekerja.',
    ].join('\n\n'),
  },
  {
    title: 'Kek log Krismas dan hamper perayaan',
    description: [
      'Krismas hampir tiba! Kek log coklat kembali, bersama kek log pandan kelapa yang baharu, stollen, pai cincang dan biskut halia.',
      'Hamper perayaan kami berisi kek log, roti sourdough, sebalang kaya dan setin biskut mentega dalam beg tote kapas. Kek log perlu ditempah 48 jam lebih awal; tempahan Krismas ditutup pada 20 Disember.',
    ].join('\n\n'),
  },
];

/**
 * The demo's worded options in Malay, by the English option; sizes (S, M, 28, 4Y) read the same in
 * both and are left out.
 */
export const demoOptionMalay: Record<string, string> = {
  Whole: 'Sebiji',
  Half: 'Separuh',
  'Box of 4': 'Kotak 4 biji',
  'Box of 8': 'Kotak 8 biji',
  'Free Size': 'Saiz Bebas',
  'Set of 3 jars': 'Set 3 balang',
};
