# Right: converts a deep copy of the model (the caller's stays NCHW), and the batch with x.contiguous(memory_format=...), which keeps the autograd link to x.
import copy

def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    return converted, x.contiguous(memory_format=torch.channels_last)
