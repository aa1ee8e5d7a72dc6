/**
 * `npm run fakes`: starts the Amadeus and Travelpayouts doubles for manual use and prints
 * the variables that point the app at them. Steer them with
 * `curl -XPOST <url>/__fake/behaviour -d '{"behaviour":"429"}'` (see provider-fakes.ts).
 */
import { startAmadeusFake, startTravelpayoutsFake } from "./provider-fakes";

const amadeus = await startAmadeusFake();
const travelpayouts = await startTravelpayoutsFake();
console.log("Provider fakes running. Start the app with:");
console.log(`  AMADEUS_BASE_URL=${amadeus.url} AMADEUS_CLIENT_ID=fake AMADEUS_CLIENT_SECRET=fake \\`);
console.log(`  TRAVELPAYOUTS_BASE_URL=${travelpayouts.url} TRAVELPAYOUTS_TOKEN=fake`);
console.log("Behaviours: normal, empty, 400, 401, 429, 500, malformed, slow, hang —");
console.log(`  curl -XPOST ${amadeus.url}/__fake/behaviour -d '{"behaviour":"slow","slowMs":2000}'`);
const stop = async () => {
  await Promise.all([amadeus.close(), travelpayouts.close()]);
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
