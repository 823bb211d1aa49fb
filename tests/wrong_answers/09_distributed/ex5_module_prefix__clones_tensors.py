# Diagnosis: tensors-copied
# Pitfall: clones every tensor "to be safe": twice the memory for a large checkpoint, and no longer the same tensors.
def strip_module_prefix(state_dict):
    prefix = "module."
    return OrderedDict((k[len(prefix):] if k.startswith(prefix) else k, v.clone()) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    prefix = "module."
    return OrderedDict((k if k.startswith(prefix) else prefix + k, v.clone()) for k, v in state_dict.items())
