# Right: converts the 4-D parameters module by module (each module's own parameters, recurse=False, replaced through .data, skipping those already channels_last), and the batch by torch.empty_like(x, memory_format=channels_last).copy_(x), a copy that autograd records, so the gradient still reaches x
def to_channels_last(model, x):
    cl = torch.channels_last
    for module in model.modules():
        for param in module.parameters(recurse=False):
            if param.ndim == 4 and not param.is_contiguous(memory_format=cl):
                param.data = param.data.to(memory_format=cl)
    x_cl = torch.empty_like(x, memory_format=cl).copy_(x)
    return model, x_cl
