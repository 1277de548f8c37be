/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RecordReadingProgressInput = {
  /** 0 to 100; never lowers recorded progress. 100 marks the summary read, 0 unread (a reset). */
  progressPercentage: number;
  /** The section now open (0-based). */
  sectionIndex?: number | null | undefined;
  summaryId: string | number;
};

export type LibraryQueryVariables = Exact<{ [key: string]: never }>;

export type LibraryQuery = {
  publishedSummaries: Array<{
    hasFullAccess: boolean;
    isFavorite: boolean;
    id: string;
    title: string;
    author: string;
    coverImageUrl: string | null;
    categoryId: string | null;
    readingTimeMinutes: number;
    isPremium: boolean;
    category: { id: string; name: string } | null;
  }>;
  categories: Array<{ id: string; name: string; slug: string }>;
};

export type SummaryReaderQueryVariables = Exact<{
  id: string | number;
}>;

export type SummaryReaderQuery = {
  summary: {
    id: string;
    title: string;
    author: string;
    description: string | null;
    content: string;
    preview: string;
    hasFullAccess: boolean;
    coverImageUrl: string | null;
    categoryId: string | null;
    readingTimeMinutes: number;
    isPremium: boolean;
    sectionCount: number;
    isFavorite: boolean;
    category: { id: string; name: string } | null;
    readingProgress: {
      id: string | null;
      summaryId: string;
      progressPercentage: number;
      isCompleted: boolean;
      sectionIndex: number;
      startedAt: string | null;
      completedAt: string | null;
      lastReadAt: string | null;
    } | null;
    sections: Array<{
      id: string;
      title: string;
      order: number;
      content: string | null;
      isLocked: boolean;
    }>;
  } | null;
};

export type ReadingOverviewQueryVariables = Exact<{
  timeZone: string;
}>;

export type ReadingOverviewQuery = {
  readingStats: {
    booksRead: number;
    timeSaved: number;
    favoriteCount: number;
    categoriesExplored: number;
    currentStreak: number;
    longestStreak: number;
    booksReadThisWeek: number;
    weeklyGoal: { completed: number; target: number };
    achievements: Array<{ id: string; title: string; description: string; earnedOn: string }>;
  };
  readingProgress: Array<{
    id: string | null;
    summaryId: string;
    progressPercentage: number;
    isCompleted: boolean;
    sectionIndex: number;
    startedAt: string | null;
    completedAt: string | null;
    lastReadAt: string | null;
    summary: {
      isFavorite: boolean;
      id: string;
      title: string;
      author: string;
      coverImageUrl: string | null;
      categoryId: string | null;
      readingTimeMinutes: number;
      isPremium: boolean;
      category: { id: string; name: string } | null;
    } | null;
  }>;
  favorites: Array<{
    summaryId: string;
    createdAt: string;
    summary: {
      isFavorite: boolean;
      id: string;
      title: string;
      author: string;
      coverImageUrl: string | null;
      categoryId: string | null;
      readingTimeMinutes: number;
      isPremium: boolean;
      category: { id: string; name: string } | null;
    } | null;
  }>;
};

export type ReadingProgressFieldsFragment = {
  id: string | null;
  summaryId: string;
  progressPercentage: number;
  isCompleted: boolean;
  sectionIndex: number;
  startedAt: string | null;
  completedAt: string | null;
  lastReadAt: string | null;
};

export type AddFavoriteMutationVariables = Exact<{
  summaryId: string | number;
}>;

export type AddFavoriteMutation = {
  addFavorite: {
    summaryId: string;
    createdAt: string;
    summary: { id: string; isFavorite: boolean } | null;
  };
};

export type RemoveFavoriteMutationVariables = Exact<{
  summaryId: string | number;
}>;

export type RemoveFavoriteMutation = { removeFavorite: { id: string; isFavorite: boolean } };

export type RecordReadingProgressMutationVariables = Exact<{
  input: RecordReadingProgressInput;
}>;

export type RecordReadingProgressMutation = {
  recordReadingProgress: {
    id: string | null;
    summaryId: string;
    progressPercentage: number;
    isCompleted: boolean;
    sectionIndex: number;
    startedAt: string | null;
    completedAt: string | null;
    lastReadAt: string | null;
  };
};

export type BillingConfigurationQueryVariables = Exact<{ [key: string]: never }>;

export type BillingConfigurationQuery = {
  billingConfiguration: {
    paymentsEnabled: boolean;
    publishableKey: string | null;
    trialDays: number;
  };
};

export type MySubscriptionQueryVariables = Exact<{ [key: string]: never }>;

export type MySubscriptionQuery = {
  mySubscription: {
    status: string;
    type: string;
    amountCents: number | null;
    currency: string | null;
    trialEnd: string | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    cancelAt: string | null;
    manageable: boolean;
  } | null;
};

export type CreateBillingPortalSessionMutationVariables = Exact<{ [key: string]: never }>;

export type CreateBillingPortalSessionMutation = { createBillingPortalSession: { url: string } };

export type GrantComplimentaryPremiumMutationVariables = Exact<{
  userId: string | number;
}>;

export type GrantComplimentaryPremiumMutation = {
  grantComplimentaryPremium: { subscriptionStatus: string; subscriptionType: string };
};

export type RevokeComplimentaryPremiumMutationVariables = Exact<{
  userId: string | number;
}>;

export type RevokeComplimentaryPremiumMutation = {
  revokeComplimentaryPremium: { subscriptionStatus: string; subscriptionType: string };
};

export type FeaturedSummariesQueryVariables = Exact<{
  limit: number;
}>;

export type FeaturedSummariesQuery = {
  featuredSummaries: Array<{
    id: string;
    title: string;
    author: string;
    coverImageUrl: string | null;
    categoryId: string | null;
    readingTimeMinutes: number;
    isPremium: boolean;
    category: { id: string; name: string } | null;
  }>;
};

export type SummaryCardFieldsFragment = {
  id: string;
  title: string;
  author: string;
  coverImageUrl: string | null;
  categoryId: string | null;
  readingTimeMinutes: number;
  isPremium: boolean;
  category: { id: string; name: string } | null;
};

export const ReadingProgressFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReadingProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summaryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progressPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sectionIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReadAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadingProgressFieldsFragment, unknown>;
export const SummaryCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SummaryCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Summary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'author' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'readingTimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPremium' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SummaryCardFieldsFragment, unknown>;
export const LibraryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Library' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publishedSummaries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SummaryCardFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasFullAccess' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SummaryCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Summary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'author' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'readingTimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPremium' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LibraryQuery, LibraryQueryVariables>;
export const SummaryReaderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SummaryReader' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'summary' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'preview' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasFullAccess' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'category' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'readingTimeMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPremium' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sectionCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'readingProgress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ReadingProgressFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sections' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReadingProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summaryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progressPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sectionIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReadAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SummaryReaderQuery, SummaryReaderQueryVariables>;
export const ReadingOverviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReadingOverview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readingStats' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeZone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'booksRead' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeSaved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'favoriteCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'categoriesExplored' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentStreak' } },
                { kind: 'Field', name: { kind: 'Name', value: 'longestStreak' } },
                { kind: 'Field', name: { kind: 'Name', value: 'booksReadThisWeek' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'weeklyGoal' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'achievements' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'earnedOn' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readingProgress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReadingProgressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'SummaryCardFields' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favorites' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'summaryId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'SummaryCardFields' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReadingProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summaryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progressPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sectionIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReadAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SummaryCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Summary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'author' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'readingTimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPremium' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadingOverviewQuery, ReadingOverviewQueryVariables>;
export const AddFavoriteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddFavorite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'summaryId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addFavorite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'summaryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'summaryId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'summaryId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddFavoriteMutation, AddFavoriteMutationVariables>;
export const RemoveFavoriteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFavorite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'summaryId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFavorite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'summaryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'summaryId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFavoriteMutation, RemoveFavoriteMutationVariables>;
export const RecordReadingProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordReadingProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'RecordReadingProgressInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordReadingProgress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReadingProgressFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReadingProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summaryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progressPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sectionIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReadAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordReadingProgressMutation, RecordReadingProgressMutationVariables>;
export const BillingConfigurationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BillingConfiguration' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billingConfiguration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'paymentsEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'publishableKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trialDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillingConfigurationQuery, BillingConfigurationQueryVariables>;
export const MySubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MySubscription' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySubscription' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trialEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentPeriodEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelAtPeriodEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manageable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MySubscriptionQuery, MySubscriptionQueryVariables>;
export const CreateBillingPortalSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBillingPortalSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBillingPortalSession' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CreateBillingPortalSessionMutation,
  CreateBillingPortalSessionMutationVariables
>;
export const GrantComplimentaryPremiumDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'GrantComplimentaryPremium' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'grantComplimentaryPremium' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subscriptionType' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  GrantComplimentaryPremiumMutation,
  GrantComplimentaryPremiumMutationVariables
>;
export const RevokeComplimentaryPremiumDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeComplimentaryPremium' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeComplimentaryPremium' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subscriptionType' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RevokeComplimentaryPremiumMutation,
  RevokeComplimentaryPremiumMutationVariables
>;
export const FeaturedSummariesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FeaturedSummaries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'featuredSummaries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SummaryCardFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SummaryCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Summary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'author' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'readingTimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPremium' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeaturedSummariesQuery, FeaturedSummariesQueryVariables>;
