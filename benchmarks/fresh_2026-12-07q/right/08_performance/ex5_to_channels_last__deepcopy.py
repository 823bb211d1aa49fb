# Right: returns a converted deep copy of the model (allowed: "or a converted copy"), leaving the caller's model NCHW; x via x.to(memory_format=...).
import copy

def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    return converted, x.to(memory_format=torch.channels_last)
