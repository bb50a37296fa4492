import './[lng]/globals.css';
import Link from 'next/link';
import { StatusPage, statusPageStyles } from '@/features/shell/StatusPage';

/** A path outside any language (e.g. a missing file): the technical 404, in the fallback language. */
export default function RootNotFound() {
  return (
    <html lang="en" data-theme="dark">
      <body>
        <main>
          <StatusPage
            code="404"
            title="This page could not be found"
            text="The address may be mistyped, or the page has moved."
            actions={
              <Link className={statusPageStyles.primary} href="/">
                Go to the home page
              </Link>
            }
          />
        </main>
      </body>
    </html>
  );
}
