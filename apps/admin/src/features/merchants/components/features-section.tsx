/** Feature flags: each on or off; only the changed ones are sent, so a concurrent change of another flag stays. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE_FLAGS, type FeatureFlags } from '@platform/contracts';
import { useSaveSection } from '../api/put-merchant-section';
import { SectionFooter } from './section-footer';

export function FeaturesSection({ code, initial, editable }: { code: string; initial: FeatureFlags; editable: boolean }) {
  const { t } = useTranslation();
  const [flags, setFlags] = useState(initial);
  const save = useSaveSection(code, 'features');
  const changed = FEATURE_FLAGS.filter((f) => flags[f] !== initial[f]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (changed.length > 0) save.mutate(Object.fromEntries(changed.map((f) => [f, flags[f]])));
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="features-title" data-testid="features-form">
      <h2 id="features-title">{t('merchants.features.title')}</h2>
      <fieldset className="flag-grid" disabled={!editable}>
        <legend className="visually-hidden">{t('merchants.features.title')}</legend>
        {FEATURE_FLAGS.map((flag) => (
          <label className="check" key={flag}>
            <input type="checkbox" checked={flags[flag]} onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })} data-testid={`flag-${flag}`} />
            <span>{t(`merchants.features.flags.${flag}`)} <code className="muted">{flag}</code></span>
          </label>
        ))}
      </fieldset>
      <SectionFooter id="features" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess && changed.length === 0} disabled={changed.length === 0} />
    </form>
  );
}
