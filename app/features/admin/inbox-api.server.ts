import type { Request, Router } from "express";
import type { ServerServices } from "../../../server/context";
import { inboxReplySchema, inboxStatusSchema, pathIdSchema } from "../../core/admin/admin-schemas";
import { ApiError } from "../../core/http/api-error";
import { parseInput } from "../../core/http/validation";
import { actorOf } from "../../services/admin/admin-access.server";
import { contactDepsOf, listInbox, replyToContact, setContactStatus } from "../../services/contact/contact.server";

const idOf = (req: Request) => parseInput(pathIdSchema, req.params.id);
const NO_SUCH_MESSAGE = "No contact message with that id.";

/**
 * The Inbox tab's API on the admin router (behind adminAccess): list the contact messages, answer
 * one by e-mail, file one as new, answered or spam. Changes are audited.
 */
export function mountInboxApi(admin: Router, context: ServerServices) {
  const deps = contactDepsOf(context);
  admin.get("/inbox", async (_req, res) => {
    res.json({ messages: await listInbox(deps.db) });
  });
  admin.post("/inbox/:id/reply", async (req, res) => {
    const id = idOf(req);
    const { text } = parseInput(inboxReplySchema, req.body ?? {});
    let message: Awaited<ReturnType<typeof replyToContact>>;
    try {
      message = await replyToContact(deps, actorOf(req), id, text);
    } catch (error) {
      context.logger.error({ err: error, contactMessageId: id }, "reply to a contact message failed");
      throw new ApiError(
        502,
        "The reply could not be sent: the mail service refused it. Nothing was changed; try again.",
      );
    }
    if (!message) throw new ApiError(404, NO_SUCH_MESSAGE);
    res.json({ ok: true, message });
  });
  admin.post("/inbox/:id/status", async (req, res) => {
    const id = idOf(req);
    const { status } = parseInput(inboxStatusSchema, req.body ?? {});
    const message = await setContactStatus(deps.db, actorOf(req), id, status);
    if (!message) throw new ApiError(404, NO_SUCH_MESSAGE);
    res.json({ ok: true, message });
  });
}
