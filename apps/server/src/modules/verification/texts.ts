import type { Language } from '@platform/contracts';

/** The SMS a player receives, in the language of the request. */
const SMS: Record<Language, (code: string, minutes: number, site: string) => string> = {
  EN: (c, m, s) => `${s}: your verification code is ${c}. It expires in ${m} minutes. Never share it.`,
  TH: (c, m, s) => `${s}: รหัสยืนยันของคุณคือ ${c} ใช้ได้ภายใน ${m} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  CN: (c, m, s) => `${s}：您的验证码是 ${c}，${m} 分钟内有效。请勿告诉他人。`,
  ES: (c, m, s) => `${s}: tu código de verificación es ${c}. Vence en ${m} minutos. No lo compartas.`,
  HI: (c, m, s) => `${s}: आपका सत्यापन कोड ${c} है। यह ${m} मिनट में समाप्त होगा। इसे किसी से साझा न करें।`,
  ID: (c, m, s) => `${s}: kode verifikasi Anda ${c}. Berlaku ${m} menit. Jangan bagikan kepada siapa pun.`,
  MY: (c, m, s) => `${s}: သင်၏ အတည်ပြုကုဒ်မှာ ${c} ဖြစ်ပါသည်။ ${m} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။`,
  PT: (c, m, s) => `${s}: seu código de verificação é ${c}. Expira em ${m} minutos. Não compartilhe.`,
};

export function smsText(language: Language, site: string) {
  return (code: string, minutes: number) => SMS[language](code, minutes, site);
}

const RESET: Record<Language, { subject: string; body: (link: string, minutes: number) => string }> = {
  EN: { subject: 'Reset your password', body: (l, m) => `Someone asked to reset the password of your account. Open this link within ${m} minutes to choose a new one:\n${l}\nIf it was not you, ignore this e-mail.` },
  TH: { subject: 'ตั้งรหัสผ่านใหม่', body: (l, m) => `มีการขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ เปิดลิงก์นี้ภายใน ${m} นาทีเพื่อตั้งรหัสผ่านใหม่\n${l}\nหากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้` },
  CN: { subject: '重置密码', body: (l, m) => `有人申请重置您账户的密码。请在 ${m} 分钟内打开以下链接设置新密码：\n${l}\n如非本人操作，请忽略此邮件。` },
  ES: { subject: 'Restablece tu contraseña', body: (l, m) => `Alguien pidió restablecer la contraseña de tu cuenta. Abre este enlace en los próximos ${m} minutos para elegir una nueva:\n${l}\nSi no fuiste tú, ignora este correo.` },
  HI: { subject: 'अपना पासवर्ड रीसेट करें', body: (l, m) => `आपके खाते का पासवर्ड रीसेट करने का अनुरोध किया गया है। नया पासवर्ड चुनने के लिए ${m} मिनट के भीतर यह लिंक खोलें:\n${l}\nयदि यह आप नहीं थे, तो इस ईमेल को अनदेखा करें।` },
  ID: { subject: 'Atur ulang kata sandi', body: (l, m) => `Ada permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan ini dalam ${m} menit untuk memilih kata sandi baru:\n${l}\nJika bukan Anda, abaikan email ini.` },
  MY: { subject: 'စကားဝှက် ပြန်သတ်မှတ်ရန်', body: (l, m) => `သင့်အကောင့်၏ စကားဝှက်ကို ပြန်သတ်မှတ်ရန် တောင်းဆိုထားပါသည်။ စကားဝှက်အသစ် ရွေးရန် ${m} မိနစ်အတွင်း ဤလင့်ခ်ကို ဖွင့်ပါ။\n${l}\nသင်မဟုတ်ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ။` },
  PT: { subject: 'Redefina sua senha', body: (l, m) => `Alguém pediu para redefinir a senha da sua conta. Abra este link em até ${m} minutos para escolher uma nova:\n${l}\nSe não foi você, ignore este e-mail.` },
};

export function resetEmail(language: Language) {
  return RESET[language];
}
