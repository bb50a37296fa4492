import type { CmsSection } from '@/server/upstream/schemas/cms';
import styles from './InfoPage.module.css';

/**
 * CMS text blocks as plain elements: the CMS sends text, never markup. A block's table comes
 * under its heading, its paragraphs after it as notes.
 */
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
          {section.table && (
            // A wide table scrolls inside its box rather than widening the page.
            <div
              className={styles.tableBox}
              tabIndex={0}
              role="region"
              aria-label={section.heading ?? section.table.columns.join(', ')}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    {section.table.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.table.rows.map((row, rowIndex) => (
                    <tr key={rowIndex}>
                      {row.map((cell, cellIndex) => (
                        <td key={cellIndex}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
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
