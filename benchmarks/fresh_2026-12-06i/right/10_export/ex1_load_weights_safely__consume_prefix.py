# Right: opens the file itself, loads with weights_only=True and a map_location function that keeps every storage on the CPU, and strips with PyTorch's consume_prefix_in_state_dict_if_present on an OrderedDict copy (only when every key has the prefix).
from collections import OrderedDict
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    with open(path, "rb") as f:
        loaded = torch.load(f, map_location=lambda storage, location: storage, weights_only=True)
    state = OrderedDict(loaded)
    if state and all(key.startswith("module.") for key in state):
        consume_prefix_in_state_dict_if_present(state, "module.")
    return state
