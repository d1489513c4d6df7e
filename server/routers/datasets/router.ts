import { router } from "../../trpc/init";
import { listKeyUsageDaily } from "./list-key-usage-daily";
import { listRankingsDaily } from "./list-rankings-daily";

export const datasetsRouter = router({
  rankingsDaily: listRankingsDaily,
  keyUsageDaily: listKeyUsageDaily,
});
