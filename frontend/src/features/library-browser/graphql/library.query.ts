import { graphql } from '../../../gql';

/**
 * What the library shows around its results: the categories, how many summaries exist and how
 * many each length band holds (the filter offers only bands that hold some).
 */
export const LibraryOverviewQuery = graphql(`
  query LibraryOverview {
    categories {
      id
      name
      slug
    }
    catalogue: summaryPage(limit: 1) {
      totalCount
    }
    libraryLengthBands {
      length
      count
    }
  }
`);

/** One page of a search: the server filters, sorts, counts and pages (spec section 5). */
export const LibraryPageQuery = graphql(`
  query LibraryPage(
    $q: String
    $categoryId: ID
    $limit: Int!
    $cursor: String
    $length: LibraryLength
    $access: LibraryAccess
    $sort: LibrarySort
    $signedIn: Boolean!
  ) {
    summaryPage(
      q: $q
      categoryId: $categoryId
      length: $length
      access: $access
      sort: $sort
      limit: $limit
      cursor: $cursor
    ) {
      totalCount
      nextCursor
      items {
        ...SummaryCardFields
        hasFullAccess
        # Only a member has favourites: a visitor's page needs no trip to the reading service.
        isFavorite @include(if: $signedIn)
      }
    }
  }
`);
