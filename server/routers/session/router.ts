import { router } from "../../trpc/init";
import { getMe } from "./get-me";
import { listUsers } from "./list-users";

export const sessionRouter = router({ me: getMe, users: listUsers });
