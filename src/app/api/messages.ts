/** The text of a call that got no answer (offline, DNS, CORS), also when a screen's code could not be fetched. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
