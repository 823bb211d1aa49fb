# Right: map_location given as a torch.device, loads into an OrderedDict and uses consume_prefix_in_state_dict_if_present (renames in place, one key at a time, preserving order) on the freshly loaded object.
from collections import OrderedDict
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    state = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    state = OrderedDict(state)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
