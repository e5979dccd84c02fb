// What a search result carries, apart from the search (./search) and the view the browser
// gets (./view), which both read it.

/** Centres a result shows without an area chosen: the cheapest; the rest are on its page. */
export const CENTRES_SHOWN = 5;
