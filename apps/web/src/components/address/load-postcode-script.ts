// Loads the Daum postcode script once, giving up after a short timeout: offline machines (and every
// test run) fall back to the built-in region search instead of waiting.
const POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const LOAD_TIMEOUT_MS = 2_500;

/** The bits of the Daum result the picker reads. */
export type PostcodeResult = {
  address: string;
  roadAddress?: string;
  jibunAddress?: string;
  sido?: string;
  sigungu?: string;
  bname?: string;
};
type PostcodeOptions = { oncomplete: (data: PostcodeResult) => void; width?: string; height?: string };
export type PostcodeConstructor = new (options: PostcodeOptions) => { embed: (element: HTMLElement) => void };

type DaumWindow = Window & { daum?: { Postcode?: PostcodeConstructor } };
const daumPostcode = () => (window as DaumWindow).daum?.Postcode ?? null;

let pending: Promise<PostcodeConstructor | null> | null = null;

export function loadPostcodeScript(): Promise<PostcodeConstructor | null> {
  if (typeof window === 'undefined') {
    return Promise.resolve(null);
  }
  const ready = daumPostcode();
  if (ready) {
    return Promise.resolve(ready);
  }
  pending ??= new Promise<PostcodeConstructor | null>((resolve) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => resolve(null), LOAD_TIMEOUT_MS);
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve(daumPostcode());
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      resolve(null);
    };
    document.head.appendChild(script);
  }).then((ctor) => {
    // A failed attempt may succeed later (the network came back); only a success is cached.
    if (!ctor) {
      pending = null;
    }
    return ctor;
  });
  return pending;
}
