# Right: safe load (weights_only=True) mapped to the CPU with a torch.device, then torch's own consume_prefix_in_state_dict_if_present, which strips the leading "module." in place.
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    state_dict = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    consume_prefix_in_state_dict_if_present(state_dict, "module.")
    return state_dict
