import type { CmsSection } from '@/server/upstream/schemas/cms';
import styles from './InfoPage.module.css';

/** CMS text blocks as plain elements: the CMS sends text, never markup. */
export function CmsSections({
  sections,
  headingLevel = 2,
}: {
  sections: readonly CmsSection[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.text}>
      {sections.map((section, index) => (
        <section key={section.heading ?? index}>
          {section.heading && <Heading>{section.heading}</Heading>}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
