# PyTorch's own helper, as section 1 recommends: strips a leading "module." in place.
def load_weights_safely(path):
    from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present
    state_dict = torch.load(path, map_location="cpu", weights_only=True)
    consume_prefix_in_state_dict_if_present(state_dict, "module.")
    return state_dict
