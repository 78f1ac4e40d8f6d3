import { describe, expect, it } from 'vitest';
import {
  CONNECTIONS_CHECK_INTERVAL_MS,
  KEEP_ALIVE_TIMEOUT_SECONDS,
  MAX_BODY_READS_PER_CLIENT,
  MAX_IN_FLIGHT_REQUESTS,
  REQUEST_HEADERS_TIMEOUT_SECONDS,
  REQUEST_TIMEOUT_SECONDS,
} from '~/models/edge-constants.ts';
import { IMAGE_UPSTREAM_TIMEOUT_MS } from '~/models/image-constants.ts';
import { createHttpServer, edgeSettings } from '../../server/app.ts';

describe("the request edge's settings (server/app.ts)", () => {
  it('are the constants when no variable is set, or a set one is unusable', () => {
    const defaults = {
      maxInFlight: MAX_IN_FLIGHT_REQUESTS,
      maxBodyReadsPerClient: MAX_BODY_READS_PER_CLIENT,
      headersTimeoutMs: REQUEST_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      checkIntervalMs: CONNECTIONS_CHECK_INTERVAL_MS,
      imageUpstreamTimeoutMs: IMAGE_UPSTREAM_TIMEOUT_MS,
    };
    expect(edgeSettings({})).toEqual(defaults);
    expect(
      edgeSettings({
        MAX_IN_FLIGHT_REQUESTS: '0',
        MAX_BODY_READS_PER_CLIENT: '2.5',
        REQUEST_HEADERS_TIMEOUT_SECONDS: 'soon',
        REQUEST_TIMEOUT_SECONDS: '-1',
        KEEP_ALIVE_TIMEOUT_SECONDS: '',
        IMAGE_UPSTREAM_TIMEOUT_MS: '0',
      }),
    ).toEqual(defaults);
  });

  it('take the variables, in seconds for the deadlines (a merchant behind a load balancer raises the keep-alive)', () => {
    expect(
      edgeSettings({
        MAX_IN_FLIGHT_REQUESTS: '64',
        MAX_BODY_READS_PER_CLIENT: '32',
        REQUEST_HEADERS_TIMEOUT_SECONDS: '5',
        REQUEST_TIMEOUT_SECONDS: '60',
        KEEP_ALIVE_TIMEOUT_SECONDS: '65',
        IMAGE_UPSTREAM_TIMEOUT_MS: '8000',
      }),
    ).toMatchObject({
      maxInFlight: 64,
      maxBodyReadsPerClient: 32,
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 65_000,
      imageUpstreamTimeoutMs: 8_000,
    });
  });

  it('give the Node server its deadlines; a headers deadline past the whole request’s is cut to it', () => {
    const server = createHttpServer(
      () => {},
      edgeSettings({ REQUEST_HEADERS_TIMEOUT_SECONDS: '90', KEEP_ALIVE_TIMEOUT_SECONDS: '65' }),
    );
    expect({
      headers: server.headersTimeout,
      request: server.requestTimeout,
      keepAlive: server.keepAliveTimeout,
    }).toEqual({
      headers: REQUEST_TIMEOUT_SECONDS * 1000,
      request: REQUEST_TIMEOUT_SECONDS * 1000,
      keepAlive: 65_000,
    });
  });
});
