/**
 * The scheduler API lives at /scheduler/v1/ (spec 1 section 7: "v1/ on the scheduler server"), beside
 * /api/. apiRequest builds '/api/<path>', so the path climbs out of /api/ with '..': the browser
 * normalises the URL to /scheduler/v1/... while the call keeps apiRequest's token, refresh and
 * error handling.
 */
export const schedulerPath = (path = '') => `../scheduler/v1/periodic-task/${path}`;
