// What other modules use of the price guide: the console's listing review flags a hope price against it.
export { createPriceGuideService, type PriceGuideAsk } from './price-guide.service';
