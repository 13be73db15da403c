import type { HelpCategorySeed } from './types';

export const ES: HelpCategorySeed[] = [
  {
    key: 'about', title: 'Quiénes somos',
    articles: [
      { key: 'about', title: 'Sobre nosotros', content: '<p>{site} es un sitio de entretenimiento en línea para adultos que ofrece casino en vivo, tragamonedas, deportes, e-sports, juegos de pesca, lotería y juegos de cartas de proveedores con licencia.</p><p>Operamos un sitio independiente en cada país, con moneda local, métodos de pago locales y atención en tu idioma.</p>' },
      { key: 'fairness', title: 'Juego limpio', content: '<p>Todos los juegos provienen de un proveedor con licencia o son comprobablemente justos: tú mismo puedes verificar cada ronda de nuestros juegos propios.</p>' },
    ],
  },
  {
    key: 'rules', title: 'Términos y privacidad',
    articles: [
      { key: 'term', title: 'Términos y condiciones', content: '<p>Al abrir una cuenta confirmas que tienes al menos 18 años (21 donde la ley local lo exija) y que los juegos en línea son legales en el lugar donde te encuentras.</p><p>Se permite una sola cuenta por persona, hogar, dirección IP y método de pago. Los bonos tienen requisitos de apuesta que se indican en cada promoción.</p><p>Podemos suspender las cuentas que se usen para fraude, colusión o abuso de promociones, y podemos solicitar documentos de identidad antes de un retiro.</p><p>Eres responsable de cumplir las leyes de tu jurisdicción; no asumimos ninguna responsabilidad por infracciones de la ley local.</p>' },
      { key: 'privacy', title: 'Aviso de privacidad', content: '<p>Conservamos tus datos personales únicamente para administrar tu cuenta, procesar pagos, cumplir con nuestras obligaciones legales y mantener la seguridad del sitio. Nunca los vendemos.</p><p>Las contraseñas se guardan solo como hashes unidireccionales. Puedes pedir a atención al cliente una copia de tus datos o el cierre de tu cuenta.</p>' },
    ],
  },
  {
    key: 'responsible', title: 'Juego responsable',
    articles: [
      { key: 'responsible', title: 'Juega con responsabilidad', content: '<p>Jugar debe ser un entretenimiento, no una forma de ganar dinero. Fija un presupuesto y un límite de tiempo antes de jugar y nunca intentes recuperar lo que perdiste.</p><p>Si quieres tomarte un descanso, atención al cliente puede establecer límites de depósito o cerrar tu cuenta durante el periodo que elijas.</p>' },
      { key: 'underage', title: 'Juego de menores', content: '<p>No se permite jugar a menores de 18 años. Verificamos la edad y la identidad, y cerramos las cuentas abiertas por menores de edad.</p>' },
    ],
  },
  {
    key: 'banking', title: 'Depósitos y retiros',
    articles: [
      { key: 'deposit', title: 'Cómo depositar', content: '<p>Inicia sesión, abre Depósito, elige un canal, ingresa un monto dentro de los límites indicados y sigue las instrucciones. Las transferencias bancarias se acreditan una vez confirmadas.</p>' },
      { key: 'withdraw', title: 'Cómo retirar', content: '<p>Configura tu contraseña de fondos en el centro de seguridad, vincula una cuenta bancaria a tu nombre real y luego solicita un retiro. Una vez realizado el pago, confirma si lo recibiste.</p>' },
    ],
  },
  {
    key: 'contact', title: 'Contáctanos',
    articles: [
      { key: 'contact', title: 'Atención al cliente', content: '<p>Nuestro equipo está disponible las 24 horas del día por chat en vivo, Telegram y correo electrónico. Usa el botón de atención en la parte superior de la página.</p>' },
    ],
  },
];
