// 'altcha/external' rather than 'altcha': the default build starts its workers from blob:
// URLs, which the content security policy forbids. The SHA worker is bundled by Vite instead
// and loads from 'self'.
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-widget.css';
import 'altcha/i18n/ar';
import ShaWorker from 'altcha/workers/sha?worker';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useLanguage } from '../../../app/use-language';
import { altchaStyle, type CaptchaHandle } from './captcha-field';

globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
// The API answers `{ data: challenge }`; the widget wants the challenge as the whole body.
globalThis.$altcha.defaults.set({
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    const body = (await response.json()) as { data?: unknown };
    return new Response(JSON.stringify(response.ok ? body.data : body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  },
});

interface StateChange {
  state: string;
  payload?: string;
}

export interface AltchaWidgetProps {
  challengeUrl: string;
  onChange: (payload: string) => void;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The self-hosted proof-of-work check. It starts solving when the user focuses a field of
 * the form, so it is usually done by the time the form is filled in; `solve` covers the
 * other cases (a password manager fills the form without focusing it) from the submit.
 */
export function AltchaWidget({ challengeUrl, onChange, ref }: AltchaWidgetProps) {
  const { language } = useLanguage();
  const element = useRef<AltchaWidgetElement>(null);
  const latestOnChange = useRef(onChange);
  const [state, setState] = useState('unverified');
  const payload = useRef<string | null>(null);
  // Presses waiting for the proof of work in progress.
  const waiting = useRef<((payload: string | null) => void)[]>([]);

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    reset: () => element.current?.reset(),
    focus: () =>
      element.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus(),
    solve: () => {
      const widget = element.current;
      if (widget === null) return Promise.resolve(null);
      const current = widget.getState();
      if (current === 'verified' && payload.current !== null) {
        return Promise.resolve(payload.current);
      }
      const solved = new Promise<string | null>((resolve) => waiting.current.push(resolve));
      // verify() restarts a run in progress: a press during the one a focus began joins it.
      if (current !== 'verifying') void widget.verify();
      return solved;
    },
  }));

  useEffect(() => {
    const widget = element.current;
    if (widget === null) return undefined;
    const settle = (result: string | null): void => {
      const waiters = waiting.current;
      waiting.current = [];
      for (const resolve of waiters) resolve(result);
    };
    const onStateChange = (event: Event): void => {
      const { state: next, payload: solved } = (event as CustomEvent<StateChange>).detail;
      setState(next);
      if (next === 'verifying') return;
      payload.current = next === 'verified' ? (solved ?? null) : null;
      // The form learns of a solution and of its loss; a reset clears the field itself.
      if (payload.current !== null) latestOnChange.current(payload.current);
      else if (next === 'expired' || next === 'error') latestOnChange.current('');
      settle(payload.current);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <div data-testid="captcha" data-state={state}>
      <altcha-widget
        ref={element}
        challenge={challengeUrl}
        name="captchaValue"
        language={language}
        auto="onfocus"
        style={altchaStyle}
      />
    </div>
  );
}
