/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LibraryQueryVariables = Exact<{ [key: string]: never }>;

export type LibraryQuery = {
  publishedSummaries: Array<{
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
    category: { id: string; name: string } | null;
    sections: Array<{
      id: string;
      title: string;
      order: number;
      content: string | null;
      isLocked: boolean;
    }>;
  } | null;
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
  ],
} as unknown as DocumentNode<SummaryReaderQuery, SummaryReaderQueryVariables>;
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
