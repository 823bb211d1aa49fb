# Right: converts the 4-D parameters one by one in place (`p.data = ...`, keeping each Parameter object and its requires_grad), and builds the batch as `torch.empty_like(x, memory_format=channels_last).copy_(x)`, a differentiable copy back to `x`.
def to_channels_last(model, x):
    cl = torch.channels_last
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 4 and not p.is_contiguous(memory_format=cl):
                p.data = p.data.contiguous(memory_format=cl)
    x_cl = torch.empty_like(x, memory_format=cl, requires_grad=False).copy_(x)
    return model, x_cl
