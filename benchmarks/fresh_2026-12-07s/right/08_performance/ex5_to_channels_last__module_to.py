# Right: converts the model in place with model.to(memory_format=torch.channels_last) (which handles every 4-D parameter, nested ones and ConvTranspose2d included) and the batch with x.contiguous(memory_format=...), which keeps the autograd link to x.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.contiguous(memory_format=torch.channels_last)
    return (model, x_cl)
