# Diagnosis: input-modified
# Pitfall: renames the keys of the caller's dictionary (as consume_prefix_in_state_dict_if_present does) and returns it.
def strip_module_prefix(state_dict):
    torch.nn.modules.utils.consume_prefix_in_state_dict_if_present(state_dict, "module.")
    return state_dict


def add_module_prefix(state_dict):
    for k in list(state_dict):
        if not k.startswith("module."):
            state_dict["module." + k] = state_dict.pop(k)
    return state_dict
