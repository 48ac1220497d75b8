'use client';

import { useEffect } from 'react';

/**
 * Shown when a page cannot be rendered (e.g. the content system is down): a 500, never a false 404.
 * The language comes from <html lang>, set by the layout; labels are inline because the message
 * catalogues live on the server.
 */
const labels: Record<string, { title: string; text: string; retry: string; home: string }> = {
  en: { title: 'Something went wrong', text: 'This page could not be loaded. Please try again in a moment.', retry: 'Try again', home: 'Go to the home page' },
  es: { title: 'Algo ha ido mal', text: 'No se ha podido cargar esta página. Inténtalo de nuevo en un momento.', retry: 'Reintentar', home: 'Ir a la página de inicio' },
  nl: { title: 'Er ging iets mis', text: 'Deze pagina kon niet worden geladen. Probeer het zo opnieuw.', retry: 'Opnieuw proberen', home: 'Naar de homepage' },
};

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang.slice(0, 2);
  const text = labels[language] ?? labels.en!;
  const home = language === 'en' || !labels[language] ? '/' : `/${document.documentElement.lang === 'en-IN' ? 'hi' : language}`;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl">{text.title}</h1>
      <p className="mt-4 text-lg">{text.text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
          {text.retry}
        </button>
        <a href={home} className="rounded-md border-2 border-brand px-5 py-2.5 font-semibold text-brand">
          {text.home}
        </a>
      </p>
    </main>
  );
}
