// The parsers of the cookies the pages read (they register themselves as they load; see
// shared/parsed-cookie.ts): imported up front by the server's page renderer, and by the browser
// before it renders a page the server did not draw.
import '../features/cart/guest-cart-cookie.ts';
import '../features/service/selection-cookie.ts';
