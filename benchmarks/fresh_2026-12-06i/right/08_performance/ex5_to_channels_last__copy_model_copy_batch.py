# Right: returns a deep copy of the model whose 4-D parameters are re-laid in channels_last through .data (frozen flags and other parameters untouched), and the batch copied with empty_like(memory_format=channels_last).copy_(x), which autograd differentiates back to x.
import copy

def to_channels_last(model, x):
    converted = copy.deepcopy(model)
    for p in converted.parameters():
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    x_cl = torch.empty_like(x, memory_format=torch.channels_last).copy_(x)
    return converted, x_cl
