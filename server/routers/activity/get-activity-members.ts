import { z } from "zod";
import { membersInput, membersResult, spendByMember } from "../../services/activity/breakdowns";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getActivityMembers = managementProcedure
  .meta(rest("GET", "/activity/members", { summary: "Spend by member: the usage of the keys each member created, by spend", tag: "Activity", errors: [400, 401, 404, 500] }))
  .input(membersInput)
  .output(z.object({ data: membersResult }))
  .query(async ({ ctx, input }) => ({ data: await spendByMember({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }) }));
