import { graphql } from '../../../gql';

export const ReaderSettingsQuery = graphql(`
  query ReaderSettings {
    readerSettings {
      textSize
      lineSpacing
      typeface
      theme
    }
  }
`);

export const UpdateReaderSettingsMutation = graphql(`
  mutation UpdateReaderSettings($input: ReaderSettingsInput!) {
    updateReaderSettings(input: $input) {
      textSize
      lineSpacing
      typeface
      theme
    }
  }
`);
