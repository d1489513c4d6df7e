/** The console session cookie's name (its own module: the Next proxy imports it without the database). */
export const SESSION_COOKIE = "switchyard_session";
