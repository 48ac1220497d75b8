import Link from 'next/link';
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
            <Link className="text-brand underline" href="/">
              Go to the home page
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
