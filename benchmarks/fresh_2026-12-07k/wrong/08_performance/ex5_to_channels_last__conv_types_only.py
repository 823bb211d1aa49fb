# Mistake: "every 4-D parameter (the convolution weights) ... a custom layer holding its own 4-D weight": converting only Conv2d and ConvTranspose2d modules leaves a custom layer's own 4-D weight in NCHW.
def to_channels_last(model, x):
    for m in model.modules():
        if isinstance(m, (nn.Conv2d, nn.ConvTranspose2d)):
            m.to(memory_format=torch.channels_last)
    if not x.is_contiguous(memory_format=torch.channels_last):
        x = x.to(memory_format=torch.channels_last)
    return model, x
