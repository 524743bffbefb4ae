import { Skeleton, type FormInstance } from 'antd';
import {
  lazy,
  Suspense,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthOptions } from '../api';

export interface CaptchaHandle {
  /** Forgets the solved payload (accepted once) and asks for a new solution. */
  reset: () => void;
  /**
   * The payload for `captchaValue`: the solution at hand, or one solved now (starting or
   * joining the proof of work); null when the widget could not solve it.
   */
  solve: () => Promise<string | null>;
}

// Loaded only when the server asks for it: the login screen stays light without it.
const AltchaWidget = lazy(() =>
  import('./altcha-widget').then((module) => ({ default: module.AltchaWidget })),
);

interface CaptchaFieldProps {
  captcha: AuthOptions['captcha'];
  /** Set by Form.Item: the payload for `captchaValue`. */
  onChange?: (value: string) => void;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The captcha of the sign-up and login forms, as the server configures it. reCAPTCHA would
 * need Google's script, which the content security policy does not allow yet: with that
 * provider nothing shows and the server's refusal is the message.
 */
export function CaptchaField({ captcha, onChange, ref }: CaptchaFieldProps) {
  const shown = captcha.provider === 'altcha';
  const widget = useRef<CaptchaHandle | null>(null);
  // A press can come before the widget's chunk has loaded: solving waits for it.
  const mountWaiters = useRef<(() => void)[]>([]);

  const attach = useCallback((handle: CaptchaHandle | null) => {
    widget.current = handle;
    if (handle === null) return;
    const waiters = mountWaiters.current;
    mountWaiters.current = [];
    for (const resume of waiters) resume();
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => widget.current?.reset(),
      solve: async () => {
        if (!shown) return '';
        if (widget.current === null) {
          await new Promise<void>((resume) => mountWaiters.current.push(resume));
        }
        return widget.current?.solve() ?? null;
      },
    }),
    [shown],
  );

  if (!shown) return null;
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 74 }} />}>
      <AltchaWidget
        challengeUrl={captcha.challengeUrl}
        onChange={(value) => onChange?.(value)}
        ref={attach}
      />
    </Suspense>
  );
}

export function needsCaptcha(captcha: AuthOptions['captcha'] | undefined): boolean {
  return captcha?.provider === 'altcha';
}

/**
 * The captcha of a form whose field is `captchaValue`. `solve` gives the value to send, so
 * one press of the submit button is enough even when the widget has not solved yet (after
 * a sign-out, or when a password manager filled the form without focusing it). A payload
 * is accepted once, so after any refused submit `reset` clears the field and the widget.
 */
export function useCaptcha(form: FormInstance): {
  ref: RefObject<CaptchaHandle | null>;
  reset: () => void;
  /** The `captchaValue` to send ('' without a captcha), or null: the field says why. */
  solve: () => Promise<string | null>;
  /** True while a press waits for the proof of work: the submit button shows it. */
  solving: boolean;
} {
  const { t } = useTranslation('accounts');
  const ref = useRef<CaptchaHandle>(null);
  const [solving, setSolving] = useState(false);
  const reset = useCallback(() => {
    ref.current?.reset();
    form.setFieldValue('captchaValue', '');
  }, [form]);
  const solve = useCallback(async (): Promise<string | null> => {
    const handle = ref.current;
    if (handle === null) return '';
    setSolving(true);
    let payload: string | null;
    try {
      payload = await handle.solve();
    } finally {
      setSolving(false);
    }
    if (payload === null) {
      form.setFields([{ name: 'captchaValue', errors: [t('captcha.required')] }]);
    }
    return payload;
  }, [form, t]);
  return { ref, reset, solve, solving };
}
