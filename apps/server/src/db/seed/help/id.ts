import type { HelpCategorySeed } from './types';

export const ID: HelpCategorySeed[] = [
  {
    key: 'about', title: 'Tentang kami',
    articles: [
      { key: 'about', title: 'Siapa kami', content: '<p>{site} adalah situs hiburan online untuk orang dewasa yang menyediakan kasino langsung, slot, olahraga, e-sports, permainan tembak ikan, lotre, dan permainan kartu dari penyedia berlisensi.</p><p>Kami mengoperasikan situs terpisah untuk setiap negara, dengan mata uang lokal, metode pembayaran lokal, dan layanan dalam bahasa Anda.</p>' },
      { key: 'fairness', title: 'Permainan yang adil', content: '<p>Setiap permainan berasal dari penyedia berlisensi atau dapat dibuktikan keadilannya: Anda bisa memeriksa sendiri setiap putaran permainan internal kami.</p>' },
    ],
  },
  {
    key: 'rules', title: 'Ketentuan dan privasi',
    articles: [
      { key: 'term', title: 'Syarat dan ketentuan', content: '<p>Dengan membuka akun, Anda menyatakan bahwa Anda berusia minimal 18 tahun (21 tahun jika diwajibkan oleh hukum setempat) dan bahwa permainan online legal di tempat Anda berada.</p><p>Satu akun untuk setiap orang, rumah tangga, alamat IP, dan metode pembayaran. Bonus memiliki syarat turnover yang tercantum pada setiap promosi.</p><p>Kami dapat menangguhkan akun yang digunakan untuk penipuan, kolusi, atau penyalahgunaan promosi, dan dapat meminta dokumen identitas sebelum penarikan.</p><p>Anda bertanggung jawab untuk mematuhi hukum di yurisdiksi Anda; kami tidak bertanggung jawab atas pelanggaran hukum setempat.</p>' },
      { key: 'privacy', title: 'Kebijakan privasi', content: '<p>Kami menyimpan data pribadi Anda hanya untuk mengelola akun Anda, memproses pembayaran, memenuhi kewajiban hukum, dan menjaga keamanan situs. Kami tidak pernah menjualnya.</p><p>Kata sandi hanya disimpan dalam bentuk hash satu arah. Anda dapat meminta salinan data Anda atau penutupan akun kepada layanan pelanggan.</p>' },
    ],
  },
  {
    key: 'responsible', title: 'Bermain secara bertanggung jawab',
    articles: [
      { key: 'responsible', title: 'Bermainlah dengan bijak', content: '<p>Permainan seharusnya menjadi hiburan, bukan cara untuk mencari uang. Tetapkan anggaran dan batas waktu sebelum bermain, dan jangan pernah mengejar kekalahan.</p><p>Jika Anda ingin beristirahat, layanan pelanggan dapat mengatur batas deposit atau menutup akun Anda selama jangka waktu yang Anda pilih.</p>' },
      { key: 'underage', title: 'Pemain di bawah umur', content: '<p>Pemain di bawah 18 tahun tidak diizinkan. Kami memeriksa usia dan identitas, serta menutup akun yang dibuka oleh anak di bawah umur.</p>' },
    ],
  },
  {
    key: 'banking', title: 'Deposit dan penarikan',
    articles: [
      { key: 'deposit', title: 'Cara deposit', content: '<p>Masuk ke akun, buka menu Deposit, pilih saluran, masukkan jumlah sesuai batas yang ditampilkan, lalu ikuti petunjuknya. Transfer bank akan dikreditkan setelah dikonfirmasi.</p>' },
      { key: 'withdraw', title: 'Cara penarikan', content: '<p>Atur kata sandi dana di pusat keamanan, hubungkan rekening bank atas nama asli Anda, lalu ajukan penarikan. Setelah dana dibayarkan, mohon konfirmasi apakah Anda sudah menerimanya.</p>' },
    ],
  },
  {
    key: 'contact', title: 'Hubungi kami',
    articles: [
      { key: 'contact', title: 'Layanan pelanggan', content: '<p>Tim kami siap membantu 24 jam sehari melalui live chat, Telegram, dan email. Gunakan tombol layanan di bagian atas halaman.</p>' },
    ],
  },
];
