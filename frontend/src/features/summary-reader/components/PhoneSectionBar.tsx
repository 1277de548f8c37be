import type { ReaderSection } from '../reader-types';
import { sectionPositionText } from '../reader-types';
import { SectionsSheet } from './SectionsSheet';

interface PhoneSectionBarProps {
  sections: readonly ReaderSection[];
  index: number;
  finished: boolean;
  onSelect: (index: number) => void;
}

/**
 * On phones and tablets, once the section's title has scrolled away: a slim bar under the site
 * header naming the section, with the Sections button, so the reader need not scroll back up.
 */
export function PhoneSectionBar({ sections, index, finished, onSelect }: PhoneSectionBarProps) {
  return (
    <div
      data-testid="phone-section-bar"
      className="fixed inset-x-0 top-16 z-30 border-b border-border bg-background/95 backdrop-blur-md lg:hidden"
    >
      <div className="mx-auto flex h-12 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-medium text-primary">
            {sectionPositionText(index, sections.length)}
          </span>
          <span className="text-muted-foreground"> · {sections[index]?.title}</span>
        </p>
        <SectionsSheet
          sections={sections}
          currentIndex={index}
          finished={finished}
          onSelect={onSelect}
          compact
        />
      </div>
    </div>
  );
}
