import type { FastifyInstance } from 'fastify';

/** Calls to the API as the owner of the token. */
export function cmsApi(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
export type CmsApi = ReturnType<typeof cmsApi>;

let counter = 0;
/** A slug no other test of the run uses (slugs of sites are unique across owners). */
export function uniqueSlug(prefix = 'site'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Date.now().toString(36)}`.slice(0, 40);
}

export const siteSettings = (slug: string) => ({
  slug,
  displayName: { ar: 'شاليهات النخيل', en: 'Palm Chalets' },
  brandColor: '#0E7C66',
  contact: { phone: '+966 50 123 4567', email: 'Stay@Palm.example.sa', whatsapp: '0501234567' },
});

export const pageBody = (slug: string) => ({
  slug,
  title: { ar: 'من نحن', en: 'About us' },
  body: {
    ar: '<p dir="rtl">شاليهات عائلية في <strong>الرياض</strong>.</p>',
    en: '<p dir="ltr">Family chalets in <strong>Riyadh</strong>.</p>',
  },
  status: 'published',
});

export const postBody = (slug: string, categoryId: number | null = null) => ({
  slug,
  title: { ar: 'أفضل وقت للزيارة', en: 'The best time to visit' },
  excerpt: { ar: 'الشتاء في الرياض.', en: 'Winter in Riyadh.' },
  body: { ar: '<p>الشتاء.</p>', en: '<p>Winter.</p>' },
  categoryId,
  status: 'draft',
});
