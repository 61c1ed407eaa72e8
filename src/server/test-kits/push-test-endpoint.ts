import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A local Web Push endpoint for tests (issue 25): an HTTPS server on 127.0.0.1 standing for a
 * push service. Each `subscribe()` makes a browser's subscription (its own P-256 key pair and auth
 * secret, as a browser does); what the server sends to it is DECRYPTED here (aes128gcm, RFC 8188
 * and RFC 8291) with the subscription's private key, and its VAPID authorization (RFC 8292) is
 * checked: the JWT's ES256 signature against the key `k`, `aud` the endpoint's origin, `exp`
 * within a day, and `sub`. It answers 201, or the statuses queued with `answerNext`.
 *
 * Its certificate is a self-signed one for localhost and 127.0.0.1 (valid until 2126): pass
 * CERTIFICATE to the push transport as its `ca`, with an address policy that allows 127.0.0.1
 * (services/delivery/push/endpoint-address.ts's PUBLIC_AND_LOOPBACK_ADDRESSES).
 */

export const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUCzczLV4N992ZI9toworr0AagpbMwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNjE4MTUxN1oYDzIxMjYxMTAy
MTgxNTE3WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARALQStG41m7ctaQM59MJzT/RGKxVqCRg28GfYEBO79gljs+uoLneLR
rQWYpc1NVFSCTOWyfFJnVv0PttQCcQjbo28wbTAdBgNVHQ4EFgQUE9GLqnIJGgSu
zLSN3g8AJmqhAsowHwYDVR0jBBgwFoAUE9GLqnIJGgSuzLSN3g8AJmqhAsowDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSAAwRQIgW0hpiMLsFwktKx/IASoBQYKbBF7pumvV6qCipWfCu4kCIQCS
SfUv0d4AHAdm+xtk0e1+DxYhkuRatKmRG3+GMDrokA==
-----END CERTIFICATE-----`;
const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgVUrLKMQhmGxGJcBz
pJx+5QFt1ZUFjU3OYIcO3Cd9/CehRANCAARALQStG41m7ctaQM59MJzT/RGKxVqC
Rg28GfYEBO79gljs+uoLneLRrQWYpc1NVFSCTOWyfFJnVv0PttQCcQjb
-----END PRIVATE KEY-----`;

export interface ReceivedPush {
  /** the endpoint's path, e.g. '/push/1' */
  path: string;
  ttl: string | undefined;
  contentEncoding: string | undefined;
  /** the decrypted payload, as text */
  plaintext: string;
  /** the checked VAPID JWT's claims and the key it was signed with */
  vapid: { aud: string; exp: number; sub: string; k: string };
  /** what the endpoint answered */
  status: number;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushTestEndpoint {
  origin: string;
  /** a new subscription on this endpoint (its keys kept here to decrypt) */
  subscribe(): TestSubscription;
  /** pushes received, in order (those answered with an error status too) */
  received: ReceivedPush[];
  /** requests the endpoint could not decrypt or whose VAPID was wrong, with why */
  refused: string[];
  /** the next requests are answered with these statuses, one each (then 201 again) */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** Decrypts an aes128gcm body (one record) for the subscription's key pair and auth secret. */
export function decryptAes128gcm(
  body: Buffer,
  subscriber: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`the key id is ${keyIdLength} bytes, not a P-256 public key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscriber.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // the last record: the text, the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=JWT, k=KEY` for this origin; answers the claims and key. */
export function checkVapid(authorization: string | undefined, origin: string, nowSeconds: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match;
  const [header, claims, signature] = jwt.split('.');
  const head = JSON.parse(b64(header).toString('utf8'));
  if (head.alg !== 'ES256' || head.typ !== 'JWT') throw new Error(`a JWT header of ${JSON.stringify(head)}`);
  const point = b64(k);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const payload = JSON.parse(b64(claims).toString('utf8')) as { aud: string; exp: number; sub: string };
  if (payload.aud !== origin) throw new Error(`aud ${payload.aud} is not ${origin}`);
  if (!(payload.exp > nowSeconds && payload.exp <= nowSeconds + 24 * 3600)) {
    throw new Error(`exp ${payload.exp} is not within the next 24 hours`);
  }
  if (!/^(mailto:|https:)/.test(payload.sub)) throw new Error(`sub ${payload.sub} is not mailto: or https:`);
  return { ...payload, k };
}

export async function startPushTestEndpoint(): Promise<PushTestEndpoint> {
  const subscribers = new Map<string, { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const statuses: number[] = [];
  let origin = '';
  let count = 0;

  const server: Server = createServer({ cert: CERTIFICATE, key: PRIVATE_KEY }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const subscriber = subscribers.get(path);
      try {
        if (request.method !== 'POST') throw new Error(`a ${request.method}`);
        if (!subscriber) throw new Error(`no subscription at ${path}`);
        const vapid = checkVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
        const plaintext = decryptAes128gcm(Buffer.concat(chunks), subscriber);
        const status = statuses.shift() ?? 201;
        received.push({
          path,
          ttl: request.headers.ttl as string | undefined,
          contentEncoding: request.headers['content-encoding'],
          plaintext,
          vapid,
          status,
        });
        response.writeHead(status).end(status >= 400 ? `answered ${status}` : '');
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end('refused');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      count += 1;
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${count}`;
      subscribers.set(path, { privateKey: ecdh.getPrivateKey(), publicKey, authSecret });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
      };
    },
    answerNext(...next: number[]) {
      statuses.push(...next);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
