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
