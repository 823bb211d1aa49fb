# Right: opens the file itself and loads from the file object with map_location=torch.device("cpu"), then strips the prefix in place with consume_prefix_in_state_dict_if_present on an OrderedDict copy.
from collections import OrderedDict
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present


def load_weights_safely(path):
    with open(path, "rb") as f:
        state = OrderedDict(torch.load(f, map_location=torch.device("cpu"), weights_only=True))
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
