/**
 * zod checks once whether it may compile its parsers with `new Function`. Under the storefront's
 * Content-Security-Policy (no 'unsafe-eval') that check is a refused eval, which the browser reports
 * as a policy violation on every page with a form. Telling zod not to try (jitless) gives the same
 * parsing without the probe. Imported by the form hook, so it is set before any form parses in the browser.
 */
import { z } from 'zod';

z.config({ jitless: true });
