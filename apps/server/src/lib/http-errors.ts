// Errors a handler or repository throws; the one error handler turns them into {message}.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message: string, code?: string) => new HttpError(401, message, code);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (message: string, code?: string) =>
  new HttpError(429, message, code);
