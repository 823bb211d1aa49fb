# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)" - this loads with weights_only=True but no map_location, so a state_dict saved on a GPU machine (storages tagged cuda:0) fails to load on a CPU-only machine.
from collections import OrderedDict
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    return OrderedDict((k.removeprefix("module."), v) for k, v in state.items())
