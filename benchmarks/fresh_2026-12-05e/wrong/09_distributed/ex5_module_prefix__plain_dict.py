# Mistake: "Write two functions that return **new** `OrderedDict`s" — returns plain dicts (dict comprehensions): right keys, order and tensors, wrong type
def strip_module_prefix(state_dict):
    return {k.removeprefix("module."): v for k, v in state_dict.items()}


def add_module_prefix(state_dict):
    return {(k if k.startswith("module.") else "module." + k): v for k, v in state_dict.items()}
