/**
 * Waits until the deals job, run at the server's start, has priced all 12 deals (the page shows
 * "being priced" until then).
 */
export async function dealsPriced(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl}/deals`)).text();
    if ((html.match(/data-testid="deal-card"/g) ?? []).length === 12) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The deals were not priced in time");
}
