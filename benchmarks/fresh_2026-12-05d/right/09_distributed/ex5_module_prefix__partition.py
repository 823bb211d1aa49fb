# Right: str.partition on the first "." tells whether the first dotted component is exactly "module" (so "module" alone, "module_list..." and "Module.x" are untouched); the rest is kept as is, keys rebuilt into new OrderedDicts with the same tensors
from collections import OrderedDict


def _has_prefix(key):
    head, dot, _ = key.partition(".")
    return head == "module" and dot == "."


def strip_module_prefix(state_dict):
    return OrderedDict((key.partition(".")[2] if _has_prefix(key) else key, value)
                       for key, value in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if _has_prefix(key) else "module." + key, value)
                       for key, value in state_dict.items())
