import type { Language } from '@platform/contracts';

/**
 * The stand-in gateway's checkout page in the player's language (issue 17: the deposit opened an
 * English page from a Thai site). Real hosted-page gateways take the shopper's language in the
 * payment request too; the deposit passes the request's language with the order.
 */
export interface PaySimTexts { title: string; intro: string; merchant: string; payment: string; amount: string; pay: string; cancel: string }

export const PAY_SIM_TEXTS: Record<Language, PaySimTexts> = {
  EN: { title: 'PaySim checkout', intro: 'A stand-in payment gateway for demos and tests.', merchant: 'Merchant', payment: 'Payment', amount: 'Amount', pay: 'Pay', cancel: 'Cancel' },
  TH: { title: 'ชำระเงินผ่าน PaySim', intro: 'ช่องทางชำระเงินจำลองสำหรับการสาธิตและการทดสอบ', merchant: 'ร้านค้า', payment: 'รายการชำระ', amount: 'จำนวนเงิน', pay: 'ชำระเงิน', cancel: 'ยกเลิก' },
  CN: { title: 'PaySim 收银台', intro: '用于演示和测试的模拟支付网关。', merchant: '商户', payment: '支付单号', amount: '金额', pay: '支付', cancel: '取消' },
  ES: { title: 'Pago con PaySim', intro: 'Una pasarela de pago simulada para demostraciones y pruebas.', merchant: 'Comercio', payment: 'Pago', amount: 'Importe', pay: 'Pagar', cancel: 'Cancelar' },
  PT: { title: 'Pagamento PaySim', intro: 'Um gateway de pagamento simulado para demonstrações e testes.', merchant: 'Loja', payment: 'Pagamento', amount: 'Valor', pay: 'Pagar', cancel: 'Cancelar' },
  ID: { title: 'Pembayaran PaySim', intro: 'Gerbang pembayaran tiruan untuk demo dan pengujian.', merchant: 'Pedagang', payment: 'Pembayaran', amount: 'Jumlah', pay: 'Bayar', cancel: 'Batal' },
  HI: { title: 'PaySim भुगतान', intro: 'डेमो और परीक्षण के लिए एक नकली भुगतान गेटवे।', merchant: 'व्यापारी', payment: 'भुगतान', amount: 'राशि', pay: 'भुगतान करें', cancel: 'रद्द करें' },
  MY: { title: 'PaySim ငွေပေးချေရန်', intro: 'သရုပ်ပြမှုနှင့် စမ်းသပ်မှုအတွက် အစားထိုး ငွေပေးချေမှုစနစ်။', merchant: 'ကုန်သည်', payment: 'ငွေပေးချေမှု', amount: 'ပမာဏ', pay: 'ငွေပေးချေရန်', cancel: 'ပယ်ဖျက်ရန်' },
};
