# Mistake: "Every 4-D parameter means ConvTranspose2d weights too, in nested submodules as well" — converts only nn.Conv2d weights, so a ConvTranspose2d's weight or a custom layer's own 4-D weight stays NCHW.
def to_channels_last(model, x):
    for m in model.modules():
        if isinstance(m, nn.Conv2d):
            m.weight.data = m.weight.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)
