// Global tokens and base styles first, so component styles (imported below) win ties.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, parseLanguage } from '@platform/contracts';
import { App } from './app/app';
import { setApiLanguage } from './lib/api-client';
import { applyLanguage, initI18n } from './lib/i18n';
import { getStoredLanguages, getStoredMerchantCode } from './lib/storage';
import { useAppStore } from './stores/app-store';

const initialLanguage = parseLanguage(getStoredLanguages().lang) ?? DEFAULT_LANGUAGE;
useAppStore.setState({ language: initialLanguage, merchantCode: getStoredMerchantCode() });
setApiLanguage(initialLanguage);

await initI18n();
// The stored language's bundle loads while the permission call is in flight.
void applyLanguage(initialLanguage);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
