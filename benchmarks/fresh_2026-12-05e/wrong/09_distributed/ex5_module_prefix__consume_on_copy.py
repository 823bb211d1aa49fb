# Mistake: "return **new** `OrderedDict`s with the same tensors (no copies) in the same order" — strips with consume_prefix_in_state_dict_if_present on a copy, which pops each prefixed key and re-inserts it at the end: with keys both with and without the prefix, the order changes
from collections import OrderedDict
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def strip_module_prefix(state_dict):
    out = OrderedDict(state_dict)
    consume_prefix_in_state_dict_if_present(out, "module.")
    return out


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
