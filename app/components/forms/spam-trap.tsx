import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { HoneypotInputs, HoneypotProvider } from 'remix-utils/honeypot/react';
import { HONEYPOT_FIELD } from '~/models/form-constants.ts';
import type { ShellData } from '~/models/layout.ts';
import { RECAPTCHA_ACTION, RECAPTCHA_FIELD, RECAPTCHA_MESSAGES } from '~/models/recaptcha.ts';

/**
 * The honeypot of every public form (app/services/spam.server.ts checks it): hidden from people and screen readers.
 * Where the site enables reCAPTCHA, also the token field (filled by the widget's script, which only loads with
 * JavaScript; without it the form says it cannot be sent, as the server would).
 */
export function SpamTrap() {
  return (
    <>
      <HoneypotProvider nameFieldName={HONEYPOT_FIELD} validFromFieldName={null}>
        <HoneypotInputs />
      </HoneypotProvider>
      <RecaptchaToken />
    </>
  );
}

/** The reCAPTCHA token field alone, where the site enables it (a form re-posting earlier fields needs a fresh token: they are single-use). */
export function RecaptchaToken() {
  const recaptcha = useRouteLoaderData<{ shell: ShellData }>('root')?.shell.recaptcha ?? null;
  return recaptcha ? <RecaptchaField siteKey={recaptcha.siteKey} scriptUrl={recaptcha.scriptUrl} /> : null;
}

interface Grecaptcha {
  enterprise: {
    ready(callback: () => void): void;
    execute(siteKey: string, options: { action: string }): Promise<string>;
  };
}

/** Tokens live two minutes: a fresh one is asked for before that. */
const TOKEN_REFRESH_MS = 90_000;

function RecaptchaField({ siteKey, scriptUrl }: { siteKey: string; scriptUrl: string }) {
  const [token, setToken] = useState('');
  useEffect(() => {
    const src = `${scriptUrl}?render=${encodeURIComponent(siteKey)}`;
    if (!document.querySelector(`script[src="${CSS.escape(src)}"]`)) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
    let active = true;
    const refresh = () => {
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!grecaptcha?.enterprise) return void setTimeout(() => active && refresh(), 500);
      grecaptcha.enterprise.ready(() => {
        grecaptcha.enterprise.execute(siteKey, { action: RECAPTCHA_ACTION }).then(
          (value) => active && setToken(value),
          () => active && setToken(''),
        );
      });
    };
    refresh();
    const timer = setInterval(refresh, TOKEN_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [siteKey, scriptUrl]);
  return (
    <>
      <input type="hidden" name={RECAPTCHA_FIELD} value={token} />
      <noscript>
        <p className="text-sm font-semibold text-candy-dark">{RECAPTCHA_MESSAGES.network}</p>
      </noscript>
    </>
  );
}
