# Right: maps every storage to the CPU with a map_location function (storage, location) -> storage, and strips the prefix with PyTorch's consume_prefix_in_state_dict_if_present on an OrderedDict copy (every key of a DDP file has it, so the order is kept).
from collections import OrderedDict
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    loaded = torch.load(path, map_location=lambda storage, location: storage, weights_only=True)
    state = OrderedDict(loaded)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
