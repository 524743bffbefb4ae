import { Divider } from 'antd';
import { GoogleButton } from './google-button';

/**
 * "or" and the Google button, below the login and sign-up forms when the server offers
 * Google sign-in. A chunk of its own (see `LazyGoogleSignIn`): a server without it sends
 * neither the button nor the divider.
 */
export function GoogleSignIn({ or, label }: { or: string; label: string }) {
  return (
    <>
      <Divider plain style={{ marginBlock: 0 }}>
        {or}
      </Divider>
      <GoogleButton label={label} />
    </>
  );
}
