import { graphql } from '../../../gql';

/** The member's month of free picks, in their time zone (the month's name and end are theirs). */
export const FreePicksQuery = graphql(`
  query FreePicks($timeZone: String!) {
    freePicks(timeZone: $timeZone) {
      month
      monthKey
      limit
      used
      left
      offered
      nextPicksAt
      openDays
      newPickUnlockedUntil
      summaries {
        summaryId
        title
        unlockedUntil
      }
    }
  }
`);

export const UseFreePickMutation = graphql(`
  mutation UseFreePick($summaryId: ID!, $timeZone: String!) {
    useFreePick(summaryId: $summaryId, timeZone: $timeZone) {
      created
      left
      pick {
        summaryId
        unlockedUntil
      }
    }
  }
`);

/** Settings tab: the monthly number of picks and the picks made this month. */
export const AdminFreePicksOverviewQuery = graphql(`
  query AdminFreePicksOverview($timeZone: String!) {
    freePicksOverview(timeZone: $timeZone) {
      monthlyPicks
      usedThisMonth
      month
    }
  }
`);

/** User Management: what one member has unlocked now. */
export const AdminMemberFreePicksQuery = graphql(`
  query AdminMemberFreePicks($userId: ID!) {
    memberFreePicks(userId: $userId) {
      summaryId
      title
      unlockedUntil
    }
  }
`);
