import type { RunningApp } from './app-server';
import { apiCall, type Session } from './session';

interface Plan {
  id: number;
  nameEn?: string;
  price: number;
  billingCycle: 'monthly' | 'yearly';
  propertyLimit: number;
}

/**
 * Subscribes the session's owner to the largest active plan and pays its invoice in the
 * sandbox checkout as a payer would (the app's own signed webhook activates it), for journeys
 * whose subject comes after subscribing: creating and publishing properties need a plan.
 */
export async function subscribeThroughApi(app: RunningApp, session: Session): Promise<void> {
  const plans = await apiCall<Plan[]>(app, session, 'GET', '/billing/plans');
  const plan = [...plans].sort((a, b) => b.propertyLimit - a.propertyLimit)[0];
  if (!plan) throw new Error('no plan to subscribe to');
  const chosen = await apiCall<{ invoice: { id: number } }>(
    app,
    session,
    'POST',
    '/subscriptions',
    {
      planId: plan.id,
    },
  );
  if (plan.price === 0) return;
  const { redirectUrl } = await apiCall<{ redirectUrl: string }>(
    app,
    session,
    'POST',
    `/invoices/${chosen.invoice.id}/pay`,
    {},
  );
  // The checkout's address names the app's APP_URL; the test reaches the app at its own URL.
  const checkout = new URL(new URL(redirectUrl).pathname, app.url);
  const paid = await fetch(checkout, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox checkout: ${paid.status} ${await paid.text()}`);
  const current = await apiCall<{ plan: { id: number } } | null>(
    app,
    session,
    'GET',
    '/subscriptions/current',
  );
  if (current?.plan.id !== plan.id) throw new Error('the paid subscription is not current');
}
