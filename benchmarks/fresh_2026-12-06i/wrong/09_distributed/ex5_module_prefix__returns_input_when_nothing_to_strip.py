# Mistake: "Write two functions that return **new** `OrderedDict`s ... each returns a new `OrderedDict`" — when no key has the prefix (a checkpoint saved from model.module) strip_module_prefix returns the very dictionary it was given, not a new one, so the caller's dict and the result are the same object.
def strip_module_prefix(state_dict):
    if not any(k.startswith("module.") for k in state_dict):
        return state_dict                     # nothing to strip: already a plain checkpoint
    return OrderedDict((k.removeprefix("module."), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
