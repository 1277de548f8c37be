import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

/** The short reading pages linked from the footer (about, help, privacy, terms). */
export function InfoPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: InfoSection[];
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 text-lg text-muted-foreground">{intro}</div>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">{section.body}</div>
        </section>
      ))}
    </article>
  );
}
