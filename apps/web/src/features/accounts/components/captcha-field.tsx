import { Skeleton, type FormInstance } from 'antd';
import { lazy, Suspense, useCallback, useRef, type Ref, type RefObject } from 'react';
import type { AuthOptions } from '../api';

export interface CaptchaHandle {
  /** Forgets the solved payload (accepted once) and asks for a new solution. */
  reset: () => void;
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
  if (captcha.provider !== 'altcha') return null;
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 74 }} />}>
      <AltchaWidget
        challengeUrl={captcha.challengeUrl}
        onChange={(value) => onChange?.(value)}
        ref={ref}
      />
    </Suspense>
  );
}

export function needsCaptcha(captcha: AuthOptions['captcha'] | undefined): boolean {
  return captcha?.provider === 'altcha';
}

/**
 * The captcha of a form whose field is `captchaValue`. A payload is accepted once, so after
 * any refused submit `reset` clears the field and makes the widget solve again.
 */
export function useCaptcha(form: FormInstance): {
  ref: RefObject<CaptchaHandle | null>;
  reset: () => void;
} {
  const ref = useRef<CaptchaHandle>(null);
  const reset = useCallback(() => {
    ref.current?.reset();
    form.setFieldValue('captchaValue', '');
  }, [form]);
  return { ref, reset };
}
