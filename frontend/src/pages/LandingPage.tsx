import { Features } from '../features/landing/components/Features';
import { Hero } from '../features/landing/components/Hero';
import { LibraryTeaser } from '../features/landing/components/LibraryTeaser';
import { Pricing } from '../features/landing/components/Pricing';
import { useDocumentTitle } from '../lib/use-document-title';

export default function LandingPage() {
  useDocumentTitle('Distill - Book summaries in 15 minutes', { exact: true });
  return (
    <>
      <Hero />
      <Features />
      <LibraryTeaser />
      <Pricing />
    </>
  );
}
