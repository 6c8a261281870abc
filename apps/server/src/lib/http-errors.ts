// Errors a handler or repository throws; the one error handler turns them into {message}.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  constructor({
    statusCode,
    message,
    code,
  }: {
    statusCode: number;
    message: string;
    code?: string;
  }) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const badRequest = (message: string, code?: string) =>
  new HttpError({ statusCode: 400, message, code });
export const unauthorized = (message: string, code?: string) =>
  new HttpError({ statusCode: 401, message, code });
export const forbidden = (message: string, code?: string) =>
  new HttpError({ statusCode: 403, message, code });
export const notFound = (message: string) => new HttpError({ statusCode: 404, message });
export const conflict = (message: string, code?: string) =>
  new HttpError({ statusCode: 409, message, code });
export const tooManyRequests = (message: string, code?: string) =>
  new HttpError({ statusCode: 429, message, code });
