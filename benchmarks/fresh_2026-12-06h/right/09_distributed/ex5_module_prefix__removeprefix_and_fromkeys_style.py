# Right: uses str.removeprefix (exactly one leading occurrence) and builds each result with a zip of renamed keys and the original values, type-checked to be an OrderedDict.
def _renamed(state_dict, rename):
    result = OrderedDict(zip(map(rename, state_dict.keys()), state_dict.values()))
    assert len(result) == len(state_dict)
    return result


def strip_module_prefix(state_dict):
    return _renamed(state_dict, lambda key: key.removeprefix("module."))


def add_module_prefix(state_dict):
    return _renamed(state_dict, lambda key: key if key.startswith("module.") else f"module.{key}")
