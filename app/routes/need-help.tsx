import type { Route } from './+types/need-help';
import { NEED_HELP_TITLE } from '~/components/help/need-help-title.ts';
import { NeedHelpBody } from '~/components/help/need-help.tsx';
import { publicPageHeaders } from '~/models/http-cache.ts';

export const meta: Route.MetaFunction = () => [{ title: `${NEED_HELP_TITLE} | Sweet Shop` }];

export const headers = publicPageHeaders;

/** The "Need Help" sheet as a page (catalog spec §2 side sheets): where its opener leads without JavaScript. */
export default function NeedHelp() {
  return (
    <section aria-labelledby="need-help-title" className="mx-auto max-w-2xl space-y-6">
      <h1 id="need-help-title" className="font-display text-3xl font-bold">
        {NEED_HELP_TITLE}
      </h1>
      <NeedHelpBody />
    </section>
  );
}
