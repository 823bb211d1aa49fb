# Right: returns a converted deep copy (the prompt allows a copy), modes and frozen flags copied with it; the batch converted through permute to NHWC, a contiguous copy, and permute back, which gives channels_last strides with the shape unchanged and keeps the gradient path
import copy


def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return converted, x_cl
