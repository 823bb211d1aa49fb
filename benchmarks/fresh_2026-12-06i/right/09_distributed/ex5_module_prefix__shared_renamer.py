# Right: one helper applies a key function over zip(keys, values) into a fresh OrderedDict; the key functions use str.removeprefix and a slice comparison key[:7] == "module.".
PREFIX = "module."


def _renamed(state_dict, rename):
    keys, values = list(state_dict.keys()), list(state_dict.values())
    return OrderedDict(zip(map(rename, keys), values))


def strip_module_prefix(state_dict):
    return _renamed(state_dict, lambda key: key.removeprefix(PREFIX))


def add_module_prefix(state_dict):
    return _renamed(state_dict, lambda key: key if key[:len(PREFIX)] == PREFIX else PREFIX + key)
