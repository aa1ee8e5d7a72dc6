/** Header our Express app sets from req.ip for Better Auth's rate limiter (any client value is overwritten). */
export const CLIENT_IP_HEADER = "x-fareline-client-ip";
