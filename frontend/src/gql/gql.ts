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
    "\n  query AccountDeletionStatus {\n    accountDeletionGraceDays\n    viewer {\n      id\n      pendingDeletion {\n        requestedAt\n        eraseAfter\n      }\n    }\n  }\n": typeof types.AccountDeletionStatusDocument,
    "\n  mutation RequestMyAccountDeletion(\n    $confirmation: String!\n    $password: String\n    $providerIdToken: String\n  ) {\n    requestAccountDeletion(\n      confirmation: $confirmation\n      password: $password\n      providerIdToken: $providerIdToken\n    ) {\n      eraseAfter\n    }\n  }\n": typeof types.RequestMyAccountDeletionDocument,
    "\n  mutation KeepMyAccount {\n    cancelAccountDeletion\n  }\n": typeof types.KeepMyAccountDocument,
    "\n  fragment AdminSummaryFields on Summary {\n    id\n    title\n    author\n    description\n    content\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n      slug\n      description\n    }\n    readingTimeMinutes\n    isPremium\n    isPublished\n    isFeatured\n    sectionCount\n  }\n": typeof types.AdminSummaryFieldsFragmentDoc,
    "\n  fragment AdminSectionFields on Section {\n    id\n    summaryId\n    title\n    content\n    order\n    isLocked\n  }\n": typeof types.AdminSectionFieldsFragmentDoc,
    "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    slug\n    description\n  }\n": typeof types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminSummaries {\n    adminSummaries {\n      ...AdminSummaryFields\n    }\n  }\n": typeof types.AdminSummariesDocument,
    "\n  query AdminCategories {\n    categories {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  query AdminUsers {\n    users {\n      id\n      email\n      role\n      subscriptionStatus\n      subscriptionType\n      createdAt\n      pendingDeletion {\n        eraseAfter\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminSections($summaryId: ID!) {\n    adminSections(summaryId: $summaryId) {\n      ...AdminSectionFields\n    }\n  }\n": typeof types.AdminSectionsDocument,
    "\n  query SummaryAuditTrail($summaryId: ID!) {\n    summaryAuditTrail(summaryId: $summaryId) {\n      id\n      occurredAt\n      actorEmail\n      entity\n      action\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": typeof types.SummaryAuditTrailDocument,
    "\n  query SummaryPreview($id: ID!, $audience: PreviewAudience!) {\n    summaryPreviewAs(id: $id, audience: $audience) {\n      ...AdminSummaryFields\n      preview\n      hasFullAccess\n      sections {\n        ...AdminSectionFields\n      }\n    }\n  }\n": typeof types.SummaryPreviewDocument,
    "\n  mutation CreateSummary($input: SummaryInput!) {\n    createSummary(input: $input) {\n      ...AdminSummaryFields\n    }\n  }\n": typeof types.CreateSummaryDocument,
    "\n  mutation UpdateSummary($id: ID!, $input: SummaryInput!) {\n    updateSummary(id: $id, input: $input) {\n      ...AdminSummaryFields\n    }\n  }\n": typeof types.UpdateSummaryDocument,
    "\n  mutation DeleteSummary($id: ID!) {\n    deleteSummary(id: $id)\n  }\n": typeof types.DeleteSummaryDocument,
    "\n  mutation ToggleSummaryPublished($id: ID!) {\n    toggleSummaryPublished(id: $id) {\n      ...AdminSummaryFields\n    }\n  }\n": typeof types.ToggleSummaryPublishedDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!, $moveSummariesTo: ID) {\n    deleteCategory(id: $id, moveSummariesTo: $moveSummariesTo)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation CreateSection($summaryId: ID!, $input: SectionInput!) {\n    createSection(summaryId: $summaryId, input: $input) {\n      ...AdminSectionFields\n    }\n  }\n": typeof types.CreateSectionDocument,
    "\n  mutation UpdateSection($id: ID!, $input: SectionInput!) {\n    updateSection(id: $id, input: $input) {\n      ...AdminSectionFields\n    }\n  }\n": typeof types.UpdateSectionDocument,
    "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id)\n  }\n": typeof types.DeleteSectionDocument,
    "\n  mutation ReorderSections($summaryId: ID!, $sectionOrders: [SectionOrderInput!]!) {\n    reorderSections(summaryId: $summaryId, sectionOrders: $sectionOrders) {\n      ...AdminSectionFields\n    }\n  }\n": typeof types.ReorderSectionsDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    rateLimitPerMinute\n    createdAt\n    revokedAt\n    usageToday\n    dailyUsage {\n      day\n      requests\n    }\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    email\n    role\n    firstName\n    lastName\n    profileImageUrl\n    subscriptionStatus\n    subscriptionType\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  query SignInMethods {\n    viewerSignInMethods {\n      kind\n      label\n      removable\n    }\n  }\n": typeof types.SignInMethodsDocument,
    "\n  mutation RemoveSignInMethod($kind: String!) {\n    removeSignInMethod(kind: $kind) {\n      kind\n      label\n      removable\n    }\n  }\n": typeof types.RemoveSignInMethodDocument,
    "\n  mutation SignOutEverywhere {\n    revokeViewerSessions\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query EmailDeliveryReport($days: Int!) {\n    emailDeliveryReport(days: $days) {\n      days {\n        day\n        sent\n        failed\n        bounced\n      }\n      recentFailures {\n        at\n        status\n        subject\n        recipient\n        reason\n      }\n    }\n    reviewEmailOptOuts(days: $days) {\n      day\n      unsubscribed\n    }\n  }\n": typeof types.EmailDeliveryReportDocument,
    "\n  query FreePicks($timeZone: String!) {\n    freePicks(timeZone: $timeZone) {\n      month\n      monthKey\n      limit\n      used\n      left\n      offered\n      nextPicksAt\n      openDays\n      newPickUnlockedUntil\n      summaries {\n        summaryId\n        title\n        unlockedUntil\n      }\n    }\n  }\n": typeof types.FreePicksDocument,
    "\n  mutation UseFreePick($summaryId: ID!, $timeZone: String!) {\n    useFreePick(summaryId: $summaryId, timeZone: $timeZone) {\n      created\n      left\n      pick {\n        summaryId\n        unlockedUntil\n      }\n    }\n  }\n": typeof types.UseFreePickDocument,
    "\n  query AdminFreePicksOverview($timeZone: String!) {\n    freePicksOverview(timeZone: $timeZone) {\n      monthlyPicks\n      usedThisMonth\n      month\n    }\n  }\n": typeof types.AdminFreePicksOverviewDocument,
    "\n  query AdminMemberFreePicks($userId: ID!) {\n    memberFreePicks(userId: $userId) {\n      summaryId\n      title\n      unlockedUntil\n    }\n  }\n": typeof types.AdminMemberFreePicksDocument,
    "\n  fragment ReaderHighlightFields on Highlight {\n    id\n    summaryId\n    sectionId\n    quote\n    start\n    end\n    color\n    note\n    createdAt\n  }\n": typeof types.ReaderHighlightFieldsFragmentDoc,
    "\n  query ReaderHighlights($summaryId: ID!, $cursor: String) {\n    highlights(summaryId: $summaryId, limit: 100, cursor: $cursor) {\n      items {\n        ...ReaderHighlightFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.ReaderHighlightsDocument,
    "\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...ReaderHighlightFields\n    }\n  }\n": typeof types.CreateHighlightDocument,
    "\n  mutation UpdateReaderHighlight($id: ID!, $input: UpdateHighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      ...ReaderHighlightFields\n    }\n  }\n": typeof types.UpdateReaderHighlightDocument,
    "\n  query LibraryOverview {\n    categories {\n      id\n      name\n      slug\n    }\n    catalogue: summaryPage(limit: 1) {\n      totalCount\n    }\n    libraryLengthBands {\n      length\n      count\n    }\n  }\n": typeof types.LibraryOverviewDocument,
    "\n  query LibraryPage(\n    $q: String\n    $categoryId: ID\n    $limit: Int!\n    $cursor: String\n    $length: LibraryLength\n    $access: LibraryAccess\n    $sort: LibrarySort\n    $signedIn: Boolean!\n  ) {\n    summaryPage(\n      q: $q\n      categoryId: $categoryId\n      length: $length\n      access: $access\n      sort: $sort\n      limit: $limit\n      cursor: $cursor\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...SummaryCardFields\n        hasFullAccess\n        # Only a member has favourites: a visitor's page needs no trip to the reading service.\n        isFavorite @include(if: $signedIn)\n      }\n    }\n  }\n": typeof types.LibraryPageDocument,
    "\n  fragment HighlightFields on Highlight {\n    id\n    summaryId\n    sectionId\n    quote\n    color\n    note\n    orphaned\n    inReview\n    createdAt\n    book {\n      id\n      title\n      author\n      coverImageUrl\n    }\n  }\n": typeof types.HighlightFieldsFragmentDoc,
    "\n  query MyHighlights(\n    $summaryId: ID\n    $q: String\n    $color: HighlightColor\n    $limit: Int!\n    $cursor: String\n  ) {\n    highlights(summaryId: $summaryId, q: $q, color: $color, limit: $limit, cursor: $cursor) {\n      items {\n        ...HighlightFields\n      }\n      totalCount\n      nextCursor\n    }\n  }\n": typeof types.MyHighlightsDocument,
    "\n  query HighlightBooks {\n    highlights(limit: 100) {\n      items {\n        id\n        book {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.HighlightBooksDocument,
    "\n  mutation UpdateHighlight($id: ID!, $input: UpdateHighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      ...HighlightFields\n    }\n  }\n": typeof types.UpdateHighlightDocument,
    "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n": typeof types.DeleteHighlightDocument,
    "\n  query HighlightsOverview {\n    highlights(limit: 3) {\n      items {\n        ...HighlightFields\n      }\n      totalCount\n    }\n  }\n": typeof types.HighlightsOverviewDocument,
    "\n  query HighlightSearch(\n    $q: String!\n    $first: Int\n    $after: String\n    $summaryId: ID\n    $color: HighlightColor\n  ) {\n    highlightSearch(q: $q, first: $first, after: $after, summaryId: $summaryId, color: $color) {\n      edges {\n        node {\n          ...HighlightFields\n        }\n        quoteSnippet\n        noteSnippet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HighlightSearchDocument,
    "\n  query MyLibrary {\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    readingProgress {\n      summaryId\n      progressPercentage\n      isCompleted\n      completedAt\n      lastReadAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n": typeof types.MyLibraryDocument,
    "\n  query ReadingOverview($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      booksRead\n      timeSaved\n      favoriteCount\n      categoriesExplored\n      currentStreak\n      longestStreak\n      booksReadThisWeek\n      weeklyGoal {\n        completed\n        target\n      }\n      achievements {\n        id\n        title\n        description\n        earnedOn\n      }\n    }\n    readingProgress {\n      ...ReadingProgressFields\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n": typeof types.ReadingOverviewDocument,
    "\n  fragment ReadingProgressFields on ReadingProgress {\n    id\n    summaryId\n    progressPercentage\n    isCompleted\n    sectionIndex\n    startedAt\n    completedAt\n    lastReadAt\n  }\n": typeof types.ReadingProgressFieldsFragmentDoc,
    "\n  mutation AddFavorite($summaryId: ID!) {\n    addFavorite(summaryId: $summaryId) {\n      summaryId\n      createdAt\n      summary {\n        id\n        isFavorite\n      }\n    }\n  }\n": typeof types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($summaryId: ID!) {\n    removeFavorite(summaryId: $summaryId) {\n      id\n      isFavorite\n    }\n  }\n": typeof types.RemoveFavoriteDocument,
    "\n  mutation RecordReadingProgress($input: RecordReadingProgressInput!) {\n    recordReadingProgress(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n": typeof types.RecordReadingProgressDocument,
    "\n  query ReviewEmailPreferences {\n    reviewEmailPreferences {\n      daily\n      weekly\n      sendAt\n      timeZone\n    }\n  }\n": typeof types.ReviewEmailPreferencesDocument,
    "\n  mutation UpdateReviewEmailPreferences($input: ReviewEmailPreferencesInput!) {\n    updateReviewEmailPreferences(input: $input) {\n      daily\n      weekly\n      sendAt\n      timeZone\n    }\n  }\n": typeof types.UpdateReviewEmailPreferencesDocument,
    "\n  query ReviewEmailLink($token: String!) {\n    reviewEmailLink(token: $token) {\n      gradedAs\n      card {\n        id\n        quote\n        note\n        summary {\n          id\n          title\n          author\n        }\n      }\n    }\n  }\n": typeof types.ReviewEmailLinkDocument,
    "\n  mutation GradeFromReviewEmail($token: String!, $grade: ReviewEmailGrade!) {\n    gradeFromReviewEmail(token: $token, grade: $grade) {\n      gradedAs\n      card {\n        id\n      }\n    }\n  }\n": typeof types.GradeFromReviewEmailDocument,
    "\n  fragment ReviewCardFields on ReviewCard {\n    id\n    highlightId\n    quote\n    note\n    due\n    summary {\n      id\n      title\n      author\n      coverImageUrl\n    }\n  }\n": typeof types.ReviewCardFieldsFragmentDoc,
    "\n  query ReviewDue($timeZone: String!) {\n    reviewDue(timeZone: $timeZone) {\n      ...ReviewCardFields\n    }\n  }\n": typeof types.ReviewDueDocument,
    "\n  mutation GradeReviewCard($cardId: ID!, $grade: ReviewGrade!) {\n    gradeReviewCard(cardId: $cardId, grade: $grade) {\n      ...ReviewCardFields\n    }\n  }\n": typeof types.GradeReviewCardDocument,
    "\n  query ReviewSettings {\n    reviewSettings {\n      newCardsPerDay\n      cardsPerDay\n    }\n  }\n": typeof types.ReviewSettingsDocument,
    "\n  mutation UpdateReviewSettings($input: ReviewSettingsInput!) {\n    updateReviewSettings(input: $input) {\n      newCardsPerDay\n      cardsPerDay\n    }\n  }\n": typeof types.UpdateReviewSettingsDocument,
    "\n  query ReviewStreak($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      currentStreak\n      achievements {\n        id\n        title\n        earnedOn\n      }\n    }\n  }\n": typeof types.ReviewStreakDocument,
    "\n  query TextSearch($q: String!, $first: Int, $after: String) {\n    search(q: $q, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          title\n          author\n          isPremium\n          hasFullAccess\n        }\n        snippet\n        section {\n          id\n          heading\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      didYouMean\n    }\n  }\n": typeof types.TextSearchDocument,
    "\n  query BillingConfiguration {\n    billingConfiguration {\n      paymentsEnabled\n      publishableKey\n      trialDays\n      plans {\n        id\n        amountCents\n        currency\n        interval\n      }\n    }\n  }\n": typeof types.BillingConfigurationDocument,
    "\n  query TrialAvailable {\n    trialAvailable\n  }\n": typeof types.TrialAvailableDocument,
    "\n  mutation ChangePlan($plan: BillingPlanId!) {\n    changePlan(plan: $plan) {\n      status\n      type\n      amountCents\n      currency\n      currentPeriodEnd\n    }\n  }\n": typeof types.ChangePlanDocument,
    "\n  query MySubscription {\n    mySubscription {\n      status\n      type\n      amountCents\n      currency\n      trialEnd\n      trialDaysLeft\n      paymentMethodOnFile\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      cancelAt\n      manageable\n    }\n  }\n": typeof types.MySubscriptionDocument,
    "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n": typeof types.CreateBillingPortalSessionDocument,
    "\n  mutation GrantComplimentaryPremium($userId: ID!, $days: Int) {\n    grantComplimentaryPremium(userId: $userId, days: $days) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n": typeof types.GrantComplimentaryPremiumDocument,
    "\n  mutation RevokeComplimentaryPremium($userId: ID!) {\n    revokeComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n": typeof types.RevokeComplimentaryPremiumDocument,
    "\n  mutation StartSubscription($plan: BillingPlanId!) {\n    startSubscription(plan: $plan) {\n      status\n      clientSecret\n      intentType\n    }\n  }\n": typeof types.StartSubscriptionDocument,
    "\n  mutation StartTrial {\n    startTrial {\n      status\n      trialDaysLeft\n    }\n  }\n": typeof types.StartTrialDocument,
    "\n  mutation SaveTrialCard($setupIntentId: ID!) {\n    saveTrialCard(setupIntentId: $setupIntentId) {\n      status\n      paymentMethodOnFile\n    }\n  }\n": typeof types.SaveTrialCardDocument,
    "\n  query ComplimentaryGrants($userIds: [ID!]!) {\n    complimentaryGrants(userIds: $userIds) {\n      userId\n      endsAt\n    }\n  }\n": typeof types.ComplimentaryGrantsDocument,
    "\n  query FeaturedSummaries($limit: Int!) {\n    featuredSummaries(limit: $limit) {\n      ...SummaryCardFields\n    }\n  }\n": typeof types.FeaturedSummariesDocument,
    "\n  fragment SummaryCardFields on Summary {\n    id\n    title\n    author\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n    }\n    readingTimeMinutes\n    isPremium\n  }\n": typeof types.SummaryCardFieldsFragmentDoc,
    "\n  mutation RecordReadingPosition($input: RecordReadingPositionInput!) {\n    recordReadingPosition(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n": typeof types.RecordReadingPositionDocument,
    "\n  query ReaderNextRead($id: ID!) {\n    summary(id: $id) {\n      id\n      nextRead {\n        id\n        title\n        author\n        coverImageUrl\n        readingTimeMinutes\n      }\n    }\n  }\n": typeof types.ReaderNextReadDocument,
    "\n  query ReaderSettings {\n    readerSettings {\n      textSize\n      lineSpacing\n      typeface\n      theme\n    }\n  }\n": typeof types.ReaderSettingsDocument,
    "\n  mutation UpdateReaderSettings($input: ReaderSettingsInput!) {\n    updateReaderSettings(input: $input) {\n      textSize\n      lineSpacing\n      typeface\n      theme\n    }\n  }\n": typeof types.UpdateReaderSettingsDocument,
    "\n  query SummaryReader($id: ID!) {\n    summary(id: $id) {\n      id\n      title\n      author\n      description\n      content\n      preview\n      hasFullAccess\n      coverImageUrl\n      categoryId\n      category {\n        id\n        name\n      }\n      readingTimeMinutes\n      isPremium\n      sectionCount\n      isFavorite\n      readingProgress {\n        ...ReadingProgressFields\n      }\n      sections {\n        id\n        title\n        order\n        content\n        isLocked\n      }\n    }\n  }\n": typeof types.SummaryReaderDocument,
};
const documents: Documents = {
    "\n  query AccountDeletionStatus {\n    accountDeletionGraceDays\n    viewer {\n      id\n      pendingDeletion {\n        requestedAt\n        eraseAfter\n      }\n    }\n  }\n": types.AccountDeletionStatusDocument,
    "\n  mutation RequestMyAccountDeletion(\n    $confirmation: String!\n    $password: String\n    $providerIdToken: String\n  ) {\n    requestAccountDeletion(\n      confirmation: $confirmation\n      password: $password\n      providerIdToken: $providerIdToken\n    ) {\n      eraseAfter\n    }\n  }\n": types.RequestMyAccountDeletionDocument,
    "\n  mutation KeepMyAccount {\n    cancelAccountDeletion\n  }\n": types.KeepMyAccountDocument,
    "\n  fragment AdminSummaryFields on Summary {\n    id\n    title\n    author\n    description\n    content\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n      slug\n      description\n    }\n    readingTimeMinutes\n    isPremium\n    isPublished\n    isFeatured\n    sectionCount\n  }\n": types.AdminSummaryFieldsFragmentDoc,
    "\n  fragment AdminSectionFields on Section {\n    id\n    summaryId\n    title\n    content\n    order\n    isLocked\n  }\n": types.AdminSectionFieldsFragmentDoc,
    "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    slug\n    description\n  }\n": types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminSummaries {\n    adminSummaries {\n      ...AdminSummaryFields\n    }\n  }\n": types.AdminSummariesDocument,
    "\n  query AdminCategories {\n    categories {\n      ...AdminCategoryFields\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  query AdminUsers {\n    users {\n      id\n      email\n      role\n      subscriptionStatus\n      subscriptionType\n      createdAt\n      pendingDeletion {\n        eraseAfter\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminSections($summaryId: ID!) {\n    adminSections(summaryId: $summaryId) {\n      ...AdminSectionFields\n    }\n  }\n": types.AdminSectionsDocument,
    "\n  query SummaryAuditTrail($summaryId: ID!) {\n    summaryAuditTrail(summaryId: $summaryId) {\n      id\n      occurredAt\n      actorEmail\n      entity\n      action\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": types.SummaryAuditTrailDocument,
    "\n  query SummaryPreview($id: ID!, $audience: PreviewAudience!) {\n    summaryPreviewAs(id: $id, audience: $audience) {\n      ...AdminSummaryFields\n      preview\n      hasFullAccess\n      sections {\n        ...AdminSectionFields\n      }\n    }\n  }\n": types.SummaryPreviewDocument,
    "\n  mutation CreateSummary($input: SummaryInput!) {\n    createSummary(input: $input) {\n      ...AdminSummaryFields\n    }\n  }\n": types.CreateSummaryDocument,
    "\n  mutation UpdateSummary($id: ID!, $input: SummaryInput!) {\n    updateSummary(id: $id, input: $input) {\n      ...AdminSummaryFields\n    }\n  }\n": types.UpdateSummaryDocument,
    "\n  mutation DeleteSummary($id: ID!) {\n    deleteSummary(id: $id)\n  }\n": types.DeleteSummaryDocument,
    "\n  mutation ToggleSummaryPublished($id: ID!) {\n    toggleSummaryPublished(id: $id) {\n      ...AdminSummaryFields\n    }\n  }\n": types.ToggleSummaryPublishedDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!, $moveSummariesTo: ID) {\n    deleteCategory(id: $id, moveSummariesTo: $moveSummariesTo)\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation CreateSection($summaryId: ID!, $input: SectionInput!) {\n    createSection(summaryId: $summaryId, input: $input) {\n      ...AdminSectionFields\n    }\n  }\n": types.CreateSectionDocument,
    "\n  mutation UpdateSection($id: ID!, $input: SectionInput!) {\n    updateSection(id: $id, input: $input) {\n      ...AdminSectionFields\n    }\n  }\n": types.UpdateSectionDocument,
    "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id)\n  }\n": types.DeleteSectionDocument,
    "\n  mutation ReorderSections($summaryId: ID!, $sectionOrders: [SectionOrderInput!]!) {\n    reorderSections(summaryId: $summaryId, sectionOrders: $sectionOrders) {\n      ...AdminSectionFields\n    }\n  }\n": types.ReorderSectionsDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    rateLimitPerMinute\n    createdAt\n    revokedAt\n    usageToday\n    dailyUsage {\n      day\n      requests\n    }\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    email\n    role\n    firstName\n    lastName\n    profileImageUrl\n    subscriptionStatus\n    subscriptionType\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query SignInMethods {\n    viewerSignInMethods {\n      kind\n      label\n      removable\n    }\n  }\n": types.SignInMethodsDocument,
    "\n  mutation RemoveSignInMethod($kind: String!) {\n    removeSignInMethod(kind: $kind) {\n      kind\n      label\n      removable\n    }\n  }\n": types.RemoveSignInMethodDocument,
    "\n  mutation SignOutEverywhere {\n    revokeViewerSessions\n  }\n": types.SignOutEverywhereDocument,
    "\n  query EmailDeliveryReport($days: Int!) {\n    emailDeliveryReport(days: $days) {\n      days {\n        day\n        sent\n        failed\n        bounced\n      }\n      recentFailures {\n        at\n        status\n        subject\n        recipient\n        reason\n      }\n    }\n    reviewEmailOptOuts(days: $days) {\n      day\n      unsubscribed\n    }\n  }\n": types.EmailDeliveryReportDocument,
    "\n  query FreePicks($timeZone: String!) {\n    freePicks(timeZone: $timeZone) {\n      month\n      monthKey\n      limit\n      used\n      left\n      offered\n      nextPicksAt\n      openDays\n      newPickUnlockedUntil\n      summaries {\n        summaryId\n        title\n        unlockedUntil\n      }\n    }\n  }\n": types.FreePicksDocument,
    "\n  mutation UseFreePick($summaryId: ID!, $timeZone: String!) {\n    useFreePick(summaryId: $summaryId, timeZone: $timeZone) {\n      created\n      left\n      pick {\n        summaryId\n        unlockedUntil\n      }\n    }\n  }\n": types.UseFreePickDocument,
    "\n  query AdminFreePicksOverview($timeZone: String!) {\n    freePicksOverview(timeZone: $timeZone) {\n      monthlyPicks\n      usedThisMonth\n      month\n    }\n  }\n": types.AdminFreePicksOverviewDocument,
    "\n  query AdminMemberFreePicks($userId: ID!) {\n    memberFreePicks(userId: $userId) {\n      summaryId\n      title\n      unlockedUntil\n    }\n  }\n": types.AdminMemberFreePicksDocument,
    "\n  fragment ReaderHighlightFields on Highlight {\n    id\n    summaryId\n    sectionId\n    quote\n    start\n    end\n    color\n    note\n    createdAt\n  }\n": types.ReaderHighlightFieldsFragmentDoc,
    "\n  query ReaderHighlights($summaryId: ID!, $cursor: String) {\n    highlights(summaryId: $summaryId, limit: 100, cursor: $cursor) {\n      items {\n        ...ReaderHighlightFields\n      }\n      nextCursor\n    }\n  }\n": types.ReaderHighlightsDocument,
    "\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...ReaderHighlightFields\n    }\n  }\n": types.CreateHighlightDocument,
    "\n  mutation UpdateReaderHighlight($id: ID!, $input: UpdateHighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      ...ReaderHighlightFields\n    }\n  }\n": types.UpdateReaderHighlightDocument,
    "\n  query LibraryOverview {\n    categories {\n      id\n      name\n      slug\n    }\n    catalogue: summaryPage(limit: 1) {\n      totalCount\n    }\n    libraryLengthBands {\n      length\n      count\n    }\n  }\n": types.LibraryOverviewDocument,
    "\n  query LibraryPage(\n    $q: String\n    $categoryId: ID\n    $limit: Int!\n    $cursor: String\n    $length: LibraryLength\n    $access: LibraryAccess\n    $sort: LibrarySort\n    $signedIn: Boolean!\n  ) {\n    summaryPage(\n      q: $q\n      categoryId: $categoryId\n      length: $length\n      access: $access\n      sort: $sort\n      limit: $limit\n      cursor: $cursor\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...SummaryCardFields\n        hasFullAccess\n        # Only a member has favourites: a visitor's page needs no trip to the reading service.\n        isFavorite @include(if: $signedIn)\n      }\n    }\n  }\n": types.LibraryPageDocument,
    "\n  fragment HighlightFields on Highlight {\n    id\n    summaryId\n    sectionId\n    quote\n    color\n    note\n    orphaned\n    inReview\n    createdAt\n    book {\n      id\n      title\n      author\n      coverImageUrl\n    }\n  }\n": types.HighlightFieldsFragmentDoc,
    "\n  query MyHighlights(\n    $summaryId: ID\n    $q: String\n    $color: HighlightColor\n    $limit: Int!\n    $cursor: String\n  ) {\n    highlights(summaryId: $summaryId, q: $q, color: $color, limit: $limit, cursor: $cursor) {\n      items {\n        ...HighlightFields\n      }\n      totalCount\n      nextCursor\n    }\n  }\n": types.MyHighlightsDocument,
    "\n  query HighlightBooks {\n    highlights(limit: 100) {\n      items {\n        id\n        book {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.HighlightBooksDocument,
    "\n  mutation UpdateHighlight($id: ID!, $input: UpdateHighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      ...HighlightFields\n    }\n  }\n": types.UpdateHighlightDocument,
    "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n": types.DeleteHighlightDocument,
    "\n  query HighlightsOverview {\n    highlights(limit: 3) {\n      items {\n        ...HighlightFields\n      }\n      totalCount\n    }\n  }\n": types.HighlightsOverviewDocument,
    "\n  query HighlightSearch(\n    $q: String!\n    $first: Int\n    $after: String\n    $summaryId: ID\n    $color: HighlightColor\n  ) {\n    highlightSearch(q: $q, first: $first, after: $after, summaryId: $summaryId, color: $color) {\n      edges {\n        node {\n          ...HighlightFields\n        }\n        quoteSnippet\n        noteSnippet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HighlightSearchDocument,
    "\n  query MyLibrary {\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    readingProgress {\n      summaryId\n      progressPercentage\n      isCompleted\n      completedAt\n      lastReadAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n": types.MyLibraryDocument,
    "\n  query ReadingOverview($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      booksRead\n      timeSaved\n      favoriteCount\n      categoriesExplored\n      currentStreak\n      longestStreak\n      booksReadThisWeek\n      weeklyGoal {\n        completed\n        target\n      }\n      achievements {\n        id\n        title\n        description\n        earnedOn\n      }\n    }\n    readingProgress {\n      ...ReadingProgressFields\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n": types.ReadingOverviewDocument,
    "\n  fragment ReadingProgressFields on ReadingProgress {\n    id\n    summaryId\n    progressPercentage\n    isCompleted\n    sectionIndex\n    startedAt\n    completedAt\n    lastReadAt\n  }\n": types.ReadingProgressFieldsFragmentDoc,
    "\n  mutation AddFavorite($summaryId: ID!) {\n    addFavorite(summaryId: $summaryId) {\n      summaryId\n      createdAt\n      summary {\n        id\n        isFavorite\n      }\n    }\n  }\n": types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($summaryId: ID!) {\n    removeFavorite(summaryId: $summaryId) {\n      id\n      isFavorite\n    }\n  }\n": types.RemoveFavoriteDocument,
    "\n  mutation RecordReadingProgress($input: RecordReadingProgressInput!) {\n    recordReadingProgress(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n": types.RecordReadingProgressDocument,
    "\n  query ReviewEmailPreferences {\n    reviewEmailPreferences {\n      daily\n      weekly\n      sendAt\n      timeZone\n    }\n  }\n": types.ReviewEmailPreferencesDocument,
    "\n  mutation UpdateReviewEmailPreferences($input: ReviewEmailPreferencesInput!) {\n    updateReviewEmailPreferences(input: $input) {\n      daily\n      weekly\n      sendAt\n      timeZone\n    }\n  }\n": types.UpdateReviewEmailPreferencesDocument,
    "\n  query ReviewEmailLink($token: String!) {\n    reviewEmailLink(token: $token) {\n      gradedAs\n      card {\n        id\n        quote\n        note\n        summary {\n          id\n          title\n          author\n        }\n      }\n    }\n  }\n": types.ReviewEmailLinkDocument,
    "\n  mutation GradeFromReviewEmail($token: String!, $grade: ReviewEmailGrade!) {\n    gradeFromReviewEmail(token: $token, grade: $grade) {\n      gradedAs\n      card {\n        id\n      }\n    }\n  }\n": types.GradeFromReviewEmailDocument,
    "\n  fragment ReviewCardFields on ReviewCard {\n    id\n    highlightId\n    quote\n    note\n    due\n    summary {\n      id\n      title\n      author\n      coverImageUrl\n    }\n  }\n": types.ReviewCardFieldsFragmentDoc,
    "\n  query ReviewDue($timeZone: String!) {\n    reviewDue(timeZone: $timeZone) {\n      ...ReviewCardFields\n    }\n  }\n": types.ReviewDueDocument,
    "\n  mutation GradeReviewCard($cardId: ID!, $grade: ReviewGrade!) {\n    gradeReviewCard(cardId: $cardId, grade: $grade) {\n      ...ReviewCardFields\n    }\n  }\n": types.GradeReviewCardDocument,
    "\n  query ReviewSettings {\n    reviewSettings {\n      newCardsPerDay\n      cardsPerDay\n    }\n  }\n": types.ReviewSettingsDocument,
    "\n  mutation UpdateReviewSettings($input: ReviewSettingsInput!) {\n    updateReviewSettings(input: $input) {\n      newCardsPerDay\n      cardsPerDay\n    }\n  }\n": types.UpdateReviewSettingsDocument,
    "\n  query ReviewStreak($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      currentStreak\n      achievements {\n        id\n        title\n        earnedOn\n      }\n    }\n  }\n": types.ReviewStreakDocument,
    "\n  query TextSearch($q: String!, $first: Int, $after: String) {\n    search(q: $q, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          title\n          author\n          isPremium\n          hasFullAccess\n        }\n        snippet\n        section {\n          id\n          heading\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      didYouMean\n    }\n  }\n": types.TextSearchDocument,
    "\n  query BillingConfiguration {\n    billingConfiguration {\n      paymentsEnabled\n      publishableKey\n      trialDays\n      plans {\n        id\n        amountCents\n        currency\n        interval\n      }\n    }\n  }\n": types.BillingConfigurationDocument,
    "\n  query TrialAvailable {\n    trialAvailable\n  }\n": types.TrialAvailableDocument,
    "\n  mutation ChangePlan($plan: BillingPlanId!) {\n    changePlan(plan: $plan) {\n      status\n      type\n      amountCents\n      currency\n      currentPeriodEnd\n    }\n  }\n": types.ChangePlanDocument,
    "\n  query MySubscription {\n    mySubscription {\n      status\n      type\n      amountCents\n      currency\n      trialEnd\n      trialDaysLeft\n      paymentMethodOnFile\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      cancelAt\n      manageable\n    }\n  }\n": types.MySubscriptionDocument,
    "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n": types.CreateBillingPortalSessionDocument,
    "\n  mutation GrantComplimentaryPremium($userId: ID!, $days: Int) {\n    grantComplimentaryPremium(userId: $userId, days: $days) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n": types.GrantComplimentaryPremiumDocument,
    "\n  mutation RevokeComplimentaryPremium($userId: ID!) {\n    revokeComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n": types.RevokeComplimentaryPremiumDocument,
    "\n  mutation StartSubscription($plan: BillingPlanId!) {\n    startSubscription(plan: $plan) {\n      status\n      clientSecret\n      intentType\n    }\n  }\n": types.StartSubscriptionDocument,
    "\n  mutation StartTrial {\n    startTrial {\n      status\n      trialDaysLeft\n    }\n  }\n": types.StartTrialDocument,
    "\n  mutation SaveTrialCard($setupIntentId: ID!) {\n    saveTrialCard(setupIntentId: $setupIntentId) {\n      status\n      paymentMethodOnFile\n    }\n  }\n": types.SaveTrialCardDocument,
    "\n  query ComplimentaryGrants($userIds: [ID!]!) {\n    complimentaryGrants(userIds: $userIds) {\n      userId\n      endsAt\n    }\n  }\n": types.ComplimentaryGrantsDocument,
    "\n  query FeaturedSummaries($limit: Int!) {\n    featuredSummaries(limit: $limit) {\n      ...SummaryCardFields\n    }\n  }\n": types.FeaturedSummariesDocument,
    "\n  fragment SummaryCardFields on Summary {\n    id\n    title\n    author\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n    }\n    readingTimeMinutes\n    isPremium\n  }\n": types.SummaryCardFieldsFragmentDoc,
    "\n  mutation RecordReadingPosition($input: RecordReadingPositionInput!) {\n    recordReadingPosition(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n": types.RecordReadingPositionDocument,
    "\n  query ReaderNextRead($id: ID!) {\n    summary(id: $id) {\n      id\n      nextRead {\n        id\n        title\n        author\n        coverImageUrl\n        readingTimeMinutes\n      }\n    }\n  }\n": types.ReaderNextReadDocument,
    "\n  query ReaderSettings {\n    readerSettings {\n      textSize\n      lineSpacing\n      typeface\n      theme\n    }\n  }\n": types.ReaderSettingsDocument,
    "\n  mutation UpdateReaderSettings($input: ReaderSettingsInput!) {\n    updateReaderSettings(input: $input) {\n      textSize\n      lineSpacing\n      typeface\n      theme\n    }\n  }\n": types.UpdateReaderSettingsDocument,
    "\n  query SummaryReader($id: ID!) {\n    summary(id: $id) {\n      id\n      title\n      author\n      description\n      content\n      preview\n      hasFullAccess\n      coverImageUrl\n      categoryId\n      category {\n        id\n        name\n      }\n      readingTimeMinutes\n      isPremium\n      sectionCount\n      isFavorite\n      readingProgress {\n        ...ReadingProgressFields\n      }\n      sections {\n        id\n        title\n        order\n        content\n        isLocked\n      }\n    }\n  }\n": types.SummaryReaderDocument,
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
export function graphql(source: "\n  query AccountDeletionStatus {\n    accountDeletionGraceDays\n    viewer {\n      id\n      pendingDeletion {\n        requestedAt\n        eraseAfter\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountDeletionStatus {\n    accountDeletionGraceDays\n    viewer {\n      id\n      pendingDeletion {\n        requestedAt\n        eraseAfter\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMyAccountDeletion(\n    $confirmation: String!\n    $password: String\n    $providerIdToken: String\n  ) {\n    requestAccountDeletion(\n      confirmation: $confirmation\n      password: $password\n      providerIdToken: $providerIdToken\n    ) {\n      eraseAfter\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMyAccountDeletion(\n    $confirmation: String!\n    $password: String\n    $providerIdToken: String\n  ) {\n    requestAccountDeletion(\n      confirmation: $confirmation\n      password: $password\n      providerIdToken: $providerIdToken\n    ) {\n      eraseAfter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeepMyAccount {\n    cancelAccountDeletion\n  }\n"): (typeof documents)["\n  mutation KeepMyAccount {\n    cancelAccountDeletion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSummaryFields on Summary {\n    id\n    title\n    author\n    description\n    content\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n      slug\n      description\n    }\n    readingTimeMinutes\n    isPremium\n    isPublished\n    isFeatured\n    sectionCount\n  }\n"): (typeof documents)["\n  fragment AdminSummaryFields on Summary {\n    id\n    title\n    author\n    description\n    content\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n      slug\n      description\n    }\n    readingTimeMinutes\n    isPremium\n    isPublished\n    isFeatured\n    sectionCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSectionFields on Section {\n    id\n    summaryId\n    title\n    content\n    order\n    isLocked\n  }\n"): (typeof documents)["\n  fragment AdminSectionFields on Section {\n    id\n    summaryId\n    title\n    content\n    order\n    isLocked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    slug\n    description\n  }\n"): (typeof documents)["\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    slug\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSummaries {\n    adminSummaries {\n      ...AdminSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSummaries {\n    adminSummaries {\n      ...AdminSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    categories {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    categories {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers {\n    users {\n      id\n      email\n      role\n      subscriptionStatus\n      subscriptionType\n      createdAt\n      pendingDeletion {\n        eraseAfter\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers {\n    users {\n      id\n      email\n      role\n      subscriptionStatus\n      subscriptionType\n      createdAt\n      pendingDeletion {\n        eraseAfter\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSections($summaryId: ID!) {\n    adminSections(summaryId: $summaryId) {\n      ...AdminSectionFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSections($summaryId: ID!) {\n    adminSections(summaryId: $summaryId) {\n      ...AdminSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SummaryAuditTrail($summaryId: ID!) {\n    summaryAuditTrail(summaryId: $summaryId) {\n      id\n      occurredAt\n      actorEmail\n      entity\n      action\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"): (typeof documents)["\n  query SummaryAuditTrail($summaryId: ID!) {\n    summaryAuditTrail(summaryId: $summaryId) {\n      id\n      occurredAt\n      actorEmail\n      entity\n      action\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SummaryPreview($id: ID!, $audience: PreviewAudience!) {\n    summaryPreviewAs(id: $id, audience: $audience) {\n      ...AdminSummaryFields\n      preview\n      hasFullAccess\n      sections {\n        ...AdminSectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SummaryPreview($id: ID!, $audience: PreviewAudience!) {\n    summaryPreviewAs(id: $id, audience: $audience) {\n      ...AdminSummaryFields\n      preview\n      hasFullAccess\n      sections {\n        ...AdminSectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSummary($input: SummaryInput!) {\n    createSummary(input: $input) {\n      ...AdminSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSummary($input: SummaryInput!) {\n    createSummary(input: $input) {\n      ...AdminSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSummary($id: ID!, $input: SummaryInput!) {\n    updateSummary(id: $id, input: $input) {\n      ...AdminSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSummary($id: ID!, $input: SummaryInput!) {\n    updateSummary(id: $id, input: $input) {\n      ...AdminSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSummary($id: ID!) {\n    deleteSummary(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSummary($id: ID!) {\n    deleteSummary(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleSummaryPublished($id: ID!) {\n    toggleSummaryPublished(id: $id) {\n      ...AdminSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleSummaryPublished($id: ID!) {\n    toggleSummaryPublished(id: $id) {\n      ...AdminSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!, $moveSummariesTo: ID) {\n    deleteCategory(id: $id, moveSummariesTo: $moveSummariesTo)\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!, $moveSummariesTo: ID) {\n    deleteCategory(id: $id, moveSummariesTo: $moveSummariesTo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSection($summaryId: ID!, $input: SectionInput!) {\n    createSection(summaryId: $summaryId, input: $input) {\n      ...AdminSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSection($summaryId: ID!, $input: SectionInput!) {\n    createSection(summaryId: $summaryId, input: $input) {\n      ...AdminSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSection($id: ID!, $input: SectionInput!) {\n    updateSection(id: $id, input: $input) {\n      ...AdminSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSection($id: ID!, $input: SectionInput!) {\n    updateSection(id: $id, input: $input) {\n      ...AdminSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderSections($summaryId: ID!, $sectionOrders: [SectionOrderInput!]!) {\n    reorderSections(summaryId: $summaryId, sectionOrders: $sectionOrders) {\n      ...AdminSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderSections($summaryId: ID!, $sectionOrders: [SectionOrderInput!]!) {\n    reorderSections(summaryId: $summaryId, sectionOrders: $sectionOrders) {\n      ...AdminSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    rateLimitPerMinute\n    createdAt\n    revokedAt\n    usageToday\n    dailyUsage {\n      day\n      requests\n    }\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    rateLimitPerMinute\n    createdAt\n    revokedAt\n    usageToday\n    dailyUsage {\n      day\n      requests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    email\n    role\n    firstName\n    lastName\n    profileImageUrl\n    subscriptionStatus\n    subscriptionType\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    email\n    role\n    firstName\n    lastName\n    profileImageUrl\n    subscriptionStatus\n    subscriptionType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInMethods {\n    viewerSignInMethods {\n      kind\n      label\n      removable\n    }\n  }\n"): (typeof documents)["\n  query SignInMethods {\n    viewerSignInMethods {\n      kind\n      label\n      removable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSignInMethod($kind: String!) {\n    removeSignInMethod(kind: $kind) {\n      kind\n      label\n      removable\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSignInMethod($kind: String!) {\n    removeSignInMethod(kind: $kind) {\n      kind\n      label\n      removable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    revokeViewerSessions\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    revokeViewerSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailDeliveryReport($days: Int!) {\n    emailDeliveryReport(days: $days) {\n      days {\n        day\n        sent\n        failed\n        bounced\n      }\n      recentFailures {\n        at\n        status\n        subject\n        recipient\n        reason\n      }\n    }\n    reviewEmailOptOuts(days: $days) {\n      day\n      unsubscribed\n    }\n  }\n"): (typeof documents)["\n  query EmailDeliveryReport($days: Int!) {\n    emailDeliveryReport(days: $days) {\n      days {\n        day\n        sent\n        failed\n        bounced\n      }\n      recentFailures {\n        at\n        status\n        subject\n        recipient\n        reason\n      }\n    }\n    reviewEmailOptOuts(days: $days) {\n      day\n      unsubscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreePicks($timeZone: String!) {\n    freePicks(timeZone: $timeZone) {\n      month\n      monthKey\n      limit\n      used\n      left\n      offered\n      nextPicksAt\n      openDays\n      newPickUnlockedUntil\n      summaries {\n        summaryId\n        title\n        unlockedUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  query FreePicks($timeZone: String!) {\n    freePicks(timeZone: $timeZone) {\n      month\n      monthKey\n      limit\n      used\n      left\n      offered\n      nextPicksAt\n      openDays\n      newPickUnlockedUntil\n      summaries {\n        summaryId\n        title\n        unlockedUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UseFreePick($summaryId: ID!, $timeZone: String!) {\n    useFreePick(summaryId: $summaryId, timeZone: $timeZone) {\n      created\n      left\n      pick {\n        summaryId\n        unlockedUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UseFreePick($summaryId: ID!, $timeZone: String!) {\n    useFreePick(summaryId: $summaryId, timeZone: $timeZone) {\n      created\n      left\n      pick {\n        summaryId\n        unlockedUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFreePicksOverview($timeZone: String!) {\n    freePicksOverview(timeZone: $timeZone) {\n      monthlyPicks\n      usedThisMonth\n      month\n    }\n  }\n"): (typeof documents)["\n  query AdminFreePicksOverview($timeZone: String!) {\n    freePicksOverview(timeZone: $timeZone) {\n      monthlyPicks\n      usedThisMonth\n      month\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMemberFreePicks($userId: ID!) {\n    memberFreePicks(userId: $userId) {\n      summaryId\n      title\n      unlockedUntil\n    }\n  }\n"): (typeof documents)["\n  query AdminMemberFreePicks($userId: ID!) {\n    memberFreePicks(userId: $userId) {\n      summaryId\n      title\n      unlockedUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReaderHighlightFields on Highlight {\n    id\n    summaryId\n    sectionId\n    quote\n    start\n    end\n    color\n    note\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ReaderHighlightFields on Highlight {\n    id\n    summaryId\n    sectionId\n    quote\n    start\n    end\n    color\n    note\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderHighlights($summaryId: ID!, $cursor: String) {\n    highlights(summaryId: $summaryId, limit: 100, cursor: $cursor) {\n      items {\n        ...ReaderHighlightFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ReaderHighlights($summaryId: ID!, $cursor: String) {\n    highlights(summaryId: $summaryId, limit: 100, cursor: $cursor) {\n      items {\n        ...ReaderHighlightFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...ReaderHighlightFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...ReaderHighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReaderHighlight($id: ID!, $input: UpdateHighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      ...ReaderHighlightFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReaderHighlight($id: ID!, $input: UpdateHighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      ...ReaderHighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryOverview {\n    categories {\n      id\n      name\n      slug\n    }\n    catalogue: summaryPage(limit: 1) {\n      totalCount\n    }\n    libraryLengthBands {\n      length\n      count\n    }\n  }\n"): (typeof documents)["\n  query LibraryOverview {\n    categories {\n      id\n      name\n      slug\n    }\n    catalogue: summaryPage(limit: 1) {\n      totalCount\n    }\n    libraryLengthBands {\n      length\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryPage(\n    $q: String\n    $categoryId: ID\n    $limit: Int!\n    $cursor: String\n    $length: LibraryLength\n    $access: LibraryAccess\n    $sort: LibrarySort\n    $signedIn: Boolean!\n  ) {\n    summaryPage(\n      q: $q\n      categoryId: $categoryId\n      length: $length\n      access: $access\n      sort: $sort\n      limit: $limit\n      cursor: $cursor\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...SummaryCardFields\n        hasFullAccess\n        # Only a member has favourites: a visitor's page needs no trip to the reading service.\n        isFavorite @include(if: $signedIn)\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryPage(\n    $q: String\n    $categoryId: ID\n    $limit: Int!\n    $cursor: String\n    $length: LibraryLength\n    $access: LibraryAccess\n    $sort: LibrarySort\n    $signedIn: Boolean!\n  ) {\n    summaryPage(\n      q: $q\n      categoryId: $categoryId\n      length: $length\n      access: $access\n      sort: $sort\n      limit: $limit\n      cursor: $cursor\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...SummaryCardFields\n        hasFullAccess\n        # Only a member has favourites: a visitor's page needs no trip to the reading service.\n        isFavorite @include(if: $signedIn)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightFields on Highlight {\n    id\n    summaryId\n    sectionId\n    quote\n    color\n    note\n    orphaned\n    inReview\n    createdAt\n    book {\n      id\n      title\n      author\n      coverImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment HighlightFields on Highlight {\n    id\n    summaryId\n    sectionId\n    quote\n    color\n    note\n    orphaned\n    inReview\n    createdAt\n    book {\n      id\n      title\n      author\n      coverImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHighlights(\n    $summaryId: ID\n    $q: String\n    $color: HighlightColor\n    $limit: Int!\n    $cursor: String\n  ) {\n    highlights(summaryId: $summaryId, q: $q, color: $color, limit: $limit, cursor: $cursor) {\n      items {\n        ...HighlightFields\n      }\n      totalCount\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyHighlights(\n    $summaryId: ID\n    $q: String\n    $color: HighlightColor\n    $limit: Int!\n    $cursor: String\n  ) {\n    highlights(summaryId: $summaryId, q: $q, color: $color, limit: $limit, cursor: $cursor) {\n      items {\n        ...HighlightFields\n      }\n      totalCount\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightBooks {\n    highlights(limit: 100) {\n      items {\n        id\n        book {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HighlightBooks {\n    highlights(limit: 100) {\n      items {\n        id\n        book {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHighlight($id: ID!, $input: UpdateHighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      ...HighlightFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHighlight($id: ID!, $input: UpdateHighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      ...HighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightsOverview {\n    highlights(limit: 3) {\n      items {\n        ...HighlightFields\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query HighlightsOverview {\n    highlights(limit: 3) {\n      items {\n        ...HighlightFields\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightSearch(\n    $q: String!\n    $first: Int\n    $after: String\n    $summaryId: ID\n    $color: HighlightColor\n  ) {\n    highlightSearch(q: $q, first: $first, after: $after, summaryId: $summaryId, color: $color) {\n      edges {\n        node {\n          ...HighlightFields\n        }\n        quoteSnippet\n        noteSnippet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HighlightSearch(\n    $q: String!\n    $first: Int\n    $after: String\n    $summaryId: ID\n    $color: HighlightColor\n  ) {\n    highlightSearch(q: $q, first: $first, after: $after, summaryId: $summaryId, color: $color) {\n      edges {\n        node {\n          ...HighlightFields\n        }\n        quoteSnippet\n        noteSnippet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLibrary {\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    readingProgress {\n      summaryId\n      progressPercentage\n      isCompleted\n      completedAt\n      lastReadAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLibrary {\n    favorites {\n      summaryId\n      createdAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n    readingProgress {\n      summaryId\n      progressPercentage\n      isCompleted\n      completedAt\n      lastReadAt\n      summary {\n        ...SummaryCardFields\n        isFavorite\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ReviewEmailPreferences {\n    reviewEmailPreferences {\n      daily\n      weekly\n      sendAt\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query ReviewEmailPreferences {\n    reviewEmailPreferences {\n      daily\n      weekly\n      sendAt\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReviewEmailPreferences($input: ReviewEmailPreferencesInput!) {\n    updateReviewEmailPreferences(input: $input) {\n      daily\n      weekly\n      sendAt\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReviewEmailPreferences($input: ReviewEmailPreferencesInput!) {\n    updateReviewEmailPreferences(input: $input) {\n      daily\n      weekly\n      sendAt\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewEmailLink($token: String!) {\n    reviewEmailLink(token: $token) {\n      gradedAs\n      card {\n        id\n        quote\n        note\n        summary {\n          id\n          title\n          author\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewEmailLink($token: String!) {\n    reviewEmailLink(token: $token) {\n      gradedAs\n      card {\n        id\n        quote\n        note\n        summary {\n          id\n          title\n          author\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GradeFromReviewEmail($token: String!, $grade: ReviewEmailGrade!) {\n    gradeFromReviewEmail(token: $token, grade: $grade) {\n      gradedAs\n      card {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GradeFromReviewEmail($token: String!, $grade: ReviewEmailGrade!) {\n    gradeFromReviewEmail(token: $token, grade: $grade) {\n      gradedAs\n      card {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewCardFields on ReviewCard {\n    id\n    highlightId\n    quote\n    note\n    due\n    summary {\n      id\n      title\n      author\n      coverImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewCardFields on ReviewCard {\n    id\n    highlightId\n    quote\n    note\n    due\n    summary {\n      id\n      title\n      author\n      coverImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewDue($timeZone: String!) {\n    reviewDue(timeZone: $timeZone) {\n      ...ReviewCardFields\n    }\n  }\n"): (typeof documents)["\n  query ReviewDue($timeZone: String!) {\n    reviewDue(timeZone: $timeZone) {\n      ...ReviewCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GradeReviewCard($cardId: ID!, $grade: ReviewGrade!) {\n    gradeReviewCard(cardId: $cardId, grade: $grade) {\n      ...ReviewCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation GradeReviewCard($cardId: ID!, $grade: ReviewGrade!) {\n    gradeReviewCard(cardId: $cardId, grade: $grade) {\n      ...ReviewCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewSettings {\n    reviewSettings {\n      newCardsPerDay\n      cardsPerDay\n    }\n  }\n"): (typeof documents)["\n  query ReviewSettings {\n    reviewSettings {\n      newCardsPerDay\n      cardsPerDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReviewSettings($input: ReviewSettingsInput!) {\n    updateReviewSettings(input: $input) {\n      newCardsPerDay\n      cardsPerDay\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReviewSettings($input: ReviewSettingsInput!) {\n    updateReviewSettings(input: $input) {\n      newCardsPerDay\n      cardsPerDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewStreak($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      currentStreak\n      achievements {\n        id\n        title\n        earnedOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewStreak($timeZone: String!) {\n    readingStats(timeZone: $timeZone) {\n      currentStreak\n      achievements {\n        id\n        title\n        earnedOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TextSearch($q: String!, $first: Int, $after: String) {\n    search(q: $q, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          title\n          author\n          isPremium\n          hasFullAccess\n        }\n        snippet\n        section {\n          id\n          heading\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      didYouMean\n    }\n  }\n"): (typeof documents)["\n  query TextSearch($q: String!, $first: Int, $after: String) {\n    search(q: $q, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          title\n          author\n          isPremium\n          hasFullAccess\n        }\n        snippet\n        section {\n          id\n          heading\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      didYouMean\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingConfiguration {\n    billingConfiguration {\n      paymentsEnabled\n      publishableKey\n      trialDays\n      plans {\n        id\n        amountCents\n        currency\n        interval\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingConfiguration {\n    billingConfiguration {\n      paymentsEnabled\n      publishableKey\n      trialDays\n      plans {\n        id\n        amountCents\n        currency\n        interval\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialAvailable {\n    trialAvailable\n  }\n"): (typeof documents)["\n  query TrialAvailable {\n    trialAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlan($plan: BillingPlanId!) {\n    changePlan(plan: $plan) {\n      status\n      type\n      amountCents\n      currency\n      currentPeriodEnd\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePlan($plan: BillingPlanId!) {\n    changePlan(plan: $plan) {\n      status\n      type\n      amountCents\n      currency\n      currentPeriodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscription {\n    mySubscription {\n      status\n      type\n      amountCents\n      currency\n      trialEnd\n      trialDaysLeft\n      paymentMethodOnFile\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      cancelAt\n      manageable\n    }\n  }\n"): (typeof documents)["\n  query MySubscription {\n    mySubscription {\n      status\n      type\n      amountCents\n      currency\n      trialEnd\n      trialDaysLeft\n      paymentMethodOnFile\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      cancelAt\n      manageable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantComplimentaryPremium($userId: ID!, $days: Int) {\n    grantComplimentaryPremium(userId: $userId, days: $days) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n"): (typeof documents)["\n  mutation GrantComplimentaryPremium($userId: ID!, $days: Int) {\n    grantComplimentaryPremium(userId: $userId, days: $days) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeComplimentaryPremium($userId: ID!) {\n    revokeComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeComplimentaryPremium($userId: ID!) {\n    revokeComplimentaryPremium(userId: $userId) {\n      subscriptionStatus\n      subscriptionType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSubscription($plan: BillingPlanId!) {\n    startSubscription(plan: $plan) {\n      status\n      clientSecret\n      intentType\n    }\n  }\n"): (typeof documents)["\n  mutation StartSubscription($plan: BillingPlanId!) {\n    startSubscription(plan: $plan) {\n      status\n      clientSecret\n      intentType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTrial {\n    startTrial {\n      status\n      trialDaysLeft\n    }\n  }\n"): (typeof documents)["\n  mutation StartTrial {\n    startTrial {\n      status\n      trialDaysLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTrialCard($setupIntentId: ID!) {\n    saveTrialCard(setupIntentId: $setupIntentId) {\n      status\n      paymentMethodOnFile\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTrialCard($setupIntentId: ID!) {\n    saveTrialCard(setupIntentId: $setupIntentId) {\n      status\n      paymentMethodOnFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComplimentaryGrants($userIds: [ID!]!) {\n    complimentaryGrants(userIds: $userIds) {\n      userId\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  query ComplimentaryGrants($userIds: [ID!]!) {\n    complimentaryGrants(userIds: $userIds) {\n      userId\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedSummaries($limit: Int!) {\n    featuredSummaries(limit: $limit) {\n      ...SummaryCardFields\n    }\n  }\n"): (typeof documents)["\n  query FeaturedSummaries($limit: Int!) {\n    featuredSummaries(limit: $limit) {\n      ...SummaryCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SummaryCardFields on Summary {\n    id\n    title\n    author\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n    }\n    readingTimeMinutes\n    isPremium\n  }\n"): (typeof documents)["\n  fragment SummaryCardFields on Summary {\n    id\n    title\n    author\n    coverImageUrl\n    categoryId\n    category {\n      id\n      name\n    }\n    readingTimeMinutes\n    isPremium\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordReadingPosition($input: RecordReadingPositionInput!) {\n    recordReadingPosition(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordReadingPosition($input: RecordReadingPositionInput!) {\n    recordReadingPosition(input: $input) {\n      ...ReadingProgressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderNextRead($id: ID!) {\n    summary(id: $id) {\n      id\n      nextRead {\n        id\n        title\n        author\n        coverImageUrl\n        readingTimeMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReaderNextRead($id: ID!) {\n    summary(id: $id) {\n      id\n      nextRead {\n        id\n        title\n        author\n        coverImageUrl\n        readingTimeMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderSettings {\n    readerSettings {\n      textSize\n      lineSpacing\n      typeface\n      theme\n    }\n  }\n"): (typeof documents)["\n  query ReaderSettings {\n    readerSettings {\n      textSize\n      lineSpacing\n      typeface\n      theme\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReaderSettings($input: ReaderSettingsInput!) {\n    updateReaderSettings(input: $input) {\n      textSize\n      lineSpacing\n      typeface\n      theme\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReaderSettings($input: ReaderSettingsInput!) {\n    updateReaderSettings(input: $input) {\n      textSize\n      lineSpacing\n      typeface\n      theme\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SummaryReader($id: ID!) {\n    summary(id: $id) {\n      id\n      title\n      author\n      description\n      content\n      preview\n      hasFullAccess\n      coverImageUrl\n      categoryId\n      category {\n        id\n        name\n      }\n      readingTimeMinutes\n      isPremium\n      sectionCount\n      isFavorite\n      readingProgress {\n        ...ReadingProgressFields\n      }\n      sections {\n        id\n        title\n        order\n        content\n        isLocked\n      }\n    }\n  }\n"): (typeof documents)["\n  query SummaryReader($id: ID!) {\n    summary(id: $id) {\n      id\n      title\n      author\n      description\n      content\n      preview\n      hasFullAccess\n      coverImageUrl\n      categoryId\n      category {\n        id\n        name\n      }\n      readingTimeMinutes\n      isPremium\n      sectionCount\n      isFavorite\n      readingProgress {\n        ...ReadingProgressFields\n      }\n      sections {\n        id\n        title\n        order\n        content\n        isLocked\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;