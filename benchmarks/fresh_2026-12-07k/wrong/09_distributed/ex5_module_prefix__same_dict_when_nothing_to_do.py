# Mistake: "return **new** OrderedDicts" / "each returns a new OrderedDict": when no key needs changing (a checkpoint without the prefix given to strip, or one already prefixed given to add) this returns the caller's own dictionary object.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    if not any(k.startswith("module.") for k in state_dict):
        return state_dict                                    # already plain: nothing to do
    return OrderedDict((k.removeprefix("module."), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    if all(k.startswith("module.") for k in state_dict):
        return state_dict                                    # already wrapped: nothing to do
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
