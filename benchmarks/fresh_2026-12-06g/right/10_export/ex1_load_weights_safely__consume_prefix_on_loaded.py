# Right: the safe loader (weights_only=True refuses modules and smuggled calls with pickle.UnpicklingError before running anything, map_location moves cuda-tagged storages to the CPU), then the library's consume_prefix_in_state_dict_if_present on the freshly loaded object (it is ours, so working in place touches nothing of the caller's): one leading "module." per key, keys in the file's order, dtypes untouched
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present


def load_weights_safely(path):
    state = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    if not isinstance(state, dict):
        raise pickle.UnpicklingError(f"{path!r} holds a {type(state).__name__}, not a state_dict")
    if state and all(key.startswith("module.") for key in state):
        consume_prefix_in_state_dict_if_present(state, "module.")
    return state
