import type { HelpCategorySeed } from './types';

export const EN: HelpCategorySeed[] = [
  {
    key: 'about', title: 'About us',
    articles: [
      { key: 'about', title: 'Who we are', content: '<p>{site} is an online entertainment site for adults offering live casino, slots, sports, e-sports, fishing games, lottery and card games from licensed providers.</p><p>We operate separate sites for each country with local currency, local payment methods and support in your language.</p>' },
      { key: 'fairness', title: 'Fair play', content: '<p>Every game comes from a licensed provider or is provably fair: you can check each round of our in-house games yourself.</p>' },
    ],
  },
  {
    key: 'rules', title: 'Terms and privacy',
    articles: [
      { key: 'term', title: 'Terms and conditions', content: '<p>By opening an account you confirm that you are at least 18 years old (21 where local law requires) and that online gaming is lawful where you are.</p><p>One account per person, household, IP address and payment method. Bonuses carry turnover requirements stated with each promotion.</p><p>We may suspend accounts used for fraud, collusion or abuse of promotions, and may ask for identity documents before a withdrawal.</p><p>You are responsible for complying with the laws of your jurisdiction; we accept no responsibility for violations of local law.</p>' },
      { key: 'privacy', title: 'Privacy policy', content: '<p>We keep your personal data only to run your account, process payments, meet legal duties and keep the site safe. We never sell it.</p><p>Passwords are stored only as one-way hashes. You may ask customer service for a copy of your data or to close your account.</p>' },
    ],
  },
  {
    key: 'responsible', title: 'Responsible gaming',
    articles: [
      { key: 'responsible', title: 'Play responsibly', content: '<p>Gaming should be entertainment, not a way to make money. Set a budget and a time limit before you play and never chase losses.</p><p>If you want a break, customer service can set deposit limits or close your account for a period you choose.</p>' },
      { key: 'underage', title: 'Underage gaming', content: '<p>Players under 18 are not allowed. We check age and identity and close accounts opened by minors.</p>' },
    ],
  },
  {
    key: 'banking', title: 'Deposits and withdrawals',
    articles: [
      { key: 'deposit', title: 'How to deposit', content: '<p>Log in, open Deposit, choose a channel, enter the amount within the limits shown and follow the instructions. Bank transfers are credited after confirmation.</p>' },
      { key: 'withdraw', title: 'How to withdraw', content: '<p>Set your fund password in the security centre, bind a bank account in your real name, then request a withdrawal. After payment, please confirm whether you received it.</p>' },
    ],
  },
  {
    key: 'contact', title: 'Contact us',
    articles: [
      { key: 'contact', title: 'Customer service', content: '<p>Our team is available 24 hours a day by live chat, Telegram and e-mail. Use the service button at the top of the page.</p>' },
    ],
  },
];
