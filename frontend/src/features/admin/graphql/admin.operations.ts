import { graphql } from '../../../gql';

graphql(`
  fragment AdminSummaryFields on Summary {
    id
    title
    author
    description
    content
    coverImageUrl
    categoryId
    category {
      id
      name
      slug
      description
    }
    readingTimeMinutes
    isPremium
    isPublished
    isFeatured
    sectionCount
  }
`);

graphql(`
  fragment AdminSectionFields on Section {
    id
    summaryId
    title
    content
    order
    isLocked
  }
`);

graphql(`
  fragment AdminCategoryFields on Category {
    id
    name
    slug
    description
  }
`);

/** Every summary, drafts included, with full content (spec section 7, Admin). */
export const AdminSummariesQuery = graphql(`
  query AdminSummaries {
    adminSummaries {
      ...AdminSummaryFields
    }
  }
`);

/** Every category, those without published summaries too (the admin's answer). */
export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    categories {
      ...AdminCategoryFields
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers {
    users {
      id
      email
      role
      subscriptionStatus
      subscriptionType
      createdAt
      pendingDeletion {
        eraseAfter
      }
    }
  }
`);

export const AdminSectionsQuery = graphql(`
  query AdminSections($summaryId: ID!) {
    adminSections(summaryId: $summaryId) {
      ...AdminSectionFields
    }
  }
`);

export const SummaryAuditTrailQuery = graphql(`
  query SummaryAuditTrail($summaryId: ID!) {
    summaryAuditTrail(summaryId: $summaryId) {
      id
      occurredAt
      actorEmail
      entity
      action
      changes {
        field
        from
        to
      }
    }
  }
`);

/** The editor's preview: the summary with its sections as `audience` would get them. */
export const SummaryPreviewQuery = graphql(`
  query SummaryPreview($id: ID!, $audience: PreviewAudience!) {
    summaryPreviewAs(id: $id, audience: $audience) {
      ...AdminSummaryFields
      preview
      hasFullAccess
      sections {
        ...AdminSectionFields
      }
    }
  }
`);

export const CreateSummaryMutation = graphql(`
  mutation CreateSummary($input: SummaryInput!) {
    createSummary(input: $input) {
      ...AdminSummaryFields
    }
  }
`);

export const UpdateSummaryMutation = graphql(`
  mutation UpdateSummary($id: ID!, $input: SummaryInput!) {
    updateSummary(id: $id, input: $input) {
      ...AdminSummaryFields
    }
  }
`);

export const DeleteSummaryMutation = graphql(`
  mutation DeleteSummary($id: ID!) {
    deleteSummary(id: $id)
  }
`);

export const ToggleSummaryPublishedMutation = graphql(`
  mutation ToggleSummaryPublished($id: ID!) {
    toggleSummaryPublished(id: $id) {
      ...AdminSummaryFields
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      ...AdminCategoryFields
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      ...AdminCategoryFields
    }
  }
`);

/** `moveSummariesTo` null leaves the category's summaries without one. */
export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!, $moveSummariesTo: ID) {
    deleteCategory(id: $id, moveSummariesTo: $moveSummariesTo)
  }
`);

export const CreateSectionMutation = graphql(`
  mutation CreateSection($summaryId: ID!, $input: SectionInput!) {
    createSection(summaryId: $summaryId, input: $input) {
      ...AdminSectionFields
    }
  }
`);

export const UpdateSectionMutation = graphql(`
  mutation UpdateSection($id: ID!, $input: SectionInput!) {
    updateSection(id: $id, input: $input) {
      ...AdminSectionFields
    }
  }
`);

export const DeleteSectionMutation = graphql(`
  mutation DeleteSection($id: ID!) {
    deleteSection(id: $id)
  }
`);

/** Answers the renumbered sections: the cache updates each one, so the list reorders. */
export const ReorderSectionsMutation = graphql(`
  mutation ReorderSections($summaryId: ID!, $sectionOrders: [SectionOrderInput!]!) {
    reorderSections(summaryId: $summaryId, sectionOrders: $sectionOrders) {
      ...AdminSectionFields
    }
  }
`);
