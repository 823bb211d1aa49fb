# Right: returns a converted deepcopy of the model (allowed) and builds the channels_last batch by hand: permute to NHWC, make contiguous, permute back (same shape, NHWC storage, differentiable).
import copy

def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return converted, x_cl
