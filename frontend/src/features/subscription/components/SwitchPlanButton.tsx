import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowLeftRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessage } from '../../../lib/graphql-errors';
import { useToast } from '../../toast/hooks/useToast';
import { BillingConfigurationQuery, MySubscriptionQuery } from '../graphql/billing.operations';
import { type PlanId, planPriceText } from '../plans';
import { ChangePlanDocument } from '../../../gql/graphql';

const OTHER: Record<PlanId, PlanId> = { monthly: 'annual', annual: 'monthly' };
const NAMES: Record<PlanId, string> = { monthly: 'monthly', annual: 'annual' };

/**
 * Monthly ⇄ annual from the dashboard, after a confirmation that says what Stripe will do: in a
 * trial nothing is charged before it ends; otherwise the new period starts today and is charged
 * less the unused part of the current one.
 */
export function SwitchPlanButton({ current, trialing }: { current: PlanId; trialing: boolean }) {
  const target = OTHER[current];
  const configuration = useQuery(BillingConfigurationQuery);
  const plan = configuration.data?.billingConfiguration.plans.find((p) => p.id === target);
  const [changePlan, { loading }] = useMutation(ChangePlanDocument, {
    refetchQueries: [MySubscriptionQuery],
    awaitRefetchQueries: true,
  });
  const { toast } = useToast();
  if (!plan) return null;
  const price = planPriceText(plan);

  async function confirm() {
    try {
      await changePlan({ variables: { plan: target } });
      toast({ title: 'Plan changed', description: `You are now on the ${NAMES[target]} plan.` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={loading}>
          <ArrowLeftRight className="size-4" aria-hidden />
          Switch to {NAMES[target]} ({price})
        </Button>
      }
      title={`Switch to the ${NAMES[target]} plan?`}
      description={
        trialing
          ? `Your trial goes on as it is; when it ends you pay ${price}.`
          : `Your new ${plan.interval === 'year' ? 'year' : 'month'} starts today at ${price}, less the unused part of your current period, charged to your card on file.`
      }
      confirmLabel={`Switch to ${NAMES[target]}`}
      pending={loading}
      onConfirm={() => void confirm()}
    />
  );
}
