# Right: compares the first seven characters with "module." and slices, and builds add_module_prefix as "module." + (the key with one leading prefix stripped), which equals the key for prefixed keys.
from collections import OrderedDict

_P = "module."

def _strip_one(key):
    return key[len(_P):] if key[:len(_P)] == _P else key

def strip_module_prefix(state_dict):
    return OrderedDict([(_strip_one(k), v) for k, v in state_dict.items()])


def add_module_prefix(state_dict):
    return OrderedDict([(_P + _strip_one(k), v) for k, v in state_dict.items()])
