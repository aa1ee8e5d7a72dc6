/** The Dutch catalogue, one module per namespace. */

export { account } from "./account";
export { alerts } from "./alerts";
export { api } from "./api";
export { contact } from "./contact";
export { deals } from "./deals";
export { explore } from "./explore";
export { guides } from "./guides";
export { home } from "./home";
export { insight } from "./insight";
export { legal } from "./legal";
export { offers } from "./offers";
export { operations } from "./operations";
export { pages } from "./pages";
export { results } from "./results";
export { search } from "./search";
export { shell } from "./shell";
export { tools } from "./tools";
