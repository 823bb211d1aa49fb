# Right: the safe loader (weights_only=True raises pickle.UnpicklingError before running anything) with map_location="cpu", then torch.nn.modules.utils.consume_prefix_in_state_dict_if_present, which strips one leading "module." per key in place on the freshly loaded dict (order kept)
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

def load_weights_safely(path):
    state = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    consume_prefix_in_state_dict_if_present(state, "module.")
    return state
