# Right: the classic map_location=lambda storage, loc: storage (keep every storage on the CPU) and PyTorch's consume_prefix_in_state_dict_if_present, which strips the prefix key by key in place on the freshly loaded dict.
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    state = torch.load(path, map_location=lambda storage, loc: storage, weights_only=True)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
