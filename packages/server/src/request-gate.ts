import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { GameServerError } from './errors.js';

/**
 * A refusal the gate answers itself, before any route reads the request's body: the HTTP status
 * and the kebab-case code the JSON answer's `error` starts with.
 */
export interface GateRefusal {
  /** HTTP status: 411, 413, 429, ... */
  status: number;
  /** The error code (`body-too-large`, `length-required`, `rate-limited`, ...). */
  code: string;
  /** The readable message after the code. */
  message: string;
}

/** A matchmaking request as its first line says: `POST /matchmake/<method>/<room name or id>`. */
export interface MatchmakingTarget {
  /** `create`, `join`, `joinOrCreate`, `joinById`, `reconnect` (or anything a client wrote). */
  method: string;
  /** The room name (a game id) or, for `joinById`, the room id. */
  room: string;
}

/** What the gate needs from the server. */
export interface RequestGateHooks {
  /** The largest request body any route accepts, in bytes. */
  maxRequestBytes: number;
  /** True behind a trusted proxy: keep its address headers; otherwise the socket's address is the client's. */
  trustProxy: boolean;
  /** The rate limits of a matchmaking request that can be decided before its body: a refusal, or `null` to go on. */
  beforeBody(target: MatchmakingTarget, address: string): Promise<GateRefusal | null>;
  /** Counts a refusal by code. */
  refused(code: string): void;
}

const MATCHMAKE = /^\/matchmake\/([^/?#]+)\/([^/?#]+)/;

/** The client's address as matchmaking reads it (`x-real-ip`, set from the socket unless a trusted proxy set it). */
function clientAddress(request: IncomingMessage): string {
  const real = request.headers['x-real-ip'];
  return (Array.isArray(real) ? real[0] : real) ?? request.socket.remoteAddress ?? 'unknown';
}

/** How long a refused request's connection lingers, dropping what the client still sends, before it is cut. */
const LINGER_MS = 2000;

/**
 * Answers a refusal at once, then closes the connection the way a careful HTTP server does (a
 * lingering close): what the client still sends of its body is dropped as it arrives (never
 * buffered or parsed) until the body ends or for at most two seconds, so that a client still
 * uploading reads the answer rather than a reset connection.
 */
function answer(request: IncomingMessage, response: ServerResponse, refusal: GateRefusal): void {
  const origin = request.headers.origin;
  const body = JSON.stringify({ code: refusal.code, error: `${refusal.code}: ${refusal.message}` });
  const socket = request.socket;
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  request.once('end', () => socket.end());
  request.resume();
  response.writeHead(refusal.status, {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    'Access-Control-Allow-Origin': typeof origin === 'string' ? origin : '*',
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

/**
 * Puts a gate in front of every HTTP route of `http` (Colyseus's matchmaking, `/healthz`,
 * `/metrics`, `/rooms`, the monitor): it sets the client's address from the socket (so no client
 * picks its own rate-limit bucket), refuses a body that declares more than `maxRequestBytes`
 * (`body-too-large`, 413) or declares no length (`length-required`, 411) from its headers alone,
 * and runs the matchmaking rate limits that need no body (`rate-limited`, 429), all before any
 * byte of the body is read; what a refused client still sends is dropped unread while the
 * connection lingers (at most two seconds), then it is closed. Call it after Colyseus has bound its routes; returns the function that
 * removes it.
 */
export function installRequestGate(http: Server, hooks: RequestGateHooks): () => void {
  const listeners = http.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  http.removeAllListeners('request');
  const pass = (request: IncomingMessage, response: ServerResponse): void => {
    for (const listener of listeners) listener.call(http, request, response);
  };
  const refuse = (request: IncomingMessage, response: ServerResponse, refusal: GateRefusal): void => {
    hooks.refused(refusal.code);
    answer(request, response, refusal);
  };
  const gate = (request: IncomingMessage, response: ServerResponse): void => {
    if (!hooks.trustProxy) {
      delete request.headers['x-forwarded-for'];
      delete request.headers['x-client-ip'];
      request.headers['x-real-ip'] = request.socket.remoteAddress ?? 'unknown';
    }
    const declared = request.headers['content-length'];
    const chunked = request.headers['transfer-encoding'] !== undefined;
    if (chunked && declared === undefined) {
      return refuse(request, response, { status: 411, code: GameServerError.lengthRequired, message: `a request body must declare its length (content-length, at most ${hooks.maxRequestBytes} bytes)` });
    }
    if (declared !== undefined && !(Number(declared) <= hooks.maxRequestBytes)) {
      return refuse(request, response, { status: 413, code: GameServerError.bodyTooLarge, message: `a request body is at most ${hooks.maxRequestBytes} bytes; this one declares ${String(declared).slice(0, 20)}` });
    }
    const target = request.method === 'POST' ? MATCHMAKE.exec(request.url ?? '') : null;
    if (target === null) return pass(request, response);
    // the body stays unread (no listener yet) while the limits are asked
    void hooks.beforeBody({ method: target[1]!, room: target[2]! }, clientAddress(request)).then(
      (refusal) => (refusal === null ? pass(request, response) : refuse(request, response, refusal)),
      () => pass(request, response),
    );
  };
  http.on('request', gate);
  return () => {
    http.removeListener('request', gate);
    for (const listener of listeners) http.on('request', listener);
  };
}
