import { graphql } from '../../../gql';

export const HighlightFieldsFragment = graphql(`
  fragment HighlightFields on Highlight {
    id
    summaryId
    sectionId
    quote
    color
    note
    orphaned
    inReview
    createdAt
    book {
      id
      title
      author
      coverImageUrl
    }
  }
`);

/** One page of the member's highlights, newest first, as /highlights filters them. */
export const MyHighlightsQuery = graphql(`
  query MyHighlights($summaryId: ID, $color: HighlightColor, $limit: Int!, $cursor: String) {
    highlights(summaryId: $summaryId, color: $color, limit: $limit, cursor: $cursor) {
      items {
        ...HighlightFields
      }
      totalCount
      nextCursor
    }
  }
`);

/**
 * The books the member has highlighted in, for the book filter: from their latest 100 highlights
 * (the page limit), which names every book of any member short of a very large collection.
 */
export const HighlightBooksQuery = graphql(`
  query HighlightBooks {
    highlights(limit: 100) {
      items {
        id
        book {
          id
          title
        }
      }
    }
  }
`);

export const UpdateHighlightMutation = graphql(`
  mutation UpdateHighlight($id: ID!, $input: UpdateHighlightInput!) {
    updateHighlight(id: $id, input: $input) {
      ...HighlightFields
    }
  }
`);

export const DeleteHighlightMutation = graphql(`
  mutation DeleteHighlight($id: ID!) {
    deleteHighlight(id: $id)
  }
`);

export const HighlightsOverviewQuery = graphql(`
  query HighlightsOverview {
    highlights(limit: 3) {
      items {
        ...HighlightFields
      }
      totalCount
    }
  }
`);

/** The member's highlights by the words of their quotes and notes, best first, marked. */
export const HighlightSearchQuery = graphql(`
  query HighlightSearch(
    $q: String!
    $first: Int
    $after: String
    $summaryId: ID
    $color: HighlightColor
  ) {
    highlightSearch(q: $q, first: $first, after: $after, summaryId: $summaryId, color: $color) {
      edges {
        node {
          ...HighlightFields
        }
        quoteSnippet
        noteSnippet
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
