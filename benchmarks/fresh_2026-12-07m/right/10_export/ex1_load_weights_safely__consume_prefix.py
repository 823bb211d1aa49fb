# Right: lets PyTorch strip the prefix in place with consume_prefix_in_state_dict_if_present on the freshly loaded object (a dict is first copied into an OrderedDict), with map_location=torch.device("cpu").
from collections import OrderedDict
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    loaded = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    state = loaded if isinstance(loaded, OrderedDict) else OrderedDict(loaded)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
