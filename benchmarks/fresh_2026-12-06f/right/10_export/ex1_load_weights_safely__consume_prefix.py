# Right: weights_only=True loader (refuses pickled modules / exec calls before running them) with map_location="cpu" (dtypes kept); torch's own consume_prefix_in_state_dict_if_present strips one leading "module." key by key in place on the freshly loaded dict (file order kept), only from keys that have it
import torch
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present


def load_weights_safely(path):
    state_dict = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    consume_prefix_in_state_dict_if_present(state_dict, "module.")
    return state_dict
