import { cn } from '../../../lib/cn';
import { annualSavingPercent, type OfferedPlan, type PlanId, planPriceText } from '../plans';

const PLAN_LABELS: Record<PlanId, string> = { monthly: 'Monthly', annual: 'Annual' };

/** The two plans as radio cards; the saving is computed from billing's prices, never assumed. */
export function PlanChoice({
  plans,
  selected,
  onSelect,
}: {
  plans: readonly OfferedPlan[];
  selected: PlanId;
  onSelect: (plan: PlanId) => void;
}) {
  const saving = annualSavingPercent(plans);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold">Choose your plan</legend>
      {plans.map((plan) => (
        <label
          key={plan.id}
          className={cn(
            'relative flex cursor-pointer flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            selected === plan.id ? 'border-primary ring-1 ring-primary' : 'border-border',
          )}
        >
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="plan"
              value={plan.id}
              checked={selected === plan.id}
              onChange={() => onSelect(plan.id)}
              className="size-4 accent-primary"
            />
            <span className="font-semibold">{PLAN_LABELS[plan.id]}</span>
            {plan.id === 'annual' && saving !== null && (
              <span className="ml-auto rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
                Save {saving}%
              </span>
            )}
          </span>
          <span className="text-2xl font-bold">{planPriceText(plan)}</span>
        </label>
      ))}
    </fieldset>
  );
}
