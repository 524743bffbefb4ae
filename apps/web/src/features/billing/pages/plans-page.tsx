import { billingCycles, type BillingCycle, type Plan } from '@nuzul/shared/billing';
import { Card, Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api-error';
import { describeFailure } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { useCurrentSubscription, usePlans, usePromoQuotes, useSubscribe } from '../api';
import { PlanCard, type PromoOutcome } from '../components/plan-card';
import { PromoCodeForm, type PromoMessage } from '../components/promo-code-form';

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
  gap: 16,
  alignItems: 'stretch',
};

function cycleOf(value: string | null): BillingCycle {
  return billingCycles.find((cycle) => cycle === value) ?? 'monthly';
}

/** The cycle shown lives in the URL (`?cycle=yearly`): a reload or a link keeps it. */
function useCycle(): [BillingCycle, (cycle: BillingCycle) => void] {
  const [params, setParams] = useSearchParams();
  const set = (cycle: BillingCycle): void =>
    setParams(cycle === 'monthly' ? {} : { cycle }, { replace: true });
  return [cycleOf(params.get('cycle')), set];
}

/** A promo code takes nothing off a free plan, and some plans take no code at all. */
function takesPromo(plan: Plan): boolean {
  return plan.promoCodeAllowed && plan.price > 0;
}

function LoadingPlans() {
  return (
    <div style={grid} data-testid="plans-loading" aria-busy>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      ))}
    </div>
  );
}

export function PlansPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('pageTitles.plans'));
  const wide = useMinWidth('sm');
  const navigate = useNavigate();
  const [cycle, setCycle] = useCycle();
  const plans = usePlans();
  const current = useCurrentSubscription();
  const subscribe = useSubscribe();
  const [promoCode, setPromoCode] = useState<string | null>(null);

  const shown = (plans.data ?? [])
    .filter((plan) => plan.active && plan.billingCycle === cycle)
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const promoPlans = shown.filter(takesPromo);
  const quotes = usePromoQuotes(
    promoPlans.map((plan) => plan.id),
    promoCode,
  );

  const appliedSomewhere = quotes.some((quote) => quote.data !== undefined);
  const outcomeOf = (plan: Plan): PromoOutcome => {
    const quote = quotes[promoPlans.indexOf(plan)];
    if (promoCode === null || quote === undefined) return { kind: 'none' };
    if (quote.data !== undefined) return { kind: 'applied', quote: quote.data };
    if (quote.error === null) return { kind: 'loading' };
    // A code refused by every plan is said once, under the field; a code that some plans
    // take (it may be limited to plans) says so on the others.
    if (!appliedSomewhere) return { kind: 'none' };
    const limited = isApiError(quote.error) && quote.error.code === 'PROMO_CODE_INVALID';
    return {
      kind: 'refused',
      text: limited ? t('promo.notForPlan') : describeFailure(quote.error),
    };
  };

  const applying = promoCode !== null && quotes.some((quote) => quote.isFetching);
  const promoMessage = ((): PromoMessage | null => {
    if (promoCode === null || applying || quotes.length === 0) return null;
    if (appliedSomewhere) {
      return { type: 'success', text: t('promo.applied', { code: promoCode }) };
    }
    // Refused for every plan: the first refusal's own text ("This promo code is not valid.",
    // or a network failure, or the guessing limit).
    const refusal = quotes.find((quote) => quote.error !== null)?.error;
    return refusal == null ? null : { type: 'danger', text: describeFailure(refusal) };
  })();

  const choose = (plan: Plan): void => {
    const outcome = outcomeOf(plan);
    subscribe.mutate(
      {
        planId: plan.id,
        promoCode: outcome.kind === 'applied' ? (outcome.quote.promoCode ?? undefined) : undefined,
      },
      {
        onSuccess: ({ subscription, invoice }) => {
          // A free plan is active at once; a paid one waits for its invoice to be paid.
          if (subscription.status === 'active') {
            toast.success(t('plans.freePlanActive'));
            void navigate('/subscriptions');
          } else {
            void navigate(`/subscriptions/invoices/${invoice.id}`);
          }
        },
      },
    );
  };

  const content = () => {
    if (plans.error !== null && plans.data === undefined) {
      return (
        <LoadFailure
          error={plans.error}
          message="fetchData"
          onRetry={() => void plans.refetch()}
          testId="plans-error"
        />
      );
    }
    if (plans.data === undefined) return <LoadingPlans />;
    if (shown.length === 0) {
      return <Empty description={t('plans.empty')} data-testid="plans-empty" />;
    }
    const currentPlanId = current.data?.plan.id;
    return (
      <div style={grid} data-testid="plans-grid">
        {shown.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === currentPlanId}
            promo={outcomeOf(plan)}
            choosing={subscribe.isPending && subscribe.variables.planId === plan.id}
            disabled={subscribe.isPending && subscribe.variables.planId !== plan.id}
            onChoose={() => choose(plan)}
          />
        ))}
      </div>
    );
  };

  return (
    <Flex vertical gap={20} data-testid="plans-page">
      <Flex vertical gap={4}>
        <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
          {t('plans.title')}
        </Heading>
        <Typography.Text type="secondary">{t('plans.intro')}</Typography.Text>
      </Flex>
      <Flex justify="space-between" align="end" gap={16} wrap>
        <Segmented<BillingCycle>
          value={cycle}
          onChange={setCycle}
          options={billingCycles.map((value) => ({
            value,
            label: <span data-testid={`plans-cycle-${value}`}>{t(`cycles.${value}`)}</span>,
          }))}
          aria-label={t('plans.cycle')}
          size="large"
          data-testid="plans-cycle"
        />
        {promoPlans.length > 0 && (
          <PromoCodeForm
            applied={promoCode}
            message={promoMessage}
            applying={applying}
            onApply={setPromoCode}
            onRemove={() => setPromoCode(null)}
          />
        )}
      </Flex>
      {content()}
      <Typography.Paragraph type="secondary" data-testid="plans-change-rule">
        {t('changeRule')}
      </Typography.Paragraph>
    </Flex>
  );
}
