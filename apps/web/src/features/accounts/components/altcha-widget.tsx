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
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
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
  // The element has its methods once it has mounted its own component, a moment after it is
  // connected; it says so with `load`. The form can ask for a solution before that (the
  // widget's chunk comes with the focus or the press that needs it).
  const loaded = useRef<Promise<void>>(Promise.resolve());
  // A check asked for here, until the widget announces its outcome.
  const started = useRef(false);
  const whenLoaded = async (): Promise<AltchaWidgetElement | null> => {
    await loaded.current;
    return element.current;
  };

  useLayoutEffect(() => {
    const widget = element.current;
    if (widget === null || typeof widget.getState === 'function') return;
    loaded.current = new Promise((resolve) =>
      widget.addEventListener('load', () => resolve(), { once: true }),
    );
  }, []);

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    reset: () => void whenLoaded().then((widget) => widget?.reset()),
    focus: () =>
      void whenLoaded().then((widget) =>
        widget?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus(),
      ),
    solve: async () => {
      const widget = await whenLoaded();
      if (widget === null) return null;
      const current = widget.getState();
      if (current === 'verified' && payload.current !== null) return payload.current;
      const solved = new Promise<string | null>((resolve) => waiting.current.push(resolve));
      // verify() restarts a run in progress: a press during the one a focus began joins it,
      // and so does a second call before the widget has said that the first one started.
      if (current !== 'verifying' && !started.current) {
        started.current = true;
        void widget.verify();
      }
      return solved;
    },
  }));

  // Before the element loads: it announces every state from its first check on.
  useLayoutEffect(() => {
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
      started.current = false;
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
