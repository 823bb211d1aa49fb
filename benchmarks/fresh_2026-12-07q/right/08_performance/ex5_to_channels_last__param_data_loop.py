# Right: converts every 4-D parameter in place by walking model.parameters() (recursive, custom layers and ConvTranspose2d included), and converts x with empty_like(..., channels_last).copy_(x), which is differentiable.
def to_channels_last(model, x):
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 4:
                p.data = p.data.contiguous(memory_format=torch.channels_last)
    x_cl = torch.empty_like(x, memory_format=torch.channels_last)
    x_cl = x_cl.copy_(x) if not x.requires_grad else x_cl.copy_(x)
    return model, x_cl
