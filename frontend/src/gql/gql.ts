/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query LibraryOverview {\n    categories {\n      id\n      name\n      slug\n    }\n    catalogue: summaryPage(limit: 1) {\n      totalCount\n    }\n  }\n": typeof types.LibraryOverviewDocument,
    "\n  query LibraryPage(\n    $q: String\n    $categoryId: ID\n    $limit: Int!\n    $cursor: String\n    $signedIn: Boolean!\n  ) {\n    summaryPage(q: $q, categoryId: $categoryId, limit: $limit, cursor: $cursor) {\n      totalCount\n      nextCursor\n      items {\n        ...SummaryCardFields\n        hasFullAccess\n        # Only a member has favourites: a visitor's page needs no trip to the reading service.\n        isFavorite @include(if: $signedIn)\n      }\n    }\n  }\n": typeof types.LibraryPageDocument,
    "\n  query SummaryReader($id: ID!) {\n    summary(id: $id) {\n      id\n      title\n      author\n      description\n      content\n      preview\n      hasFullAccess\n      coverImageUrl\n      categoryId\n      category {\n        id\n        name\n      }\n      readingTimeMinutes\n      isPremium\n      sectionCount\n      isFavorite\n      readingProgress {\n        ...ReadingProgressFields\n      }\n      sections {\n        id\n        title\n        order\n        content\n        isLocked\n      }\n    }\n  }\n": typeof types.SummaryReaderDocument,
    "\n  query ReadingOverview($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      booksRead\n      timeSaved\n      favoriteCount\n      categoriesExplored\n      currentStreak\n      longestStreak\n      booksReadThisWeek\n      weeklyGoal {\n        completed\n        target\n      }\n      achievements {\n        id\n        title\n        description\n        earnedOn\n      }\n    }\n    readingProgress {\n      ...ReadingProgressFields\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n": typeof types.ReadingOverviewDocument,
    "\n  fragment ReadingProgressFields on ReadingProgress {\n    id\n    summaryId\n    progressPercentage\n    isCompleted\n    sectionIndex\n    startedAt\n    completedAt\n    lastReadAt\n  }\n": typeof types.ReadingProgressFieldsFragmentDoc,
    "\n  mutation AddFavorite($summaryId: ID!) {\n    addFavorite(summaryId: $summaryId) {\n      summaryId\n      createdAt\n      summary {\n        id\n        isFavorite\n      }\n    }\n  }\n": typeof types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($summaryId: ID!) {\n    removeFavorite(summaryId: $summaryId) {\n      id\n      isFavorite\n    }\n  }\n": typeof types.RemoveFavoriteDocument,
    "\n  mutation RecordReadingProgress($input: RecordReadingProgressInput!) {\n    recordReadingProgress(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n": typeof types.RecordReadingProgressDocument,
    "\n  query BillingConfiguration {\n    billingConfiguration {\n      paymentsEnabled\n      publishableKey\n      trialDays\n    }\n  }\n": typeof types.BillingConfigurationDocument,
    "\n  query MySubscription {\n    mySubscription {\n      status\n      type\n      amountCents\n      currency\n      trialEnd\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      cancelAt\n      manageable\n    }\n  }\n": typeof types.MySubscriptionDocument,
    "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n": typeof types.CreateBillingPortalSessionDocument,
    "\n  mutation GrantComplimentaryPremium($userId: ID!) {\n    grantComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n": typeof types.GrantComplimentaryPremiumDocument,
    "\n  mutation RevokeComplimentaryPremium($userId: ID!) {\n    revokeComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n": typeof types.RevokeComplimentaryPremiumDocument,
    "\n  query FeaturedSummaries($limit: Int!) {\n    featuredSummaries(limit: $limit) {\n      ...SummaryCardFields\n    }\n  }\n": typeof types.FeaturedSummariesDocument,
    "\n  fragment SummaryCardFields on Summary {\n    id\n    title\n    author\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n    }\n    readingTimeMinutes\n    isPremium\n  }\n": typeof types.SummaryCardFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query LibraryOverview {\n    categories {\n      id\n      name\n      slug\n    }\n    catalogue: summaryPage(limit: 1) {\n      totalCount\n    }\n  }\n": types.LibraryOverviewDocument,
    "\n  query LibraryPage(\n    $q: String\n    $categoryId: ID\n    $limit: Int!\n    $cursor: String\n    $signedIn: Boolean!\n  ) {\n    summaryPage(q: $q, categoryId: $categoryId, limit: $limit, cursor: $cursor) {\n      totalCount\n      nextCursor\n      items {\n        ...SummaryCardFields\n        hasFullAccess\n        # Only a member has favourites: a visitor's page needs no trip to the reading service.\n        isFavorite @include(if: $signedIn)\n      }\n    }\n  }\n": types.LibraryPageDocument,
    "\n  query SummaryReader($id: ID!) {\n    summary(id: $id) {\n      id\n      title\n      author\n      description\n      content\n      preview\n      hasFullAccess\n      coverImageUrl\n      categoryId\n      category {\n        id\n        name\n      }\n      readingTimeMinutes\n      isPremium\n      sectionCount\n      isFavorite\n      readingProgress {\n        ...ReadingProgressFields\n      }\n      sections {\n        id\n        title\n        order\n        content\n        isLocked\n      }\n    }\n  }\n": types.SummaryReaderDocument,
    "\n  query ReadingOverview($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      booksRead\n      timeSaved\n      favoriteCount\n      categoriesExplored\n      currentStreak\n      longestStreak\n      booksReadThisWeek\n      weeklyGoal {\n        completed\n        target\n      }\n      achievements {\n        id\n        title\n        description\n        earnedOn\n      }\n    }\n    readingProgress {\n      ...ReadingProgressFields\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n": types.ReadingOverviewDocument,
    "\n  fragment ReadingProgressFields on ReadingProgress {\n    id\n    summaryId\n    progressPercentage\n    isCompleted\n    sectionIndex\n    startedAt\n    completedAt\n    lastReadAt\n  }\n": types.ReadingProgressFieldsFragmentDoc,
    "\n  mutation AddFavorite($summaryId: ID!) {\n    addFavorite(summaryId: $summaryId) {\n      summaryId\n      createdAt\n      summary {\n        id\n        isFavorite\n      }\n    }\n  }\n": types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($summaryId: ID!) {\n    removeFavorite(summaryId: $summaryId) {\n      id\n      isFavorite\n    }\n  }\n": types.RemoveFavoriteDocument,
    "\n  mutation RecordReadingProgress($input: RecordReadingProgressInput!) {\n    recordReadingProgress(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n": types.RecordReadingProgressDocument,
    "\n  query BillingConfiguration {\n    billingConfiguration {\n      paymentsEnabled\n      publishableKey\n      trialDays\n    }\n  }\n": types.BillingConfigurationDocument,
    "\n  query MySubscription {\n    mySubscription {\n      status\n      type\n      amountCents\n      currency\n      trialEnd\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      cancelAt\n      manageable\n    }\n  }\n": types.MySubscriptionDocument,
    "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n": types.CreateBillingPortalSessionDocument,
    "\n  mutation GrantComplimentaryPremium($userId: ID!) {\n    grantComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n": types.GrantComplimentaryPremiumDocument,
    "\n  mutation RevokeComplimentaryPremium($userId: ID!) {\n    revokeComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n": types.RevokeComplimentaryPremiumDocument,
    "\n  query FeaturedSummaries($limit: Int!) {\n    featuredSummaries(limit: $limit) {\n      ...SummaryCardFields\n    }\n  }\n": types.FeaturedSummariesDocument,
    "\n  fragment SummaryCardFields on Summary {\n    id\n    title\n    author\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n    }\n    readingTimeMinutes\n    isPremium\n  }\n": types.SummaryCardFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryOverview {\n    categories {\n      id\n      name\n      slug\n    }\n    catalogue: summaryPage(limit: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query LibraryOverview {\n    categories {\n      id\n      name\n      slug\n    }\n    catalogue: summaryPage(limit: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryPage(\n    $q: String\n    $categoryId: ID\n    $limit: Int!\n    $cursor: String\n    $signedIn: Boolean!\n  ) {\n    summaryPage(q: $q, categoryId: $categoryId, limit: $limit, cursor: $cursor) {\n      totalCount\n      nextCursor\n      items {\n        ...SummaryCardFields\n        hasFullAccess\n        # Only a member has favourites: a visitor's page needs no trip to the reading service.\n        isFavorite @include(if: $signedIn)\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryPage(\n    $q: String\n    $categoryId: ID\n    $limit: Int!\n    $cursor: String\n    $signedIn: Boolean!\n  ) {\n    summaryPage(q: $q, categoryId: $categoryId, limit: $limit, cursor: $cursor) {\n      totalCount\n      nextCursor\n      items {\n        ...SummaryCardFields\n        hasFullAccess\n        # Only a member has favourites: a visitor's page needs no trip to the reading service.\n        isFavorite @include(if: $signedIn)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SummaryReader($id: ID!) {\n    summary(id: $id) {\n      id\n      title\n      author\n      description\n      content\n      preview\n      hasFullAccess\n      coverImageUrl\n      categoryId\n      category {\n        id\n        name\n      }\n      readingTimeMinutes\n      isPremium\n      sectionCount\n      isFavorite\n      readingProgress {\n        ...ReadingProgressFields\n      }\n      sections {\n        id\n        title\n        order\n        content\n        isLocked\n      }\n    }\n  }\n"): (typeof documents)["\n  query SummaryReader($id: ID!) {\n    summary(id: $id) {\n      id\n      title\n      author\n      description\n      content\n      preview\n      hasFullAccess\n      coverImageUrl\n      categoryId\n      category {\n        id\n        name\n      }\n      readingTimeMinutes\n      isPremium\n      sectionCount\n      isFavorite\n      readingProgress {\n        ...ReadingProgressFields\n      }\n      sections {\n        id\n        title\n        order\n        content\n        isLocked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingOverview($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      booksRead\n      timeSaved\n      favoriteCount\n      categoriesExplored\n      currentStreak\n      longestStreak\n      booksReadThisWeek\n      weeklyGoal {\n        completed\n        target\n      }\n      achievements {\n        id\n        title\n        description\n        earnedOn\n      }\n    }\n    readingProgress {\n      ...ReadingProgressFields\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReadingOverview($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      booksRead\n      timeSaved\n      favoriteCount\n      categoriesExplored\n      currentStreak\n      longestStreak\n      booksReadThisWeek\n      weeklyGoal {\n        completed\n        target\n      }\n      achievements {\n        id\n        title\n        description\n        earnedOn\n      }\n    }\n    readingProgress {\n      ...ReadingProgressFields\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReadingProgressFields on ReadingProgress {\n    id\n    summaryId\n    progressPercentage\n    isCompleted\n    sectionIndex\n    startedAt\n    completedAt\n    lastReadAt\n  }\n"): (typeof documents)["\n  fragment ReadingProgressFields on ReadingProgress {\n    id\n    summaryId\n    progressPercentage\n    isCompleted\n    sectionIndex\n    startedAt\n    completedAt\n    lastReadAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavorite($summaryId: ID!) {\n    addFavorite(summaryId: $summaryId) {\n      summaryId\n      createdAt\n      summary {\n        id\n        isFavorite\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavorite($summaryId: ID!) {\n    addFavorite(summaryId: $summaryId) {\n      summaryId\n      createdAt\n      summary {\n        id\n        isFavorite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavorite($summaryId: ID!) {\n    removeFavorite(summaryId: $summaryId) {\n      id\n      isFavorite\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavorite($summaryId: ID!) {\n    removeFavorite(summaryId: $summaryId) {\n      id\n      isFavorite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordReadingProgress($input: RecordReadingProgressInput!) {\n    recordReadingProgress(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordReadingProgress($input: RecordReadingProgressInput!) {\n    recordReadingProgress(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingConfiguration {\n    billingConfiguration {\n      paymentsEnabled\n      publishableKey\n      trialDays\n    }\n  }\n"): (typeof documents)["\n  query BillingConfiguration {\n    billingConfiguration {\n      paymentsEnabled\n      publishableKey\n      trialDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscription {\n    mySubscription {\n      status\n      type\n      amountCents\n      currency\n      trialEnd\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      cancelAt\n      manageable\n    }\n  }\n"): (typeof documents)["\n  query MySubscription {\n    mySubscription {\n      status\n      type\n      amountCents\n      currency\n      trialEnd\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      cancelAt\n      manageable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantComplimentaryPremium($userId: ID!) {\n    grantComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n"): (typeof documents)["\n  mutation GrantComplimentaryPremium($userId: ID!) {\n    grantComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeComplimentaryPremium($userId: ID!) {\n    revokeComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeComplimentaryPremium($userId: ID!) {\n    revokeComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedSummaries($limit: Int!) {\n    featuredSummaries(limit: $limit) {\n      ...SummaryCardFields\n    }\n  }\n"): (typeof documents)["\n  query FeaturedSummaries($limit: Int!) {\n    featuredSummaries(limit: $limit) {\n      ...SummaryCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SummaryCardFields on Summary {\n    id\n    title\n    author\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n    }\n    readingTimeMinutes\n    isPremium\n  }\n"): (typeof documents)["\n  fragment SummaryCardFields on Summary {\n    id\n    title\n    author\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n    }\n    readingTimeMinutes\n    isPremium\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;