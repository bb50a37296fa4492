import type { CmsGlossary, CmsGlossaryTerm } from '@/server/upstream/schemas/cms';
import { glossaryBlocks, type GlossaryView } from './glossary';
import styles from './InfoPage.module.css';

/**
 * The betting glossary (spec 01 §2 betting-alphabet/{block}?/{category}?/{slug}?): the letters
 * as links, then a letter's categories with their terms, a category's terms with their
 * definitions, or one term with the others of its category (glossary.ts picks the view). Plain
 * links: it needs no JavaScript.
 */
export function Glossary({
  lng,
  glossary,
  view,
  labels,
}: {
  lng: string;
  glossary: CmsGlossary;
  view: GlossaryView;
  labels: { letters: string; related: string };
}) {
  const base = `/${lng}/betting-alphabet`;
  const termHref = (term: CmsGlossaryTerm) => `${base}/${term.block}/${term.category}/${term.slug}`;
  const categoryTitle = (slug: string) =>
    glossary.categories.find((c) => c.slug === slug)?.title ?? slug;
  const current = view.kind === 'letters' ? null : view.block;

  const letters = (
    <nav className={styles.letters} aria-label={labels.letters}>
      <ul>
        {glossaryBlocks(glossary).map((block) => (
          <li key={block}>
            <a href={`${base}/${block}`} aria-current={block === current ? 'page' : undefined}>
              {block.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

  if (view.kind === 'letters') {
    return (
      <>
        {letters}
        <div className={styles.text}>
          {glossaryBlocks(glossary).map((block) => (
            <section key={block}>
              <h2>
                <a href={`${base}/${block}`}>{block.toUpperCase()}</a>
              </h2>
              <ul className={styles.termList}>
                {glossary.terms
                  .filter((term) => term.block === block)
                  .map((term) => (
                    <li key={term.slug}>
                      <a href={termHref(term)}>{term.title}</a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      </>
    );
  }

  if (view.kind === 'letter') {
    const categories = [...new Set(view.terms.map((term) => term.category))];
    return (
      <>
        {letters}
        <div className={styles.text}>
          {categories.map((category) => (
            <section key={category}>
              <h2>
                <a href={`${base}/${view.block}/${category}`}>{categoryTitle(category)}</a>
              </h2>
              <ul className={styles.termList}>
                {view.terms
                  .filter((term) => term.category === category)
                  .map((term) => (
                    <li key={term.slug}>
                      <a href={termHref(term)}>{term.title}</a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      </>
    );
  }

  if (view.kind === 'category') {
    return (
      <>
        {letters}
        <div className={styles.text}>
          {view.terms.map((term) => (
            <section key={term.slug}>
              <h2>
                <a href={termHref(term)}>{term.title}</a>
              </h2>
              {term.definition.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      {letters}
      <div className={styles.text}>
        <section>
          <p className={styles.category}>
            <a href={`${base}/${view.block}/${view.category.slug}`}>{view.category.title}</a>
          </p>
          {view.term.definition.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        {view.related.length > 0 && (
          <section>
            <h2>{labels.related}</h2>
            <ul className={styles.termList}>
              {view.related.map((term) => (
                <li key={term.slug}>
                  <a href={termHref(term)}>{term.title}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
