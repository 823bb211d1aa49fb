# Right: uses PyTorch's consume_prefix_in_state_dict_if_present on the loaded dict (key by key, in place on the loaded object, which is ours), with map_location=torch.device("cpu").
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    state = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
