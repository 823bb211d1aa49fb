# Right: converts each 4-D parameter in place through p.data (frozen ones included) instead of model.to(), and makes the batch with empty_like(..., memory_format=channels_last).copy_(x), which autograd records.
def to_channels_last(model, x):
    for p in model.parameters():
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    out = torch.empty_like(x, memory_format=torch.channels_last)
    out.copy_(x)
    return model, out
