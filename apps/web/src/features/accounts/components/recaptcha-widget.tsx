import { Alert, Button } from 'antd';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../app/i18n';
import { useLanguage } from '../../../app/use-language';
import type { CaptchaHandle } from './captcha-field';

/** The part of Google's reCAPTCHA v2 API (explicit rendering) that the checkbox uses. */
export interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
      hl: Language;
    },
  ) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const recaptchaScriptUrl = (language: Language) =>
  `https://www.google.com/recaptcha/api.js?render=explicit&hl=${language}`;

let loading: { script: HTMLScriptElement; api: Promise<Grecaptcha> } | null = null;

/**
 * Google's script, added to the page once, when the server's provider is reCAPTCHA (the
 * page's content security policy allows it then only). A failed load takes its element
 * away, so that the next try adds it again.
 */
function loadRecaptcha(language: Language): Promise<Grecaptcha> {
  if (loading?.script.isConnected) return loading.api;
  const script = document.createElement('script');
  script.src = recaptchaScriptUrl(language);
  script.async = true;
  const api = new Promise<Grecaptcha>((resolve, reject) => {
    const fail = () => {
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    script.addEventListener('error', fail);
    script.addEventListener('load', () => {
      const loaded = window.grecaptcha;
      if (loaded === undefined) fail();
      else loaded.ready(() => resolve(loaded));
    });
  });
  loading = { script, api };
  document.head.append(script);
  return api;
}

export interface RecaptchaWidgetProps {
  siteKey: string;
  onChange: (token: string) => void;
  ref?: Ref<CaptchaHandle>;
}

/**
 * Google's reCAPTCHA v2 checkbox in the user's language. Its token is the `captchaValue`;
 * Google accepts a token once, so the checkbox is reset as soon as a submit takes it.
 */
export function RecaptchaWidget({ siteKey, onChange, ref }: RecaptchaWidgetProps) {
  // The boot namespaces are part of every first visit, the dashboard's too: the widget
  // adds one text to them and borrows the rest.
  const { t } = useTranslation(['accounts', 'common']);
  const { language, direction } = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const token = useRef<string | null>(null);
  const [state, setState] = useState<'loading' | 'failed' | 'unverified' | 'verified'>('loading');
  const [attempt, setAttempt] = useState(0);
  const latestOnChange = useRef(onChange);

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  // The container is keyed by language: Google renders a widget once per element, so a new
  // language gets a new element (and a new, unticked checkbox).
  useEffect(() => {
    let live = true;
    const take = (value: string | null): void => {
      token.current = value;
      setState(value === null ? 'unverified' : 'verified');
      latestOnChange.current(value ?? '');
    };
    loadRecaptcha(language).then(
      (api) => {
        const element = container.current;
        if (!live || element === null) return;
        const id = api.render(element, {
          sitekey: siteKey,
          hl: language,
          callback: (value) => take(value),
          'expired-callback': () => take(null),
          'error-callback': () => take(null),
        });
        widget.current = { api, id };
        setState('unverified');
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      widget.current = null;
      token.current = null;
    };
  }, [siteKey, language, attempt]);

  useImperativeHandle(ref, () => {
    const reset = (): void => {
      const rendered = widget.current;
      if (rendered === null) return;
      rendered.api.reset(rendered.id);
      token.current = null;
      setState('unverified');
    };
    return {
      reset,
      solve: () => {
        const value = token.current;
        if (value !== null) reset();
        return Promise.resolve(value);
      },
    };
  }, []);

  return (
    <div data-testid="captcha" data-state={state} dir={direction}>
      {state === 'loading' && (
        <div role="status" style={{ minHeight: 78, alignContent: 'center' }}>
          {t('loading', { ns: 'common' })}
        </div>
      )}
      {state === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('captcha.loadFailed')}
          action={
            <Button
              size="small"
              onClick={() => {
                setState('loading');
                setAttempt((current) => current + 1);
              }}
            >
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
          data-testid="captcha-load-failed"
        />
      )}
      <div key={language} ref={container} />
    </div>
  );
}
