# Right: weights_only=True with map_location=torch.device("cpu"); the prefix is stripped in place on the freshly loaded dict (not the caller's) with consume_prefix_in_state_dict_if_present, which the prompt allows (every key of a DDP checkpoint is popped and re-added in order, so the order is kept)
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    state = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
