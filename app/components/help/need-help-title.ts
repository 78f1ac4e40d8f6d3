/** Catalog spec §2 (side sheets): the sheet's title, also the page's and its openers'. */
export const NEED_HELP_TITLE = 'Need Help';
