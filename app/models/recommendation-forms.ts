/**
 * The recommendation event form (models/recommendations.ts): what the browser posts when a carousel is shown or one
 * of its tiles is clicked. Apart from the carousel's code, so that no page's JavaScript carries zod for it.
 */
import { z } from 'zod';
import { PRODUCT_ID } from './product-paths.ts';
import {
  RECO_ACTIVITIES,
  RECO_EVENT_MAX_PRODUCTS,
  RECOMMENDER_NAMES,
  type RecommenderName,
} from './recommendations.ts';

export const recoEventSchema = z
  .object({
    activity: z.enum(RECO_ACTIVITIES),
    recommender: z.enum(RECOMMENDER_NAMES as [RecommenderName, ...RecommenderName[]]),
    // Einstein's ids and the storefront's own (a UUID) alike: short, plain characters.
    recoUUID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    productIds: z.array(z.string().trim().regex(PRODUCT_ID)).min(1).max(RECO_EVENT_MAX_PRODUCTS),
  })
  // A click is on one tile.
  .refine((event) => event.activity !== 'clickReco' || event.productIds.length === 1, { path: ['productIds'] });
