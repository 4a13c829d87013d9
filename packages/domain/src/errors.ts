export const ERROR_TEXTS = {
  invalidJson: 'Invalid JSON in response body',
  sessionExpired: 'Your user session has expired. Log back in to continue.',
  tokenNotVerified: 'The auth token could not be verified.',
  noEmail: 'Invalid application state: User account has no email address.',
  tokenFormat: 'Access token has an invalid format',
  invalidCredentials: 'Invalid username or password',
  wrongMfaCode: 'That code seems to be incorrect. Check your email inbox again, or request a new code.',
  wrongPassword: 'You provided the wrong password.',
  sessionErrorTitle: 'An error occured',
  sessionErrorBody: "We couldn't verify your session, please check your internet connection.",
  vpn: 'Unable to reach the backend. Are you connected to the VPN?',
} as const;
