/** Single wallet (every game plays from the main wallet) or transfer wallets, asked for as a change. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function WalletModeForm({ isSingle, busy, onAsk }: { isSingle: boolean; busy: boolean; onAsk: (isSingle: boolean) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [single, setSingle] = useState(isSingle);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onAsk(single);
  };
  return (
    <form className="stack" onSubmit={submit} data-testid="money-mode-form">
      <fieldset className="stack">
        <legend>{t('money.mode.ask')}</legend>
        <label className="check"><input type="radio" name="wallet-mode" checked={single} onChange={() => setSingle(true)} /> {t('money.mode.single')}</label>
        <label className="check"><input type="radio" name="wallet-mode" checked={!single} onChange={() => setSingle(false)} /> {t('money.mode.transfer')}</label>
      </fieldset>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy || single === isSingle} data-testid="money-mode-submit">{t('money.ask')}</button>
      </div>
    </form>
  );
}
