/** The API base path; kept free of zod so the web bundle does not carry it. */
export const API_BASE = "/api/v1";
