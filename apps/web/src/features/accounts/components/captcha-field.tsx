// The widget's own look, for the stand-in below; the widget's chunk brings the same files.
import 'altcha/altcha.css';
import './altcha-widget.css';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { brandColor } from '../../../app/theme';
import type { AuthOptions } from '../api';
import { RecaptchaWidget } from './recaptcha-widget';

export interface CaptchaHandle {
  /** Forgets the solved payload (accepted once) and asks for a new solution. */
  reset: () => void;
  /**
   * The payload for `captchaValue`: the solution at hand, or one solved now (starting or
   * joining the proof of work); null when the widget could not solve it.
   */
  solve: () => Promise<string | null>;
  /** Moves the keyboard focus to the widget's checkbox. */
  focus?: () => void;
}

// The widget's chunk (a quarter of what the login screen would download otherwise) comes
// when the form first needs it: when one of its fields gets the focus, which is when the
// widget would start its proof of work anyway, or when it is submitted. Until then the
// stand-in shows in its place.
const AltchaWidget = lazy(() =>
  import('./altcha-widget').then((module) => ({ default: module.AltchaWidget })),
);

/** The ALTCHA mark as the widget draws it, beside its checkbox. */
function AltchaMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M2.33955 16.4279C5.88954 20.6586 12.1971 21.2105 16.4279 17.6604C18.4699 15.947 19.6548 13.5911 19.9352 11.1365L17.9886 10.4279C17.8738 12.5624 16.909 14.6459 15.1423 16.1284C11.7577 18.9684 6.71167 18.5269 3.87164 15.1423C1.03163 11.7577 1.4731 6.71166 4.8577 3.87164C8.24231 1.03162 13.2883 1.4731 16.1284 4.8577C16.9767 5.86872 17.5322 7.02798 17.804 8.2324L19.9522 9.01429C19.7622 7.07737 19.0059 5.17558 17.6604 3.57212C14.1104 -0.658624 7.80283 -1.21043 3.57212 2.33956C-0.658625 5.88958 -1.21046 12.1971 2.33955 16.4279Z"
        fill="currentColor"
      />
      <path
        d="M3.57212 2.33956C1.65755 3.94607 0.496389 6.11731 0.12782 8.40523L2.04639 9.13961C2.26047 7.15832 3.21057 5.25375 4.8577 3.87164C8.24231 1.03162 13.2883 1.4731 16.1284 4.8577L13.8302 6.78606L19.9633 9.13364C19.7929 7.15555 19.0335 5.20847 17.6604 3.57212C14.1104 -0.658624 7.80283 -1.21043 3.57212 2.33956Z"
        fill="currentColor"
      />
      <path
        d="M7 10H5C5 12.7614 7.23858 15 10 15C12.7614 15 15 12.7614 15 10H13C13 11.6569 11.6569 13 10 13C8.3431 13 7 11.6569 7 10Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The widget's frame and colour (custom properties of altcha.css), the stand-in's too. */
export const altchaStyle = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '12px',
  '--altcha-color-primary': brandColor,
} as const satisfies Record<`--${string}`, string>;

/**
 * The unsolved widget drawn with its own markup and style sheet, so that nothing moves when
 * the widget takes its place. Its checkbox is a real one: ticking it starts the check, as
 * the widget's does.
 */
function CaptchaStandIn({ onStart, ref }: { onStart?: () => void; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('accounts');
  const id = useId();
  return (
    <div
      ref={ref}
      data-testid="captcha"
      data-state="unverified"
      style={altchaStyle as CSSProperties}
    >
      <div className="altcha" data-state="unverified" data-display="standard" data-visible="true">
        <div className="altcha-main">
          <div>
            <div className="altcha-checkbox-wrap">
              {/* While the widget's chunk loads, the spinner that its check starts with. */}
              <div className="altcha-checkbox" data-loading={onStart === undefined}>
                <input
                  type="checkbox"
                  id={id}
                  checked={false}
                  onChange={() => onStart?.()}
                  data-testid="captcha-start"
                />
                <div className="altcha-spinner altcha-checkbox-spinner" aria-hidden="true" />
              </div>
              <label htmlFor={id}>{t('captcha.label')}</label>
            </div>
            <div>
              <span className="altcha-logo">
                <AltchaMark />
              </span>
            </div>
          </div>
          <div className="altcha-footer">
            <p>{t('captcha.protectedBy', { name: 'ALTCHA' })}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

interface CaptchaFieldProps {
  captcha: AuthOptions['captcha'];
  /** The payload for `captchaValue` (set by Form.Item, or by a form that keeps its own state). */
  onChange?: (value: string) => void;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The captcha of the sign-up and login forms, as the server configures it: ALTCHA's proof
 * of work, or Google's reCAPTCHA checkbox (the server's content security policy allows
 * Google's script and frames with that provider only).
 */
export function CaptchaField({ captcha, onChange, ref }: CaptchaFieldProps) {
  const shown = needsCaptcha(captcha);
  const [wanted, setWanted] = useState(false);
  const standIn = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaHandle | null>(null);
  // A press can come before the widget's chunk has loaded: solving waits for it.
  const mountWaiters = useRef<(() => void)[]>([]);
  // What brought the widget: a focus or a tick starts the check once it is there, and a
  // tick gives its checkbox the keyboard focus that the stand-in's had.
  const startOnMount = useRef(false);
  const focusOnMount = useRef(false);

  const want = useCallback((start: boolean, focus = false) => {
    if (start) startOnMount.current = true;
    if (focus) focusOnMount.current = true;
    setWanted(true);
  }, []);

  const attach = useCallback((handle: CaptchaHandle | null) => {
    widget.current = handle;
    if (handle === null) return;
    if (focusOnMount.current) {
      focusOnMount.current = false;
      handle.focus?.();
    }
    if (startOnMount.current) {
      startOnMount.current = false;
      void handle.solve();
    }
    const waiters = mountWaiters.current;
    mountWaiters.current = [];
    for (const resume of waiters) resume();
  }, []);

  // The widget starts when a field of its form gets the focus (auto="onfocus"): so does
  // its download. A layout effect, so that the listener is there as soon as the stand-in
  // is on the screen: a passive effect runs a moment later, and a focus in that moment
  // (a test's, or a quick keyboard user's) would be missed.
  useLayoutEffect(() => {
    if (captcha.provider !== 'altcha' || wanted) return undefined;
    const form = standIn.current?.closest('form');
    if (form === null || form === undefined) return undefined;
    const onFocus = (event: FocusEvent): void =>
      want(true, event.target instanceof HTMLInputElement && event.target.type === 'checkbox');
    form.addEventListener('focusin', onFocus);
    return () => form.removeEventListener('focusin', onFocus);
  }, [captcha.provider, wanted, want]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => widget.current?.reset(),
      solve: async () => {
        if (!shown) return '';
        if (widget.current === null) {
          want(false);
          await new Promise<void>((resume) => mountWaiters.current.push(resume));
        }
        return widget.current?.solve() ?? null;
      },
    }),
    [shown, want],
  );

  if (captcha.provider === 'none') return null;
  if (captcha.provider === 'recaptcha') {
    return (
      <RecaptchaWidget
        siteKey={captcha.siteKey}
        onChange={(value) => onChange?.(value)}
        ref={attach}
      />
    );
  }
  if (!wanted) {
    return <CaptchaStandIn ref={standIn} onStart={() => want(true, true)} />;
  }
  return (
    <Suspense fallback={<CaptchaStandIn />}>
      <AltchaWidget
        challengeUrl={captcha.challengeUrl}
        onChange={(value) => onChange?.(value)}
        ref={attach}
      />
    </Suspense>
  );
}

export function needsCaptcha(captcha: AuthOptions['captcha'] | undefined): boolean {
  return captcha !== undefined && captcha.provider !== 'none';
}

/**
 * What the captcha needs of its form (an antd FormInstance has it): to clear its field, and
 * to say under it why the form was not sent.
 */
export interface CaptchaForm {
  setFieldValue: (name: 'captchaValue', value: string) => void;
  setFields: (fields: { name: 'captchaValue'; errors: string[] }[]) => void;
}

/**
 * The captcha of a form whose field is `captchaValue`. `solve` gives the value to send, so
 * one press of the submit button is enough even when the widget has not solved yet (after
 * a sign-out, or when a password manager filled the form without focusing it). A payload
 * is accepted once, so after any refused submit `reset` clears the field and the widget.
 */
export function useCaptcha(form: CaptchaForm): {
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
