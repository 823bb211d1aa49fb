# Right: returns a converted deep copy of the model (allowed) and builds the batch's NHWC strides with permute -> contiguous -> permute back, a differentiable copy with the same shape.
import copy


def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return converted, x_cl
