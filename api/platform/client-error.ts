import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node's HTTP parser refuses before the app sees them (an unknown method token, a raw space
 * in the path, headers over 16 KB, a request that never finished arriving) are answered in the
 * error envelope like every other error, instead of Node's default empty body. The connection is
 * closed after the answer: the parser cannot tell where the next request would start.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // The client is gone, or an answer has started already: nothing can be said.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request line or headers too large (at most 16 KB)']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request did not arrive in time']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ error: { code: 'VALIDATION_ERROR', message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
