# Mistake: "Every 4-D parameter means `ConvTranspose2d` weights too, in nested submodules as well" — converts only nn.Conv2d modules (ConvTranspose2d is not a Conv2d subclass, and the custom layer's own 4-D weight is missed)
def to_channels_last(model, x):
    for m in model.modules():
        if isinstance(m, nn.Conv2d):
            m.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
