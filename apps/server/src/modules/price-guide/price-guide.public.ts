// What other modules use of the price guide: the console's listing review flags a hope price against it.
export { consolePriceGuideOf } from './price-guide.service';
