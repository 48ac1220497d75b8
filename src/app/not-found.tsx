import { interFont } from './fonts';
import './globals.css';

// Requests outside every locale route (rare: the proxy routes all pages into a locale).
export default function GlobalNotFound() {
  return (
    <html lang="en-US" className={interFont.variable}>
      <body className="font-sans">
        <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-3xl">Page not found</h1>
          <p className="mt-4">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link: next/link's client code would otherwise load on every page (this boundary is in every page's tree) */}
            <a className="text-brand underline" href="/">
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
