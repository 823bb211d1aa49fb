# Mistake: "Write two functions that return **new** `OrderedDict`s" — returns plain dicts from comprehensions (keys and order right, but not OrderedDict, unlike what state_dict() gives and the prompt asks)
def strip_module_prefix(state_dict):
    return {k.removeprefix("module."): v for k, v in state_dict.items()}


def add_module_prefix(state_dict):
    return {(k if k.startswith("module.") else f"module.{k}"): v for k, v in state_dict.items()}
