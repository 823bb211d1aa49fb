# Mistake: "Write two functions that return **new** `OrderedDict`s" — dict comprehensions return plain dicts (equal in content, but not OrderedDicts)
def strip_module_prefix(state_dict):
    return {k.removeprefix("module."): v for k, v in state_dict.items()}


def add_module_prefix(state_dict):
    return {(k if k.startswith("module.") else f"module.{k}"): v for k, v in state_dict.items()}
