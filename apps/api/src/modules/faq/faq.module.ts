import type { Database } from '../../db/client';
import type { AppModule } from '../module';
import { faqRepository } from './faq.repository';
import { faqAdminRoutes, faqRoutes } from './faq.routes';
import { seedFaq } from './faq.seed';
import { faqService } from './faq.service';

/** The FAQ with search (requirements-next §13), seeded at start, edited by the admin. */
export async function createFaqModule(deps: { db: Database }) {
  const repo = faqRepository(deps.db);
  await repo.seed(seedFaq);
  const faq = faqService(repo);
  const routes: AppModule['routes'] = async (api) => {
    await api.register(faqRoutes, { faq });
    await api.register(faqAdminRoutes, { faq });
  };
  return { routes };
}
