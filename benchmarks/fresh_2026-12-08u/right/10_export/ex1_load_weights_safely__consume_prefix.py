# Right: uses PyTorch's consume_prefix_in_state_dict_if_present on the freshly loaded dict (in place, keeps order), with map_location given as a torch.device and the file opened by a with-block.
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    with open(path, "rb") as f:
        state = torch.load(f, map_location=torch.device("cpu"), weights_only=True)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
