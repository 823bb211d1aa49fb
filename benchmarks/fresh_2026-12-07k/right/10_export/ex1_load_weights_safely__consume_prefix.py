# Right: opens the file itself and passes the file object to torch.load with map_location=torch.device("cpu"), then strips the prefix with torch.nn.modules.utils.consume_prefix_in_state_dict_if_present on an OrderedDict copy.
from collections import OrderedDict
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    with open(path, "rb") as f:
        loaded = torch.load(f, map_location=torch.device("cpu"), weights_only=True)
    state = OrderedDict(loaded)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
