# Right: Module.to(memory_format=...) converts every 4-D parameter and buffer in place (nested, ConvTranspose2d and custom ones included; Parameters, requires_grad and modes kept); the batch is copied into a new channels_last tensor with empty_like + copy_, which is differentiable back to x
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = torch.empty_like(x, memory_format=torch.channels_last)
    x_cl.copy_(x)
    return model, x_cl
