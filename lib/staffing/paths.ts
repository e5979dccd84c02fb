/** The staffing page, and where its roster form posts. */
export const STAFFING_PAGE = '/ops/staffing/';
export const ROSTER_API = '/api/ops/staffing/roster/';
