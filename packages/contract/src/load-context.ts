import type { SettingsResponse } from './settings.ts';
import type {
  ContentLang,
  FacetsQuery,
  FacetsResponse,
  FetchProductsBody,
  FetchProductsResponse,
  ProductListResponse,
  ProductResponse,
  SliderResponse,
} from './products.ts';
import type { NewsItemResponse, NewsListResponse } from './news.ts';
import type { OutletListResponse } from './outlets.ts';
import type { OrderDetailResponse, UserOrdersResponse } from './orders.ts';
import type { ProfileResponse } from './auth.ts';
import type { CartGetResponse } from './cart.ts';

/**
 * The shop's public reads, as the storefront's loaders get them on the server: the same services the
 * API routes call, answering exactly what the matching GET or POST of the API answers. A product or
 * story that does not exist is `null` (the API's 404).
 */
export interface StorefrontReads {
  settings(): Promise<SettingsResponse>;
  slider(lang?: ContentLang): Promise<SliderResponse>;
  /** `lang` as the API's `?lang=`: a Malay page asks for the Malay texts staff gave. */
  homeProducts(view: 'latest' | 'bestsellers', lang?: ContentLang): Promise<ProductListResponse>;
  facets(query?: FacetsQuery): Promise<FacetsResponse>;
  /**
   * A search's first page counts for staff's search insight, as the API's does; `countSearch: false`
   * when the page's URL names a later page of the search (`?page=2`), which is the same search again.
   */
  products(
    body: FetchProductsBody,
    lang?: ContentLang,
    options?: { countSearch?: boolean },
  ): Promise<FetchProductsResponse>;
  product(id: string, lang?: ContentLang): Promise<ProductResponse | null>;
  relatedProducts(id: string, lang?: ContentLang): Promise<ProductListResponse | null>;
  newsList(page: number, limit: number, lang?: ContentLang): Promise<NewsListResponse>;
  newsItem(id: string, lang?: ContentLang): Promise<NewsItemResponse | null>;
  outlets(lang?: ContentLang): Promise<OutletListResponse>;
  /** The signed-in shopper's orders, as POST /api/order/userorders answers them. */
  userOrders(userId: string, lang?: ContentLang): Promise<UserOrdersResponse>;
  /** The signed-in shopper's cart, as POST /api/cart/get answers it (the header's bag count). */
  cart(userId: string): Promise<CartGetResponse>;
  /** The signed-in shopper's profile, as GET /api/user/profile answers it. */
  profile(userId: string): Promise<ProfileResponse>;
  /** One of the shopper's orders, as POST /api/order/orderdetail answers it; null for an unknown or another's (its 404). */
  orderDetail(userId: string, orderId: string, lang?: ContentLang): Promise<OrderDetailResponse | null>;
}

/**
 * React Router's load context for the storefront: the server builds it for each page request
 * (`getLoadContext`), and tests can hand loaders a fake one. The web app never imports the server.
 */
export interface StorefrontLoadContext {
  shop: StorefrontReads;
  /** This response's Content-Security-Policy nonce, for the framework's inline scripts. */
  nonce: string;
  /** The shop's public origin (PUBLIC_URL's, else the request's), for canonical URLs and link previews. */
  origin: string;
  /**
   * The shopper the request's session cookie names, or null: the pages render signed in on the server.
   * Only the id: the token never reaches the page.
   */
  shopper: { id: string } | null;
  /**
   * A write to the API (`POST <path>` with a JSON body) for a route's action, as the page's own
   * browser would send it: with the page request's cookie, Origin, Referer and Sec-Fetch-Site, so the
   * API's guards (same-origin writes, rate limits, captcha) judge it as they judge a fetch.
   */
  api(path: string, body: unknown, options?: ApiOptions): Promise<ApiAnswer>;
}

/** How an action's write differs from the page request it is made for. */
export interface ApiOptions {
  /** The session token to send instead of the request's (the one a login has just set). */
  session?: string;
  /** The page's language, for the mail the write sends (a code): the browser's may be another. */
  lang?: ContentLang;
  /** DELETE for the calls the API specifies so; POST otherwise. */
  method?: 'POST' | 'DELETE';
}

/** What the API answered an action's write: its status, its JSON, and any cookies it set. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  setCookie: string[];
}
