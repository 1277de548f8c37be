import { graphql } from '../../../gql';

/** Summaries by what they say, each with a snippet of text the viewer may read (issue 47). */
export const TextSearchQuery = graphql(`
  query TextSearch($q: String!, $first: Int, $after: String) {
    search(q: $q, first: $first, after: $after) {
      edges {
        node {
          id
          title
          author
          isPremium
          hasFullAccess
        }
        snippet
        section {
          id
          heading
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      didYouMean
    }
  }
`);
