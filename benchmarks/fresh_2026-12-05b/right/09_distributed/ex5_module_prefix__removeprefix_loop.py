# Right: str.removeprefix (removes exactly one leading "module.") and a partition-based check for adding, filling new OrderedDicts in the input's order.
from collections import OrderedDict


def strip_module_prefix(state_dict):
    result = OrderedDict()
    for name, tensor in state_dict.items():
        result[name.removeprefix("module.")] = tensor
    return result


def add_module_prefix(state_dict):
    result = OrderedDict()
    for name, tensor in state_dict.items():
        head, sep, _ = name.partition(".")
        already = head == "module" and sep == "."
        result[name if already else "module." + name] = tensor
    return result
