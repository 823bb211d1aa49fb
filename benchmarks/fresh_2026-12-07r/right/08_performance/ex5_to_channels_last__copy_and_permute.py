# Right: converts a deep copy of the model (the caller's model is left as it was), and builds the batch layout with permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2), which is channels_last with the same shape and keeps the gradient path.
import copy

def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    if not x_cl.is_contiguous(memory_format=torch.channels_last):
        x_cl = x.contiguous(memory_format=torch.channels_last)
    return converted, x_cl
