# Right: uses str.removeprefix for strip and a single conditional expression inside an OrderedDict built from a generator, instead of an explicit loop with startswith and slicing.
def strip_module_prefix(state_dict):
    return OrderedDict((key.removeprefix("module."), value) for key, value in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if key.startswith("module.") else f"module.{key}", value)
                       for key, value in state_dict.items())
