/** The repeat-delivery form's one schema (opt in with a frequency, change it, or opt out). */
import { z } from 'zod';
import { productIdField } from './field-rules.ts';
import { FREQUENCIES, frequencyValue, parseFrequency } from './subscription.ts';

export const subscriptionSchema = z.object({
  pid: productIdField(),
  intent: z.enum(['opt-in', 'opt-out']),
  frequency: z
    .enum(FREQUENCIES.map(frequencyValue) as [string, ...string[]], { error: 'Please choose how often.' })
    .optional(),
  redirectTo: z.string().max(2048).optional(),
});

/** The subscription page's forms: one schema for its three actions (a plain post each). */
export const subscriptionActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('skip'), subscriptionId: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal('cancel'), subscriptionId: z.string().trim().min(1).max(64) }),
  z.object({
    intent: z.literal('frequency'),
    subscriptionId: z.string().trim().min(1).max(64),
    frequency: z.string().refine((value) => parseFrequency(value) !== null, 'Please choose a frequency.'),
  }),
]);
