import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Achievement')
export class AchievementModel {
  @Field({
    description: 'streak-7, books-10, categories-5, review-first or review-streak-7.',
  })
  id!: string;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field({ description: "The member's local date it was earned (YYYY-MM-DD)." })
  earnedOn!: string;
}

@ObjectType('WeeklyGoal')
export class WeeklyGoalModel {
  @Field(() => Int, { description: 'Summaries completed this week, at most the target.' })
  completed!: number;

  @Field(() => Int)
  target!: number;
}

@ObjectType('ReadingStats')
export class ReadingStatsModel {
  @Field(() => Int)
  booksRead!: number;

  @Field(() => Float, {
    description: 'Hours: per completed summary, 6 hours of book minus the summary reading time.',
  })
  timeSaved!: number;

  @Field(() => Int)
  favoriteCount!: number;

  @Field(() => Int)
  categoriesExplored!: number;

  @Field(() => Int, { description: 'Days; one missed day per week is forgiven.' })
  currentStreak!: number;

  @Field(() => Int)
  longestStreak!: number;

  @Field(() => Int, { description: 'Completed since Monday in the member time zone.' })
  booksReadThisWeek!: number;

  @Field(() => WeeklyGoalModel)
  weeklyGoal!: WeeklyGoalModel;

  @Field(() => [AchievementModel])
  achievements!: AchievementModel[];
}
