# Right: one comprehension each, with str.removeprefix for stripping and a startswith("module.") guard for adding, building fresh OrderedDicts from the same tensor objects.
def strip_module_prefix(state_dict):
    return OrderedDict((key.removeprefix("module."), value) for key, value in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if key.startswith("module.") else f"module.{key}", value)
                       for key, value in state_dict.items())
