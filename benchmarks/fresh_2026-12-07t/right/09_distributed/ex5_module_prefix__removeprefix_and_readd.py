# Right: strip with str.removeprefix (one occurrence, only at the start); add as "module." + strip(k), which leaves keys already starting with "module." as they were and prefixes every other key.
def _strip(key):
    return key.removeprefix("module.")


def strip_module_prefix(state_dict):
    return OrderedDict((_strip(k), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict(("module." + _strip(k), v) for k, v in state_dict.items())
