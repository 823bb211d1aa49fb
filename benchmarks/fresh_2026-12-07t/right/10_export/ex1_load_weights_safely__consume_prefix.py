# Right: loads through an open file with a map_location function, and strips with PyTorch's consume_prefix_in_state_dict_if_present (in place, key by key, order kept) instead of a comprehension.
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    with open(path, "rb") as f:
        state = torch.load(f, map_location=lambda storage, location: storage, weights_only=True)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
