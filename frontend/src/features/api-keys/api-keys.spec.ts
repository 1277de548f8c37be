import { apiKeyCountLabel, weeklyRequests } from './api-keys';

describe('api keys', () => {
  it('adds up the requests of the days shown', () => {
    expect(
      weeklyRequests({
        dailyUsage: [
          { day: '2026-11-22', requests: 4 },
          { day: '2026-11-21', requests: 0 },
          { day: '2026-11-20', requests: 11 },
        ],
      }),
    ).toBe(15);
    expect(weeklyRequests({ dailyUsage: [] })).toBe(0);
  });

  it('counts keys in the heading', () => {
    expect(apiKeyCountLabel(2)).toBe('API Keys (2)');
  });
});
