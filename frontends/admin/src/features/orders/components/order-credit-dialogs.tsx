import { creditOrderSchema, type AdminOrder, type CreditOrderInput } from '@app/shared/orders';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormTextareaField,
  markServerFieldErrors,
  toast,
  useZodForm,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { AmbassadorSearchPicker } from '../../ambassadors';
import { creditOrder, undoOrderCredit } from '../api/order-credit';

const blank: CreditOrderInput = { user_id: '', reason: '' };
const formFields = ['user_id', 'reason'];
const orderName = (order: AdminOrder) => order.order_reference || order.id;
const ambassadorName = (order: AdminOrder) =>
  order.ambassador ? `${order.ambassador.first_name} ${order.ambassador.last_name}`.trim() : '';

/**
 * Credit to Ambassador: an order whose code matched nobody goes to the ambassador the admin picks, with a
 * reason kept on the order; their totals, campaign and leaderboard move as if the order had carried their code.
 */
export function CreditOrderDialog({ order, onClose, onChanged }: { order: AdminOrder | null; onClose: () => void; onChanged: () => void }) {
  const { control, handleSubmit, setError, reset, getFieldState, formState } = useZodForm(creditOrderSchema, blank);
  const { isSubmitting } = formState;
  const ambassador = useController({ control, name: 'user_id' });

  const close = () => {
    reset(blank);
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    if (!order) return;
    let credited;
    try {
      credited = await creditOrder(order.id, input);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found' && error.message === 'Ambassador not found') {
        setError('user_id', { message: error.message });
      } else if (!markServerFieldErrors(error, setError, formFields)) {
        toast({
          title: 'Error',
          description: error instanceof Error ? error.message : 'Failed to credit the order',
          variant: 'destructive',
          error,
        });
      }
      return;
    }
    toast({ title: 'Order Credited', description: `${orderName(credited)} is now credited to ${ambassadorName(credited)}.` });
    onChanged();
    close();
  });

  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && !isSubmitting && close()}>
      <DialogContent>
        {order && (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Credit to Ambassador</DialogTitle>
              <DialogDescription>
                Order {orderName(order)} used no ambassador’s code. Credit it to the ambassador who made the sale: their shirts, sales and
                commission move as if the order had carried their code.
              </DialogDescription>
            </DialogHeader>
            <AmbassadorSearchPicker
              value={ambassador.field.value}
              onChange={ambassador.field.onChange}
              onBlur={ambassador.field.onBlur}
              inputRef={ambassador.field.ref}
              noMatchText={(typed) => `No ambassadors match “${typed}”.`}
              disabled={isSubmitting}
              error={getFieldState('user_id', formState).error?.message}
            />
            <FormTextareaField
              control={control}
              name="reason"
              label="Reason"
              placeholder="e.g. The buyer says Sam sold it to them but forgot the code."
              rows={3}
            />
            <FormDialogFooter busy={isSubmitting} submitLabel="Credit Order" busyLabel="Crediting..." />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Undo Credit asks first: the order goes back to Unattributed and everything the credit moved moves back. */
export function UndoCreditDialog({ order, onClose, onChanged }: { order: AdminOrder | null; onClose: () => void; onChanged: () => void }) {
  const [undoing, setUndoing] = useState(false);

  async function confirm(chosen: AdminOrder) {
    setUndoing(true);
    try {
      await undoOrderCredit(chosen.id);
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Failed to undo the credit',
        variant: 'destructive',
        error,
      });
      return;
    } finally {
      setUndoing(false);
    }
    toast({ title: 'Credit Undone', description: `${orderName(chosen)} is unattributed again.` });
    onChanged();
    onClose();
  }

  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && !undoing && onClose()}>
      <DialogContent role="alertdialog">
        {order && (
          <>
            <DialogHeader>
              <DialogTitle>Undo Credit</DialogTitle>
              <DialogDescription>
                Order {orderName(order)} goes back to Unattributed, and its shirts, sales and commission come off {ambassadorName(order)}’s
                totals.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={undoing}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" disabled={undoing} onClick={() => void confirm(order)}>
                {undoing ? 'Undoing...' : 'Undo Credit'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
