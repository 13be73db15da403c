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

/** The e-mail that proves a player owns the address they bind on the account security page. */
const BIND_EMAIL: Record<Language, { subject: string; body: (code: string, minutes: number, site: string) => string }> = {
  EN: { subject: 'Confirm your e-mail address', body: (c, m, s) => `${s}: your code to bind this e-mail address is ${c}. It expires in ${m} minutes. Never share it.\nIf you did not ask for it, someone may have access to your account: change your password.` },
  TH: { subject: 'ยืนยันอีเมลของคุณ', body: (c, m, s) => `${s}: รหัสสำหรับผูกอีเมลนี้คือ ${c} ใช้ได้ภายใน ${m} นาที ห้ามบอกรหัสนี้กับผู้อื่น\nหากคุณไม่ได้ขอรหัสนี้ อาจมีผู้อื่นเข้าถึงบัญชีของคุณ โปรดเปลี่ยนรหัสผ่าน` },
  CN: { subject: '确认您的邮箱地址', body: (c, m, s) => `${s}：您绑定此邮箱的验证码是 ${c}，${m} 分钟内有效。请勿告诉他人。\n如非本人操作，您的账户可能已被他人使用，请立即修改密码。` },
  ES: { subject: 'Confirma tu correo electrónico', body: (c, m, s) => `${s}: tu código para vincular este correo es ${c}. Vence en ${m} minutos. No lo compartas.\nSi no lo pediste, alguien podría tener acceso a tu cuenta: cambia tu contraseña.` },
  HI: { subject: 'अपना ईमेल पता पुष्टि करें', body: (c, m, s) => `${s}: इस ईमेल पते को जोड़ने का आपका कोड ${c} है। यह ${m} मिनट में समाप्त होगा। इसे किसी से साझा न करें।\nयदि आपने यह अनुरोध नहीं किया, तो किसी के पास आपके खाते की पहुँच हो सकती है: अपना पासवर्ड बदलें।` },
  ID: { subject: 'Konfirmasi alamat email Anda', body: (c, m, s) => `${s}: kode untuk menautkan email ini adalah ${c}. Berlaku ${m} menit. Jangan bagikan kepada siapa pun.\nJika Anda tidak memintanya, mungkin ada orang lain yang mengakses akun Anda: ganti kata sandi Anda.` },
  MY: { subject: 'သင်၏ အီးမေးလ်လိပ်စာကို အတည်ပြုပါ', body: (c, m, s) => `${s}: ဤအီးမေးလ်ကို ချိတ်ဆက်ရန် ကုဒ်မှာ ${c} ဖြစ်ပါသည်။ ${m} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။\nသင် မတောင်းဆိုခဲ့ပါက အခြားသူတစ်ဦး သင့်အကောင့်ကို အသုံးပြုနေနိုင်သဖြင့် စကားဝှက်ကို ပြောင်းပါ။` },
  PT: { subject: 'Confirme seu endereço de e-mail', body: (c, m, s) => `${s}: seu código para vincular este e-mail é ${c}. Expira em ${m} minutos. Não compartilhe.\nSe não foi você que pediu, alguém pode ter acesso à sua conta: troque sua senha.` },
};

export function bindEmail(language: Language, site: string) {
  const mail = BIND_EMAIL[language];
  return { subject: mail.subject, body: (code: string, minutes: number) => mail.body(code, minutes, site) };
}
