/** The English catalogue, one module per namespace. */

export { account } from "./account";
export { alerts } from "./alerts";
export { api } from "./api";
export { deals } from "./deals";
export { explore } from "./explore";
export { guides } from "./guides";
export { home } from "./home";
export { legal } from "./legal";
export { pages } from "./pages";
export { results } from "./results";
export { search } from "./search";
export { shell } from "./shell";
export { tools } from "./tools";
