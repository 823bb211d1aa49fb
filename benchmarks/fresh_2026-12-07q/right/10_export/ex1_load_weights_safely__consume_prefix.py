# Right: uses torch's own consume_prefix_in_state_dict_if_present on the loaded object (which only this function owns) instead of building a new dict, with map_location given as a function.
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    state = torch.load(path, map_location=lambda storage, loc: storage, weights_only=True)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
