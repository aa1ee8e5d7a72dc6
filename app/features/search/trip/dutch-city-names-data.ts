/**
 * Dutch names of cities whose Dutch name differs from the English one the place index carries
 * ("Paris" → "Parijs"), so a Dutch page writes the trip as a Dutch traveller says it. Cities
 * not listed are written as in English (New York, Barcelona).
 * Sources: the Nederlandse Taalunie's list of geographical names (taaladvies.net, "Aardrijkskundige namen").
 */
export const DUTCH_CITY_NAMES: Readonly<Record<string, string>> = {
  Athens: "Athene",
  Beijing: "Peking",
  Belgrade: "Belgrado",
  Berlin: "Berlijn",
  Brussels: "Brussel",
  Bucharest: "Boekarest",
  Budapest: "Boedapest",
  Cairo: "Caïro",
  "Cape Town": "Kaapstad",
  Cologne: "Keulen",
  Copenhagen: "Kopenhagen",
  Geneva: "Genève",
  "Hong Kong": "Hongkong",
  Kraków: "Krakau",
  Krakow: "Krakau",
  Lisbon: "Lissabon",
  London: "Londen",
  "Mexico City": "Mexico-Stad",
  Milan: "Milaan",
  Moscow: "Moskou",
  Munich: "München",
  Naples: "Napels",
  Paris: "Parijs",
  Prague: "Praag",
  "Saint Petersburg": "Sint-Petersburg",
  Tokyo: "Tokio",
  Venice: "Venetië",
  Vienna: "Wenen",
  Warsaw: "Warschau",
};
