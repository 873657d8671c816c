// A fake of the Kakao Local address search for tests, speaking the documented protocol
// (developers.kakao.com, Local REST API "주소로 좌표 변환"/address search, and the REST API reference's error
// format): `GET /v2/local/search/address.json?query=` with `Authorization: KakaoAK {REST API key}`; the answer
// `{ meta: { total_count, pageable_count, is_end }, documents: [{ address_name, address_type, x, y, address,
// road_address }] }`, x the longitude and y the latitude as strings. Errors are `{ errorType, message }` with
// 401 (a missing or wrong key), 400 (no query) and 429 (the quota). It can also be told to answer slowly or 5xx.
import { createServer, type Server } from 'node:http';

export type KakaoRegion = {
  address_name: string;
  region_1depth_name: string;
  region_2depth_name: string;
  region_3depth_name: string;
};

export type KakaoAddressDocument = {
  address_name: string;
  address_type: 'REGION' | 'ROAD' | 'REGION_ADDR' | 'ROAD_ADDR';
  x: string;
  y: string;
  address: KakaoRegion | null;
  road_address: KakaoRegion | null;
};

/** What the fake does with the next calls: answer as Kakao does, refuse, stall, or fail. */
export type KakaoLocalMode =
  { kind: 'answer' } | { kind: 'throttled' } | { kind: 'slow'; ms: number } | { kind: 'server-error' };

export type FakeKakaoLocal = {
  url: string;
  restApiKey: string;
  /** Every call as received: the path, the query and the Authorization header. */
  calls: { path: string; query: string | null; authorization: string | undefined }[];
  /** The documents answered for an exact query; any other query finds nothing. */
  addresses: Map<string, KakaoAddressDocument[]>;
  mode: KakaoLocalMode;
  close(): Promise<void>;
};

function send(res: import('node:http').ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
}

export async function startFakeKakaoLocal(
  restApiKey = 'fakekakaorestapikey0123456789ab',
): Promise<FakeKakaoLocal> {
  const fake: Omit<FakeKakaoLocal, 'url' | 'close'> = {
    restApiKey,
    calls: [],
    addresses: new Map(),
    mode: { kind: 'answer' },
  };
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = url.searchParams.get('query');
    fake.calls.push({ path: url.pathname, query, authorization: req.headers.authorization });
    if (req.method !== 'GET' || url.pathname !== '/v2/local/search/address.json') {
      return send(res, 404, { errorType: 'NotFound', message: 'no such api' });
    }
    const mode = fake.mode;
    if (mode.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, 200, { meta: { total_count: 0, pageable_count: 0, is_end: true }, documents: [] });
      }, mode.ms);
      timers.add(timer);
      return;
    }
    if (mode.kind === 'server-error') {
      return send(res, 500, { errorType: 'InternalServerError', message: 'internal server error' });
    }
    // The documented scheme and key, exactly: "KakaoAK" then one space then the app's REST API key.
    if (req.headers.authorization !== `KakaoAK ${restApiKey}`) {
      return send(res, 401, { errorType: 'AccessDeniedError', message: 'cannot find appkey' });
    }
    if (mode.kind === 'throttled') {
      return send(res, 429, { errorType: 'RequestThrottled', message: 'API limit has been exceeded.' });
    }
    if (query === null || query.trim() === '') {
      return send(res, 400, { errorType: 'MissingParameter', message: 'query parameter required' });
    }
    const documents = fake.addresses.get(query) ?? [];
    send(res, 200, {
      meta: { total_count: documents.length, pageable_count: documents.length, is_end: true },
      documents,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const timer of timers) {
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A land-lot and road address document as Kakao answers one (province names short, as Kakao writes them). */
export function kakaoDocument(options: {
  addressName: string;
  x: string;
  y: string;
  regions: [string, string, string];
}): KakaoAddressDocument {
  const [region1, region2, region3] = options.regions;
  const region = {
    address_name: options.addressName,
    region_1depth_name: region1,
    region_2depth_name: region2,
    region_3depth_name: region3,
  };
  return {
    address_name: options.addressName,
    address_type: 'REGION_ADDR',
    x: options.x,
    y: options.y,
    address: region,
    road_address: null,
  };
}
