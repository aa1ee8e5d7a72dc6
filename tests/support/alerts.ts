import pg from "pg";

/**
 * An active JFK → LAX alert for `email` with one unread price-drop notification, written
 * straight into the database: the bell's tests start from a drop already found.
 */
export async function seedUnreadPriceDrop(databaseUrl: string, email: string, newPriceCents: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  try {
    const alert = await pool.query(
      "insert into price_alerts (email, origin, destination, status) values ($1, 'JFK', 'LAX', 'active') returning id",
      [email],
    );
    await pool.query(
      "insert into alert_notifications (alert_id, email, new_price_cents, source) values ($1, $2, $3, 'travelpayouts')",
      [alert.rows[0].id, email, newPriceCents],
    );
  } finally {
    await pool.end();
  }
}
