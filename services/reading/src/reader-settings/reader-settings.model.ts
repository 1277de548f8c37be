import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  READER_LINE_SPACINGS,
  READER_THEMES,
  READER_TYPEFACES,
  type ReaderLineSpacing,
  type ReaderTheme,
  type ReaderTypeface,
} from '@distill/contracts';

/** A GraphQL enum of a closed set: each value its own name. */
const enumOf = <Value extends string>(values: readonly Value[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [Key in Value]: Key };

const ReaderLineSpacingEnum = enumOf(READER_LINE_SPACINGS);
const ReaderTypefaceEnum = enumOf(READER_TYPEFACES);
const ReaderThemeEnum = enumOf(READER_THEMES);

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
