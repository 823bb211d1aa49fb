# Right: returns a converted deep copy of the model (the caller's model keeps its layout), converting the batch with x.contiguous(memory_format=torch.channels_last).
import copy


def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    return converted, x.contiguous(memory_format=torch.channels_last)
