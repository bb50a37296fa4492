/**
 * The news desk (spec 01 §2 "Other": `news/{slug}?`; paths ours, docs/upstream-contract.md
 * "News API"): articles by page, newest first, optionally of one tag, and one article by slug,
 * in the asked language (English for any other). Public: no token.
 */
import {
  newsArticleAnswerSchema,
  newsListAnswerSchema,
  newsQuerySchema,
  newsSlugSchema,
} from '@contract/news';
import { answerLang } from '../line-answer';
import { json, parseQuery, pathParam, SandboxHttpError } from '../http';
import { NEWS, NEWS_PER_PAGE, newsArticleOf, newsItemOf, newsOrder } from '../news-content';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const NEWS_API = '/news-api/v1';

export function registerNewsRoutes(router: Router, state: SandboxState): void {
  router.on('GET', `${NEWS_API}/articles`, (ctx) => {
    const query = parseQuery(ctx, newsQuerySchema);
    const lang = answerLang(query.lang);
    const now = state.now();
    const page = query.page ?? 1;
    const articles = newsOrder(now, query.tag);
    const pages = Math.ceil(articles.length / NEWS_PER_PAGE);
    if (page > Math.max(pages, 1)) {
      throw SandboxHttpError.coded(404, 'page_not_found', 'Page not found', {
        detail: `page: there are ${pages} pages`,
        source: { parameter: 'page' },
      });
    }
    const data = articles
      .slice((page - 1) * NEWS_PER_PAGE, page * NEWS_PER_PAGE)
      .map((entry) => newsItemOf(entry, lang, now));
    return json(
      newsListAnswerSchema.parse({
        data,
        meta: { page, pages, total: articles.length, perPage: NEWS_PER_PAGE },
      }),
    );
  });

  router.on('GET', `${NEWS_API}/articles/:slug`, (ctx) => {
    const lang = answerLang(parseQuery(ctx, newsQuerySchema).lang);
    const slug = pathParam(ctx, 'slug', newsSlugSchema);
    const entry = NEWS.find((candidate) => candidate.slug === slug);
    if (!entry) {
      throw SandboxHttpError.coded(404, 'article_not_found', 'Article not found', {
        detail: `slug: nothing named ${slug}`,
        source: { parameter: 'slug' },
      });
    }
    return json(newsArticleAnswerSchema.parse({ data: newsArticleOf(entry, lang, state.now()) }));
  });
}
