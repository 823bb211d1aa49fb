# Right: converts a deep copy of the model (allowed: "or a converted copy"), leaving the caller's model untouched, and uses x.contiguous(memory_format=...) for the batch.
import copy

def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    return converted, x.contiguous(memory_format=torch.channels_last)
