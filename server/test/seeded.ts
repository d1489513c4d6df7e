/** mulberry32: a small seeded PRNG, so statistical tests are deterministic (the labelled sets' own). */
export { mulberry32 as seeded } from "../content-filters/labelled/rng";
