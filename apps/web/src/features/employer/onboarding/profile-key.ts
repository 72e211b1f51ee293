/** The query key of the signed-in user's own profile. */
export const PROFILE_KEY = ['profile'] as const;
