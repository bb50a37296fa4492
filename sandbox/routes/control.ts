/**
 * The control API under /__sandbox/ that tests and demos use to put the sandbox upstream into a
 * state: maintenance, blocks, redirects, site config, languages, config groups, texts, SEO
 * records, faults. Everything here except faults and the request log is persisted. The auth
 * part (codes, tokens, players) is in auth-control.ts.
 */
import { z } from 'zod';
import {
  languageCodeSchema,
  languageSchema,
  maintenanceSchema,
  siteConfigSchema,
} from '@contract/config';
import { seoQuerySchema } from '@contract/seo';
import { blockStateSchema } from '../documents';
import { faultInputSchema } from '../faults';
import {
  json,
  normalisePathname,
  parseBody,
  parseQuery,
  parseSiteUrl,
  pathParam,
  SandboxHttpError,
  siteUrlSchema,
} from '../http';
import type { Router } from '../router';
import { resetToDemoData } from '../seed';
import type { SeoKey, SeoKind, SeoRecord } from '../seo-records';
import { defaultSeoRecord, seoRecordSchemas } from '../seo-records';
import type { SandboxState } from '../state';
import { NOT_BLOCKED } from './blocks';

const ok = () => json({ ok: true });

const isoTimeSchema = z.iso.datetime({ offset: true }).nullable();
const maintenancePatchSchema = maintenanceSchema
  .extend({
    started_at: isoTimeSchema,
    ended_at: isoTimeSchema,
    notify_started_at: isoTimeSchema,
    notify_ended_at: isoTimeSchema,
  })
  .partial()
  .strict();

const sitePathSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => {
    const parsed = parseSiteUrl(value);
    return value.startsWith('/') && parsed !== undefined && parsed.pathname === value;
  }, 'a site path starting with / without query or fragment');

const blockRuleSchema = z
  .object({
    urlPrefix: sitePathSchema,
    displayTypeId: blockStateSchema.shape.displayTypeId,
    templateTypeId: blockStateSchema.shape.templateTypeId.default(null),
  })
  .strict();

const redirectRuleSchema = z
  .object({
    from: sitePathSchema,
    to: siteUrlSchema,
    code: z.union([z.literal(301), z.literal(302)]),
  })
  .strict()
  .refine((rule) => normalisePathname(rule.from) !== rule.to, {
    message: 'a rule may not redirect a page to itself',
    path: ['to'],
  });

const languagesPatchSchema = z
  .object({
    languages: z
      .array(languageSchema)
      .min(1)
      .refine((list) => new Set(list.map((language) => language.id)).size === list.length, {
        message: 'language ids must be unique',
      })
      .refine((list) => new Set(list.map((language) => language.code)).size === list.length, {
        message: 'language codes must be unique',
      })
      .optional(),
    hiddenLanguages: z.array(languageCodeSchema).optional(),
  })
  .strict();

const configGroupNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'a group name');
const configGroupSchema = z.record(z.string(), z.unknown());
const textsSchema = z.record(z.string().min(1).max(200), z.string());
const requestsQuerySchema = z.object({ path: z.string().optional() });

const seoKeySchema = z.object({
  section: seoQuerySchema.shape.section,
  language: seoQuerySchema.shape.language,
  subsectionId: seoQuerySchema.shape.subsectionId,
});
/** Each body names the page and gives the fields to merge over the default record. */
const seoPutSchemas = {
  'page-data': seoKeySchema
    .extend({ data: seoRecordSchemas['page-data'].partial().strict() })
    .strict(),
  content: seoKeySchema.extend({ data: seoRecordSchemas.content.partial().strict() }).strict(),
  'page-visual': seoKeySchema
    .extend({ data: seoRecordSchemas['page-visual'].partial().strict() })
    .strict(),
} as const;

export function registerControlRoutes(router: Router, state: SandboxState): void {
  const { store, faults, requestLog } = state;

  function putSeoRecord<K extends SeoKind>(
    kind: K,
    key: SeoKey,
    data: Partial<SeoRecord<K>>,
  ): SeoRecord<K> {
    return store.putSeoRecord(kind, key, { ...defaultSeoRecord(kind), ...data });
  }

  router.on('GET', '/__sandbox/health', ok);

  router.on('POST', '/__sandbox/reset', () => {
    // The reset takes the clock back too, before the demo data is dated by it.
    store.limits.setClockOffset(0);
    resetToDemoData(store, state.now());
    faults.clear();
    requestLog.clear();
    return ok();
  });

  router.on('PUT', '/__sandbox/maintenance', (ctx) => {
    const patch = parseBody(ctx, maintenancePatchSchema);
    const next = store.setDocument('maintenance', {
      ...store.getDocument('maintenance'),
      ...patch,
    });
    return json({ data: next });
  });

  router.on('PUT', '/__sandbox/block', (ctx) => {
    const block = parseBody(ctx, blockStateSchema.strict());
    return json({ data: store.setDocument('globalBlock', block) });
  });

  router.on('DELETE', '/__sandbox/block', () =>
    json({ data: store.setDocument('globalBlock', NOT_BLOCKED) }),
  );

  router.on('GET', '/__sandbox/block-rules', () => json({ data: store.listBlockRules() }));

  router.on('POST', '/__sandbox/block-rules', (ctx) => {
    const rule = parseBody(ctx, blockRuleSchema);
    const stored = { ...rule, urlPrefix: normalisePathname(rule.urlPrefix) };
    store.putBlockRule(stored);
    return json({ data: stored }, 201);
  });

  router.on('DELETE', '/__sandbox/block-rules', () => {
    store.clearBlockRules();
    return ok();
  });

  router.on('GET', '/__sandbox/redirects', () => json({ data: store.listRedirectRules() }));

  router.on('POST', '/__sandbox/redirects', (ctx) => {
    const rule = parseBody(ctx, redirectRuleSchema);
    const stored = { ...rule, from: normalisePathname(rule.from) };
    store.putRedirectRule(stored);
    return json({ data: stored }, 201);
  });

  router.on('DELETE', '/__sandbox/redirects', () => {
    store.clearRedirectRules();
    return ok();
  });

  router.on('PATCH', '/__sandbox/site-config', (ctx) => {
    const patch = parseBody(ctx, siteConfigSchema.partial().strict());
    const next = store.setDocument('siteConfig', { ...store.getDocument('siteConfig'), ...patch });
    return json({ data: next });
  });

  router.on('PATCH', '/__sandbox/languages', (ctx) => {
    const patch = parseBody(ctx, languagesPatchSchema);
    store.transaction(() => {
      if (patch.languages !== undefined) store.replaceLanguages(patch.languages);
      if (patch.hiddenLanguages !== undefined) {
        store.setDocument('hiddenLanguages', patch.hiddenLanguages);
      }
    });
    return json({
      data: {
        languages: store.listLanguages(),
        hiddenLanguages: store.getDocument('hiddenLanguages'),
      },
    });
  });

  router.on('PUT', '/__sandbox/config-groups/:name', (ctx) => {
    const name = pathParam(ctx, 'name', configGroupNameSchema);
    const group = parseBody(ctx, configGroupSchema);
    store.putConfigGroup(name, group);
    return json({ data: { [name]: group } });
  });

  router.on('DELETE', '/__sandbox/config-groups/:name', (ctx) => {
    const name = pathParam(ctx, 'name', configGroupNameSchema);
    if (!store.deleteConfigGroup(name)) {
      throw SandboxHttpError.single(404, 'Not found', `config group ${name} does not exist`);
    }
    return ok();
  });

  router.on('PUT', '/__sandbox/texts/:lang', (ctx) => {
    const lang = pathParam(ctx, 'lang', languageCodeSchema);
    store.putTexts(lang, parseBody(ctx, textsSchema));
    return json({ data: Object.fromEntries(store.textsFor(lang)) });
  });

  router.on('PUT', '/__sandbox/seo/page-data', (ctx) => {
    const { data, ...key } = parseBody(ctx, seoPutSchemas['page-data']);
    return json({ data: putSeoRecord('page-data', key, data) });
  });

  router.on('PUT', '/__sandbox/seo/content', (ctx) => {
    const { data, ...key } = parseBody(ctx, seoPutSchemas.content);
    return json({ data: putSeoRecord('content', key, data) });
  });

  router.on('PUT', '/__sandbox/seo/page-visual', (ctx) => {
    const { data, ...key } = parseBody(ctx, seoPutSchemas['page-visual']);
    return json({ data: putSeoRecord('page-visual', key, data) });
  });

  router.on('GET', '/__sandbox/faults', () => json({ data: faults.list() }));

  router.on('POST', '/__sandbox/faults', (ctx) =>
    json({ data: faults.add(parseBody(ctx, faultInputSchema)) }, 201),
  );

  router.on('DELETE', '/__sandbox/faults', () => {
    faults.clear();
    return ok();
  });

  router.on('GET', '/__sandbox/requests', (ctx) => {
    const { path } = parseQuery(ctx, requestsQuerySchema);
    return json({ data: requestLog.list(path) });
  });

  router.on('GET', '/__sandbox/requests/counts', (ctx) => {
    const { path } = parseQuery(ctx, requestsQuerySchema);
    return json({ data: requestLog.counted(path) });
  });

  router.on('DELETE', '/__sandbox/requests', () => {
    requestLog.clear();
    return ok();
  });
}
