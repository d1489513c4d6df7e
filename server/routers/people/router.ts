import { router } from "../../trpc/init";
import { addPerson } from "./add-person";
import { listPeople } from "./list-people";
import { removePerson } from "./remove-person";
import { updatePersonRole } from "./update-person-role";

/** Console only (no REST paths): the People page. */
export const peopleRouter = router({ list: listPeople, add: addPerson, updateRole: updatePersonRole, remove: removePerson });
