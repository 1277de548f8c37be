// A server build without the first-view address rule, for first-views.spec.ts.
export function renderFirstViewTask() {
  return { html: '<p>rendered</p>', keep: true };
}
