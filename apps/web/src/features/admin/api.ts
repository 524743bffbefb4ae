import type { AccountStatus, AdminAccount } from '@nuzul/shared/admin';
import type { AdminPlan, Plan, PlanInput, PromoCode, PromoCodeInput } from '@nuzul/shared/billing';
import type { FaqEntry, FaqEntryInput } from '@nuzul/shared/faq';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiDelete,
  apiGet,
  apiGetPage,
  apiPost,
  apiPut,
  type PageMeta,
} from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import type { Language } from '../../app/i18n';

export const adminKeys = {
  accounts: ['admin', 'accounts'] as const,
  accountsPage: (search: string, page: number) => ['admin', 'accounts', search, page] as const,
};

/** A page of accounts whose name or e-mail holds `search`, newest first. */
export function useAdminAccounts(search: string, page: number) {
  return useQuery<{ data: AdminAccount[]; meta: PageMeta }, ApiError>({
    queryKey: adminKeys.accountsPage(search, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (search !== '') query.set('search', search);
      return apiGetPage<AdminAccount>(`/admin/accounts?${query.toString()}`, {
        silent: true,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** Suspends or reactivates an account; the list reads again. */
export function useSetAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { id: string; status: AccountStatus }>({
    mutationFn: ({ id, status }) => apiPut(`/admin/accounts/${id}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.accounts }),
  });
}

/** Every FAQ query starts with 'faq' (the FAQ screen's too): a write reads them all again. */
const faqAll = ['faq'] as const;

/** Every FAQ entry in page order, the FAQ screen's query without a search. */
export function useFaqEntries(language: Language) {
  return useQuery<FaqEntry[], ApiError>({
    queryKey: [...faqAll, language, ''],
    queryFn: ({ signal }) => apiGet<FaqEntry[]>(`/faq?lang=${language}`, { silent: true, signal }),
  });
}

/** The admin's writes of FAQ entries. */
export function useFaqAdmin() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: faqAll });
  return {
    create: useMutation<FaqEntry, ApiError, FaqEntryInput>({
      mutationFn: (body) => apiPost<FaqEntry>('/admin/faq', body),
      onSuccess,
    }),
    update: useMutation<FaqEntry, ApiError, { id: number; body: FaqEntryInput }>({
      mutationFn: ({ id, body }) => apiPut<FaqEntry>(`/admin/faq/${id}`, body),
      onSuccess,
    }),
    remove: useMutation<unknown, ApiError, number>({
      mutationFn: (id) => apiDelete(`/admin/faq/${id}`),
      onSuccess,
    }),
  };
}

/**
 * Every plan and promo-code query of the admin starts with these; a write also reads the
 * owners' plans again (`['billing', ...]`), which a plan's change alters.
 */
const plansKey = ['admin', 'plans'] as const;
const promoCodesKey = ['admin', 'promo-codes'] as const;
const ownersBilling = ['billing'] as const;

/** Every plan, active or not, in order, with the subscriptions taken on each. */
export function useAdminPlans() {
  return useQuery<AdminPlan[], ApiError>({
    queryKey: plansKey,
    queryFn: ({ signal }) => apiGet<AdminPlan[]>('/admin/plans', { silent: true, signal }),
  });
}

/**
 * The admin's writes of plans. A form's save is silent (the form shows its refusal at its
 * fields); a row's action (deactivate, move, delete) is told by a toast when refused.
 */
export function usePlansAdmin() {
  const queryClient = useQueryClient();
  const onSettled = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: plansKey }),
      queryClient.invalidateQueries({ queryKey: ownersBilling }),
    ]);
  };
  return {
    create: useMutation<Plan, ApiError, PlanInput>({
      mutationFn: (body) => apiPost<Plan>('/admin/plans', body, { silent: true }),
      onSettled,
    }),
    update: useMutation<Plan, ApiError, { id: number; body: PlanInput; silent?: boolean }>({
      mutationFn: ({ id, body, silent = true }) =>
        apiPut<Plan>(`/admin/plans/${id}`, body, { silent }),
      onSettled,
    }),
    remove: useMutation<unknown, ApiError, number>({
      mutationFn: (id) => apiDelete(`/admin/plans/${id}`),
      onSettled,
    }),
  };
}

/** Every promo code, newest first, with how many times each was used. */
export function useAdminPromoCodes() {
  return useQuery<PromoCode[], ApiError>({
    queryKey: promoCodesKey,
    queryFn: ({ signal }) => apiGet<PromoCode[]>('/admin/promo-codes', { silent: true, signal }),
  });
}

/** The admin's writes of promo codes (a form's save silent, as for plans). */
export function usePromoCodesAdmin() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: promoCodesKey });
  return {
    create: useMutation<PromoCode, ApiError, PromoCodeInput>({
      mutationFn: (body) => apiPost<PromoCode>('/admin/promo-codes', body, { silent: true }),
      onSettled,
    }),
    update: useMutation<
      PromoCode,
      ApiError,
      { id: number; body: PromoCodeInput; silent?: boolean }
    >({
      mutationFn: ({ id, body, silent = true }) =>
        apiPut<PromoCode>(`/admin/promo-codes/${id}`, body, { silent }),
      onSettled,
    }),
  };
}
