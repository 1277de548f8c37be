import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { ReaderLineSpacing, ReaderTheme, ReaderTypeface } from './reader-settings.rules.js';

const ReaderLineSpacingEnum = { COMPACT: 'COMPACT', NORMAL: 'NORMAL', RELAXED: 'RELAXED' } as const;
const ReaderTypefaceEnum = { SERIF: 'SERIF', SANS: 'SANS' } as const;
const ReaderThemeEnum = { AUTO: 'AUTO', LIGHT: 'LIGHT', SEPIA: 'SEPIA', DARK: 'DARK' } as const;

registerEnumType(ReaderLineSpacingEnum, {
  name: 'ReaderLineSpacing',
  description: 'Space between the lines of the text.',
});
registerEnumType(ReaderTypefaceEnum, {
  name: 'ReaderTypeface',
  description: 'Serif or sans-serif text.',
});
registerEnumType(ReaderThemeEnum, {
  name: 'ReaderTheme',
  description: "The reading page's colours; AUTO follows the site's light or dark theme.",
});

@ObjectType('ReaderSettings')
export class ReaderSettingsModel {
  @Field(() => Int, { description: 'Text size step, 1 (smallest) to 5 (largest); 3 is standard.' })
  textSize!: number;

  @Field(() => ReaderLineSpacingEnum)
  lineSpacing!: ReaderLineSpacing;

  @Field(() => ReaderTypefaceEnum)
  typeface!: ReaderTypeface;

  @Field(() => ReaderThemeEnum)
  theme!: ReaderTheme;
}

@InputType('ReaderSettingsInput')
export class ReaderSettingsInput {
  @Field(() => Int, { description: '1 to 5.' })
  textSize!: number;

  @Field(() => ReaderLineSpacingEnum)
  lineSpacing!: ReaderLineSpacing;

  @Field(() => ReaderTypefaceEnum)
  typeface!: ReaderTypeface;

  @Field(() => ReaderThemeEnum)
  theme!: ReaderTheme;
}
