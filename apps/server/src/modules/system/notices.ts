import type { Language } from '@platform/contracts';

type Kind = 'maintenance' | 'restricted';

/** Shown when the operator leaves the notice empty. */
const NOTICES: Record<Language, Record<Kind, string>> = {
  EN: {
    maintenance: 'We are upgrading the system to serve you better. Please come back shortly, or contact customer service.',
    restricted: 'Our service is not available in your region. If you believe this is a mistake, please contact customer service.',
  },
  TH: {
    maintenance: 'ระบบกำลังปรับปรุงเพื่อให้บริการคุณได้ดียิ่งขึ้น โปรดกลับมาใหม่ในอีกสักครู่ หรือติดต่อฝ่ายบริการลูกค้า',
    restricted: 'บริการของเราไม่เปิดให้ใช้งานในภูมิภาคของคุณ หากคิดว่าเป็นข้อผิดพลาด โปรดติดต่อฝ่ายบริการลูกค้า',
  },
  CN: {
    maintenance: '系统正在升级，以便为您提供更好的服务。请稍后再来，或联系客服。',
    restricted: '您所在的地区暂不提供服务。如有疑问，请联系客服。',
  },
  ES: {
    maintenance: 'Estamos actualizando el sistema para servirte mejor. Vuelve en un momento o contacta a atención al cliente.',
    restricted: 'Nuestro servicio no está disponible en tu región. Si crees que es un error, contacta a atención al cliente.',
  },
  HI: {
    maintenance: 'आपको बेहतर सेवा देने के लिए हम सिस्टम अपग्रेड कर रहे हैं। कृपया थोड़ी देर बाद लौटें या ग्राहक सेवा से संपर्क करें।',
    restricted: 'हमारी सेवा आपके क्षेत्र में उपलब्ध नहीं है। यदि यह गलती लगती है, तो कृपया ग्राहक सेवा से संपर्क करें।',
  },
  ID: {
    maintenance: 'Kami sedang meningkatkan sistem untuk melayani Anda lebih baik. Silakan kembali sebentar lagi atau hubungi layanan pelanggan.',
    restricted: 'Layanan kami tidak tersedia di wilayah Anda. Jika menurut Anda ini keliru, silakan hubungi layanan pelanggan.',
  },
  MY: {
    maintenance: 'ပိုမိုကောင်းမွန်စွာ ဝန်ဆောင်မှုပေးနိုင်ရန် စနစ်ကို အဆင့်မြှင့်တင်နေပါသည်။ ခဏအကြာတွင် ပြန်လာပါ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    restricted: 'သင့်ဒေသတွင် ကျွန်ုပ်တို့၏ ဝန်ဆောင်မှုကို မရရှိနိုင်ပါ။ အမှားဟု ထင်ပါက ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
  },
  PT: {
    maintenance: 'Estamos atualizando o sistema para atender você melhor. Volte em instantes ou fale com o atendimento ao cliente.',
    restricted: 'Nosso serviço não está disponível na sua região. Se acha que é um engano, fale com o atendimento ao cliente.',
  },
};

export function defaultNotice(kind: Kind, language: Language): string {
  return NOTICES[language][kind];
}
